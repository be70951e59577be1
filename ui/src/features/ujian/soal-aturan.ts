// Pure rules of the exam's question tab (tested in soal-aturan.test.ts): the types from the
// generated schema, option letters, group rule texts, the question form card's first values,
// its option edits, its checks (the server's, in its order and words) and the bodies of the
// group and question calls (spec 3 §2 'Question form card', §4 Exam groups, §5 Question bank).
import type { components, operations } from "../../api/schema";
import { esc } from "../../lib/html";
import { htmlKosong } from "../pertemuan/forum-aturan";
import type { BerkasInfo } from "../pertemuan/types";
import { EKSTENSI_TUGAS } from "../tugas/berkas-aturan";

type Schemas = components["schemas"];

export type UjianHalaman = Schemas["UjianHalaman"];
export type SoalUjianDaftar = Schemas["SoalUjianDaftar"];
export type KelompokSoal = Schemas["KelompokSoal"];
export type SoalUjian = Schemas["SoalUjian"];
export type SoalSimpan = Schemas["SoalSimpan"];
// The schema names the task group's body KelompokSimpan too: take the call's own body.
export type KelompokSimpan = operations["post_lms_ujian_id_kelompok_soal"]["requestBody"]["content"]["application/json"];
export type AturanKelompok = Schemas["AturanKelompok"];
export type JenisSoal = Schemas["JenisSoal"];
export type JenisFileJawaban = Schemas["JenisFileJawaban"];

// ---- labels ----

/** 'A', 'B', ... for option 0, 1, ... */
export const hurufOpsi = (i: number) => String.fromCharCode(65 + i);

/** The 'Tambah Soal' menu entries, in its order. */
export const MENU_SOAL: readonly [JenisSoal, string][] = [
  ["pilihan", "Soal Pilihan"],
  ["benar_salah", "Soal Benar Salah"],
  ["esay", "Soal Esai"],
];

const JENIS_SOAL_LABEL: Record<JenisSoal, string> = { pilihan: "Pilihan", benar_salah: "Benar/Salah", esay: "Esai" };
export const jenisSoalLabel = (j: JenisSoal) => JENIS_SOAL_LABEL[j] ?? "-";
export const judulFormSoal = (j: JenisSoal) => MENU_SOAL.find(([k]) => k === j)?.[1] ?? "Soal";

/** A true/false option: its letter (spec 3 §5: B and S) and its label. */
export const BENAR_SALAH: readonly [string, string, string][] = [
  ["benar", "B", "Benar"],
  ["salah", "S", "Salah"],
];
export const benarSalahLabel = (v: string | null | undefined) => BENAR_SALAH.find(([k]) => k === v)?.[2] ?? "-";

/** Accepted essay answer kinds in the spec's order (spec 3 §5). */
export const JENIS_FILE: readonly [JenisFileJawaban, string][] = [
  ["pdf", "PDF"],
  ["text", "Teks"],
  ["docs", "Dokumen (Word/Excel/PPT)"],
  ["image", "Gambar (.png/.jpg)"],
  ["compressed", "Arsip (Zip/Rar)"],
];
export const jenisFileLabel = (daftar: readonly JenisFileJawaban[]) =>
  JENIS_FILE.filter(([k]) => daftar.includes(k))
    .map(([, l]) => l)
    .join(", ") || "-";

/** A question's key as the list shows it: the option's letter, Benar/Salah, or the essay key text. */
export function kunciLabel(s: Pick<SoalUjian, "jenis" | "kunci">): string {
  if (s.jenis === "benar_salah") return benarSalahLabel(s.kunci);
  if (s.jenis === "esay") return s.kunci.trim() || "-";
  const i = indeksKunci(s.kunci);
  return i === null ? "-" : hurufOpsi(i);
}

/** A lettered option as the lists show it. */
export interface OpsiHuruf {
  huruf: string;
  teks: string;
  kunci: boolean;
  /** The option's image (choice questions). */
  gambar?: BerkasInfo | null;
}

