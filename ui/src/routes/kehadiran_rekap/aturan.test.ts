import { describe, expect, it } from "vitest";
import { namaPengubah } from "../../features/kehadiran/aturan";
import type { KehadiranMahasiswa, RekapKehadiran } from "../../features/kehadiran/types";
import {
  adaRekap,
  bacaIndeks,
  bisaDetail,
  detailSel,
  diBawahSyarat,
  gayaSel,
  isOnline,
  jenisBerdetail,
  keteranganSyarat,
  KOSONG,
  LEGENDA,
  OFF_A,
  OFF_H,
  ON_A,
  ON_H,
} from "./aturan";

function kehadiran(over: Partial<KehadiranMahasiswa> = {}): KehadiranMahasiswa {
  return {
    mahasiswa: { id_user: 1, nim: "22010001", nama: "Siti Rahmawati" },
    presensi: "H",
    ada_presensi: true,
    is_hadir: true,
    is_qr_code: false,
    progress: { overall: 0.8567 },
    updated_by: { username: "LMS:SYSTEM", name: "LMS:SYSTEM" },
    updated_at: "2026-05-05T07:05:09Z",
    presensi_label: "Hadir",
    is_valid: true,
    detail: [],
    ...over,
  };
}

const rekap: Pick<RekapKehadiran, "mahasiswa" | "pertemuan"> = {
  pertemuan: [
    { id: 11, nomor: 1, jenis: "online" },
    { id: 12, nomor: 2, jenis: "offline" },
    { id: 13, nomor: 3, jenis: "campuran" },
  ],
  mahasiswa: [
    { id_user: 1, nim: "22010001", nama: "Siti Rahmawati", presensi: "HH-", kehadiran: { hadir: 2, terlaksana: 3, persen: 66.7 } },
    { id_user: 2, nim: "22020002", nama: "Budi <b>", presensi: "s-A", kehadiran: { hadir: 0, terlaksana: 3, persen: 0 } },
    { id_user: 3, nim: "22020003", nama: "Pendek", presensi: "H", kehadiran: { hadir: 1, terlaksana: 3, persen: 33.3 } },
  ],
};

describe("gayaSel", () => {
  it("is the same style object for the same state (the row markup is cached per style)", () => {
    expect(gayaSel("-", false)).toBe(KOSONG);
    expect(gayaSel("H", false)).toBe(OFF_H);
    expect(OFF_H.label).toBe("Hadir Offline");
  });
  it("counts H as present and every other letter as not present, I and S by their letter", () => {
    expect(gayaSel("H", true)).toBe(ON_H);
    expect(gayaSel("A", true)).toBe(ON_A);
    expect(gayaSel("A", false)).toBe(OFF_A);
    expect(gayaSel("I", true)).toEqual({ cls: "k k-on-a", g: "I", label: "Izin Online" });
    expect(gayaSel("S", false)).toEqual({ cls: "k k-off-a", g: "S", label: "Sakit Offline" });
    expect(gayaSel("I", true)).toBe(gayaSel("I", true));
  });
  it("warns for rows not validated (lower case), with the 'Belum Valid' labels", () => {
    expect(gayaSel("h", true)).toEqual({ cls: "k k-warn", g: "\u2713", label: "Hadir (Belum Valid)" });
    expect(gayaSel("h", false)).toBe(gayaSel("h", true));
    expect(gayaSel("a", false)).toEqual({ cls: "k k-warn", g: "\u2717", label: "Tidak Hadir (Belum Valid)" });
    expect(gayaSel("s", false)).toEqual({ cls: "k k-warn", g: "S", label: "Sakit (Belum Valid)" });
  });
  it("is grey without a record: '-', a missing character or anything else", () => {
    expect(gayaSel(undefined, true)).toBe(KOSONG);
    expect(gayaSel(null, true)).toBe(KOSONG);
    expect(gayaSel("", true)).toBe(KOSONG);
    expect(gayaSel("?", true)).toBe(KOSONG);
    expect(KOSONG.label).toBe("Belum ada rekap");
  });
  it("has a legend with Izin, Sakit and 'Belum ada rekap' (issue 37)", () => {
    expect(LEGENDA.map((g) => g.label)).toEqual([
      "Hadir Online",
      "Hadir Offline",
      "Tidak Hadir Online",
      "Tidak Hadir Offline",
      "Izin",
      "Sakit",
      "Belum Valid",
      "Belum ada rekap",
    ]);
  });
  it("counts only online meetings as online", () => {
    expect(isOnline("online")).toBe(true);
    expect(isOnline("ONLINE")).toBe(true);
    expect(isOnline("campuran")).toBe(false);
    expect(isOnline("offline")).toBe(false);
    expect(isOnline(null)).toBe(false);
  });
});

