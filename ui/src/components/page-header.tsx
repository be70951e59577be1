// Page header: breadcrumb (home link to /beranda) and the server clock.
import type { ReactNode } from "react";
import { Link } from "../app/link";
import { Jam } from "./jam";

export interface Crumb {
  label: string;
  to?: string;
}

export function PageHeader({ crumbs, children, jam = true }: { crumbs: Crumb[]; children?: ReactNode; jam?: boolean }) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-500">
            <li>
              <Link to="/beranda" className="hover:text-blue-700" aria-label="Beranda">
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
                  <path d="M10.7 2.3a1 1 0 0 0-1.4 0l-7 7A1 1 0 0 0 3 11h1v6a1 1 0 0 0 1 1h3v-4h4v4h3a1 1 0 0 0 1-1v-6h1a1 1 0 0 0 .7-1.7l-7-7Z" />
                </svg>
              </Link>
            </li>
            {crumbs.map((c, i) => (
              <li key={i} className="flex items-center gap-1.5">
                <span aria-hidden="true">/</span>
                {c.to && i < crumbs.length - 1 ? (
                  <Link to={c.to} className="hover:text-blue-700">
                    {c.label}
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
