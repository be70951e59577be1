// What the date and time pickers beside a typed field compute (issue 34): the month shown,
// where the arrow keys move, which days and times `min` rules out, and the value a choice
// gives. Values are the native inputs' forms the fields already hold: 'YYYY-MM-DD', 'HH:MM',
// 'YYYY-MM-DDTHH:MM', in the college's zone.
import { gridBulan, type Hari } from "./kalender-grid";
import { hariDariSipil, jumlahHari, sipilDariHari } from "./tanggal-inti";
import type { JenisKetik } from "./tanggal-ketik";

export interface Tanggal {
  tahun: number;
  bulan: number; // 1-12
  hari: number;
}

/** The field's value in pieces; null where the value has none (or no real one). */
export interface Bagian {
  tanggal: Tanggal | null;
  jam: number | null;
  menit: number | null;
}

const dua = (n: number) => String(n).padStart(2, "0");

export const kunciTanggal = (t: Tanggal): string => `${String(t.tahun).padStart(4, "0")}-${dua(t.bulan)}-${dua(t.hari)}`;

export const samaTanggal = (a: Tanggal | null, b: Tanggal | null): boolean => Boolean(a && b && kunciTanggal(a) === kunciTanggal(b));

function tanggalDari(teks: string): Tanggal | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(teks);
  if (!m) return null;
  const t = { tahun: Number(m[1]), bulan: Number(m[2]), hari: Number(m[3]) };
  return t.bulan >= 1 && t.bulan <= 12 && t.hari >= 1 && t.hari <= jumlahHari(t.tahun, t.bulan) ? t : null;
}

function jamDari(teks: string): { jam: number; menit: number } | null {
  const m = /^(\d{2}):(\d{2})/.exec(teks);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return { jam: Number(m[1]), menit: Number(m[2]) };
}

/** '2026-11-26T08:05' (or '2026-11-26', '08:05' by kind) -> its pieces. */
export function bagianNilai(jenis: JenisKetik, nilai: string | null | undefined): Bagian {
  const v = (nilai ?? "").trim();
  const tanggal = jenis === "jam" ? null : tanggalDari(v);
  const waktu = jenis === "tanggal" ? null : jamDari(jenis === "jam" ? v : v.slice(11));
  return { tanggal, jam: waktu?.jam ?? null, menit: waktu?.menit ?? null };
}

/**
 * The value the pieces make, or null while one the kind needs is missing. A time not chosen
 * yet is 00:00, as when only a date is typed. Before `min` it becomes `min`: choosing the
 * earliest day allowed gives its earliest time, not a value the form refuses.
 */
export function nilaiDari(jenis: JenisKetik, b: Bagian, min?: string): string | null {
  const jam = `${dua(b.jam ?? 0)}:${dua(b.menit ?? 0)}`;
  let nilai: string | null;
  if (jenis === "jam") nilai = b.jam === null && b.menit === null ? null : jam;
  else if (!b.tanggal) nilai = null;
  else nilai = jenis === "tanggal" ? kunciTanggal(b.tanggal) : `${kunciTanggal(b.tanggal)}T${jam}`;
  if (!nilai || !min) return nilai;
  const batas = min.slice(0, nilai.length);
  return nilai < batas && batasSah(jenis, batas) ? batas : nilai;
}

/** Whether `min`, cut to the value's length, is a value of that kind (else it rules nothing out). */
function batasSah(jenis: JenisKetik, min: string): boolean {
  const b = bagianNilai(jenis, min);
  return jenis === "jam" ? b.jam !== null : b.tanggal !== null && (jenis === "tanggal" || b.jam !== null);
}

/** A day `n` days after `t` (before, when negative). */
export function geserHari(t: Tanggal, n: number): Tanggal {
  return sipilDariHari(hariDariSipil(t.tahun, t.bulan, t.hari) + n);
}

/** The same day `n` months on, or the month's last day when it has fewer days. */
export function geserBulanHari(t: Tanggal, n: number): Tanggal {
  const i = t.tahun * 12 + (t.bulan - 1) + n;
  const tahun = Math.floor(i / 12);
  const bulan = (i % 12) + 1;
  return { tahun, bulan, hari: Math.min(t.hari, jumlahHari(tahun, bulan)) };
}

