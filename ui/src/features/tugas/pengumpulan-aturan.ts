// Pure rules of a task's hand-in (tested in pengumpulan-aturan.test.ts): the times and
// score as shown, what the student's section offers, and the check before sending, in the
// server's words (PUT /lms/tugas/{id}/pengumpulan).
import { formatNilai } from "../../lib/angka";
import { formatJamZona, formatTanggal, isTanggalKosong } from "../../lib/tanggal";
import type { BerkasInfo, BolehKumpul, JenisTugas, Pengumpulan, PengumpulanSimpan } from "./types";

export const JAWABAN_MAKS = 20_000;

export const PESAN_KUMPUL = {
  kosong: "Tulis jawaban atau unggah minimal satu file.",
  panjang: `Jawaban paling banyak ${JAWABAN_MAKS} karakter.`,
  berhasil: "Tugas berhasil dikumpulkan",
  terlambat: "Batas waktu sudah lewat; pengumpulan akan ditandai terlambat.",
} as const;

/** '5 Mei 2026 14:05 WIB' in the configured zone; '-' when empty. */
export function waktuTugas(v: string | null | undefined, tz: string): string {
  return isTanggalKosong(v) ? "-" : `${formatTanggal(v, tz)} ${formatJamZona(v, tz)}`;
}

/** Up to two decimals ('85,5'); 'Belum dinilai' without a score. */
export function nilaiLabel(nilai: number | null | undefined): string {
  return nilai == null ? "Belum dinilai" : formatNilai(nilai);
}

/** 'Individu' | 'Kelompok'. */
export const jenisLabel = (j: JenisTugas | string | null | undefined) => (j === "kelompok" ? "Kelompok" : "Individu");

/** The hand-in's time, ' (terlambat)' added when it came after the deadline. */
export function waktuPengumpulan(p: Pick<Pengumpulan, "waktu" | "terlambat">, tz: string): string {
  return `${waktuTugas(p.waktu, tz)}${p.terlambat ? " (terlambat)" : ""}`;
}

export function statusPengumpulan(p: Pick<Pengumpulan, "waktu" | "terlambat"> | null | undefined, tz: string): string {
  return p ? `Sudah dikumpulkan pada ${waktuPengumpulan(p, tz)}` : "Belum dikumpulkan";
}

/** 'Dikumpulkan oleh {name}' for a group's hand-in; null otherwise. */
export function pengirimLabel(p: Pick<Pengumpulan, "pengirim">, jenis: JenisTugas | string): string | null {
  return jenis === "kelompok" && p.pengirim ? `Dikumpulkan oleh ${p.pengirim}` : null;
}

/** Characters as the server counts them (Unicode scalar values), after trimming. */
export const panjangJawaban = (teks: string) => [...teks.trim()].length;

/** The check before sending: null when the hand-in may be sent. */
export function periksaPengumpulan(teks: string, jumlahBerkas: number): string | null {
  if (teks.trim() === "" && jumlahBerkas === 0) return PESAN_KUMPUL.kosong;
  if (panjangJawaban(teks) > JAWABAN_MAKS) return PESAN_KUMPUL.panjang;
  return null;
}

export function bodyPengumpulan(teks: string, berkas: BerkasInfo[]): PengumpulanSimpan {
  return { teks: teks.trim(), berkas: berkas.map((b) => b.url) };
}

/** What the student's 'Pengumpulan' section offers. */
export interface TampilanKumpul {
  /** The form (or the button revealing it) is offered. */
  form: boolean;
  /** Why not, when not. */
  alasan: string | null;
  /** Handing in now is marked late. */
  peringatan: string | null;
  /** The button that sends, or reveals the prefilled form of an existing hand-in. */
  tombol: "Kumpulkan" | "Ubah Pengumpulan";
  /** The form starts hidden behind that button. */
  tersembunyi: boolean;
}

export function tampilanKumpul(boleh: BolehKumpul | null | undefined, ada: Pengumpulan | null | undefined): TampilanKumpul {
  const bisa = boleh?.bisa === true;
  return {
    form: bisa,
    alasan: bisa ? null : (boleh?.alasan ?? null),
    peringatan: bisa && boleh?.terlambat ? PESAN_KUMPUL.terlambat : null,
    tombol: ada ? "Ubah Pengumpulan" : "Kumpulkan",
    tersembunyi: Boolean(ada),
  };
}
