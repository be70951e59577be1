// Full pagination: 'Total N data', page-size select and at most 3 page links around the
// current page, plus previous/next. Links only change page/per_page of the current URL,
// so they work without JavaScript; with it they navigate client-side.
import { useLocation } from "react-router";
import { Link } from "../app/link";
import type { ListMeta } from "../api/types";
import { useNavigatePage } from "../app/page-context";
import { parseQuery, withQuery } from "../app/query";

export function totalHalaman(total: number, perPage: number): number {
  if (!(perPage > 0) || !(total > 0)) return 1;
  return Math.ceil(total / perPage);
}

/** Up to `max` page numbers centred on `page` and kept inside 1..total. */
export function jendelaHalaman(page: number, total: number, max = 3): number[] {
  const last = Math.max(1, Math.floor(total));
  const cur = Math.min(Math.max(1, Math.floor(page) || 1), last);
  const n = Math.min(max, last);
  const start = Math.min(Math.max(1, cur - Math.floor((n - 1) / 2)), last - n + 1);
  return Array.from({ length: n }, (_, i) => start + i);
}

export interface PaginationProps {
  meta: ListMeta;
  options?: number[];
}

const LINK = "inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 text-sm sentuh:h-11 sentuh:min-w-11";
const BIASA = `${LINK} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
const AKTIF = `${LINK} border-blue-700 bg-blue-700 font-semibold text-white`;
const MATI = `${LINK} border-slate-200 bg-slate-50 text-slate-300`;

export function Pagination({ meta, options = [5, 10, 15, 20] }: PaginationProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigatePage();
  const pages = totalHalaman(meta.total_items, meta.per_page);
  const page = Math.min(Math.max(1, meta.page), pages);
  const href = (p: number) => pathname + withQuery(search, { page: p });
  const keep = parseQuery(search).filter(([k]) => k !== "page" && k !== "per_page");
  const opts = options.includes(meta.per_page) ? options : [...options, meta.per_page].sort((a, b) => a - b);

  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <div className="flex items-center gap-3">
        <span>{`Total ${meta.total_items} data`}</span>
        <form method="get" action={pathname} className="flex items-center gap-2">
          {keep.map(([k, v], i) => (
            <input key={i} type="hidden" name={k} value={v} />
          ))}
          <label htmlFor="per-page" className="sr-only">
            Data per halaman
          </label>
          <select
            key={meta.per_page}
            id="per-page"
            name="per_page"
            defaultValue={String(meta.per_page)}
            onChange={(e) => navigate(pathname + withQuery(search, { per_page: e.target.value, page: null }))}
            className="h-8 rounded-md border border-slate-300 bg-white px-2"
          >
            {opts.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="tombol-garis h-8">
              Terapkan
            </button>
          </noscript>
        </form>
      </div>
      <nav aria-label="Halaman" className="flex items-center gap-1">
        {page > 1 ? (
          <Link to={href(page - 1)} className={BIASA} aria-label="Sebelumnya">
            ‹
          </Link>
        ) : (
          <span className={MATI} aria-hidden="true">
            ‹
          </span>
        )}
        {jendelaHalaman(page, pages).map((p) => (
          <Link key={p} to={href(p)} className={p === page ? AKTIF : BIASA} aria-current={p === page ? "page" : undefined}>
            {p}
          </Link>
        ))}
        {page < pages ? (
          <Link to={href(page + 1)} className={BIASA} aria-label="Berikutnya">
            ›
          </Link>
        ) : (
          <span className={MATI} aria-hidden="true">
            ›
          </span>
        )}
      </nav>
    </div>
  );
}
