// Pure rules of the answer sheet (/ujian/{id}/soal, spec 3 §2 'Kelompok Soal n', §4 Exam groups),
// tested in lembar-aturan.test.ts: group titles and rules text, option letters, how many are
// answered, the 'sebagian' limit, the words of the finish confirmation and of the review, and
// what an essay takes (text, files of which kinds).
import type { components } from "../../api/schema";
import { formatNilai } from "../../lib/angka";
import type { KelompokLembar, LembarUjian, SoalLembar } from "./lembar-types";

type JenisFileJawaban = components["schemas"]["JenisFileJawaban"];

/** The file extensions of each kind an essay answer may be (the server's JenisFileJawaban::ekstensi). */
const EKSTENSI_JENIS: Record<JenisFileJawaban, readonly string[]> = {
  text: [],
  image: ["png", "jpg", "jpeg"],
  pdf: ["pdf"],
  docs: ["doc", "docx", "xls", "xlsx", "ppt", "pptx"],
  compressed: ["zip", "rar"],
};

/** The extensions an essay's answer files may have; empty when it takes only text. */
export const ekstensiJawaban = (s: Pick<SoalLembar, "jenis_file_diterima">): string[] =>
  s.jenis_file_diterima.flatMap((j) => EKSTENSI_JENIS[j]);

/** Whether an essay takes typed text (every essay without a kind named, as before kinds existed). */
export const terimaTeks = (s: Pick<SoalLembar, "jenis_file_diterima">) =>
  s.jenis_file_diterima.length === 0 || s.jenis_file_diterima.includes("text");

/** Stands for a file-only essay answer where an answer text is counted. */
export const TANDA_BERKAS = "[berkas]";

/** The answers as counted (answered, the 'sebagian' limit): an essay with files and no text counts. */
export function jawabanTerhitung(
  jawaban: ReadonlyMap<number, string>,
  berkas: ReadonlyMap<number, readonly unknown[]>,
): Map<number, string> {
  const hasil = new Map(jawaban);
  for (const [id, daftar] of berkas) if (daftar.length > 0 && !hasil.get(id)) hasil.set(id, TANDA_BERKAS);
  return hasil;
}

/** Whether a question of a read sheet has an answer (text or files). */
export const adaJawaban = (s: Pick<SoalLembar, "jawaban" | "berkas">) => (s.jawaban ?? "") !== "" || s.berkas.length > 0;

export const judulKelompok = (nomor: number) => `Kelompok Soal ${nomor}`;

/** semua and random: every question given is answered; sebagian: jumlah_wajib_dijawab of the group. */
export function aturanKelompok(k: Pick<KelompokLembar, "aturan" | "jumlah_wajib_dijawab" | "soal">): string {
  if (k.aturan === "sebagian" && k.jumlah_wajib_dijawab != null) return `Jawab ${k.jumlah_wajib_dijawab} dari ${k.soal.length} soal.`;
  return "Jawab semua soal.";
}

/** 'A' for the first option, 'B' for the second... */
export const hurufPilihan = (i: number) => String.fromCharCode(65 + i);

export const LABEL_BENAR_SALAH = { benar: "Benar", salah: "Salah" } as const;

/** The sheet's questions in order. */
export const semuaSoal = (l: Pick<LembarUjian, "kelompok_soal">): SoalLembar[] => l.kelompok_soal.flatMap((k) => k.soal);

/** How many questions have an answer. */
export function jumlahDijawab(l: Pick<LembarUjian, "kelompok_soal">, jawaban: ReadonlyMap<number, string>): number {
  return semuaSoal(l).filter((s) => (jawaban.get(s.id) ?? "") !== "").length;
}

export const ringkasDijawab = (dijawab: number, total: number) => `${dijawab}/${total} dijawab`;

export const pesanSebagian = (n: number) => `Kelompok soal ini cukup dijawab ${n} soal. Kosongkan salah satu jawaban untuk menggantinya.`;

/**
 * Why answering question `idSoal` with `baru` is refused, or null: a 'sebagian' group takes only
 * jumlah_wajib_dijawab answers (the server's rule, checked here too so the student learns it
 * at once, also offline).
 */
export function tolakSebagian(
  k: Pick<KelompokLembar, "aturan" | "jumlah_wajib_dijawab" | "soal">,
  jawaban: ReadonlyMap<number, string>,
  idSoal: number,
  baru: string,
): string | null {
  if (k.aturan !== "sebagian" || k.jumlah_wajib_dijawab == null || baru === "") return null;
  const lain = k.soal.filter((s) => s.id !== idSoal && (jawaban.get(s.id) ?? "") !== "").length;
  return lain >= k.jumlah_wajib_dijawab ? pesanSebagian(k.jumlah_wajib_dijawab) : null;
}

/** The text of the 'Selesai' confirmation: what is unanswered or not sent yet. */
export function pesanSelesai(belumDijawab: number, tertunda: number): string {
  const catatan = [
    belumDijawab > 0 ? `Masih ada ${belumDijawab} soal yang belum dijawab.` : "",
    tertunda > 0 ? `${tertunda} jawaban belum terkirim dan akan dikirim lebih dulu.` : "",
  ].filter(Boolean);
  return [...catatan, "Setelah selesai, jawaban tidak dapat diubah lagi. Selesaikan kuis/ujian sekarang?"].join(" ");
}

export const PESAN_BELUM_TERKIRIM = "Masih ada jawaban yang belum terkirim. Periksa koneksi internet Anda, lalu tekan Selesai lagi.";

/** An answer as words for the review: 'B. teks pilihan', 'Benar', the essay, or null when none. */
export function teksJawaban(s: Pick<SoalLembar, "jenis" | "pilihan">, jawaban: string | null | undefined): string | null {
  if (jawaban == null || jawaban === "") return null;
  if (s.jenis === "pilihan") {
    const i = Number(jawaban);
    const teks = Number.isInteger(i) ? s.pilihan[i] : undefined;
    return teks === undefined ? jawaban : `${hurufPilihan(i)}. ${teks}`;
  }
  if (s.jenis === "benar_salah") return jawaban === "benar" || jawaban === "salah" ? LABEL_BENAR_SALAH[jawaban] : jawaban;
  return jawaban;
}

/** Whether a choice answer matches the key; null for essays and when the key is hidden. */
export function jawabanBenar(s: Pick<SoalLembar, "jenis" | "jawaban" | "kunci">): boolean | null {
  if (s.jenis === "esay" || s.kunci == null) return null;
  return (s.jawaban ?? "") === s.kunci;
}

/** 'Nilai: 85,5', or null while the score is not shown. */
export const nilaiAkhirLabel = (n: number | null | undefined) => (n == null || !Number.isFinite(n) ? null : `Nilai: ${formatNilai(n)}`);

/** The meeting the exam belongs to. */
export const urlPertemuanUjian = (u: Pick<LembarUjian["ujian"], "id_kelas_kuliah" | "id_pertemuan">) =>
  `/kelas/${u.id_kelas_kuliah}/${u.id_pertemuan}`;
