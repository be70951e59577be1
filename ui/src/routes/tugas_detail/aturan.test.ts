import { describe, expect, it } from "vitest";
import type { TugasDetail } from "../../api/types";
import {
  crumbsTugas,
  isPeserta,
  nilaiLabel,
  petunjukDiskusi,
  statusPengumpulan,
  subJenisLabel,
  urlPenilaian,
  waktuTugas,
} from "./aturan";

const tugas: TugasDetail = {
  id: 7,
  judul: "Laporan Praktikum",
  sub_jenis: "individu",
  waktu_mulai: "2026-05-05T01:00:00Z",
  waktu_selesai: "2026-05-12T16:59:00Z",
  status: "berlangsung",
  pertemuan: { id: 30, nomor: 3, judul: "Rekursi" },
  kelas: { id: 12, periode: 20251, kode_mk: "IF101", nama_mk: "Algoritma", nama_kelas: "A" },
  pengerjaan_saya: null,
  ringkasan: null,
  id_chat: null,
  isAllowPenilaian: false,
  isAllowLihatPenilaian: false,
};

it("labels the kind of task", () => {
  expect(subJenisLabel("individu")).toBe("Tugas Individu");
  expect(subJenisLabel("kelompok")).toBe("Tugas Kelompok");
  expect(subJenisLabel("lain")).toBe("Tugas");
  expect(subJenisLabel(null)).toBe("Tugas");
});

it("shows times as 'DD MMM YYYY HH:mm' with the zone", () => {
  expect(waktuTugas("2026-05-12T16:59:00Z", "Asia/Jakarta")).toBe("12 Mei 2026 23:59 WIB");
  expect(waktuTugas("2026-05-12T16:59:00Z", "Asia/Makassar")).toBe("13 Mei 2026 00:59 WITA");
  expect(waktuTugas(null, "Asia/Jakarta")).toBe("-");
  expect(waktuTugas("0001-01-01T00:00:00Z", "Asia/Jakarta")).toBe("-");
});

it("builds the breadcrumb and the grading link", () => {
  expect(crumbsTugas(tugas)).toEqual([
    { label: "Kelas", to: "/kelas" },
    { label: "IF101 Algoritma - A", to: "/kelas/12" },
    { label: "Pertemuan 3", to: "/kelas/12/tugas/7" },
  ]);
  expect(urlPenilaian(tugas)).toBe("/kelas/12/tugas/7/penilaian");
});

describe("student view", () => {
  it("knows a participant by the hand-in or the role", () => {
    expect(isPeserta(tugas, "mahasiswa")).toBe(true);
    expect(isPeserta({ pengerjaan_saya: { waktu: "2026-05-06T02:00:00Z", nilai: null } }, "dosen")).toBe(true);
    expect(isPeserta(tugas, "dosen")).toBe(false);
    expect(isPeserta(tugas, null)).toBe(false);
  });
  it("describes the hand-in and the score", () => {
    expect(statusPengumpulan(null, "Asia/Jakarta")).toBe("Belum dikumpulkan");
    expect(statusPengumpulan({ waktu: "2026-05-06T02:05:00Z", nilai: null }, "Asia/Jakarta")).toBe(
      "Sudah dikumpulkan pada 06 Mei 2026 09:05 WIB",
    );
    expect(nilaiLabel(null)).toBe("Belum dinilai");
    expect(nilaiLabel(undefined)).toBe("Belum dinilai");
    expect(nilaiLabel(85.5)).toBe("85,5");
    expect(nilaiLabel(90)).toBe("90");
    expect(nilaiLabel(77.456)).toBe("77,46");
    expect(nilaiLabel(0)).toBe("0");
  });
});

it("explains a missing discussion", () => {
  expect(petunjukDiskusi(tugas, "dosen")).toBe("Buka halaman Penilaian untuk berdiskusi dengan mahasiswa.");
  expect(petunjukDiskusi(tugas, "operator")).toBe("Buka halaman Penilaian untuk berdiskusi dengan mahasiswa.");
  expect(petunjukDiskusi({ ...tugas, sub_jenis: "kelompok" }, "mahasiswa")).toBe("Diskusi tugas kelompok belum tersedia.");
  expect(petunjukDiskusi(tugas, "mahasiswa")).toBe("Diskusi dengan pengajar belum tersedia.");
});
