// The class list's filter panel state <-> URL query (pure; tested).
import { zonaOffsetJam } from "../../lib/tanggal-zona";

export const FILTER_KEYS = [
  "periode",
  "id_mata_kuliah",
  "nama_kelas",
  "id_jenis_kelas",
  "id_prodi",
  "nomor_pertemuan",
  "mode_kuliah",
  "status",
  "waktu_awal",
  "waktu_akhir",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterState = Record<FilterKey, string>;

export const STATUS_PELAKSANAAN: [string, string][] = [
  ["semua", "Semua"],
  ["belum_dimulai", "Belum Dimulai"],
  ["berlangsung", "Sedang Berlangsung"],
  ["selesai", "Telah Berakhir"],
];
export const MODE_KULIAH: [string, string][] = [
  ["online", "Online"],
  ["offline", "Offline"],
  ["campuran", "Campuran"],
];

export function filterDariQuery(get: (key: string) => string | null): FilterState {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, get(k) ?? ""])) as FilterState;
}

/** Query changes for 'Terapkan': every field (empty ones removed), back to page 1. */
export function terapkan(state: FilterState): Record<string, string | null> {
  const out: Record<string, string | null> = { page: null };
  for (const k of FILTER_KEYS) out[k] = state[k] && state[k] !== "semua" ? state[k] : null;
  return out;
}

/** 'Reset' clears every filter but keeps the period. */
export function reset(state: FilterState): Record<string, string | null> {
  const out = terapkan({ ...Object.fromEntries(FILTER_KEYS.map((k) => [k, ""])), periode: state.periode } as FilterState);
  out.search = null;
  return out;
}

/** <input type=datetime-local> value in the college's zone -> ISO UTC ('' stays ''). */
export function lokalKeUtc(value: string, tz: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return "";
  const ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!) - zonaOffsetJam(tz) * 3_600_000;
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** ISO UTC -> <input type=datetime-local> value in the college's zone. */
export function utcKeLokal(iso: string, tz: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(ms + zonaOffsetJam(tz) * 3_600_000).toISOString().slice(0, 16);
}
