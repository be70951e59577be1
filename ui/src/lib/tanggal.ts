// Date/time formatting for id-ID in WIB/WITA/WIT. Every formatter returns '-'
// for empty values (null, '', invalid, or the zero time 0001-01-01T00:00:00Z).
import { type BagianTanggal, type NilaiTanggal, pecahTanggal } from "./tanggal-inti";
import { BULAN, BULAN_SINGKAT, HARI } from "./tanggal-nama";
import { zonaLabel } from "./tanggal-zona";

export { isTanggalKosong, type NilaiTanggal } from "./tanggal-inti";
export { BULAN, BULAN_SINGKAT, HARI, namaHari } from "./tanggal-nama";
export { ZONA_DEFAULT, type ZonaWaktu, zonaLabel } from "./tanggal-zona";

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

function format(v: NilaiTanggal, tz: string | null | undefined, fn: (b: BagianTanggal) => string): string {
  const b = pecahTanggal(v, tz);
  return b ? fn(b) : "-";
}

/** 'D MMM YYYY' (spec 2 §9): the day without a leading zero, '2 Des 2026' (docs/decisions.md, issue 34). */
const tgl = (b: BagianTanggal): string => `${b.hari} ${BULAN_SINGKAT[b.bulan - 1]} ${pad(b.tahun, 4)}`;
const jam = (b: BagianTanggal): string => `${pad(b.jam)}:${pad(b.menit)}`;

/** '5 Mei 2026' */
export function formatTanggal(v: NilaiTanggal, tz?: string | null): string {
  return format(v, tz, tgl);
}

/** '14:05' (24-hour) */
export function formatJam(v: NilaiTanggal, tz?: string | null): string {
  return format(v, tz, jam);
}

/** '14:05 WIB' */
export function formatJamZona(v: NilaiTanggal, tz?: string | null): string {
  return format(v, tz, (b) => `${jam(b)} ${zonaLabel(tz)}`);
}

/** '14:05:09' */
export function formatJamDetik(v: NilaiTanggal, tz?: string | null): string {
  return format(v, tz, (b) => `${jam(b)}:${pad(b.detik)}`);
}

/** '5 Mei 2026, 14:05 WIB' */
export function formatTanggalJam(v: NilaiTanggal, tz?: string | null): string {
  return format(v, tz, (b) => `${tgl(b)}, ${jam(b)} ${zonaLabel(tz)}`);
}

/** 'Selasa, 5 Mei 2026' */
export function formatTanggalPanjang(v: NilaiTanggal, tz?: string | null): string {
  return format(v, tz, (b) => `${HARI[b.hariMinggu]}, ${b.hari} ${BULAN[b.bulan - 1]} ${pad(b.tahun, 4)}`);
}

/** '05/05/2026, 14:05' */
export function formatInputTanggalJam(v: NilaiTanggal, tz?: string | null): string {
  return format(v, tz, (b) => `${pad(b.hari)}/${pad(b.bulan)}/${pad(b.tahun, 4)}, ${jam(b)}`);
}

/** Schedule time 'HH:MM:SS' -> 'HH:MM' ('07:30:00' -> '07:30'); '-' when invalid. */
export function jamKelas(v: string | null | undefined): string {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec((v ?? "").trim());
  if (!m) return "-";
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  return h > 23 || mi > 59 || s > 59 ? "-" : `${pad(h)}:${pad(mi)}`;
}
