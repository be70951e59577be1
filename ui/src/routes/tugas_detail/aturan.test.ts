import { describe, expect, it } from "vitest";
import type { KelompokTugas, TugasDetail } from "../../features/tugas/types";
import { chatAwal, crumbsTugas, isPeserta, petunjukDiskusi, subJenisLabel, urlPenilaian } from "./aturan";

const tugas: TugasDetail = {
  id: 7,
  judul: "Laporan Praktikum",
  sub_jenis: "individu",
  deskripsi: "Kerjakan soal 1-5.",
  waktu_mulai: "2026-05-05T01:00:00Z",
  waktu_selesai: "2026-05-12T16:59:00Z",
  boleh_terlambat: false,
  lampiran: [],
  status: "berlangsung",
  pertemuan: { id: 30, nomor: 3, judul: "Rekursi" },
  kelas: { id: 12, periode: 20251, kode_mk: "IF101", nama_mk: "Algoritma", nama_kelas: "A" },
  pengerjaan_saya: null,
  boleh_kumpul: null,
  kelompok_saya: null,
  ringkasan: null,
  id_chat: null,
  isAllowPenilaian: false,
  isAllowLihatPenilaian: false,
  isAllowUbah: false,
};

const kelompok: KelompokTugas = {
  id: 5,
  nama: "Kelompok 1",
  id_chat: "LMS-TUGAS-7-KELOMPOK-5",
  anggota: [],
  sudah_mengumpulkan: false,
  belum_dibaca: 2,
};

it("labels the kind of task", () => {
  expect(subJenisLabel("individu")).toBe("Tugas Individu");
  expect(subJenisLabel("kelompok")).toBe("Tugas Kelompok");
  expect(subJenisLabel("lain")).toBe("Tugas");
  expect(subJenisLabel(null)).toBe("Tugas");
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
  it("knows a participant by the hand-in rules, the hand-in or the role", () => {
    expect(isPeserta(tugas, "mahasiswa")).toBe(true);
    expect(isPeserta({ ...tugas, boleh_kumpul: { bisa: true, alasan: null, terlambat: false } }, null)).toBe(true);
    const p = { waktu: "2026-05-06T02:00:00Z", nilai: null, teks: "", berkas: [], terlambat: false, pengirim: null };
    expect(isPeserta({ ...tugas, pengerjaan_saya: p }, "dosen")).toBe(true);
    expect(isPeserta(tugas, "dosen")).toBe(false);
    expect(isPeserta(tugas, null)).toBe(false);
  });
});

describe("the discussion", () => {
  it("opens the discussion with the teachers on an individual task", () => {
    expect(chatAwal({ ...tugas, id_chat: "LMS-TUGAS-7-2023001" })).toEqual({ id: "LMS-TUGAS-7-2023001", judul: "Diskusi dengan Pengajar" });
    expect(chatAwal(tugas)).toBeNull();
  });
  it("opens the student's group chat on a group task", () => {
    const k = { ...tugas, sub_jenis: "kelompok" as const };
    expect(chatAwal({ ...k, kelompok_saya: kelompok })).toEqual({ id: kelompok.id_chat, judul: "Diskusi Kelompok 1" });
    expect(chatAwal(k)).toBeNull();
  });
  it("explains a missing discussion", () => {
    expect(petunjukDiskusi(tugas, "dosen")).toBe("Buka halaman Penilaian untuk berdiskusi dengan mahasiswa.");
    expect(petunjukDiskusi(tugas, "operator")).toBe("Buka halaman Penilaian untuk berdiskusi dengan mahasiswa.");
    expect(petunjukDiskusi({ ...tugas, sub_jenis: "kelompok" }, "dosen")).toBe(
      "Pilih 'Chat' pada kartu kelompok untuk membuka diskusinya.",
    );
    expect(petunjukDiskusi({ ...tugas, sub_jenis: "kelompok" }, "mahasiswa")).toBe("Anda belum tergabung dalam kelompok.");
    expect(petunjukDiskusi(tugas, "mahasiswa")).toBe("Diskusi dengan pengajar belum tersedia.");
  });
});
