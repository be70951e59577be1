// Pure rules of the discussion panel (tested in aturan.test.ts).
import { formatTanggal, formatTanggalPanjang } from "../../lib/tanggal";
import type { PesanChat } from "./types";

/** The server's limit, counted in characters (code points) after trimming. */
export const PANJANG_MAKS = 2000;

/** Both lists by id, oldest first, each id once; a message in `baru` replaces its older copy (an edit). */
export function gabungPesan(lama: readonly PesanChat[], baru: readonly PesanChat[]): PesanChat[] {
  const perId = new Map(lama.map((p) => [p.id, p]));
  for (const p of baru) perId.set(p.id, p);
  return [...perId.values()].sort((a, b) => a.id - b.id);
}

/** The largest id (the `setelah` of the next poll); null without messages. */
export function idTerakhir(pesan: readonly PesanChat[]): number | null {
  return pesan.reduce<number | null>((maks, p) => (maks === null || p.id > maks ? p.id : maks), null);
}

/** The server's message for a comment it would refuse, else null. */
export function validasiIsi(isi: string): string | null {
  const teks = isi.trim();
  if (!teks) return "Komentar tidak boleh kosong.";
  if (Array.from(teks).length > PANJANG_MAKS) return `Komentar paling banyak ${PANJANG_MAKS} karakter.`;
  return null;
}

export interface HariPesan {
  /** 'Selasa, 5 Mei 2026', the separator's text. */
  label: string;
  pesan: PesanChat[];
}

/** Consecutive messages grouped by their day in the zone tz. */
export function kelompokPerHari(pesan: readonly PesanChat[], tz: string): HariPesan[] {
  const hasil: (HariPesan & { kunci: string })[] = [];
  for (const p of pesan) {
    const kunci = formatTanggal(p.dikirim_pada, tz);
    const akhir = hasil.at(-1);
    if (akhir?.kunci === kunci) akhir.pesan.push(p);
    else hasil.push({ kunci, label: formatTanggalPanjang(p.dikirim_pada, tz), pesan: [p] });
  }
  return hasil.map(({ label, pesan: isi }) => ({ label, pesan: isi }));
}

/** A badge's text: the count, '99+' above 99; null when there is nothing unread. */
export function teksLencana(jumlah: number): string | null {
  if (!(jumlah > 0)) return null;
  return jumlah > 99 ? "99+" : String(jumlah);
}

/** A button's accessible name with its badge: the badge's visible text must be part of it. */
export function labelLencana(nama: string, jumlah: number): string {
  const teks = teksLencana(jumlah);
  return teks ? `${nama}, ${teks} pesan belum dibaca` : nama;
}

/**
 * The round 'Diskusi' button on a phone while the page scrolls: it steps aside while the student
 * scrolls down through the page (where it would cover what they read or tap) and comes back when
 * they scroll up by more than `AMBANG_GULIR` px, at the top and at the page's end (where the page
 * keeps room for it). `acuan` is where the last turn of direction was measured from.
 */
export interface GulirDiskusi {
  tampak: boolean;
  acuan: number;
}

/** Px of scrolling in one direction before the button hides or comes back (a finger's jitter is less). */
export const AMBANG_GULIR = 24;
/** Px from the page's end within which the button shows (the page's room below its end). */
export const SISA_AKHIR = 16;

export function gulirDiskusi(lalu: GulirDiskusi, g: { y: number; tinggiLayar: number; tinggiHalaman: number }): GulirDiskusi {
  const { y } = g;
  if (y <= 0 || g.tinggiHalaman - (y + g.tinggiLayar) <= SISA_AKHIR) return { tampak: true, acuan: y };
  if (lalu.tampak) {
    if (y - lalu.acuan > AMBANG_GULIR) return { tampak: false, acuan: y };
    return { tampak: true, acuan: Math.min(lalu.acuan, y) };
  }
  if (lalu.acuan - y > AMBANG_GULIR) return { tampak: true, acuan: y };
  return { tampak: false, acuan: Math.max(lalu.acuan, y) };
}
