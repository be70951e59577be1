// The checks every file input makes before anything is sent (the server checks again): the
// kind by extension, then the size (MB = 1,000,000 bytes). The words differ by widget, as the
// spec gives them, and are named here once:
// - the upload dialog (spec 1 §5, spec 2 §5): 'Ukuran file melebihi batas maksimal';
// - the task files' widget (spec 2 §5): 'File type .{ext} is not allowed', 'Maximum file size is {N} MB';
// - the content forms (spec 3 §5): 'File type .{ext} is not allowed', 'Ukuran maksimal {size}';
// - the upload box (spec 1 §5): 'Ukuran file tidak boleh lebih dari X.XX MB.'.
import { formatDesimal } from "./desimal";
import { formatUkuranFile, melebihiBatas, pesanUkuranMaksimal } from "./ukuran-file";

/** Lower-case extension without the dot; '' when the name has none. */
export function ekstensi(nama: string): string {
  const titik = nama.lastIndexOf(".");
  return titik >= 0 ? nama.slice(titik + 1).toLowerCase() : "";
}

/** The file input's accept attribute: ['zip', 'rar'] -> '.zip,.rar'. */
export const acceptDari = (daftar: readonly string[]) => daftar.map((e) => `.${e}`).join(",");

/** 10 -> '10', 2.5 -> '2,5'. */
export const mbLabel = (mb: number) => formatDesimal(mb, { maks: 2, min: 0 });

/** A limit of 0 (or none) means no limit. */
export const adaBatas = (batasMb: number | null | undefined): batasMb is number =>
  typeof batasMb === "number" && Number.isFinite(batasMb) && batasMb > 0;

export interface GayaPesan {
  jenis: (ext: string) => string;
  ukuran: (batasMb: number) => string;
}

const jenisTidakBoleh = (ext: string) => `File type .${ext} is not allowed`;

export const PESAN_BERKAS = {
  dialog: { jenis: jenisTidakBoleh, ukuran: () => "Ukuran file melebihi batas maksimal" },
  widget: { jenis: jenisTidakBoleh, ukuran: (mb) => `Maximum file size is ${mbLabel(mb)} MB` },
  konten: { jenis: jenisTidakBoleh, ukuran: (mb) => `Ukuran maksimal ${formatUkuranFile(mb * 1_000_000)}` },
  kotak: { jenis: jenisTidakBoleh, ukuran: (mb) => pesanUkuranMaksimal(mb * 1_000_000) },
} satisfies Record<string, GayaPesan>;

/** One chosen file: its kind, then its size; null when it may be uploaded. */
export function cekBerkas(
  file: { name: string; size: number },
  aturan: { ekstensi: readonly string[]; batasMb?: number | null },
  gaya: GayaPesan,
): string | null {
  const ext = ekstensi(file.name);
  if (!aturan.ekstensi.includes(ext)) return gaya.jenis(ext);
  if (adaBatas(aturan.batasMb) && melebihiBatas(file.size, aturan.batasMb * 1_000_000)) return gaya.ukuran(aturan.batasMb);
  return null;
}

/**
 * The hint under a file input: 'Jenis file yang didukung adalah {accept}, dengan maksimal
 * ukuran sebesar {N} MB', without the size part when there is no limit.
 */
export function hintUnggah(jenis: readonly string[], batasMb?: number | null): string {
  const teks = `Jenis file yang didukung adalah ${jenis.join(", ")}`;
  return adaBatas(batasMb) ? `${teks}, dengan maksimal ukuran sebesar ${mbLabel(batasMb)} MB` : teks;
}
