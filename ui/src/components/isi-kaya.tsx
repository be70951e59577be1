// Rich text as a card or page shows it: a task's instructions, a 'Teks' activity. The one place
// that decides how they look and that plain text from before the editor keeps its line breaks.
import { htmlIsi } from "../lib/isi-kaya";

/** The look of the other cards' HTML (forum, material, exam), without their `whitespace-pre-line`:
 * the HTML carries its own breaks, and a newline between two tags would show as an empty line. */
export const PROSE_ISI =
  "text-sm break-words text-slate-700 [&_a]:text-blue-700 [&_a]:underline [&_h1]:text-base [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5";

/** Sanitised HTML from the server (or plain text, shown with its line breaks); nothing when empty. */
export function IsiKaya({ isi }: { isi: string }) {
  const html = htmlIsi(isi);
  if (!html) return null;
  return <div className={PROSE_ISI} dangerouslySetInnerHTML={{ __html: html }} />;
}
