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
