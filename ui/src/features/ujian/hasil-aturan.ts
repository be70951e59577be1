// Pure rules of the exam's results tab (tested in hasil-aturan.test.ts; spec 2 §2 'Exam
// grading screens', §5 scores, §8 messages): the types from the generated schema, the
// attempt row's texts, an answer against its key, the statistics' texts, reading the essay
// score (whole number 0-100) and the deduction (2 decimals) as typed, and the spreadsheet download's address.
import type { components } from "../../api/schema";
import { formatNilai } from "../../lib/angka";
import { bulatkan, formatDesimal } from "../../lib/desimal";
import { formatJamDetik, formatTanggal, formatTanggalJam, zonaLabel } from "../../lib/tanggal";
import { BENAR_SALAH, opsiSoal } from "./soal-aturan";

type Schemas = components["schemas"];

export type PengerjaanDaftar = Schemas["PengerjaanDaftar"];
export type PengerjaanBaris = Schemas["PengerjaanBaris"];
export type PengerjaanDetail = Schemas["PengerjaanDetail"];
export type KelompokLembar = Schemas["KelompokLembar"];
export type SoalLembar = Schemas["SoalLembar"];
export type StatistikSoal = Schemas["StatistikSoal"];
export type TanpaPengerjaan = Schemas["TanpaPengerjaan"];
export type Pelanggaran = Schemas["Pelanggaran"];
export type JenisPelanggaran = Schemas["JenisPelanggaran"];

export const PESAN_HASIL = {
  reset: "Berhasil reset pengerjaan dari mahasiswa",
  nilai: "Berhasil update nilai",
  pengurangan: "Berhasil update pengurangan nilai",
  konfirmasiReset: "Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?",
  nilaiSalah: "Nilai harus bilangan bulat 0 sampai 100.",
  penguranganSalah: "Pengurangan nilai harus 0 sampai 100.",
} as const;

// ---- the attempts ----

/** 'Selesai': when it was handed in, or 'Sedang mengerjakan' while it runs. */
export const selesaiLabel = (b: Pick<PengerjaanBaris, "waktu_kumpul">, tz: string) =>
  b.waktu_kumpul ? formatTanggalJam(b.waktu_kumpul, tz) : "Sedang mengerjakan";

export const dijawabLabel = (b: Pick<PengerjaanBaris, "jumlah_soal_dijawab" | "jumlah_soal">) =>
  `${b.jumlah_soal_dijawab}/${b.jumlah_soal}`;

/** 'Nilai': the score, 'Belum Dinilai {k}' while essays wait, '-' while the attempt runs. */
export function nilaiBarisLabel(b: Pick<PengerjaanBaris, "nilai_akhir" | "jumlah_belum_dinilai">): string {
  if (b.nilai_akhir != null) return formatNilai(b.nilai_akhir);
  if (b.jumlah_belum_dinilai > 0) return `Belum Dinilai ${b.jumlah_belum_dinilai}`;
  return "-";
}

/** The deduction as shown: '0', '2,5'. */
export const penguranganLabel = (n: number) => formatNilai(n);

/** The list with one row replaced by its saved version. */
export const gantiBaris = (daftar: PengerjaanBaris[], baru: PengerjaanBaris) => daftar.map((b) => (b.id === baru.id ? baru : b));

/** The spec's 'Berhasil publish/unpublish nilai', saying which of the two happened. */
export const pesanPublikasi = (tampilBaru: boolean) => (tampilBaru ? "Berhasil publish nilai" : "Berhasil unpublish nilai");

/** Attempts whose essays are not all marked yet. */
export const jumlahBelumDinilai = (daftar: readonly Pick<PengerjaanBaris, "jumlah_belum_dinilai">[]) =>
  daftar.filter((b) => b.jumlah_belum_dinilai > 0).length;

/** The question before publishing while `n` attempts still wait for a mark, or null when none wait. */
export const konfirmasiPublikasi = (n: number): string | null =>
  n > 0
    ? `${n} pengerjaan masih memiliki esai yang belum dinilai; mahasiswa akan melihat nilai yang belum lengkap. Tetap publikasikan nilai?`
    : null;

/** 'Publikasikan Nilai' while hidden, 'Sembunyikan Nilai' while published. */
export const labelPublikasi = (tampil: boolean) => (tampil ? "Sembunyikan Nilai" : "Publikasikan Nilai");

// ---- one attempt ----

const PELANGGARAN_LABEL: Record<JenisPelanggaran, string> = {
  keluar_layar_penuh: "Keluar layar penuh",
  pindah_tab: "Pindah tab",
  pindah_jendela: "Pindah jendela",
};
export const pelanggaranLabel = (j: JenisPelanggaran) => PELANGGARAN_LABEL[j] ?? "-";

