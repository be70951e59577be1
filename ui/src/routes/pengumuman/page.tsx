// Announcements (/pengumuman) and news links (/berita/{id}): the list (title and date) beside
// the selected item in full. Each item links to /berita/{id}; the older ?index=N (0-based)
// still selects by position; default the first. On phones the list shows alone; choosing an
// item shows it alone, with a link back to the list.
import { useLocation } from "react-router";
import { Link } from "../../app/link";
import { usePageData } from "../../app/page-context";
import { getQuery } from "../../app/query";
import { DataKosong } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";
import { formatTanggal } from "../../lib/tanggal";

export const title = "Pengumuman";

/** The selected position: ?index when it is a whole number inside the list, else 0. */
export function pilihIndex(raw: string | null | undefined, n: number): number {
  if (raw == null || !/^\d+$/.test(raw.trim())) return 0;
  const i = Number(raw.trim());
  return i < n ? i : 0;
}

/** Plain-text body split on blank lines; single line breaks stay inside a paragraph. */
export function paragraf(isi: string | null | undefined): string[] {
  return (isi ?? "")
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The position of the item a news link opened, else of ?index. */
export function pilihItem(items: readonly { id: number }[], idDipilih: number | null | undefined, rawIndex: string | null): number {
  const i = idDipilih == null ? -1 : items.findIndex((p) => p.id === idDipilih);
  return i >= 0 ? i : pilihIndex(rawIndex, items.length);
}

export const hrefBerita = (id: number) => `/berita/${id}`;

export default function Page() {
  const { data, app } = usePageData("pengumuman");
  const { search } = useLocation();
  const items = data?.items ?? [];
  const raw = getQuery(search, "index");
  const dipilih = pilihItem(items, data?.id_dipilih, raw);
  // On phones an opened item (/berita/{id} or ?index) shows instead of the list.
  const tampilIsi = raw !== null || data?.id_dipilih != null;
  const item = items[dipilih];
  return (
    <>
      <PageHeader crumbs={[{ label: "Pengumuman" }]} />
      {!item ? (
        <DataKosong pesan="Belum ada pengumuman." className="kartu p-8" />
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:grid-cols-[22rem_minmax(0,1fr)]">
          <nav aria-label="Daftar pengumuman" className={`kartu overflow-hidden ${tampilIsi ? "hidden md:block" : ""}`}>
            <ul className="divide-y divide-slate-100">
              {items.map((p, i) => {
                const aktif = i === dipilih;
                return (
                  <li key={p.id}>
                    <Link
                      to={hrefBerita(p.id)}
                      aria-current={aktif ? "page" : undefined}
                      className={`block px-4 py-3 hover:bg-slate-50 ${aktif ? "md:border-l-4 md:border-blue-700 md:bg-blue-50" : ""}`}
                    >
                      <span className="block font-medium break-words text-slate-900">{p.judul}</span>
                      <span className="mt-0.5 block text-xs text-slate-600">{formatTanggal(p.tanggalPublish, app.time_zone)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <article aria-labelledby="pengumuman-judul" className={`kartu min-w-0 p-4 sm:p-6 ${tampilIsi ? "" : "hidden md:block"}`}>
            <Link to="/pengumuman" className="mb-3 inline-flex items-center gap-1 text-sm text-blue-700 hover:underline md:hidden">
              <span aria-hidden="true">←</span> Kembali
            </Link>
            <h2 id="pengumuman-judul" className="text-lg font-semibold break-words text-slate-900">
              {item.judul}
            </h2>
            <p className="mt-1 text-sm text-slate-500">
              {`${formatTanggal(item.tanggalPublish, app.time_zone)} · ${item.pembuat?.nama || "-"}`}
            </p>
            <div className="mt-4 space-y-3 text-sm leading-relaxed break-words text-slate-700">
              {paragraf(item.isi).map((t, i) => (
                <p key={i} className="whitespace-pre-line">
                  {t}
                </p>
              ))}
            </div>
          </article>
        </div>
      )}
    </>
  );
}
