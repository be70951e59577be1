// The shell of the signed-in layouts: the sidebar column (lg and up; 260 px wide or 72 px
// compact, see sidebarLebar), below 1024 px a hamburger opening the sidebar full screen,
// the acting banner and the sticky header with the title and the user menu. `samping`
// is a column right of the page (the context layout's discussion).
import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useLastActive } from "../../app/last-active";
import { usePage } from "../../app/page-context";
import type { LayoutName } from "../../app/route-types";
import { ActingBanner } from "./akun-lain";
import { useLayarPenuh } from "./layar-penuh";
import { sidebarLebar } from "./menu";
import { Sidebar } from "./sidebar";
import { UserMenu } from "./user-menu";

export interface KerangkaProps {
  title?: string;
  layout: LayoutName;
  samping?: ReactNode;
  /** The breakpoint from which `samping` is a column beside the page. */
  sampingDari?: "lg" | "xl";
  /** Extra classes of <main>. */
  kelasMain?: string;
  children: ReactNode;
}

export function Kerangka({ title, layout, samping, sampingDari = "lg", kelasMain = "", children }: KerangkaProps) {
  const { user, page } = usePage();
  const sidebar = useLebarSidebar(layout, page);
  useLastActive(Boolean(user));
  return (
    <div className={`min-h-screen bg-slate-50 ${sidebar.lebar ? "lg:pl-[260px]" : "lg:pl-[72px]"}`}>
      <aside
        className={`fixed inset-y-0 left-0 z-30 hidden border-r border-slate-200 lg:block ${sidebar.lebar ? "w-[260px]" : "w-[72px]"}`}
      >
        <Sidebar ringkas={!sidebar.lebar} onUbahLebar={sidebar.ubah} />
      </aside>
      <ActingBanner />
      <Header title={title} />
      <div className={samping ? (sampingDari === "xl" ? "xl:flex" : "lg:flex") : undefined}>
        <main className={`mx-auto w-full max-w-[1536px] min-w-0 p-3 sm:p-4 lg:p-6 ${kelasMain}`.trim()}>{children}</main>
        {samping}
      </div>
    </div>
  );
}

/** The layout's width until the user toggles it; the toggle holds until the page name changes. */
function useLebarSidebar(layout: LayoutName, page: string): { lebar: boolean; ubah: () => void } {
  const [pilihan, setPilihan] = useState<{ page: string; lebar: boolean } | null>(null);
  const lebar = pilihan?.page === page ? pilihan.lebar : sidebarLebar(layout, page);
  return { lebar, ubah: () => setPilihan({ page, lebar: !lebar }) };
}

/** The menu panel's id: before scripts run, the hamburger is a link to it and CSS `:target` shows it. */
const ID_MENU = "menu";

/** Drops the '#menu' a tap made before the scripts arrived, so the panel closes for good. */
function hapusTandaMenu() {
  if (window.location.hash === `#${ID_MENU}`)
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}

function Header({ title }: { title?: string }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const tutup = () => {
    hapusTandaMenu();
    setOpen(false);
  };
  useLayarPenuh(open, tutup);
  return (
    <>
      {/* Always in the page (hidden) so that, on a slow network before the scripts run, the
          hamburger's '#menu' link opens it through :target; afterwards the state does. */}
      <div
        id={ID_MENU}
        className={`fixed inset-0 z-50 bg-white lg:hidden ${open ? "block" : "hidden target:block"}`}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
      >
        <a
          href="#"
          onClick={(e) => {
            e.preventDefault();
            tutup();
          }}
          role="button"
          aria-label="Tutup menu"
          className="absolute top-2 right-2 z-10 inline-flex size-11 items-center justify-center rounded-md text-2xl leading-none text-slate-600 hover:bg-slate-100"
        >
          ×
        </a>
        <Sidebar onNavigate={tutup} />
      </div>
      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-4">
        <a
          href={`#${ID_MENU}`}
          role="button"
          onClick={(e) => {
            e.preventDefault();
            setOpen(true);
          }}
          aria-label="Buka menu"
          aria-expanded={open}
          className="-ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            className="size-5"
            aria-hidden="true"
          >
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </a>
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold text-slate-800">{title}</h1>
        <UserMenu />
      </header>
    </>
  );
}
