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

/** A value out of its range: the id of its input and the server's message for it. */
export interface GalatPengaturan {
  kolom: string;
  pesan: string;
}

/** The ids of the form's inputs (the page renders them; the checks and the server's answers point at them). */
export const ID_KOLOM = {
  zona: "pengaturan-zona",
  ukuran: (k: keyof UkuranMaxFile) => `ukuran-${k}`,
  syarat: (k: keyof SyaratMahasiswa) => `syarat-${k}`,
  dosenPersen: (jenis: "Online" | "Offline") => `dosen-${jenis.toLowerCase()}-persen`,
  menitPresensi: "pengaturan-menit-presensi",
};

type Batas = Pick<PengaturanHalaman, "ukuran_maks_mb" | "banner_maks_mb">;

/** Every check in the server's order: the input it concerns, its message and whether a value passes. */
function aturanKolom(batas: Batas): (GalatPengaturan & { sah: (isi: PengaturanIsi) => boolean })[] {
  return [
    {
      kolom: ID_KOLOM.zona,
      pesan: "Zona waktu harus WIB (Asia/Jakarta), WITA (Asia/Makassar) atau WIT (Asia/Jayapura).",
      sah: (isi) => ZONA_PILIHAN.some(([z]) => z === isi.time_zone),
    },
    ...UKURAN.map(([k, label]) => {
      const maks = k === "banner" ? batas.banner_maks_mb : batas.ukuran_maks_mb;
      return {
        kolom: ID_KOLOM.ukuran(k),
        pesan: `Ukuran maksimal ${label.toLowerCase()} harus 1 sampai ${maks} MB.`,
        sah: (isi: PengaturanIsi) => dalam(isi.ukuran_max_file[k], 1, maks),
      };
    }),
    ...SYARAT.map(([k, , , maks, pesan]) => ({
      kolom: ID_KOLOM.syarat(k),
      pesan,
      sah: (isi: PengaturanIsi) => dalam(isi.syarat_kehadiran_online_mahasiswa[k], 0, maks),
    })),
    ...SYARAT_DOSEN.map(([k, jenis]) => ({
      kolom: ID_KOLOM.dosenPersen(jenis),
      pesan: pesanPersenDosen(jenis),
      sah: (isi: PengaturanIsi) => dalam(isi[k].presentase_kehadiran_kelas_persen, 0, 100),
    })),
    { kolom: ID_KOLOM.menitPresensi, pesan: PESAN_MENIT_PRESENSI, sah: (isi) => dalam(isi.menit_presensi_dosen, 0, 120) },
  ];
}

/** The first value out of its range, as the server would say it; null when all are fine. */
export function periksaPengaturan(isi: PengaturanIsi, batas: Batas): GalatPengaturan | null {
  const salah = aturanKolom(batas).find((a) => !a.sah(isi));
  return salah ? { kolom: salah.kolom, pesan: salah.pesan } : null;
}

/**
 * The server's refusal as a field error: its message names no field, but each of its checks has
 * one message (the same text as ours), which leads to the input; null for any other message.
 */
export function kolomDariPesan(pesan: string, batas: Batas): string | null {
  return aturanKolom(batas).find((a) => a.pesan === pesan)?.kolom ?? null;
}

/** A number input's text as a number (NaN when empty or not a number, which the check refuses). */
export const angkaDari = (teks: string) => (teks.trim() === "" ? Number.NaN : Number(teks));
