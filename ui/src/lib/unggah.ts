// Pure rules of the shared upload box (components/unggah-berkas.tsx; spec 1 §2.7, §5, §9 and
// spec 2 §5, §8, §9): which files the box takes (extension or MIME type, size), its hint, the
// icon and the shortened name of a listed file, and the words of an upload or a delete.
import { formatDesimal } from "./desimal";
import { melebihiBatas } from "./ukuran-file";

/** The upload dialog's default limit: 10240 KB, shown as 10 MB (spec 1 §5, spec 2 §9). */
export const BATAS_DEFAULT_KB = 10240;
export const BATAS_DEFAULT_MB = BATAS_DEFAULT_KB / 1024;

/** A listed file's name is shortened past this many characters (spec 2 §9). */
export const PANJANG_NAMA = 20;

export const PESAN_UNGGAH = {
  /** A file over the limit: the field is invalid and the form cannot save (spec 1 §5). */
  melebihi: "Ukuran file melebihi batas maksimal",
  gagalUnggah: (error: string) => `Gagal upload file: ${error}`,
  berhasilHapus: "Berhasil hapus file",
  gagalHapus: (error: string) => `Gagal hapus file: ${error}`,
} as const;

/** A file as these rules see it (a File, or a test's plain object). */
export interface BerkasPilihan {
  name: string;
  size: number;
  type?: string;
}

/** Lower-case extension without the dot; '' when the name has none. */
export function ekstensi(nama: string): string {
  const titik = nama.lastIndexOf(".");
  return titik >= 0 ? nama.slice(titik + 1).toLowerCase() : "";
}

/** 10 -> '10', 2.5 -> '2,5'. */
export const mbLabel = (mb: number) => formatDesimal(mb, { maks: 2, min: 0 });

/**
 * Whether a file matches an accept list as the file input reads it: '.pdf' or 'pdf' by
 * extension, 'image/*' by MIME group, 'application/pdf' by exact MIME type. An empty list
 * takes every file. A dropped file is not filtered by the chooser, so this is checked again.
 */
export function cocokAccept(file: Pick<BerkasPilihan, "name" | "type">, accept: string | readonly string[]): boolean {
  const token = (typeof accept === "string" ? accept.split(",") : accept).map((t) => t.trim().toLowerCase()).filter(Boolean);
  if (token.length === 0) return true;
  const ext = ekstensi(file.name);
  const mime = (file.type ?? "").toLowerCase();
  return token.some((t) => {
    if (t.endsWith("/*")) return mime.startsWith(t.slice(0, -1));
    if (t.includes("/")) return mime === t;
    return ext !== "" && ext === t.replace(/^\./, "");
  });
}

/** The input's accept attribute from the list the hint shows: ['pdf', 'image/*'] -> '.pdf,image/*'. */
export const acceptAtribut = (accept: readonly string[]) =>
  accept.map((t) => (t.includes("/") || t.startsWith(".") ? t : `.${t}`)).join(",");

/**
 * A limit in MB from the answer of GET /lms/pengaturan: data.pengaturan_sistem.ukuran_max_file
 * then `jalur` (e.g. ['kelas', 'banner']); `cadangan` when it is missing or not a positive number.
 */
export function batasDariPengaturan(pengaturan: unknown, jalur: readonly string[], cadangan: number): number {
  let v: unknown = pengaturan;
  for (const key of ["data", "pengaturan_sistem", "ukuran_max_file", ...jalur]) {
    v = v !== null && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined;
  }
  return typeof v === "number" && Number.isFinite(v) && v > 0 ? v : cadangan;
}

/** A limit of 0, null or none means no limit. */
const adaBatas = (batasMb: number | null | undefined): batasMb is number =>
  typeof batasMb === "number" && Number.isFinite(batasMb) && batasMb > 0;

/** True when the file is larger than the limit (MB = 1,000,000 bytes). */
export const melebihiUkuran = (file: Pick<BerkasPilihan, "size">, batasMb: number | null | undefined) =>
  adaBatas(batasMb) && melebihiBatas(file.size, batasMb * 1_000_000);

/** Why the box refuses a file ('jenis' before 'ukuran'), or null when it takes it. */
export function periksaUnggah(
  file: BerkasPilihan,
  aturan: { accept: readonly string[]; batasMb?: number | null },
): "jenis" | "ukuran" | null {
  if (!cocokAccept(file, aturan.accept)) return "jenis";
  return melebihiUkuran(file, aturan.batasMb) ? "ukuran" : null;
}

