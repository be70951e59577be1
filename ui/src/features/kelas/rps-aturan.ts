// Pure rules of the syllabus dialogs (tested in rps-aturan.test.ts).
import { namaLengkapDosen } from "../../lib/nama";
import { periodeLabelParitas } from "../../lib/periode";
import { formatNilai } from "../../lib/angka";
import { cekBerkas, PESAN_BERKAS } from "../../lib/berkas";
import { prodiKelasLabel } from "./aturan";
import type { RencanaEvaluasi, RencanaPembelajaran } from "../../api/types";
import type { KelasDetail } from "./types";

/**
 * The object of an answer that may come bare or wrapped as `{ data: {...} }` (spec 3 says
 * the client "reads data"; the contract answers the object itself): unwraps one level.
 */
export function bukaData<T>(res: unknown): T {
  if (res !== null && typeof res === "object" && "data" in res) {
    const d = (res as { data: unknown }).data;
    if (d !== null && typeof d === "object" && !Array.isArray(d)) return d as T;
  }
  return res as T;
}

/** The rows of a `{ data: [...] }` list answer; [] for anything else. */
export function barisDaftar<T>(res: unknown): T[] {
  const d = res !== null && typeof res === "object" ? (res as { data?: unknown }).data : undefined;
  return Array.isArray(d) ? (d as T[]) : [];
}

/** RPS rows by meeting number (1..16). */
export const urutRps = (rows: RencanaPembelajaran[]) => [...rows].sort((a, b) => a.id_pertemuan - b.id_pertemuan);

/** Sum of the weights, rounded to 2 decimals (0.1 + 0.2 adds up to 0.3). */
export function totalBobot(rows: Pick<RencanaEvaluasi, "bobot">[]): number {
  const sum = rows.reduce((s, r) => s + (Number.isFinite(r.bobot) ? r.bobot : 0), 0);
  return Math.round(sum * 100) / 100;
}

/** A weight as shown in the RE table: '25', '12,5'. */
export const bobotLabel = (n: number) => formatNilai(n);

export const LAMPIRAN_EKSTENSI = ["pdf", "doc", "docx"];
/** The kinds as the hint names them: '.pdf, .doc, .docx'. */
export const LAMPIRAN_EKSTENSI_HINT = LAMPIRAN_EKSTENSI.map((e) => `.${e}`);
/** 10 MB, with MB = 1,000,000 bytes (spec 1 §9); the server checks again. */
export const LAMPIRAN_MAKS_MB = 10;

/** The 'Lampiran' checks: .pdf/.doc/.docx up to 10 MB; null when fine. */
export const cekLampiran = (file: { name: string; size: number }) =>
  cekBerkas(file, { ekstensi: LAMPIRAN_EKSTENSI, batasMb: LAMPIRAN_MAKS_MB }, PESAN_BERKAS.dialog);

/** The multipart body of `PUT /v2/lms/mata_kuliah/{courseId}/silabus`: the text and, when one
 * was uploaded (dir silabus/lampiran), the attachment's URL. */
export function formSilabus(keterangan: string, lampiranUrl: string | null): FormData {
  const f = new FormData();
  f.append("keterangan", keterangan);
  if (lampiranUrl) f.append("lampiran_url", lampiranUrl);
  return f;
}

/** 'Dr. Budi Santoso, M.Kom., Ani Lestari, M.T.' or '-'. */
export function pengajarLabel(list: Pick<KelasDetail["pengajar"][number], "gelar_depan" | "nama_pengajar" | "gelar_akademik">[]): string {
  const names = list.map((p) => namaLengkapDosen({ gelar_depan: p.gelar_depan, nama: p.nama_pengajar, gelar_akademik: p.gelar_akademik }));
  return names.length ? names.join(", ") : "-";
}

/** The read-only block of 'Ubah Data Silabus' (spec 3): label, value. */
export function infoSilabus(k: KelasDetail): [string, string][] {
  return [
    ["Periode", periodeLabelParitas(k.periode)],
    ["Mata Kuliah", `${k.mata_kuliah.kode} - ${k.mata_kuliah.nama}`],
    ["Jenis Kelas", k.kelas.jenis?.nama || "-"],
    ["SKS", String(k.mata_kuliah.sks)],
    ["Pengajar", pengajarLabel(k.pengajar)],
    ["Pertemuan", String(k.jumlah_pertemuan)],
    ["Prodi Kelas", prodiKelasLabel(k.prodi_kelas)],
  ];
}
