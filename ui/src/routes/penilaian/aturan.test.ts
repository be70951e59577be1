import { describe, expect, it } from "vitest";
import type { PengerjaanPeserta } from "../../features/tugas/types";
import { bacaNilai, bolehSimpan, judulDiskusi, nilaiBerubah, PESAN_NILAI, ringkasanPeserta, saringPeserta, teksNilai } from "./aturan";

function peserta(id_user: number, nim: string, nama: string, waktu: string | null = null, nilai: number | null = null): PengerjaanPeserta {
  const pengumpulan = waktu ? { waktu, nilai, teks: "Jawaban", berkas: [], terlambat: false, pengirim: nama } : null;
  return { mahasiswa: { id_user, nim, nama }, waktu, nilai, pengumpulan, kelompok: null, id_chat: null, belum_dibaca: 0 };
}

const salah = { valid: false, pesan: PESAN_NILAI };

describe("bacaNilai", () => {
  it("reads scores from 0 to 100", () => {
    expect(bacaNilai("85")).toEqual({ valid: true, nilai: 85 });
    expect(bacaNilai(" 85.5 ")).toEqual({ valid: true, nilai: 85.5 });
    expect(bacaNilai("85,25")).toEqual({ valid: true, nilai: 85.25 });
    expect(bacaNilai("0")).toEqual({ valid: true, nilai: 0 });
    expect(bacaNilai("100")).toEqual({ valid: true, nilai: 100 });
    expect(bacaNilai(".5")).toEqual({ valid: true, nilai: 0.5 });
  });
  it("reads an empty input as removing the score", () => {
    expect(bacaNilai("")).toEqual({ valid: true, nilai: null });
    expect(bacaNilai("  ")).toEqual({ valid: true, nilai: null });
  });
  it("refuses anything else with the server's message", () => {
    expect(PESAN_NILAI).toBe("Nilai harus di antara 0 dan 100.");
    for (const t of ["100.01", "101", "-1", "-0.5", "abc", "1e2", "0x10", "85..5", "Infinity", "1,2,3"])
      expect(bacaNilai(t)).toEqual(salah);
  });
});

describe("changed and savable", () => {
  it("compares the typed score with the saved one", () => {
    expect(teksNilai(null)).toBe("");
    expect(teksNilai(85.5)).toBe("85.5");
    expect(nilaiBerubah("85.5", 85.5)).toBe(false);
    expect(nilaiBerubah("85.50", 85.5)).toBe(false);
    expect(nilaiBerubah("", null)).toBe(false);
    expect(nilaiBerubah("", undefined)).toBe(false);
    expect(nilaiBerubah("90", 85.5)).toBe(true);
    expect(nilaiBerubah("", 85.5)).toBe(true);
    expect(nilaiBerubah("150", 85.5)).toBe(true);
  });
  it("saves only a valid change", () => {
    expect(bolehSimpan("90", 85)).toBe(true);
    expect(bolehSimpan("", 85)).toBe(true);
    expect(bolehSimpan("85", 85)).toBe(false);
    expect(bolehSimpan("150", 85)).toBe(false);
    expect(bolehSimpan("", null)).toBe(false);
  });
});

describe("saringPeserta", () => {
  const semua = [peserta(1, "2023001", "Budi Santoso"), peserta(2, "2023002", "Ani Lestari"), peserta(3, "2024010", "Citra Budiman")];
  const nama = (xs: PengerjaanPeserta[]) => xs.map((p) => p.mahasiswa.nama);
  it("matches NIM or name, ignoring case and extra spaces", () => {
    expect(nama(saringPeserta(semua, "budi"))).toEqual(["Budi Santoso", "Citra Budiman"]);
    expect(nama(saringPeserta(semua, "2023"))).toEqual(["Budi Santoso", "Ani Lestari"]);
    expect(nama(saringPeserta(semua, "  ani   LESTARI "))).toEqual(["Ani Lestari"]);
    expect(saringPeserta(semua, "zzz")).toEqual([]);
  });
  it("keeps every row without a search", () => {
    expect(saringPeserta(semua, "")).toBe(semua);
    expect(saringPeserta(semua, "   ")).toBe(semua);
  });
});

it("counts participants, hand-ins and scores", () => {
  const xs = [peserta(1, "1", "A", "2026-05-06T02:00:00Z", 80), peserta(2, "2", "B", "2026-05-06T03:00:00Z"), peserta(3, "3", "C")];
  expect(ringkasanPeserta(xs)).toEqual({ jumlah_peserta: 3, jumlah_mengumpulkan: 2, jumlah_dinilai: 1 });
  expect(ringkasanPeserta([])).toEqual({ jumlah_peserta: 0, jumlah_mengumpulkan: 0, jumlah_dinilai: 0 });
});

it("names the chat a row opens", () => {
  const p = peserta(1, "22010001", "Siti");
  expect(judulDiskusi(p)).toBe("Diskusi dengan Siti");
  expect(judulDiskusi({ ...p, kelompok: "Kelompok 2" })).toBe("Diskusi Kelompok 2");
});
