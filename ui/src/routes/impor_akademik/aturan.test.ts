import { describe, expect, it } from "vitest";
import type { Pratinjau } from "../../api/types";
import { alasanTunggu, berkasImpor, bolehSimpan, galatHariTautan, galatLainnya, galatNamaToken } from "./aturan";

const p = (ubah: Partial<Pratinjau>): Pratinjau => ({
  jenis: "mahasiswa",
  baris: 3,
  ditambah: 0,
  diubah: 0,
  tetap: 0,
  dikeluarkan: 0,
  galat: [],
  jumlah_galat: 0,
  ...ubah,
});

describe("impor akademik", () => {
  it("takes .xlsx and .csv only", () => {
    expect(berkasImpor("Mahasiswa 2026.XLSX")).toBe(true);
    expect(berkasImpor("dosen.csv")).toBe(true);
    expect(berkasImpor("lama.xls")).toBe(false);
    expect(berkasImpor("foto.png")).toBe(false);
  });

  it("saves only a clean preview that changes something", () => {
    expect(bolehSimpan(null)).toBe(false);
    expect(bolehSimpan(p({ ditambah: 2, tetap: 1 }))).toBe(true);
    expect(bolehSimpan(p({ tetap: 3 }))).toBe(false);
    expect(alasanTunggu(p({ tetap: 3 }))).toMatch(/tidak ada yang perlu disimpan/);
    const salah = p({ ditambah: 2, jumlah_galat: 1, galat: [{ baris: 2, kolom: "NIM", pesan: "NIM wajib diisi." }] });
    expect(bolehSimpan(salah)).toBe(false);
    expect(alasanTunggu(salah)).toMatch(/^Perbaiki baris/);
    expect(alasanTunggu(p({ diubah: 1 }))).toBeNull();
    expect(bolehSimpan(p({ tetap: 2, dikeluarkan: 1 })), "a student taken out is a change").toBe(true);
  });

  it("counts the bad rows not listed", () => {
    expect(galatLainnya(p({ jumlah_galat: 501, galat: new Array(500).fill({ baris: 2, kolom: "Nama", pesan: "x" }) }))).toBe(1);
    expect(galatLainnya(p({}))).toBe(0);
  });
});

describe("nama token integrasi", () => {
  it("needs 1-100 characters, as the server", () => {
    expect(galatNamaToken("  ")).toMatch(/^Nama token wajib diisi/);
    expect(galatNamaToken("x".repeat(101))).not.toBeNull();
    expect(galatNamaToken("x".repeat(100))).toBeNull();
    expect(galatNamaToken(" SIAKAD sinkron malam ")).toBeNull();
  });
});

describe("masa berlaku tautan aktivasi", () => {
  it("takes whole days from 1 to 90, as the server", () => {
    expect(galatHariTautan("14")).toBeNull();
    expect(galatHariTautan("90")).toBeNull();
    for (const salah of ["", "0", "91", "1.5", "abc"]) expect(galatHariTautan(salah)).toBe("Masa berlaku tautan 1 sampai 90 hari.");
  });
});
