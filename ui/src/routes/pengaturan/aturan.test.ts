import { describe, expect, it } from "vitest";
import type { PengaturanIsi } from "../../api/types";
import { angkaDari, kolomDariPesan, periksaPengaturan } from "./aturan";

const ISI: PengaturanIsi = {
  time_zone: "Asia/Jakarta",
  ukuran_max_file: {
    banner: 2,
    lampiran_soal: 10,
    lampiran_kunci: 10,
    lampiran_jawaban_esai: 10,
    ebook: 20,
    video: 100,
    audio: 20,
    arsip: 50,
    tugas: 10,
  },
  syarat_kehadiran_online_mahasiswa: {
    terlambat_vidcon_menit: 15,
    video_persen: 50,
    audio_persen: 50,
    ebook_detik: 60,
    presentase_progress_minimal_persen: 60,
  },
  menit_presensi_dosen: 15,
  ubah_jadwal_online: true,
  ubah_jadwal_offline: false,
  pembatasan_kehadiran_ujian: true,
  tampilkan_soal_setelah_ujian: true,
  presensi_qr: true,
  syarat_kehadiran_online_dosen: {
    mulai_kuliah: true,
    akhiri_kuliah: true,
    presentase_kehadiran_kelas: false,
    aktivitas_kuliah: true,
    presentase_kehadiran_kelas_persen: 50,
  },
  syarat_kehadiran_offline_dosen: {
    mulai_kuliah: true,
    akhiri_kuliah: true,
    presentase_kehadiran_kelas: false,
    aktivitas_kuliah: false,
    presentase_kehadiran_kelas_persen: 50,
  },
  validasi_kehadiran_dosen: false,
};
const BATAS = { ukuran_maks_mb: 1000, banner_maks_mb: 50 };

describe("settings form", () => {
  it("accepts the demo settings", () => {
    expect(periksaPengaturan(ISI, BATAS)).toBeNull();
  });

  it("says what to write, as the server does, and which input it concerns", () => {
    const galat = (isi: PengaturanIsi) => periksaPengaturan(isi, BATAS);
    expect(galat({ ...ISI, time_zone: "Asia/Tokyo" })).toEqual({
      kolom: "pengaturan-zona",
      pesan: "Zona waktu harus WIB (Asia/Jakarta), WITA (Asia/Makassar) atau WIT (Asia/Jayapura).",
    });
    expect(galat({ ...ISI, ukuran_max_file: { ...ISI.ukuran_max_file, video: 0 } })).toEqual({
      kolom: "ukuran-video",
      pesan: "Ukuran maksimal video harus 1 sampai 1000 MB.",
    });
    expect(galat({ ...ISI, ukuran_max_file: { ...ISI.ukuran_max_file, banner: 51 } })).toEqual({
      kolom: "ukuran-banner",
      pesan: "Ukuran maksimal banner kelas harus 1 sampai 50 MB.",
    });
    expect(galat({ ...ISI, ukuran_max_file: { ...ISI.ukuran_max_file, tugas: 1.5 } })).toEqual({
      kolom: "ukuran-tugas",
      pesan: "Ukuran maksimal berkas tugas harus 1 sampai 1000 MB.",
    });
    const syarat = { ...ISI.syarat_kehadiran_online_mahasiswa, audio_persen: 101 };
    expect(galat({ ...ISI, syarat_kehadiran_online_mahasiswa: syarat })).toEqual({
      kolom: "syarat-audio_persen",
      pesan: "Persentase audio harus 0 sampai 100.",
    });
    expect(galat({ ...ISI, menit_presensi_dosen: angkaDari("") })).toEqual({
      kolom: "pengaturan-menit-presensi",
      pesan: "Waktu tombol presensi dosen harus 0 sampai 120 menit.",
    });
    const online = { ...ISI.syarat_kehadiran_online_dosen, presentase_kehadiran_kelas_persen: 101 };
    expect(galat({ ...ISI, syarat_kehadiran_online_dosen: online })).toEqual({
      kolom: "dosen-online-persen",
      pesan: "Persentase kehadiran kelas (dosen, online) harus 0 sampai 100.",
    });
    const offline = { ...ISI.syarat_kehadiran_offline_dosen, presentase_kehadiran_kelas_persen: -1 };
    expect(galat({ ...ISI, syarat_kehadiran_offline_dosen: offline })).toEqual({
      kolom: "dosen-offline-persen",
      pesan: "Persentase kehadiran kelas (dosen, offline) harus 0 sampai 100.",
    });
  });

  it("reports the first value out of range, in the server's order", () => {
    const isi = { ...ISI, menit_presensi_dosen: 500, ukuran_max_file: { ...ISI.ukuran_max_file, arsip: 0 } };
    expect(periksaPengaturan(isi, BATAS)?.kolom).toBe("ukuran-arsip");
  });

  it("leads the server's refusal to its input, by the message the server answers", () => {
    expect(kolomDariPesan("Ukuran maksimal berkas tugas harus 1 sampai 1000 MB.", BATAS)).toBe("ukuran-tugas");
    expect(kolomDariPesan("Batas terlambat vidcon harus 0 sampai 240 menit.", BATAS)).toBe("syarat-terlambat_vidcon_menit");
    expect(kolomDariPesan("Persentase kehadiran kelas (dosen, offline) harus 0 sampai 100.", BATAS)).toBe("dosen-offline-persen");
    expect(kolomDariPesan("Anda tidak memiliki hak akses untuk tindakan ini.", BATAS)).toBeNull();
  });

  it("reads an empty or non-numeric input as not a number", () => {
    expect(angkaDari(" 12 ")).toBe(12);
    expect(angkaDari("")).toBeNaN();
    expect(angkaDari("abc")).toBeNaN();
  });
});
