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

/** The period 'Semua' in the page's query; without `periode` the list is of the running period. */
export const PERIODE_SEMUA = "semua";

/** The period select's value: the query's, else the period the page shows; '' is 'Semua'. */
export function periodeTerpilih(query: string | null, tampil: number | null | undefined): string {
  if (query === PERIODE_SEMUA) return "";
  return query ?? (tampil == null ? "" : String(tampil));
}

/** Query changes for 'Terapkan': every field (empty ones removed), back to page 1; the period
 * 'Semua' is written out, since no period means the running one. */
export function terapkan(state: FilterState): Record<string, string | null> {
  const out: Record<string, string | null> = { page: null };
  for (const k of FILTER_KEYS) out[k] = state[k] && state[k] !== "semua" ? state[k] : null;
  out.periode = state.periode || PERIODE_SEMUA;
  return out;
}

/** What the page says a chosen id is called (the server's `nama_filter`). */
export type NamaFilter = Partial<Record<"periode" | "id_mata_kuliah" | "id_jenis_kelas" | "id_prodi", string | null>>;

export interface ChipFilter {
  /** The query keys its removal clears. */
  kunci: string[];
  label: string;
}

const JUDUL: Partial<Record<FilterKey | "search", string>> = {
  id_mata_kuliah: "Mata Kuliah",
  nama_kelas: "Nama Kelas",
  id_jenis_kelas: "Jenis Kelas",
  id_prodi: "Program Studi",
  nomor_pertemuan: "Pertemuan",
  status: "Status",
  search: "Cari",
};

const labelDari = (opsi: [string, string][], v: string) => opsi.find(([k]) => k === v)?.[1] ?? v;

/**
 * The filters in effect beyond the period, one chip each (the removal link clears its keys):
 * 'Mata Kuliah: IF101 - Basis Data', 'Jenis: Online', 'Waktu: …'. The period is not a chip: a
 * list always has one (the running one unless chosen).
 */
export function chipFilter(get: (key: string) => string | null, nama: NamaFilter, formatWaktu: (iso: string) => string): ChipFilter[] {
  const out: ChipFilter[] = [];
  for (const k of ["search", "id_mata_kuliah", "nama_kelas", "id_jenis_kelas", "id_prodi", "nomor_pertemuan"] as const) {
    const v = get(k);
    if (!v) continue;
    const nilai = (k in nama ? nama[k as keyof NamaFilter] : null) ?? v;
    out.push({ kunci: [k], label: `${JUDUL[k]}: ${nilai}` });
  }
  for (const g of JENIS_GRUP) {
    const v = get(g.key);
    if (v) out.push({ kunci: [g.key], label: `${g.label}: ${labelDari(g.opsi, v)}` });
  }
  const status = get("status");
  if (status && status !== "semua") out.push({ kunci: ["status"], label: `Status: ${labelDari(STATUS_PELAKSANAAN, status)}` });
  const [awal, akhir] = [get("waktu_awal"), get("waktu_akhir")];
  if (awal || akhir)
    out.push({
      kunci: ["waktu_awal", "waktu_akhir"],
      label: `Waktu: ${awal ? formatWaktu(awal) : "…"} – ${akhir ? formatWaktu(akhir) : "…"}`,
    });
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
