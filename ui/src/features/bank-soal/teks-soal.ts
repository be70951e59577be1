// A question's HTML as plain text (tested in teks-soal.test.ts): what 'Cari soal' matches and
// what the copy table's excerpt shows. Written without the DOM: the server renders too.

const ENTITAS: Record<string, string> = { nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function uraiEntitas(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (asli, nama: string) => {
    if (nama[0] === "#") {
      const kode = nama[1] === "x" || nama[1] === "X" ? parseInt(nama.slice(2), 16) : Number(nama.slice(1));
      return Number.isFinite(kode) && kode > 0 && kode <= 0x10ffff ? String.fromCodePoint(kode) : asli;
    }
    return ENTITAS[nama.toLowerCase()] ?? asli;
  });
}

/** Block ends become spaces so that words of two paragraphs do not run together. */
const AKHIR_BLOK = /<\/(?:p|div|li|h[1-6]|td|th|tr|blockquote)\s*>|<br\s*\/?>/gi;

/** The text a reader sees: tags gone, entities decoded, white space collapsed. */
export function teksPolos(html: string): string {
  return uraiEntitas(html.replace(AKHIR_BLOK, " ").replace(/<[^>]*>?/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

/** 'Cari soal': the questions whose text contains the search, ignoring case; all when empty. */
export function saringSoal<T extends { pertanyaan: string }>(soal: readonly T[], cari: string): T[] {
  const q = cari.trim().toLocaleLowerCase("id");
  if (!q) return [...soal];
  return soal.filter((s) => teksPolos(s.pertanyaan).toLocaleLowerCase("id").includes(q));
}

export const CUPLIKAN_MAKS = 120;

/** The first paragraph's text (the first block with any text), cut at `maks` characters. */
export function cuplikan(html: string, maks = CUPLIKAN_MAKS): string {
  const pertama =
    html
      .split(AKHIR_BLOK)
      .map((b) => (b ? teksPolos(b) : ""))
      .find(Boolean) ?? "";
  const huruf = [...pertama];
  return huruf.length > maks
    ? `${huruf
        .slice(0, maks - 1)
        .join("")
        .trimEnd()}…`
    : pertama;
}