/** 0 = Monday ... 6 = Sunday. */
const hariKeSenin = (t: Tanggal) => (((hariDariSipil(t.tahun, t.bulan, t.hari) + 3) % 7) + 7) % 7;

/**
 * Where a key moves the focused day of the calendar (the WAI-ARIA date picker's keys): the
 * arrows by a day or a week, Home and End to the week's Monday and Sunday, Page Up and Page
 * Down by a month (with Shift, by a year). Null for any other key.
 */
export function tanggalUntukTombol(key: string, t: Tanggal, shift = false): Tanggal | null {
  switch (key) {
    case "ArrowLeft":
      return geserHari(t, -1);
    case "ArrowRight":
      return geserHari(t, 1);
    case "ArrowUp":
      return geserHari(t, -7);
    case "ArrowDown":
      return geserHari(t, 7);
    case "Home":
      return geserHari(t, -hariKeSenin(t));
    case "End":
      return geserHari(t, 6 - hariKeSenin(t));
    case "PageUp":
      return geserBulanHari(t, shift ? -12 : -1);
    case "PageDown":
      return geserBulanHari(t, shift ? 12 : 1);
    default:
      return null;
  }
}

/** Where a key moves in a list of `n` options (hours, minutes); null for any other key. */
export function indeksUntukTombol(key: string, i: number, n: number): number | null {
  const ke: Record<string, number> = { ArrowUp: i - 1, ArrowDown: i + 1, Home: 0, End: n - 1, PageUp: i - 6, PageDown: i + 6 };
  const j = ke[key];
  return j === undefined ? null : Math.max(0, Math.min(n - 1, j));
}

/**
 * The picker's month: six weeks from Monday, always six so the popover keeps its height
 * from month to month.
 */
export function gridPemilih(tahun: number, bulan: number): Hari[][] {
  const grid = gridBulan(tahun, bulan, 1);
  while (grid.length < 6) {
    const akhir = grid[grid.length - 1]![6]!;
    grid.push(Array.from({ length: 7 }, (_, i) => ({ ...geserHari(akhir, i + 1), diBulanIni: false })));
  }
  return grid;
}

/** The date part of `min` ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM'), when it has one. */
const tanggalMin = (min?: string) => (min ? tanggalDari(min) : null);

/** A day before `min`'s day cannot be chosen. */
export function hariTertutup(t: Tanggal, min?: string): boolean {
  const m = tanggalMin(min);
  return Boolean(m && kunciTanggal(t) < kunciTanggal(m));
}

/**
 * The earliest time `min` allows on day `t`: `min`'s time on `min`'s day, nothing on a later
 * day (or with no day chosen yet); for a time field, `min` itself ('HH:MM').
 */
function jamMin(jenis: JenisKetik, t: Tanggal | null, min?: string): { jam: number; menit: number } | null {
  if (!min) return null;
  if (jenis === "jam") return jamDari(min);
  const m = tanggalMin(min);
  return m && t && samaTanggal(m, t) ? jamDari(min.slice(11)) : null;
}

/** An hour ruled out by `min` on the chosen day. */
export function jamTertutup(jenis: JenisKetik, t: Tanggal | null, jam: number, min?: string): boolean {
  const m = jamMin(jenis, t, min);
  return Boolean(m && jam < m.jam);
}

/** A minute of hour `jam` ruled out by `min` on the chosen day. */
export function menitTertutup(jenis: JenisKetik, t: Tanggal | null, jam: number, menit: number, min?: string): boolean {
  const m = jamMin(jenis, t, min);
  return Boolean(m && (jam < m.jam || (jam === m.jam && menit < m.menit)));
}

export const DAFTAR_JAM: readonly number[] = Array.from({ length: 24 }, (_, i) => i);

/** Minutes in steps of 5, plus the field's own minute when it is between (23:59 stays shown as chosen). */
export function daftarMenit(menit: number | null): number[] {
  const langkah = Array.from({ length: 12 }, (_, i) => i * 5);
  return menit === null || menit % 5 === 0 ? langkah : [...langkah, menit].sort((a, b) => a - b);
}

/** The day the calendar opens on: the field's, else today; min's day when that is before it. */
export function tanggalAwal(b: Bagian, hariIni: Tanggal, min?: string): Tanggal {
  const t = b.tanggal ?? hariIni;
  const m = tanggalMin(min);
  return m && kunciTanggal(t) < kunciTanggal(m) ? m : t;
}
