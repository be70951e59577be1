// Pure rules of the task pages (detail and grading; tested in aturan.test.ts).
import type { Role, TugasDetail } from "../../api/types";
import type { Crumb } from "../../components/page-header";
import { formatNilai } from "../../lib/angka";
import { formatJamZona, formatTanggal, isTanggalKosong } from "../../lib/tanggal";

export type PengerjaanSaya = NonNullable<TugasDetail["pengerjaan_saya"]>;
export type RingkasanTugas = NonNullable<TugasDetail["ringkasan"]>;

const SUB_JENIS: Record<string, string> = { individu: "Tugas Individu", kelompok: "Tugas Kelompok" };

/** 'Tugas Individu' | 'Tugas Kelompok'; 'Tugas' otherwise. */
export function subJenisLabel(v: string | null | undefined): string {
  return v != null && Object.prototype.hasOwnProperty.call(SUB_JENIS, v) ? (SUB_JENIS[v] ?? "Tugas") : "Tugas";
}

/** '05 Mei 2026 14:05 WIB' in the configured zone; '-' when empty. */
export function waktuTugas(v: string | null | undefined, tz: string): string {
  return isTanggalKosong(v) ? "-" : `${formatTanggal(v, tz)} ${formatJamZona(v, tz)}`;
}

export const urlTugas = (t: Pick<TugasDetail, "id" | "kelas">) => `/kelas/${t.kelas.id}/tugas/${t.id}`;
export const urlPenilaian = (t: Pick<TugasDetail, "id" | "kelas">) => `${urlTugas(t)}/penilaian`;

/** Kelas › 'IF101 Algoritma - A' › 'Pertemuan 3' (linking to the task when more follows). */
export function crumbsTugas(t: TugasDetail): Crumb[] {
  const k = t.kelas;
  return [
    { label: "Kelas", to: "/kelas" },
    { label: `${k.kode_mk} ${k.nama_mk} - ${k.nama_kelas}`, to: `/kelas/${k.id}` },
    { label: `Pertemuan ${t.pertemuan.nomor}`, to: urlTugas(t) },
  ];
}

/** The viewer takes the task (has a hand-in record or is a student). */
export function isPeserta(t: Pick<TugasDetail, "pengerjaan_saya">, role: Role | null | undefined): boolean {
  return t.pengerjaan_saya != null || role === "mahasiswa";
}

export function statusPengumpulan(p: PengerjaanSaya | null | undefined, tz: string): string {
  return p ? `Sudah dikumpulkan pada ${waktuTugas(p.waktu, tz)}` : "Belum dikumpulkan";
}

/** Up to two decimals ('85,5'); 'Belum dinilai' without a score. */
export function nilaiLabel(nilai: number | null | undefined): string {
  return nilai == null ? "Belum dinilai" : formatNilai(nilai);
}

/** The discussion column's note when the task page opens no discussion. */
export function petunjukDiskusi(t: Pick<TugasDetail, "pengerjaan_saya" | "sub_jenis">, role: Role | null | undefined): string {
  if (!isPeserta(t, role)) return "Buka halaman Penilaian untuk berdiskusi dengan mahasiswa.";
  return t.sub_jenis === "kelompok" ? "Diskusi tugas kelompok belum tersedia." : "Diskusi dengan pengajar belum tersedia.";
}
