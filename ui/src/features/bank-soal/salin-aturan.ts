// The 'Soal Mata Kuliah' copy modal's rules (tested in salin-aturan.test.ts): the picked exam's
// questions in one list, pages of 10, the ticks kept across pages, the pickers' labels.
import { periodeLabel } from "../../lib/periode";
import { jenisUjianLabel } from "../pertemuan/ujian-aturan";
import { opsiSoal, type SoalUjian, type SoalUjianDaftar } from "../ujian/soal-aturan";
import type { UjianSumber } from "./aturan";

export const PER_HALAMAN_SALIN = 10;
export const PESAN_SALIN_KOSONG = "Tidak ada soal yang dipilih";

/** A question of the picked exam; the creator when the source names one. */
export type SoalSumber = SoalUjian & { created_by?: string | null };

/** Every question of the exam, group after group. */
export const soalDariUjian = (d: Pick<SoalUjianDaftar, "kelompok_soal">): SoalSumber[] => d.kelompok_soal.flatMap((k) => k.soal);

/** The rows of page `page` (1-based, kept inside the pages there are). */
export function halamanSalin<T>(rows: readonly T[], page: number): T[] {
  const akhir = Math.max(1, Math.ceil(rows.length / PER_HALAMAN_SALIN));
  const p = Math.min(Math.max(1, Math.floor(page) || 1), akhir);
  return rows.slice((p - 1) * PER_HALAMAN_SALIN, p * PER_HALAMAN_SALIN);
}

/** One question ticked or unticked; the list keeps the exam's order. */
export function centang(dipilih: readonly number[], urutan: readonly number[], id: number, ya: boolean): number[] {
  const set = new Set(dipilih);
  if (ya) set.add(id);
  else set.delete(id);
  return urutan.filter((x) => set.has(x));
}

/** The header box: the rows of the page all ticked or all unticked together. */
export function centangHalaman(dipilih: readonly number[], urutan: readonly number[], halaman: readonly number[], ya: boolean): number[] {
  return halaman.reduce((acc, id) => centang(acc, urutan, id, ya), [...dipilih]);
}

export const adaPembuat = (rows: readonly SoalSumber[]) => rows.some((s) => !!s.created_by);

/** Choice and true/false questions have an answer to show or hide. */
export const punyaKunciTampil = (s: Pick<SoalUjian, "jenis">) => s.jenis !== "esay";

export const labelPeriode = (p: { kode: number; nama?: string }) => p.nama || periodeLabel(p.kode);

export const labelKelas = (k: { mata_kuliah: { kode: string; nama: string }; kelas: { nama: string } }) =>
  `${k.mata_kuliah.kode} - ${k.mata_kuliah.nama} (${k.kelas.nama})`;

export const labelUjian = (u: UjianSumber) => `${jenisUjianLabel(u.jenis)} - ${u.judul} (Pertemuan ${u.pertemuan}, ${u.jumlah_soal} soal)`;

/** The answer a row shows on 'Lihat Jawaban': the key's letter and text. */
export function jawabanSoal(s: Pick<SoalUjian, "jenis" | "pilihan" | "kunci">): string {
  const o = opsiSoal(s).find((x) => x.kunci);
  return o ? `${o.huruf}. ${o.teks}` : "-";
}
