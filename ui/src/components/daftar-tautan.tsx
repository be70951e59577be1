// A list of links, each a bold first line and small lines under it (styles/app.css
// .daftar-tautan): the dashboard's deadlines and announcements. Drawn as one string of plain
// links that one click handler follows, as the class cards are: a list of links has no
// behaviour of its own, and each React element costs the server's engine tens of µs.
import { useNavClick } from "../app/page-context";
import { esc } from "../lib/html";

export interface Tautan {
  to: string;
  judul: string;
  /** The lines under the title; `angka` for figures that should line up (tabular digits). */
  baris: { teks: string; angka?: boolean }[];
}

export function daftarTautanHtml(items: Tautan[]): string {
  return items
    .map(
      (t) =>
        `<li><a href="${esc(t.to)}" data-nav=""><span class="judul">${esc(t.judul)}</span>` +
        t.baris.map((b) => `<span${b.angka ? ' class="tabular-nums"' : ""}>${esc(b.teks)}</span>`).join("") +
        "</a></li>",
    )
    .join("");
}

export function DaftarTautan({ items }: { items: Tautan[] }) {
  const navClick = useNavClick();
  return <ul className="daftar-tautan" onClick={navClick} dangerouslySetInnerHTML={{ __html: daftarTautanHtml(items) }} />;
}
