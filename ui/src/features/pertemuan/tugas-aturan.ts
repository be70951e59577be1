// Pure rules of the task and text cards and forms of the meeting page (tested in
// tugas-aturan.test.ts): the cards' lines, the forms' first values, their checks (the
// server's, in its order and words; only the first failing one is shown) and the bodies of
// POST/PUT /lms/tugas and /lms/teks. A task's 'Deskripsi' and a text's 'Isi' are rich text
// (HTML from the editor): empty when nothing is left to read, and as long as the HTML sent.
import { formatNilai } from "../../lib/angka";
import { htmlIsi } from "../../lib/isi-kaya";
import { formatTanggalJam } from "../../lib/tanggal";
import { hariDariSipil, sipilDariHari } from "../../lib/tanggal-inti";
import { MAKS_BERKAS_TUGAS } from "../tugas/berkas-aturan";
import { isoDariLokal, lokalDariIso } from "./aturan";
import { htmlKosong } from "./forum-aturan";
import type { AktivitasKartu, BerkasInfo } from "./types";
import type { JenisTugas, Pengumpulan, RingkasanTugas, TeksDetail, TeksSimpan, TugasDetail, TugasSimpan } from "./types-tugas";

/** The task of an activity card of jenis 'tugas', or null. */
export const tugasDari = (a: AktivitasKartu): TugasDetail | null => (a.jenis === "tugas" ? (a.tugas ?? null) : null);

/** The text of an activity card of jenis 'teks', or null. */
export const teksDari = (a: AktivitasKartu): TeksDetail | null => (a.jenis === "teks" ? (a.teks ?? null) : null);

/** The 'Jenis Tugas' options, in the form's order. */
export const JENIS_TUGAS_LABEL: Record<JenisTugas, string> = { individu: "Individu", kelompok: "Kelompok" };

const adalahJenis = (v: string | null | undefined): v is JenisTugas => v === "individu" || v === "kelompok";

export const jenisTugasLabel = (v: string | null | undefined) => (adalahJenis(v) ? JENIS_TUGAS_LABEL[v] : "-");

/** The task page: /kelas/{idKelas}/tugas/{id}. */
export const urlTugas = (idKelas: number, id: number) => `/kelas/${idKelas}/tugas/${id}`;

// ---- the card ----

export const TERLAMBAT_DIIZINKAN = "Pengumpulan terlambat diizinkan";
export const BELUM_DIKUMPULKAN = "Belum dikumpulkan";

export const sudahDikumpulkanLabel = (p: Pick<Pengumpulan, "waktu" | "terlambat">, tz: string) =>
  `Sudah dikumpulkan pada ${formatTanggalJam(p.waktu, tz)}${p.terlambat ? " (terlambat)" : ""}`;

/** 'Nilai: 85,5'; null before grading. */
export const nilaiLabel = (n: number | null | undefined) => (n == null || !Number.isFinite(n) ? null : `Nilai: ${formatNilai(n)}`);

/** Teachers and operators: '12 dari 30 peserta mengumpulkan, 5 dinilai'. */
export const ringkasanLabel = (r: RingkasanTugas) =>
  `${r.jumlah_mengumpulkan} dari ${r.jumlah_peserta} peserta mengumpulkan, ${r.jumlah_dinilai} dinilai`;

export interface StatusKumpul {
  teks: string;
  sudah: boolean;
  terlambat: boolean;
  /** 'Nilai: n' once graded. */
  nilai: string | null;
}

/** A student's hand-in line (the server sends pengerjaan_saya / boleh_kumpul to students only); null for the others. */
export function statusKumpul(t: Pick<TugasDetail, "pengerjaan_saya" | "boleh_kumpul">, tz: string): StatusKumpul | null {
  const p = t.pengerjaan_saya ?? null;
  if (p) return { teks: sudahDikumpulkanLabel(p, tz), sudah: true, terlambat: p.terlambat, nilai: nilaiLabel(p.nilai) };
  if (t.boleh_kumpul == null) return null;
  return { teks: BELUM_DIKUMPULKAN, sudah: false, terlambat: false, nilai: null };
}

// ---- shared by both forms ----

/** Characters as the server counts them (Unicode scalar values, not UTF-16 units). */
export const jumlahKarakter = (s: string) => [...s].length;

export interface GalatIsian<K extends string> {
  kolom: K;
  pesan: string;
}

/** The meeting an item goes to: the operator's pick (null when none), else the page's meeting. */
export function tujuan(pilihan: string, k: { operator: boolean; idPertemuan: number }): number | null {
  if (!k.operator) return k.idPertemuan;
  const id = Number(pilihan);
  return pilihan && Number.isInteger(id) && id > 0 ? id : null;
}