/** The options of a choice question (A, B, ...) or a true/false one (B, S), the key marked. */
export function opsiSoal(s: Pick<SoalUjian, "jenis" | "pilihan" | "kunci"> & { gambar?: (BerkasInfo | null)[] }): OpsiHuruf[] {
  if (s.jenis === "benar_salah") return BENAR_SALAH.map(([k, huruf, teks]) => ({ huruf, teks, kunci: s.kunci === k }));
  const kunci = indeksKunci(s.kunci);
  return s.pilihan.map((teks, i) => ({
    huruf: hurufOpsi(i),
    teks,
    kunci: kunci === i,
    ...(s.gambar ? { gambar: s.gambar[i] ?? null } : {}),
  }));
}

/** The option index a choice key names, or null. */
export function indeksKunci(kunci: string | null | undefined): number | null {
  const t = (kunci ?? "").trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}

// ---- groups ----

export const ATURAN_LABEL: Record<AturanKelompok, string> = { semua: "Semua", random: "Random", sebagian: "Sebagian" };

/** The rule text under a group's title (spec 3 §4 Exam groups). */
export function aturanTeks(k: Pick<KelompokSoal, "aturan" | "jumlah_wajib_dijawab">, jumlahSoal: number): string {
  const n = k.jumlah_wajib_dijawab ?? jumlahSoal;
  if (k.aturan === "random") return `Setiap peserta mendapat ${n} soal acak dari ${jumlahSoal} soal; semua wajib dijawab.`;
  if (k.aturan === "sebagian") return `Semua soal ditampilkan; ${n} dari ${jumlahSoal} soal wajib dijawab.`;
  return "Semua soal ditampilkan dan wajib dijawab.";
}

export interface FormKelompok {
  aturan: AturanKelompok;
  /** 'Jumlah soal wajib dijawab' as typed. */
  jumlah: string;
}

export const formKelompokAwal = (k: Pick<KelompokSoal, "aturan" | "jumlah_wajib_dijawab">): FormKelompok => ({
  aturan: k.aturan,
  jumlah: k.jumlah_wajib_dijawab != null ? String(k.jumlah_wajib_dijawab) : "",
});

export const perluJumlah = (a: AturanKelompok) => a !== "semua";

/** The group rule checks of the server, in its words; null when the rule may be saved. */
export function periksaKelompok(f: FormKelompok, jumlahSoal: number): string | null {
  if (!perluJumlah(f.aturan)) return null;
  const t = f.jumlah.trim();
  if (!t) return "Jumlah soal wajib dijawab wajib diisi";
  const n = Number(t);
  if (!/^-?\d+$/.test(t) || n < 1) return "Jumlah soal wajib dijawab paling sedikit 1.";
  if (jumlahSoal > 0 && n > jumlahSoal) return `Jumlah soal wajib dijawab paling banyak ${jumlahSoal} (jumlah soal kelompok ini).`;
  return null;
}

export const bodyKelompok = (f: FormKelompok): KelompokSimpan => ({
  aturan: f.aturan,
  jumlah_wajib_dijawab: perluJumlah(f.aturan) ? Number(f.jumlah.trim()) : null,
});

/** The rule as saved differs from the form. */
export const kelompokBerubah = (f: FormKelompok, k: Pick<KelompokSoal, "aturan" | "jumlah_wajib_dijawab">) => {
  const awal = formKelompokAwal(k);
  return f.aturan !== awal.aturan || (perluJumlah(f.aturan) && f.jumlah.trim() !== awal.jumlah);
};

// ---- the question form card ----

export const OPSI_MINIMAL = 3;
export const OPSI_MAKS = 10;
/** A new choice question starts with options A-D. */
const OPSI_AWAL = 4;

