// Pure rules of the rich-text editor: which link addresses are taken, which pasted or
// dropped images are embedded (the server keeps only data:image/png|jpeg|gif|webp;base64).

/** Largest embedded image: 650 KB (of 1,024 bytes); as base64 it stays under the server's 900,000 characters of question text. */
export const GAMBAR_MAKS_BYTE = 650 * 1024;

export const PESAN_GAMBAR_BESAR = "Ukuran gambar tidak boleh lebih dari 650 KB.";
export const PESAN_TAUTAN = "Alamat tautan harus diawali http://, https:// atau mailto:.";

/** Image types the server keeps as data URLs. */
export const JENIS_GAMBAR = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

const SKEMA_TAUTAN = /^(https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s@]+@[^\s@]+)$/i;

/** The link address trimmed when it is http(s) with a host or mailto with an address; else null. */
export function alamatTautan(masukan: string): string | null {
  const url = masukan.trim();
  if (!url || [...url].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  return SKEMA_TAUTAN.test(url) ? url : null;
}

/** Whether a file is an image the editor embeds (by its MIME type). */
export const gambarDidukung = (jenis: string) => (JENIS_GAMBAR as readonly string[]).includes(jenis.toLowerCase());

/** Whether an image of this many bytes is too large to embed. */
export const gambarTerlaluBesar = (ukuran: number) => ukuran > GAMBAR_MAKS_BYTE;

/** The files of a paste or drop that are images the editor embeds. */
export function berkasGambar(files: ArrayLike<File> | null | undefined): File[] {
  return Array.from(files ?? []).filter((f) => gambarDidukung(f.type));
}

/** The editor's HTML as the form holds it: '' for an empty document (one empty paragraph). */
export const htmlEditor = (kosong: boolean, html: string) => (kosong ? "" : html);

/** The editor's aria attributes for its field's error message (by id), when there is one. */
export const ariaEditor = (idGalat?: string | null): Record<string, string> =>
  idGalat ? { "aria-invalid": "true", "aria-describedby": idGalat } : {};