// ---- the task form ----

export interface FormTugas {
  /** The chosen meeting (operators); '' until chosen. */
  id_pertemuan: string;
  judul: string;
  sub_jenis: JenisTugas | "";
  deskripsi: string;
  /** datetime-local values in the college's zone */
  waktu_mulai: string;
  /** The deadline. */
  waktu_selesai: string;
  boleh_terlambat: boolean;
  lampiran: BerkasInfo[];
}

export type KolomTugas = Exclude<keyof FormTugas, "boleh_terlambat">;

export const JUDUL_MAKS = 255;
/** Characters of the HTML, as the forum's description. */
export const DESKRIPSI_TUGAS_MAKS = 20_000;

export const PESAN_TUGAS = {
  id_pertemuan: "Pertemuan wajib diisi",
  judul: "Judul wajib diisi",
  judulMaks: `Judul paling banyak ${JUDUL_MAKS} karakter.`,
  deskripsi: "Deskripsi wajib diisi",
  deskripsiMaks: `Deskripsi paling banyak ${DESKRIPSI_TUGAS_MAKS} karakter.`,
  sub_jenis: "Jenis tugas wajib diisi",
  waktu_mulai: "Waktu mulai wajib diisi",
  waktu_selesai: "Batas waktu wajib diisi",
  urutan: "Batas waktu harus setelah waktu mulai",
  lampiran: `Lampiran paling banyak ${MAKS_BERKAS_TUGAS} file.`,
} as const;

const HARI_DEFAULT = 7;

/** The default deadline: the start's day plus seven days, at 23:59 ('' when the start is not a time). */
export function batasDefault(mulai: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T/.exec(mulai);
  if (!m) return "";
  const d = sipilDariHari(hariDariSipil(Number(m[1]), Number(m[2]), Number(m[3])) + HARI_DEFAULT);
  const dua = (n: number) => String(n).padStart(2, "0");
  return `${String(d.tahun).padStart(4, "0")}-${dua(d.bulan)}-${dua(d.hari)}T23:59`;
}

export interface KonteksAwalTugas {
  tz: string;
  operator: boolean;
  /** The page's meeting: where a lecturer's task goes. */
  idPertemuan: number;
  /** Server time, ms. */
  sekarang: number;
}

/**
 * The form's first values. Editing: the task's own. A new task starts now (the current
 * minute, as the pickers hold whole minutes) and is due seven days later at 23:59; an
 * operator picks the meeting first.
 */
export function formTugasAwal(t: TugasDetail | null, k: KonteksAwalTugas): FormTugas {
  if (t) {
    return {
      id_pertemuan: String(t.pertemuan.id),
      judul: t.judul,
      sub_jenis: adalahJenis(t.sub_jenis) ? t.sub_jenis : "",
      // Plain text saved before the editor comes in with its line breaks as paragraphs.
      deskripsi: htmlIsi(t.deskripsi),
      waktu_mulai: lokalDariIso(t.waktu_mulai, k.tz),
      waktu_selesai: lokalDariIso(t.waktu_selesai, k.tz),
      boleh_terlambat: t.boleh_terlambat,
      lampiran: [...t.lampiran],
    };
  }
  const mulai = lokalDariIso(new Date(k.sekarang).toISOString(), k.tz);
  return {
    id_pertemuan: k.operator ? "" : String(k.idPertemuan),
    judul: "",
    sub_jenis: "",
    deskripsi: "",
    waktu_mulai: mulai,
    waktu_selesai: batasDefault(mulai),
    boleh_terlambat: false,
    lampiran: [],
  };
}

export interface KonteksPeriksa {
  operator: boolean;
  tz: string;
}

/** The form's checks in the server's order; the first failing one, or null. */
export function periksaTugas(f: FormTugas, k: KonteksPeriksa): GalatIsian<KolomTugas> | null {
  const galat = (kolom: KolomTugas, pesan: string) => ({ kolom, pesan });
  if (k.operator && tujuan(f.id_pertemuan, { operator: true, idPertemuan: 0 }) === null)
    return galat("id_pertemuan", PESAN_TUGAS.id_pertemuan);
  const judul = f.judul.trim();
  if (!judul) return galat("judul", PESAN_TUGAS.judul);
  if (jumlahKarakter(judul) > JUDUL_MAKS) return galat("judul", PESAN_TUGAS.judulMaks);
  if (htmlKosong(f.deskripsi)) return galat("deskripsi", PESAN_TUGAS.deskripsi);
  if (jumlahKarakter(f.deskripsi.trim()) > DESKRIPSI_TUGAS_MAKS) return galat("deskripsi", PESAN_TUGAS.deskripsiMaks);
  if (!adalahJenis(f.sub_jenis)) return galat("sub_jenis", PESAN_TUGAS.sub_jenis);
  const mulai = isoDariLokal(f.waktu_mulai, k.tz);
  if (!mulai) return galat("waktu_mulai", PESAN_TUGAS.waktu_mulai);
  const selesai = isoDariLokal(f.waktu_selesai, k.tz);
  if (!selesai) return galat("waktu_selesai", PESAN_TUGAS.waktu_selesai);
  // Both in the same zone and format: the text order is the time order.
  if (selesai <= mulai) return galat("waktu_selesai", PESAN_TUGAS.urutan);
  if (f.lampiran.length > MAKS_BERKAS_TUGAS) return galat("lampiran", PESAN_TUGAS.lampiran);
  return null;
}

