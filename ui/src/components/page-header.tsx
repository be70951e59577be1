// Page header: breadcrumb (home link to /beranda; on phones the crumbs before the last link
// fold into '…') and the server clock.
import type { ReactNode } from "react";
import { Link } from "../app/link";
import { Jam } from "./jam";

export interface Crumb {
  label: string;
  to?: string;
}

/** A crumb's list item by its distance from the last: the last, the one before, the others. */
const KELAS_CRUMB = ["flex", "flex min-w-0 max-sm:max-w-[70%]", "hidden sm:flex"];

export function PageHeader({ crumbs, children, jam = true }: { crumbs: Crumb[]; children?: ReactNode; jam?: boolean }) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 max-sm:w-full">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-500">
            <li>
              <Link
                to="/beranda"
                className="inline-flex items-center justify-center hover:text-blue-700 sentuh:min-h-11 sentuh:min-w-11"
                aria-label="Beranda"
              >
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
                  <path d="M10.7 2.3a1 1 0 0 0-1.4 0l-7 7A1 1 0 0 0 3 11h1v6a1 1 0 0 0 1 1h3v-4h4v4h3a1 1 0 0 0 1-1v-6h1a1 1 0 0 0 .7-1.7l-7-7Z" />
                </svg>
              </Link>
            </li>
            {crumbs.length > 2 && (
              <li aria-hidden="true" className="flex items-center gap-1.5 sm:hidden">
                <span>/</span>
                <span>…</span>
              </li>
            )}
            {crumbs.map((c, i) => (
              // On a phone the crumbs before the way one step back fold into '…', and that link is
              // cut short to share the home link's row: 44 px tall links would fill the screen.
              <li key={i} className={`items-center gap-1.5 ${KELAS_CRUMB[Math.min(crumbs.length - 1 - i, 2)]}`}>
                <span aria-hidden="true">/</span>
                {c.to && i < crumbs.length - 1 ? (
                  <Link
                    to={c.to}
                    className="inline-flex min-w-0 items-center justify-center hover:text-blue-700 sentuh:min-h-11 sentuh:min-w-11"
                  >
                    <span className="truncate">{c.label}</span>
                  </Link>
                ) : (
                  <span className="font-medium text-slate-700" aria-current={i === crumbs.length - 1 ? "page" : undefined}>
                    {c.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {children}
      </div>
      {jam && <Jam />}
    </div>
  );
}