/** When a violation was recorded, to the second: '5 Mei 2026, 14:05:09 WIB'. */
export const waktuPelanggaran = (waktu: string, tz: string) => `${formatTanggal(waktu, tz)}, ${formatJamDetik(waktu, tz)} ${zonaLabel(tz)}`;

/** The options of an answered choice or true/false question: the key and the student's choice marked. */
export function opsiPengerjaan(s: Pick<SoalLembar, "jenis" | "pilihan" | "kunci" | "jawaban" | "gambar">) {
  return opsiSoal({ jenis: s.jenis, pilihan: s.pilihan, kunci: s.kunci ?? "", gambar: s.gambar }).map((o, i) => ({
    ...o,
    dipilih: s.jawaban != null && s.jawaban === (s.jenis === "benar_salah" ? BENAR_SALAH[i]?.[0] : String(i)),
  }));
}

/** benar | salah for an answered choice or true/false question; null for essays and blanks. */
export function ketepatan(s: Pick<SoalLembar, "jenis" | "jawaban" | "kunci">): "benar" | "salah" | null {
  if (s.jenis === "esay" || s.jawaban == null || s.kunci == null) return null;
  return s.jawaban === s.kunci ? "benar" : "salah";
}

/** The groups with one question's new grader score. */
export function nilaiDiganti(kelompok: KelompokLembar[], soal: { id: number; nilai: number }): KelompokLembar[] {
  return kelompok.map((k) => ({ ...k, soal: k.soal.map((s) => (s.id === soal.id ? { ...s, nilai: soal.nilai } : s)) }));
}

/** An essay waits for (or takes) its grader's score only when answered. */
export const perluDinilai = (s: Pick<SoalLembar, "jenis" | "jawaban" | "berkas">) =>
  s.jenis === "esay" && (s.jawaban != null || s.berkas.length > 0);

export type Bacaan = { valid: true; nilai: number } | { valid: false; pesan: string };

/** An essay score as typed: a whole number 0-100 (spec 2 §5). */
export function bacaNilaiSoal(teks: string): Bacaan {
  const t = teks.trim();
  if (!/^\d{1,3}$/.test(t) || Number(t) > 100) return { valid: false, pesan: PESAN_HASIL.nilaiSalah };
  return { valid: true, nilai: Number(t) };
}

/** A deduction as typed ('2.5' or '2,5'): 0-100, rounded to 2 decimals (spec 2 §5). */
export function bacaPengurangan(teks: string): Bacaan {
  const t = teks.trim().replace(",", ".");
  if (!/^(\d+\.?\d*|\.\d+)$/.test(t)) return { valid: false, pesan: PESAN_HASIL.penguranganSalah };
  const n = bulatkan(Number(t), 2);
  return n > 100 ? { valid: false, pesan: PESAN_HASIL.penguranganSalah } : { valid: true, nilai: n };
}

/** A saved number as the input shows it, with a decimal comma. */
export const teksAngka = (n: number | null | undefined) => (n == null ? "" : String(n).replace(".", ","));

// ---- statistics ----

export const dijawabStatistik = (s: Pick<StatistikSoal, "jumlah_dijawab" | "jumlah_peserta">) =>
  `Dijawab ${s.jumlah_dijawab} dari ${s.jumlah_peserta} peserta`;

/** Each option of a choice or true/false question with how many chose it, the key marked. */
export function opsiStatistik(s: Pick<StatistikSoal, "jenis" | "pilihan" | "kunci" | "jumlah_per_pilihan">) {
  return opsiSoal(s).map((o, i) => {
    const j = s.jenis === "benar_salah" ? s.pilihan.indexOf(BENAR_SALAH[i]?.[0] ?? "") : i;
    return { ...o, jumlah: s.jumlah_per_pilihan[j] ?? 0 };
  });
}

export const rataRataLabel = (n: number | null | undefined) => (n == null ? "-" : formatDesimal(n, { maks: 2, min: 0 }));

/** 'Kelompok 1 · Soal 2' */
export const posisiStatistik = (s: Pick<StatistikSoal, "nomor_kelompok" | "nomor">) => `Kelompok ${s.nomor_kelompok} · Soal ${s.nomor}`;

// ---- addresses ----

/** The results spreadsheet (a download; the JSON calls go through panggil()). */
export const urlExcel = (idUjian: number) => `/lms/ujian/${idUjian}/pengerjaan/export_excel`;
