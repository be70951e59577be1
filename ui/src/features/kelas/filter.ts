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
  "jenis_ujian",
  "jenis_tugas",
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

export const JENIS_UJIAN: [string, string][] = [
  ["kuis", "Kuis"],
  ["uts", "UTS"],
  ["uas", "UAS"],
  ["remedial", "Remedial"],
];
export const JENIS_TUGAS: [string, string][] = [
  ["individu", "Individu"],
  ["kelompok", "Kelompok"],
];

/** The one 'Jenis' select covers three filters; its options, grouped. */
export const JENIS_GRUP: { label: string; key: "mode_kuliah" | "jenis_ujian" | "jenis_tugas"; opsi: [string, string][] }[] = [
  { label: "Mode Kuliah", key: "mode_kuliah", opsi: MODE_KULIAH },
  { label: "Kuis/Ujian", key: "jenis_ujian", opsi: JENIS_UJIAN },
  { label: "Tugas", key: "jenis_tugas", opsi: JENIS_TUGAS },
];

/** The select's value ('jenis_ujian:kuis') from the state; '' when none. */
export function jenisDariState(state: FilterState): string {
  const grup = JENIS_GRUP.find((g) => state[g.key]);
  return grup ? `${grup.key}:${state[grup.key]}` : "";
}

/** Choosing one 'Jenis' option clears the other two filters it stands for. */
export function setJenis(state: FilterState, value: string): FilterState {
  const next = { ...state, mode_kuliah: "", jenis_ujian: "", jenis_tugas: "" };
  const [key, v] = value.split(":");
  const grup = JENIS_GRUP.find((g) => g.key === key);
  return grup && v ? { ...next, [grup.key]: v } : next;
}

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
