import { describe, expect, it } from "vitest";
import {
  adaBagian,
  BAGIAN_DEFAULT,
  bapBerkasUrl,
  bapKelasUrl,
  bapSemuaBody,
  jobBerakhir,
  namaBerkasBap,
  persenBap,
  progresBap,
} from "./aturan";

const semua = BAGIAN_DEFAULT;

describe("bagian", () => {
  it("needs at least one part", () => {
    expect(adaBagian(semua)).toBe(true);
    expect(adaBagian({ include_laporan_kelas: false, include_laporan_pertemuan_detail: false, include_tanda_tangan: true })).toBe(true);
    expect(adaBagian({ include_laporan_kelas: false, include_laporan_pertemuan_detail: false, include_tanda_tangan: false })).toBe(false);
  });
});

describe("bapKelasUrl", () => {
  it("always sends the three flags", () => {
    expect(bapKelasUrl(12, semua)).toBe(
      "/lms/kelas_kuliah/12/bap/unduh?include_laporan_kelas=true&include_laporan_pertemuan_detail=true&include_tanda_tangan=true",
    );
    expect(bapKelasUrl(3, { include_laporan_kelas: true, include_laporan_pertemuan_detail: false, include_tanda_tangan: false })).toBe(
      "/lms/kelas_kuliah/3/bap/unduh?include_laporan_kelas=true&include_laporan_pertemuan_detail=false&include_tanda_tangan=false",
    );
  });

  it("adds laporan_saya only when true", () => {
    expect(bapKelasUrl(1, { ...semua, laporan_saya: true })).toMatch(/&laporan_saya=true$/);
    expect(bapKelasUrl(1, { ...semua, laporan_saya: false })).not.toContain("laporan_saya");
  });

  it("adds id_pengajar for one teacher, never together with laporan_saya", () => {
    expect(bapKelasUrl(1, { ...semua, id_pengajar: 42 })).toMatch(/&id_pengajar=42$/);
    expect(bapKelasUrl(1, { ...semua, id_pengajar: null })).not.toContain("id_pengajar");
    expect(bapKelasUrl(1, { ...semua, id_pengajar: Number.NaN })).not.toContain("id_pengajar");
    const both = bapKelasUrl(1, { ...semua, laporan_saya: true, id_pengajar: 42 });
    expect(both).toContain("laporan_saya=true");
    expect(both).not.toContain("id_pengajar");
  });
});

describe("names and job URLs", () => {
  it("falls back to 'BAP - {kode} {nama kelas}.pdf'", () => {
    expect(namaBerkasBap("IF101", "A")).toBe("BAP - IF101 A.pdf");
    expect(namaBerkasBap(" IF101 ", "")).toBe("BAP - IF101.pdf");
    expect(namaBerkasBap("", "")).toBe("BAP.pdf");
  });

  it("builds the file URL", () => {
    expect(bapBerkasUrl("abc-1")).toBe("/lms/kelas_kuliah/bap/unduh/abc-1/berkas");
    expect(bapBerkasUrl("a/b")).toBe("/lms/kelas_kuliah/bap/unduh/a%2Fb/berkas");
  });

  it("builds the whole-period body", () => {
    expect(bapSemuaBody(20251, { ...semua, include_tanda_tangan: false }, true)).toEqual({
      periode: 20251,
      include_laporan_kelas: true,
      include_laporan_pertemuan_detail: true,
      include_tanda_tangan: false,
      laporan_saya: true,
    });
  });
});

describe("job progress", () => {
  it("ends on selesai and gagal only", () => {
    expect(jobBerakhir("selesai")).toBe(true);
    expect(jobBerakhir("gagal")).toBe(true);
    expect(jobBerakhir("antri")).toBe(false);
    expect(jobBerakhir("berjalan")).toBe(false);
  });

  it("says how far the job is", () => {
    expect(progresBap({ selesai: 3, total: 12 })).toBe("Menyiapkan BAP 3 dari 12 kelas");
    expect(persenBap({ selesai: 3, total: 12, status: "berjalan" })).toBe(25);
    expect(persenBap({ selesai: 0, total: 0, status: "antri" })).toBe(0);
    expect(persenBap({ selesai: 0, total: 0, status: "selesai" })).toBe(100);
    expect(persenBap({ selesai: 20, total: 12, status: "berjalan" })).toBe(100);
    expect(persenBap({ selesai: -1, total: 12, status: "berjalan" })).toBe(0);
  });
});
