// Pure checks of the file widget (berkas.tsx; tested in berkas-aturan.test.ts): the kinds
// a task's attachments and hand-ins accept (or those another user of the widget passes, e.g.
// an essay answer's), the size limit per file (MB × 1,000,000 bytes) and at most five files
// (spec 2 §5 upload widget). The server checks again.
import { formatDesimal } from "../../lib/desimal";
import { melebihiBatas } from "../../lib/ukuran-file";
import { ekstensi } from "../pertemuan/aturan";

export const EKSTENSI_TUGAS = ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "zip", "rar", "png", "jpg", "jpeg"] as const;
export const MAKS_BERKAS_TUGAS = 5;

export const PESAN_JUMLAH_BERKAS = `Paling banyak ${MAKS_BERKAS_TUGAS} file.`;

/** The file input's accept attribute: '.pdf,.doc,...'. */
export const acceptDari = (ekstensi: readonly string[]) => ekstensi.map((e) => `.${e}`).join(",");
export const ACCEPT_TUGAS = acceptDari(EKSTENSI_TUGAS);

/** 10 -> '10', 2.5 -> '2,5'. */
export const mbLabel = (mb: number) => formatDesimal(mb, { maks: 2, min: 0 });

const adaBatas = (batasMb: number) => Number.isFinite(batasMb) && batasMb > 0;

/** 'Jenis file yang didukung adalah pdf, doc, ..., dengan maksimal ukuran sebesar 10 MB'. */
export function hintBerkasTugas(batasMb: number, ekstensi: readonly string[] = EKSTENSI_TUGAS): string {
  const jenis = `Jenis file yang didukung adalah ${ekstensi.join(", ")}`;
  return adaBatas(batasMb) ? `${jenis}, dengan maksimal ukuran sebesar ${mbLabel(batasMb)} MB` : jenis;
}

/** One chosen file: its kind, then its size; null when it may be uploaded. */
export function cekBerkasTugas(
  file: { name: string; size: number },
  batasMb: number,
  boleh: readonly string[] = EKSTENSI_TUGAS,
): string | null {
  const ext = ekstensi(file.name);
  if (!boleh.includes(ext)) return `File type .${ext} is not allowed`;
  if (adaBatas(batasMb) && melebihiBatas(file.size, batasMb * 1_000_000)) return `Maximum file size is ${mbLabel(batasMb)} MB`;
  return null;
}

export interface Pilahan<F> {
  /** The files to upload, in the order chosen. */
  terima: F[];
  /** One message per refused file (named when several were chosen at once), then the count. */
  galat: string[];
}

/**
 * Sorts a choice of files: each is checked (kind, size); the good ones are taken while the
 * list (`sudah`: files listed or uploading) holds fewer than five, the rest refused with
 * 'Paling banyak 5 file.' (once).
 */
export function pilahBerkas<F extends { name: string; size: number }>(
  files: readonly F[],
  sudah: number,
  batasMb: number,
  boleh: readonly string[] = EKSTENSI_TUGAS,
): Pilahan<F> {
  const terima: F[] = [];
  const galat: string[] = [];
  let penuh = false;
  for (const f of files) {
    const pesan = cekBerkasTugas(f, batasMb, boleh);
    if (pesan) {
      galat.push(files.length > 1 ? `${f.name}: ${pesan}` : pesan);
    } else if (sudah + terima.length < MAKS_BERKAS_TUGAS) {
      terima.push(f);
    } else {
      penuh = true;
    }
  }
  if (penuh) galat.push(PESAN_JUMLAH_BERKAS);
  return { terima, galat };
}

/** The widget's line for a failed upload (spec 2 §8). */
export const pesanGagalUnggah = (pesan: string) => `Unggah gagal: ${pesan}`;