describe("bisaDetail", () => {
  it("leaves out offline meetings only", () => {
    expect(jenisBerdetail("online")).toBe(true);
    expect(jenisBerdetail("campuran")).toBe(true);
    expect(jenisBerdetail("offline")).toBe(false);
  });
  it("knows a record by its letter", () => {
    expect(["H", "A", "I", "S", "h", "a", "i", "s"].every(adaRekap)).toBe(true);
    expect(adaRekap("-")).toBe(false);
    expect(adaRekap(undefined)).toBe(false);
    expect(adaRekap("")).toBe(false);
  });
  it("opens cells with a record of meetings that are not offline", () => {
    expect(bisaDetail("online", "H")).toBe(true);
    expect(bisaDetail("online", "a")).toBe(true);
    expect(bisaDetail("campuran", "S")).toBe(true);
    expect(bisaDetail("offline", "H")).toBe(false);
    expect(bisaDetail("Offline", "H")).toBe(false);
    expect(bisaDetail("online", "-")).toBe(false);
    expect(bisaDetail("online", undefined)).toBe(false);
  });
});

describe("bacaIndeks", () => {
  it("reads the indices of a clickable cell", () => {
    expect(bacaIndeks(rekap, "0", "0")).toEqual({ m: 0, p: 0 });
    expect(bacaIndeks(rekap, "1", "0")).toEqual({ m: 1, p: 0 });
    expect(bacaIndeks(rekap, "1", "2")).toEqual({ m: 1, p: 2 });
  });
  it("refuses offline, empty, missing or malformed cells", () => {
    expect(bacaIndeks(rekap, "0", "1")).toBeNull();
    expect(bacaIndeks(rekap, "0", "2")).toBeNull();
    expect(bacaIndeks(rekap, "2", "2")).toBeNull();
    expect(bacaIndeks(rekap, "3", "0")).toBeNull();
    expect(bacaIndeks(rekap, "0", "3")).toBeNull();
    expect(bacaIndeks(rekap, null, "0")).toBeNull();
    expect(bacaIndeks(rekap, "0", "")).toBeNull();
    expect(bacaIndeks(rekap, "-1", "0")).toBeNull();
    expect(bacaIndeks(rekap, "0.5", "0")).toBeNull();
    expect(bacaIndeks(rekap, "constructor", "0")).toBeNull();
  });
});

describe("namaPengubah", () => {
  it("names the system and people by name", () => {
    expect(namaPengubah({ username: "LMS:SYSTEM", name: "LMS:SYSTEM" })).toBe("Sistem LMS");
    expect(namaPengubah({ username: "dosen", name: "Dr. Andi Wijaya" })).toBe("Dr. Andi Wijaya");
    expect(namaPengubah({ username: "dosen", name: " " })).toBe("dosen");
    expect(namaPengubah(null)).toBe("-");
    expect(namaPengubah(undefined)).toBe("-");
  });
});

describe("detailSel", () => {
  it("describes a fetched record for the dialog", () => {
    expect(detailSel(kehadiran(), 1, "Asia/Jakarta")).toEqual({
      nama: "Siti Rahmawati",
      nim: "22010001",
      pertemuan: "Pertemuan 1",
      presensi: "Hadir",
      progress: "85,7%",
      diperbaruiOleh: "Sistem LMS",
      waktu: "5 Mei 2026, 14:05 WIB",
      belumValid: false,
    });
  });
  it("takes the server's label, the updater's name and flags invalid rows", () => {
    const d = detailSel(
      kehadiran({
        mahasiswa: { id_user: 2, nim: "22020002", nama: "Budi <b>" },
        presensi: "S",
        presensi_label: "Sakit",
        progress: { overall: 0 },
        updated_by: { username: "dosen", name: "Dr. Andi Wijaya" },
        is_valid: false,
      }),
      3,
      "Asia/Jakarta",
    );
    expect(d).toMatchObject({
      nama: "Budi <b>",
      pertemuan: "Pertemuan 3",
      presensi: "Sakit",
      progress: "0,0%",
      diperbaruiOleh: "Dr. Andi Wijaya",
      belumValid: true,
    });
  });
  it("shows '-' for nobody and no time", () => {
    const d = detailSel(kehadiran({ updated_by: null, updated_at: null }), 2);
    expect(d.diperbaruiOleh).toBe("-");
    expect(d.waktu).toBe("-");
  });
});

describe("the final exam's minimum", () => {
  it("marks only a held figure below it; the minimum itself meets it", () => {
    expect(diBawahSyarat(71.4, 75)).toBe(true);
    expect(diBawahSyarat(75, 75)).toBe(false);
    expect(diBawahSyarat(null, 75)).toBe(false);
    expect(diBawahSyarat(0, 0)).toBe(false);
    expect(keteranganSyarat(80)).toBe("Di bawah syarat kehadiran UAS (minimal 80%)");
  });
});