export interface KonteksSimpan {
  tz: string;
  operator: boolean;
  /** The page's meeting: where a lecturer's task or text goes. */
  idPertemuan: number;
}

/** A picked time as ISO 8601 with the zone's offset; an edited item's unchanged time as saved (seconds and all). */
export function waktuKirim(lokal: string, lama: string | undefined, tz: string): string | null {
  if (lama !== undefined && lokal === lokalDariIso(lama, tz)) return lama;
  return isoDariLokal(lokal, tz);
}

/** POST /lms/tugas and PUT /lms/tugas/{id} body (call after periksaTugas passed). */
export function bodyTugas(
  f: FormTugas,
  k: KonteksSimpan & { awal?: Pick<TugasDetail, "waktu_mulai" | "waktu_selesai"> | null },
): TugasSimpan {
  return {
    id_pertemuan: tujuan(f.id_pertemuan, k),
    judul: f.judul.trim(),
    deskripsi: f.deskripsi.trim(),
    sub_jenis: adalahJenis(f.sub_jenis) ? f.sub_jenis : null,
    waktu_mulai: waktuKirim(f.waktu_mulai, k.awal?.waktu_mulai, k.tz),
    waktu_selesai: waktuKirim(f.waktu_selesai, k.awal?.waktu_selesai, k.tz),
    boleh_terlambat: f.boleh_terlambat,
    lampiran: f.lampiran.map((b) => b.url),
  };
}

// ---- the text form ----

export interface FormTeks {
  /** The chosen meeting (operators); '' until chosen. */
  id_pertemuan: string;
  judul: string;
  isi: string;
}

export type KolomTeks = keyof FormTeks;

/** Characters of the HTML, as the forum's description. */
export const ISI_TEKS_MAKS = 20_000;

export const PESAN_TEKS = {
  id_pertemuan: "Pertemuan wajib diisi",
  judul: "Judul wajib diisi",
  judulMaks: `Judul paling banyak ${JUDUL_MAKS} karakter.`,
  isi: "Isi teks wajib diisi",
  isiMaks: `Isi teks paling banyak ${ISI_TEKS_MAKS} karakter.`,
} as const;

/** The form's first values: empty for a new text, the text's own when editing. */
export function formTeksAwal(t: TeksDetail | null, idPertemuan: number, operator: boolean): FormTeks {
  if (t) return { id_pertemuan: String(t.id_pertemuan), judul: t.judul, isi: htmlIsi(t.isi) };
  return { id_pertemuan: operator ? "" : String(idPertemuan), judul: "", isi: "" };
}

/** The form's checks in the server's order; the first failing one, or null. */
export function periksaTeks(f: FormTeks, k: Pick<KonteksPeriksa, "operator">): GalatIsian<KolomTeks> | null {
  const galat = (kolom: KolomTeks, pesan: string) => ({ kolom, pesan });
  if (k.operator && tujuan(f.id_pertemuan, { operator: true, idPertemuan: 0 }) === null)
    return galat("id_pertemuan", PESAN_TEKS.id_pertemuan);
  const judul = f.judul.trim();
  if (!judul) return galat("judul", PESAN_TEKS.judul);
  if (jumlahKarakter(judul) > JUDUL_MAKS) return galat("judul", PESAN_TEKS.judulMaks);
  if (htmlKosong(f.isi)) return galat("isi", PESAN_TEKS.isi);
  if (jumlahKarakter(f.isi.trim()) > ISI_TEKS_MAKS) return galat("isi", PESAN_TEKS.isiMaks);
  return null;
}

/** POST /lms/teks and PUT /lms/teks/{id} body (call after periksaTeks passed). */
export function bodyTeks(f: FormTeks, k: Omit<KonteksSimpan, "tz">): TeksSimpan {
  return { id_pertemuan: tujuan(f.id_pertemuan, k), judul: f.judul.trim(), isi: f.isi.trim() };
}
