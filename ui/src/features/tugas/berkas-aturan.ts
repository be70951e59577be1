// Pure checks of the file widget (berkas.tsx; tested in berkas-aturan.test.ts): the kinds
// a task's attachments and hand-ins accept (or those another user of the widget passes, e.g.
// an essay answer's), the size limit per file (MB × 1,000,000 bytes) and at most five files
// (spec 2 §5 upload widget). The server checks again.
import { cekBerkas, PESAN_BERKAS } from "../../lib/berkas";

export const EKSTENSI_TUGAS = ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "zip", "rar", "png", "jpg", "jpeg"] as const;
export const MAKS_BERKAS_TUGAS = 5;

export const PESAN_JUMLAH_BERKAS = `Paling banyak ${MAKS_BERKAS_TUGAS} file.`;

/** One chosen file: its kind, then its size; null when it may be uploaded. */
export const cekBerkasTugas = (file: { name: string; size: number }, batasMb: number, boleh: readonly string[] = EKSTENSI_TUGAS) =>
  cekBerkas(file, { ekstensi: boleh, batasMb }, PESAN_BERKAS.widget);

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
