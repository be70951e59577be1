// Rich text (task instructions, a 'Teks' activity) as the page shows it and the editor takes it.
// The server keeps it as sanitised HTML; what was saved before the editor is plain text with
// line breaks, which must stay readable: a string without any '<' is that plain text.
import { esc } from "./html";

/** Whether rich text is plain text from before the editor: no '<' at all. */
export const isiPolos = (isi: string) => !isi.includes("<");

/**
 * Rich text as HTML: HTML as it is; plain text escaped, a paragraph per block between blank
 * lines and a <br> per line break ('' when there is nothing but spaces).
 */
export function htmlIsi(isi: string): string {
  if (!isiPolos(isi)) return isi;
  return isi
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((blok) => blok.replace(/^\n+|\n+$/g, ""))
    .filter((blok) => blok.trim() !== "")
    .map((blok) => `<p>${esc(blok).replaceAll("\n", "<br>")}</p>`)
    .join("");
}
