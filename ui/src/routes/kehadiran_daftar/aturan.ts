// Pure rules of the attendance lists (spec 2 §2 /kehadiran, /kehadiran-peserta; tested in
// aturan.test.ts): the lecturer's tabs, the export address, and the texts of the class rows
// (participants' attendance) and of the lecturer's own attendance rows.
import type { components } from "../../api/schema";
import type { KelasFilter } from "../../api/types";
import { buildQuery } from "../../app/query";
import { FILTER_KEYS } from "../../features/kelas/filter";
import { formatJam } from "../../lib/tanggal";
import { tipePertemuanLabel } from "../../lib/status";

type Schemas = components["schemas"];
export type KehadiranDaftarPage = Schemas["KehadiranDaftarPage"];
export type KehadiranKelasBaris = Schemas["KehadiranKelasBaris"];
export type KehadiranDosenBaris = Schemas["KehadiranDosenBaris"];
export type RingkasanKehadiran = Schemas["RingkasanKehadiran"];

/** Tab 0: the lecturer's own attendance; tab 1: participants' attendance per class. */
export const TAB_DOSEN = 0;
export const TAB_PESERTA = 1;

/** The lecturer's tabs, as plain links (they work without JavaScript). */
export const TAB_KEHADIRAN: readonly { tab: number; label: string; to: string }[] = [
  { tab: TAB_DOSEN, label: "Kehadiran Dosen", to: "/kehadiran" },
  { tab: TAB_PESERTA, label: "Kehadiran Peserta", to: "/kehadiran?tab=1" },
];

/** Page size of the lecturer's rows (the class list's are PER_PAGE_KELAS of features/kelas). */
export const PER_PAGE_DOSEN = [5, 10, 20, 50];

/** The query keys the export takes: the class-list filters and the search, never a page. */
const KUNCI_EXPORT: readonly (keyof KelasFilter)[] = [...FILTER_KEYS, "search"];

/**
 * The 'Export Excel' address: the filter the server applied (its default period included),
 * without page and per_page, so the file holds every row the list selects.
 */
export function alamatExport(filter: KelasFilter | null | undefined): string {
  const pairs: [string, string][] = [];
  for (const k of KUNCI_EXPORT) {
    const v = filter?.[k];
    if (v == null) continue;
    const s = String(v).trim();
    if (s !== "" && !(k === "status" && s === "semua")) pairs.push([k, s]);
  }
  return "/lms/kehadiran_mahasiswa/export_excel" + buildQuery(pairs);
}

/** '{pertemuan_terlaksana} / {jumlah_pertemuan}'. */
export const pertemuanLabel = (r: KehadiranKelasBaris) => `${r.kehadiran.pertemuan_terlaksana} / ${r.kelas.jumlah_pertemuan}`;

export { persenKehadiranLabel } from "../../features/kehadiran/aturan";

export const alamatRekap = (idKelas: number) => `/kehadiran/${idKelas}`;
export const alamatPertemuan = (b: Pick<KehadiranDosenBaris, "id_kelas" | "id_pertemuan">) => `/kehadiran/${b.id_kelas}/${b.id_pertemuan}`;

/** 'Pertemuan 3: Judul'. */
export const judulPertemuan = (b: Pick<KehadiranDosenBaris, "nomor" | "judul">) => `Pertemuan ${b.nomor}: ${b.judul}`;

/** 'Online' / 'Offline' (and 'Campuran'); '-' otherwise. */
export const jenisLabel = (jenis: string | null | undefined) => tipePertemuanLabel(jenis);

/** A lecture start or end time in the college's zone ('07:32'), or '-' when not recorded. */
export const jamKuliah = (v: string | null | undefined, tz: string) => formatJam(v, tz);

export type WarnaTag = "abu" | "hijau" | "merah" | "biru" | "kuning";
export interface TagStatus {
  label: string;
  warna: WarnaTag;
}

/**
 * The status tags of a lecturer's attendance row: 'Belum Ada Presensi' (grey) without a
 * record; else present or not and, only while the class settings require validation, whether
 * the record is valid (a record that is not valid shows in the warning colour).
 */
export function statusKehadiranDosen(
  b: Pick<KehadiranDosenBaris, "ada_presensi" | "is_hadir" | "is_valid" | "wajib_validasi">,
): TagStatus[] {
  if (!b.ada_presensi) return [{ label: "Belum Ada Presensi", warna: "abu" }];
  const label = b.is_hadir ? "Hadir" : "Tidak Hadir";
  if (!b.wajib_validasi) return [{ label, warna: b.is_hadir ? "hijau" : "merah" }];
  if (!b.is_valid)
    return [
      { label, warna: "kuning" },
      { label: "Belum Divalidasi", warna: "kuning" },
    ];
  return [
    { label, warna: b.is_hadir ? "hijau" : "merah" },
    { label: "Sudah Divalidasi", warna: "biru" },
  ];
}

/** Tailwind classes of a status tag colour. */
export const KELAS_WARNA: Record<WarnaTag, string> = {
  abu: "bg-slate-100 text-slate-600",
  hijau: "bg-green-100 text-green-800",
  merah: "bg-red-100 text-red-800",
  biru: "bg-blue-100 text-blue-800",
  kuning: "bg-amber-100 text-amber-800",
};
