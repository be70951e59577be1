// Rules of the settings form (/pengaturan): the labels, and each value's range with the message
// the server answers (konfigurasi::ubah::periksa), checked here first to spare a round trip.
import type { PengaturanHalaman, PengaturanIsi, SyaratKehadiranDosen } from "../../api/types";

export type UkuranMaxFile = PengaturanIsi["ukuran_max_file"];
export type SyaratMahasiswa = PengaturanIsi["syarat_kehadiran_online_mahasiswa"];
type FlagDosen = Exclude<keyof SyaratKehadiranDosen, "presentase_kehadiran_kelas_persen">;

export const ZONA_PILIHAN: [string, string][] = [
  ["Asia/Jakarta", "WIB (Asia/Jakarta)"],
  ["Asia/Makassar", "WITA (Asia/Makassar)"],
  ["Asia/Jayapura", "WIT (Asia/Jayapura)"],
];

/** Each file kind with its label; the message uses the label in lower case. */
export const UKURAN: [keyof UkuranMaxFile, string][] = [
  ["banner", "Banner kelas"],
  ["lampiran_soal", "Lampiran soal"],
  ["lampiran_kunci", "Lampiran kunci jawaban"],
  ["lampiran_jawaban_esai", "Berkas jawaban esai"],
  ["ebook", "E-book"],
  ["video", "Video"],
  ["audio", "Audio"],
  ["arsip", "Arsip"],
  ["tugas", "Berkas tugas"],
];

/** The attendance thresholds: label, unit, range and message. */
export const SYARAT: [keyof SyaratMahasiswa, string, string, number, string][] = [
  ["terlambat_vidcon_menit", "Batas terlambat vidcon", "menit", 240, "Batas terlambat vidcon harus 0 sampai 240 menit."],
  ["video_persen", "Video ditonton minimal", "%", 100, "Persentase video harus 0 sampai 100."],
  ["audio_persen", "Audio didengar minimal", "%", 100, "Persentase audio harus 0 sampai 100."],
  ["ebook_detik", "E-book dibaca minimal", "detik", 3600, "Waktu baca e-book harus 0 sampai 3600 detik."],
  ["presentase_progress_minimal_persen", "Progres minimal", "%", 100, "Progres minimal harus 0 sampai 100 persen."],
];

/** The lecturers' attendance rules, online then offline: the form key and its label. */
export const SYARAT_DOSEN: ["syarat_kehadiran_online_dosen" | "syarat_kehadiran_offline_dosen", "Online" | "Offline"][] = [
  ["syarat_kehadiran_online_dosen", "Online"],
  ["syarat_kehadiran_offline_dosen", "Offline"],
];

/** The conditions a lecturer's own record meets to be valid, with their checkbox labels. */
export const SYARAT_DOSEN_CENTANG: [FlagDosen, string][] = [
  ["mulai_kuliah", "Memulai kuliah"],
  ["akhiri_kuliah", "Mengakhiri kuliah"],
  ["aktivitas_kuliah", "Ada aktivitas kuliah"],
  ["presentase_kehadiran_kelas", "Persentase kehadiran kelas"],
];

export const pesanPersenDosen = (jenis: "Online" | "Offline") =>
  `Persentase kehadiran kelas (dosen, ${jenis.toLowerCase()}) harus 0 sampai 100.`;

export const PESAN_MENIT_PRESENSI = "Waktu tombol presensi dosen harus 0 sampai 120 menit.";

const dalam = (v: number, min: number, maks: number) => Number.isInteger(v) && v >= min && v <= maks;

/** The first value out of its range, as the server would say it; null when all are fine. */
export function periksaPengaturan(isi: PengaturanIsi, batas: Pick<PengaturanHalaman, "ukuran_maks_mb" | "banner_maks_mb">): string | null {
  if (!ZONA_PILIHAN.some(([z]) => z === isi.time_zone))
    return "Zona waktu harus WIB (Asia/Jakarta), WITA (Asia/Makassar) atau WIT (Asia/Jayapura).";
  for (const [k, label] of UKURAN) {
    const maks = k === "banner" ? batas.banner_maks_mb : batas.ukuran_maks_mb;
    if (!dalam(isi.ukuran_max_file[k], 1, maks)) return `Ukuran maksimal ${label.toLowerCase()} harus 1 sampai ${maks} MB.`;
  }
  for (const [k, , , maks, pesan] of SYARAT) if (!dalam(isi.syarat_kehadiran_online_mahasiswa[k], 0, maks)) return pesan;
  for (const [k, jenis] of SYARAT_DOSEN) if (!dalam(isi[k].presentase_kehadiran_kelas_persen, 0, 100)) return pesanPersenDosen(jenis);
  if (!dalam(isi.menit_presensi_dosen, 0, 120)) return PESAN_MENIT_PRESENSI;
  return null;
}

/** A number input's text as a number (NaN when empty or not a number, which the check refuses). */
export const angkaDari = (teks: string) => (teks.trim() === "" ? Number.NaN : Number(teks));
