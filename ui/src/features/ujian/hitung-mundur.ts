// The countdown of an attempt under the server's clock (spec 3 §4 Exam; decisions 'The
// attempt'): the deadline is the server's, the browser only keeps the difference between its
// clock and the server's (the offset) and ticks. Pure parts tested in hitung-mundur.test.ts.
import { useEffect, useState } from "react";
import { parseIso } from "../../lib/tanggal-inti";

/** Milliseconds to add to the browser's clock for the server's: `waktuServer` read at local time `diterima`. */
export function offsetDari(waktuServer: string, diterima: number): number {
  const server = parseIso(waktuServer);
  return Number.isNaN(server) ? 0 : server - diterima;
}

/**
 * A further sample of the offset (the time of an acknowledged answer). The server sends whole
 * seconds and the answer travels after it was stamped: both make a sample too small, never too
 * large, so the largest sample is the best.
 */
export const offsetTerbaik = (lama: number, sampel: number): number => Math.max(lama, sampel);

/** What is left until `waktuSelesai` at server time `sekarang` (ms), never below 0. */
export function sisaMs(waktuSelesai: string, sekarang: number): number {
  const akhir = parseIso(waktuSelesai);
  if (Number.isNaN(akhir)) return 0;
  return Math.max(0, akhir - sekarang);
}

const dua = (n: number) => String(n).padStart(2, "0");

/** '12:05', or '1:02:03' from an hour up; a started second counts as whole. */
export function formatSisa(ms: number): string {
  const detik = Math.ceil(Math.max(0, ms) / 1000);
  const jam = Math.floor(detik / 3600);
  const menit = Math.floor((detik % 3600) / 60);
  const sisa = `${dua(menit)}:${dua(detik % 60)}`;
  return jam > 0 ? `${jam}:${sisa}` : sisa;
}

/** The countdown's words for screen readers: 'Sisa waktu 12 menit 5 detik'. */
export function labelSisa(ms: number): string {
  const detik = Math.ceil(Math.max(0, ms) / 1000);
  if (detik === 0) return "Waktu habis";
  const jam = Math.floor(detik / 3600);
  const menit = Math.floor((detik % 3600) / 60);
  const bagian = [jam ? `${jam} jam` : "", menit ? `${menit} menit` : "", detik % 60 ? `${detik % 60} detik` : ""];
  return `Sisa waktu ${bagian.filter(Boolean).join(" ")}`;
}

export type TingkatSisa = "longgar" | "menipis" | "habis";

/** Five minutes or less is 'menipis' (shown in red). */
export const tingkatSisa = (ms: number): TingkatSisa => (ms <= 0 ? "habis" : ms <= 5 * 60_000 ? "menipis" : "longgar");

/**
 * Milliseconds left until `waktuSelesai`, ticking twice a second after hydration. The first
 * render (server and hydration alike) counts from `waktuServer`, the time the sheet was read.
 * `sekarang` gives the server's time now and must be stable.
 */
export function useSisaWaktu(waktuSelesai: string, waktuServer: string, sekarang: () => number): number {
  const [sisa, setSisa] = useState(() => sisaMs(waktuSelesai, parseIso(waktuServer)));
  useEffect(() => {
    const tick = () => setSisa(sisaMs(waktuSelesai, sekarang()));
    tick();
    const id = window.setInterval(tick, 500);
    return () => window.clearInterval(id);
  }, [waktuSelesai, sekarang]);
  return sisa;
}

/**
 * Whether the deadline has passed, checked every second; unlike useSisaWaktu it changes (and
 * re-renders its caller) only once.
 */
export function useSudahLewat(waktuSelesai: string, waktuServer: string, sekarang: () => number): boolean {
  const [lewat, setLewat] = useState(() => sisaMs(waktuSelesai, parseIso(waktuServer)) <= 0);
  useEffect(() => {
    const tick = () => setLewat(sisaMs(waktuSelesai, sekarang()) <= 0);
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [waktuSelesai, sekarang]);
  return lewat;
}
