import { describe, expect, it } from "vitest";
import { bolehGanti, level, levelLabel, pilihanLevel, ringkasHak } from "./hak-akses";

describe("operator rights", () => {
  it("reads anything unknown as no access", () => {
    expect(level("write")).toBe("write");
    expect(level(undefined)).toBe("no_access");
    expect(level("admin")).toBe("no_access");
    expect(levelLabel("")).toBe("Tidak Ada Akses");
  });

  it("offers Bantuan up to read only", () => {
    expect(pilihanLevel("bantuan")).toEqual(["no_access", "read"]);
    expect(pilihanLevel("laporan")).toEqual(["no_access", "read", "write"]);
  });

  it("lets an editor move a module only within their own right, as the server does", () => {
    const sendiri = { kelas_kuliah: "read", data_sistem: "write" } as const;
    expect(bolehGanti(sendiri, "kelas_kuliah", "no_access", "read")).toBe(true);
    expect(bolehGanti(sendiri, "kelas_kuliah", "read", "write")).toBe(false);
    expect(bolehGanti(sendiri, "kelas_kuliah", "write", "read")).toBe(false);
    expect(bolehGanti(sendiri, "kelas_kuliah", "write", "write")).toBe(true);
    expect(bolehGanti(sendiri, "laporan", "no_access", "read")).toBe(false);
    expect(bolehGanti(sendiri, "data_sistem", "read", "write")).toBe(true);
  });

  it("summarises the rights by level", () => {
    expect(ringkasHak({ kelas_kuliah: "write", laporan: "write", bank_soal: "read" })).toBe("Tulis 2 · Baca 1");
    expect(ringkasHak({ bantuan: "read" })).toBe("Baca 1");
    expect(ringkasHak({})).toBe("Tidak Ada Akses");
  });
});
