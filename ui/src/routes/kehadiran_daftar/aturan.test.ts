import { describe, expect, it } from "vitest";
import {
  alamatExport,
  alamatPertemuan,
  alamatRekap,
  jamKuliah,
  jenisLabel,
  judulPertemuan,
  type KehadiranKelasBaris,
  persenKehadiranLabel,
  pertemuanLabel,
  statusKehadiranDosen,
} from "./aturan";

const TZ = "Asia/Jakarta";

describe("alamatExport", () => {
  it("carries the applied filters and search, never the page", () => {
    expect(alamatExport({ periode: 20251, page: 2, per_page: 10, search: "algo", id_prodi: 3, status: "berlangsung" })).toBe(
      "/lms/kehadiran_mahasiswa/export_excel?periode=20251&id_prodi=3&status=berlangsung&search=algo",
    );
  });
  it("drops empty values and the 'semua' status", () => {
    expect(alamatExport({ periode: 20251, nama_kelas: " ", status: "semua", search: null, mode_kuliah: undefined })).toBe(
      "/lms/kehadiran_mahasiswa/export_excel?periode=20251",
    );
  });
  it("encodes values (names with spaces, ISO times)", () => {
    expect(alamatExport({ nama_kelas: "A B", waktu_awal: "2026-01-01T00:00:00Z" })).toBe(
      "/lms/kehadiran_mahasiswa/export_excel?nama_kelas=A%20B&waktu_awal=2026-01-01T00%3A00%3A00Z",
    );
  });
  it("is the bare address without filters", () => {
    expect(alamatExport({})).toBe("/lms/kehadiran_mahasiswa/export_excel");
    expect(alamatExport(null)).toBe("/lms/kehadiran_mahasiswa/export_excel");
  });
});

describe("class row texts", () => {
  const baris = {
    kelas: { jumlah_pertemuan: 16 },
    kehadiran: { pertemuan_terlaksana: 4, hadir: 90, persen_kehadiran: 85.7 },
  } as unknown as KehadiranKelasBaris;

  it("formats the meetings held", () => {
    expect(pertemuanLabel(baris)).toBe("4 / 16");
  });
  it("shows the attendance with one decimal and '%', '-' before any meeting", () => {
    expect(persenKehadiranLabel(85.7)).toBe("85,7%");
    expect(persenKehadiranLabel(90)).toBe("90,0%");
    expect(persenKehadiranLabel(0)).toBe("0,0%");
    expect(persenKehadiranLabel(100)).toBe("100,0%");
    expect(persenKehadiranLabel(33.35)).toBe("33,4%");
    expect(persenKehadiranLabel(null)).toBe("-");
    expect(persenKehadiranLabel(undefined)).toBe("-");
  });
  it("links the recap", () => {
    expect(alamatRekap(12)).toBe("/kehadiran/12");
  });
});

describe("lecturer rows", () => {
  const label = (b: Parameters<typeof statusKehadiranDosen>[0]) => statusKehadiranDosen(b).map((t) => `${t.label}:${t.warna}`);
  it("links the meeting's attendance and names it", () => {
    expect(alamatPertemuan({ id_kelas: 3, id_pertemuan: 41 })).toBe("/kehadiran/3/41");
    expect(judulPertemuan({ nomor: 2, judul: "Pengantar" })).toBe("Pertemuan 2: Pengantar");
    expect(jenisLabel("online")).toBe("Online");
    expect(jenisLabel("offline")).toBe("Offline");
  });
  it("shows lecture times in the college zone, '-' when not recorded", () => {
    expect(jamKuliah("2026-03-02T00:32:00Z", TZ)).toBe("07:32");
    expect(jamKuliah(null, TZ)).toBe("-");
    expect(jamKuliah("0001-01-01T00:00:00Z", TZ)).toBe("-");
  });
  it("tags the status", () => {
    const wajib = { wajib_validasi: true };
    expect(label({ ada_presensi: false, is_hadir: true, is_valid: true, ...wajib })).toEqual(["Belum Ada Presensi:abu"]);
    expect(label({ ada_presensi: true, is_hadir: true, is_valid: true, ...wajib })).toEqual(["Hadir:hijau", "Sudah Divalidasi:biru"]);
    expect(label({ ada_presensi: true, is_hadir: false, is_valid: true, ...wajib })).toEqual([
      "Tidak Hadir:merah",
      "Sudah Divalidasi:biru",
    ]);
    expect(label({ ada_presensi: true, is_hadir: true, is_valid: false, ...wajib })).toEqual(["Hadir:kuning", "Belum Divalidasi:kuning"]);
  });
  it("leaves validation out when the settings do not require it", () => {
    const bebas = { wajib_validasi: false };
    expect(label({ ada_presensi: true, is_hadir: true, is_valid: false, ...bebas })).toEqual(["Hadir:hijau"]);
    expect(label({ ada_presensi: true, is_hadir: false, is_valid: true, ...bebas })).toEqual(["Tidak Hadir:merah"]);
    expect(label({ ada_presensi: false, is_hadir: false, is_valid: false, ...bebas })).toEqual(["Belum Ada Presensi:abu"]);
  });
});
