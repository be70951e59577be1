// Default layout: sidebar (lg and up, 260 px), header with title, user name and menu;
// below 1024 px a hamburger opens the sidebar full screen.
import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useLastActive } from "../../app/last-active";
import { usePage } from "../../app/page-context";
import { Sidebar } from "./sidebar";
import { ActingBanner } from "./akun-lain";
import { UserMenu } from "./user-menu";

export function DefaultLayout({ title, children }: { title?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { user } = usePage();
  useLastActive(Boolean(user));

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [open]);

  return (
    <div className="min-h-screen bg-slate-50 lg:pl-[260px]">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-[260px] border-r border-slate-200 lg:block">
        <Sidebar />
      </aside>
      {open && (
        <div className="fixed inset-0 z-50 bg-white lg:hidden" role="dialog" aria-modal="true" aria-label="Menu">
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label="Tutup menu"
            className="absolute top-3 right-3 z-10 rounded-md p-2 text-2xl leading-none text-slate-600 hover:bg-slate-100"
          >
            ×
          </button>
          <Sidebar onNavigate={() => setOpen(false)} />
        </div>
      )}
      <ActingBanner />
      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-4">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Buka menu"
          aria-expanded={open}
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="size-5" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold text-slate-800">{title}</h1>
        <UserMenu />
      </header>
      <main className="mx-auto max-w-[1536px] p-3 sm:p-4 lg:p-6">{children}</main>
    </div>
  );
}