/**
 * The hint under the box (spec 1 §5): 'Jenis file yang didukung adalah {accept}, dengan
 * maksimal ukuran sebesar {N} MB', or 'Maksimal ukuran file adalah {N} MB' when every kind
 * is taken; without a limit only the kinds ('' when neither is known).
 */
export function hintUnggah(accept: readonly string[], batasMb?: number | null): string {
  const jenis = accept.length > 0 ? `Jenis file yang didukung adalah ${accept.join(", ")}` : "";
  if (!adaBatas(batasMb)) return jenis;
  return jenis ? `${jenis}, dengan maksimal ukuran sebesar ${mbLabel(batasMb)} MB` : `Maksimal ukuran file adalah ${mbLabel(batasMb)} MB`;
}

/** The file-type icons of spec 1 §9 (docx, xlsx, pptx, pdf, zip, images), and one for the rest. */
export type JenisIkon = "docx" | "xlsx" | "pptx" | "pdf" | "zip" | "gambar" | "lain";

const IKON_EKSTENSI: Record<string, JenisIkon> = {
  doc: "docx",
  docx: "docx",
  odt: "docx",
  rtf: "docx",
  xls: "xlsx",
  xlsx: "xlsx",
  ods: "xlsx",
  csv: "xlsx",
  ppt: "pptx",
  pptx: "pptx",
  odp: "pptx",
  pdf: "pdf",
  zip: "zip",
  rar: "zip",
  "7z": "zip",
  gz: "zip",
  tar: "zip",
  png: "gambar",
  jpg: "gambar",
  jpeg: "gambar",
  gif: "gambar",
  webp: "gambar",
  bmp: "gambar",
  svg: "gambar",
};

const IKON_MIME: [RegExp, JenisIkon][] = [
  [/^image\//, "gambar"],
  [/^application\/pdf$/, "pdf"],
  [/(zip|rar|7z|compressed|tar)/, "zip"],
  [/(wordprocessing|msword|opendocument\.text)/, "docx"],
  [/(spreadsheet|ms-excel|text\/csv)/, "xlsx"],
  [/(presentation|ms-powerpoint)/, "pptx"],
];

/** The icon of a file: by its extension, else by its MIME type, else 'lain'. */
export function ikonBerkas(nama: string, mime?: string | null): JenisIkon {
  const dariEkstensi = IKON_EKSTENSI[ekstensi(nama)];
  if (dariEkstensi) return dariEkstensi;
  const m = (mime ?? "").toLowerCase();
  return IKON_MIME.find(([pola]) => pola.test(m))?.[1] ?? "lain";
}

/**
 * A name longer than `maks` characters shortened in the middle, keeping its start, its end
 * and the extension: 'Laporan Praktikum Akhir.pdf' -> 'Laporan…m Akhir.pdf'. The ellipsis
 * counts as one character; the result is never longer than `maks`.
 */
export function singkatTengah(nama: string, maks = PANJANG_NAMA): string {
  const huruf = Array.from(nama);
  if (huruf.length <= maks) return nama;
  const titik = nama.lastIndexOf(".");
  const ext = titik > 0 ? Array.from(nama.slice(titik)) : [];
  // An extension longer than half the room is no extension worth keeping whole.
  const akhiran = ext.length > 1 && ext.length <= maks / 2 ? ext : [];
  const dasar = huruf.slice(0, huruf.length - akhiran.length);
  const ruang = Math.max(1, maks - akhiran.length - 1);
  const depan = Math.ceil(ruang / 2);
  const belakang = ruang - depan;
  // Spaces next to the ellipsis are dropped: 'Laporan…m Akhir.pdf', not 'Laporan …m Akhir.pdf'.
  const kepala = dasar.slice(0, depan).join("").trimEnd();
  const ekor = belakang > 0 ? dasar.slice(-belakang).join("").trimStart() : "";
  return `${kepala}…${ekor}${akhiran.join("")}`;
}

/** What a drop hands over: every file, or the first when the box takes one. */
export const pilihanDrop = <F>(files: readonly F[], multiple: boolean): F[] => (multiple ? [...files] : files.slice(0, 1));
