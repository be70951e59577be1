import { describe, expect, it } from "vitest";
import { lingkupLabel, pengerjaanLabel, statusKelasLabel, statusPertemuanLabel, tipePertemuanLabel } from "./status";

type Baris = [string | null | undefined, string];

const LAIN: (string | null | undefined)[] = ["", "SELESAI", "belum_dimulai ", "toString", "__proto__", null, undefined];

describe("statusKelasLabel", () => {
  it.each<Baris>([
    ["akan_dimulai", "Akan Dimulai"],
    ["berlangsung", "Sedang Berlangsung"],
    ["selesai", "Telah Berakhir"],
    ["belum_dimulai", "-"],
    ...LAIN.map((v): Baris => [v, "-"]),
  ])("%j -> %s", (v, want) => {
    expect(statusKelasLabel(v)).toBe(want);
  });
});

describe("statusPertemuanLabel", () => {
  it.each<Baris>([
    ["belum_dimulai", "Belum Dimulai"],
    ["berlangsung", "Sedang Berlangsung"],
    ["selesai", "Telah Berakhir"],
    ["akan_dimulai", "-"],
    ...LAIN.map((v): Baris => [v, "-"]),
  ])("%j -> %s", (v, want) => {
    expect(statusPertemuanLabel(v)).toBe(want);
  });
});

describe("tipePertemuanLabel", () => {
  it.each<Baris>([
    ["online", "Online"],
    ["offline", "Offline"],
    ["campuran", "Campuran"],
    ["hybrid", "-"],
    ["Online", "-"],
    ...LAIN.map((v): Baris => [v, "-"]),
  ])("%j -> %s", (v, want) => {
    expect(tipePertemuanLabel(v)).toBe(want);
  });
});

describe("lingkupLabel", () => {
  it.each([
    ["", "Internal"],
    ["-", "Internal"],
    [" - ", "Internal"],
    ["   ", "Internal"],
    [null, "Internal"],
    [undefined, "Internal"],
    ["Nasional", "Nasional"],
    ["Internasional", "Internasional"],
    ["Internal", "Internal"],
  ])("%j -> %s", (v, want) => {
    expect(lingkupLabel(v)).toBe(want);
  });
});

describe("pengerjaanLabel", () => {
  it("says a student's own state in the words of the activity", () => {
    expect(pengerjaanLabel("tugas", true)).toBe("Sudah dikumpulkan");
    expect(pengerjaanLabel("tugas", false)).toBe("Belum dikumpulkan");
    expect(pengerjaanLabel("ujian", false)).toBe("Belum dikerjakan");
    expect(pengerjaanLabel("vidcon", true)).toBe("Sudah bergabung");
  });

  it("says nothing for staff (null), forums or unknown kinds", () => {
    expect(pengerjaanLabel("tugas", null)).toBeNull();
    expect(pengerjaanLabel("tugas", undefined)).toBeNull();
    expect(pengerjaanLabel("forum", true)).toBeNull();
    expect(pengerjaanLabel("toString", true)).toBeNull();
    expect(pengerjaanLabel(null, false)).toBeNull();
  });
});