export interface FormSoal {
  jenis: JenisSoal;
  /** HTML as saved, or plain text as typed (wrapped in paragraphs on save). */
  pertanyaan: string;
  /** Choice option texts, A first. */
  pilihan: string[];
  /** The chosen option's index as text, 'benar'/'salah', or the essay key; '' when none. */
  kunci: string;
  jenis_file_diterima: JenisFileJawaban[];
  /** Attachments shown with the question. */
  soal_files: BerkasInfo[];
  /** Essay: the key's attachments. */
  kunci_files: BerkasInfo[];
  /** Choice: each option's image (null: none), as long as `pilihan`. */
  gambar: (BerkasInfo | null)[];
}

/** Kinds of a question's attachments, of its key's, and of an option's image (spec 3 §5). */
export const EKSTENSI_LAMPIRAN_SOAL = [
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "zip",
  "rar",
  "png",
  "jpg",
  "jpeg",
  "mp3",
  "wav",
  "ogg",
  "mp4",
  "webm",
] as const;
/** The key's attachments take what a task's files take. */
export const EKSTENSI_LAMPIRAN_KUNCI = EKSTENSI_TUGAS;
export const EKSTENSI_GAMBAR_OPSI = ["png", "jpg", "jpeg"] as const;

export const PESAN_SOAL = {
  pertanyaan: "Pertanyaan wajib diisi",
  pilihanMin: `Pilihan jawaban paling sedikit ${OPSI_MINIMAL}.`,
  pilihanMaks: `Pilihan jawaban paling banyak ${OPSI_MAKS}.`,
  pilihan: "Pilihan jawaban wajib diisi",
  kunci: "Kunci jawaban wajib dipilih",
  jenisFile: "Jenis jawaban yang diterima wajib dipilih",
} as const;

/** The card's first values: the question being edited, or an empty one of kind `jenis`
 * (a new essay accepts text answers, the kind the answer sheet takes). */
export function formSoalAwal(jenis: JenisSoal, s: SoalUjian | null): FormSoal {
  if (s) {
    return {
      jenis: s.jenis,
      pertanyaan: s.pertanyaan,
      pilihan: s.jenis === "pilihan" ? [...s.pilihan] : [],
      kunci: s.kunci,
      jenis_file_diterima: [...s.jenis_file_diterima],
      soal_files: [...s.soal_files],
      kunci_files: [...s.kunci_files],
      gambar: s.jenis === "pilihan" ? s.pilihan.map((_, i) => s.gambar[i] ?? null) : [],
    };
  }
  const pilihan = jenis === "pilihan" ? Array.from({ length: OPSI_AWAL }, () => "") : [];
  return {
    jenis,
    pertanyaan: "",
    pilihan,
    kunci: "",
    jenis_file_diterima: jenis === "esay" ? ["text"] : [],
    soal_files: [],
    kunci_files: [],
    gambar: pilihan.map(() => null),
  };
}

/** 'Tambahkan Opsi': one more empty option, up to the maximum. */
export const tambahOpsi = (f: FormSoal): FormSoal =>
  f.pilihan.length >= OPSI_MAKS ? f : { ...f, pilihan: [...f.pilihan, ""], gambar: [...gambarOpsi(f), null] };

/** The option images, one per option. */
const gambarOpsi = (f: FormSoal): (BerkasInfo | null)[] => f.pilihan.map((_, i) => f.gambar[i] ?? null);

/** Option `i`'s image set (or removed with null). */
export const ubahGambarOpsi = (f: FormSoal, i: number, g: BerkasInfo | null): FormSoal => ({
  ...f,
  gambar: gambarOpsi(f).map((x, j) => (j === i ? g : x)),
});

/** The close icon of option `i`: nothing at the minimum; otherwise the option goes and the
 * key follows its option (cleared when it was the deleted one). */
