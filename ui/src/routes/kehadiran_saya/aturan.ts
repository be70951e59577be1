// Pure rules of a student's own attendance page (/kehadiran-saya, issue 37 §3; tested in
// aturan.test.ts): a meeting's status and how it was recorded, the class's percentage and the
// final exam's requirement, in the words the student reads.
import { KODE_LABEL } from "../../features/kehadiran/aturan";
import type { KehadiranSayaKelas, PresensiSaya } from "../../features/kehadiran/types";
import { formatPersen } from "../../lib/angka";

export type Warna = "hijau" | "kuning" | "merah" | "abu";

/** A meeting's status chip: its code, or why there is none. */
export function statusPertemuan(p: Pick<PresensiSaya, "presensi" | "terlaksana">): { label: string; warna: Warna } {
  switch (p.presensi) {
    case "H":
      return { label: KODE_LABEL.H, warna: "hijau" };
    case "I":
    case "S":
      return { label: KODE_LABEL[p.presensi], warna: "kuning" };
    case "A":
      return { label: KODE_LABEL.A, warna: "merah" };
    default:
      // A held meeting without a record counts as not present (the one rule).
      return p.terlaksana ? { label: "Tidak ada catatan", warna: "merah" } : { label: "Belum terlaksana", warna: "abu" };
  }
}

/** How the record was made, or null when there is none. */
export function caraPencatatan(p: Pick<PresensiSaya, "cara" | "oleh">): string | null {
  switch (p.cara) {
    case "qr":
      return "Lewat QR Code";
    case "sistem":
      return "Dihitung otomatis dari aktivitas";
    case "pengajar":
      return p.oleh ? `Dicatat oleh ${p.oleh}` : "Dicatat oleh dosen";
    default:
      return null;
  }
}

/** '76,9%' from a percentage, '-' while nothing is held. */
export const persenLabel = (persen: number | null | undefined) => (persen == null ? "-" : formatPersen(persen / 100));

/** '10 dari 13 pertemuan terlaksana'. */
export const hitunganHadir = (k: Pick<KehadiranSayaKelas, "kehadiran">) =>
  `Hadir ${k.kehadiran.hadir} dari ${k.kehadiran.terlaksana} pertemuan terlaksana`;

/** The final exam requirement, as a sentence and a colour. */
export function syaratUjian(k: Pick<KehadiranSayaKelas, "memenuhi_syarat">, syarat: number): { label: string; warna: Warna } {
  if (k.memenuhi_syarat == null) return { label: "Belum ada pertemuan terlaksana", warna: "abu" };
  return k.memenuhi_syarat
    ? { label: `Memenuhi syarat UAS (minimal ${syarat}%)`, warna: "hijau" }
    : { label: `Belum memenuhi syarat UAS (minimal ${syarat}%)`, warna: "merah" };
}

export const WARNA_CHIP: Record<Warna, string> = {
  hijau: "bg-green-100 text-green-800",
  kuning: "bg-amber-100 text-amber-800",
  merah: "bg-red-100 text-red-800",
  abu: "bg-slate-100 text-slate-700",
};
