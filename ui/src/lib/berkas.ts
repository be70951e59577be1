// The checks every file input makes before anything is sent (the server checks again): the
// kind by extension, then the size (MB = 1,000,000 bytes). The words differ by widget, as the
// spec gives them, and are named here once:
// - the upload dialog (spec 1 §5, spec 2 §5): 'Ukuran file melebihi batas maksimal';
// - the task files' widget (spec 2 §5): 'File type .{ext} is not allowed', 'Maximum file size is {N} MB';
// - the content forms (spec 3 §5): 'File type .{ext} is not allowed', 'Ukuran maksimal {size}';
// - the upload box (spec 1 §5): 'Ukuran file tidak boleh lebih dari X.XX MB.'.
// The upload box's own rules (accept matching, hint, icons) are in ./unggah.
import { formatUkuranFile, pesanUkuranMaksimal } from "./ukuran-file";
import { cocokAccept, ekstensi, mbLabel, melebihiUkuran, PESAN_UNGGAH } from "./unggah";

export { ekstensi, hintUnggah, mbLabel } from "./unggah";

/** The file input's accept attribute: ['zip', 'rar'] -> '.zip,.rar'. */
export const acceptDari = (daftar: readonly string[]) => daftar.map((e) => `.${e}`).join(",");

/** A limit of 0 (or none) means no limit. */
export const adaBatas = (batasMb: number | null | undefined): batasMb is number =>
  typeof batasMb === "number" && Number.isFinite(batasMb) && batasMb > 0;

export interface GayaPesan {
  jenis: (ext: string) => string;
  ukuran: (batasMb: number) => string;
}

const jenisTidakBoleh = (ext: string) => `File type .${ext} is not allowed`;

export const PESAN_BERKAS = {
  dialog: { jenis: jenisTidakBoleh, ukuran: () => PESAN_UNGGAH.melebihi },
  widget: { jenis: jenisTidakBoleh, ukuran: (mb) => `Maximum file size is ${mbLabel(mb)} MB` },
  konten: { jenis: jenisTidakBoleh, ukuran: (mb) => `Ukuran maksimal ${formatUkuranFile(mb * 1_000_000)}` },
  kotak: { jenis: jenisTidakBoleh, ukuran: (mb) => pesanUkuranMaksimal(mb * 1_000_000) },
} satisfies Record<string, GayaPesan>;

/** One chosen file: its kind (extension, or MIME type for entries such as 'image/*'), then its
 * size; null when it may be uploaded. */
export function cekBerkas(
  file: { name: string; size: number; type?: string },
  aturan: { ekstensi: readonly string[]; batasMb?: number | null },
  gaya: GayaPesan,
): string | null {
  // An empty list takes nothing here (an upload box without a list takes everything).
  if (aturan.ekstensi.length === 0 || !cocokAccept(file, aturan.ekstensi)) return gaya.jenis(ekstensi(file.name));
  if (adaBatas(aturan.batasMb) && melebihiUkuran(file, aturan.batasMb)) return gaya.ukuran(aturan.batasMb);
  return null;
}