export function hapusOpsi(f: FormSoal, i: number): FormSoal {
  if (f.pilihan.length <= OPSI_MINIMAL || i < 0 || i >= f.pilihan.length) return f;
  const k = indeksKunci(f.kunci);
  const kunci = k === null || k === i ? "" : String(k > i ? k - 1 : k);
  return { ...f, pilihan: f.pilihan.filter((_, j) => j !== i), gambar: gambarOpsi(f).filter((_, j) => j !== i), kunci };
}

export const ubahOpsi = (f: FormSoal, i: number, teks: string): FormSoal => ({
  ...f,
  pilihan: f.pilihan.map((p, j) => (j === i ? teks : p)),
});

/** An accepted answer kind ticked or unticked. */
export function pilihJenisFile(f: FormSoal, jenis: JenisFileJawaban, dipilih: boolean): FormSoal {
  const lain = f.jenis_file_diterima.filter((j) => j !== jenis);
  const baru = dipilih ? [...lain, jenis] : lain;
  return { ...f, jenis_file_diterima: JENIS_FILE.map(([k]) => k).filter((k) => baru.includes(k)) };
}

/** 'Semua': every kind, or none. */
export const pilihSemuaJenisFile = (f: FormSoal, dipilih: boolean): FormSoal => ({
  ...f,
  jenis_file_diterima: dipilih ? JENIS_FILE.map(([k]) => k) : [],
});

export const semuaJenisFile = (f: FormSoal) => JENIS_FILE.every(([k]) => f.jenis_file_diterima.includes(k));

/** The form's checks in the server's order and words; the first failing one, or null. */
export function periksaSoal(f: FormSoal): string | null {
  if (htmlKosong(f.pertanyaan)) return PESAN_SOAL.pertanyaan;
  if (f.jenis === "pilihan") {
    if (f.pilihan.length < OPSI_MINIMAL) return PESAN_SOAL.pilihanMin;
    if (f.pilihan.length > OPSI_MAKS) return PESAN_SOAL.pilihanMaks;
    if (f.pilihan.some((p) => !p.trim())) return PESAN_SOAL.pilihan;
    const k = indeksKunci(f.kunci);
    if (k === null || k >= f.pilihan.length) return PESAN_SOAL.kunci;
  }
  if (f.jenis === "benar_salah" && f.kunci !== "benar" && f.kunci !== "salah") return PESAN_SOAL.kunci;
  if (f.jenis === "esay" && f.jenis_file_diterima.length === 0) return PESAN_SOAL.jenisFile;
  return null;
}

const ADA_TAG = /<([a-z][a-z0-9]*)(\s[^>]*)?\/?>/i;

/** The question as HTML: kept as it is when it holds tags (an edited question); plain text
 * becomes paragraphs (blank lines) with line breaks. */
export function pertanyaanHtml(teks: string): string {
  const t = teks.trim();
  if (ADA_TAG.test(t)) return t;
  return t
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** POST and PUT body of a question (call after periksaSoal passed). */
export function bodySoal(f: FormSoal): SoalSimpan {
  return {
    jenis: f.jenis,
    pertanyaan: pertanyaanHtml(f.pertanyaan),
    pilihan: f.jenis === "pilihan" ? f.pilihan.map((p) => p.trim()) : [],
    kunci: f.jenis === "esay" ? f.kunci.trim() : f.kunci,
    jenis_file_diterima: f.jenis === "esay" ? [...f.jenis_file_diterima] : [],
    soal_files: f.soal_files.map((b) => b.url),
    kunci_files: f.jenis === "esay" ? f.kunci_files.map((b) => b.url) : [],
    gambar: f.jenis === "pilihan" ? gambarOpsi(f).map((g) => g?.url ?? null) : [],
  };
}

/** Questions across the exam (the server allows 200). */
export const jumlahSoal = (d: Pick<SoalUjianDaftar, "kelompok_soal">) => d.kelompok_soal.reduce((n, k) => n + k.soal.length, 0);
