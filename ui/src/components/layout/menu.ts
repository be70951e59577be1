// Sidebar entries per role, the active-entry rule (path prefix), the sidebar width rule and the
// menu's markup, built once per menu and reused for every user who sees the same one.
import type { Modul, Role } from "../../api/types";
import { level, type PetaHak } from "../../lib/hak-akses";
import { esc } from "../../lib/html";
import type { LayoutName } from "../../app/route-types";

export interface MenuItem {
  label: string;
  to: string;
  /** Other path prefixes that belong to this entry. */
  also?: string[];
  /** Roles that see the entry; all roles when absent. */
  roles?: Role[];
  /** Operators see the entry only with read on this module (the rule its page follows). */
  modul?: Modul;
  /** ... or with write on it, where the page asks for write. */
  tulis?: boolean;
  /** Where the entry leads for some roles, instead of `to`. */
  toPerRole?: Partial<Record<Role, string>>;
  icon: string;
}

const STAF: Role[] = ["dosen", "operator"];
const SEMUA: Role[] = ["mahasiswa", ...STAF];

export const MENU: MenuItem[] = [
  { label: "Beranda", to: "/beranda", icon: "M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9" },
  { label: "Kelas", to: "/kelas", also: ["/pertemuan"], modul: "kelas_kuliah", icon: "M4 5h16v11H4zM8 20h8M12 16v4" },
  // Lecturers: their classes' lists; operators their own list (spec 2 §2); students their own
  // attendance (issue 37 §3).
  {
    label: "Kehadiran",
    to: "/kehadiran",
    toPerRole: { operator: "/kehadiran-peserta", mahasiswa: "/kehadiran-saya" },
    also: ["/kehadiran-peserta"],
    roles: SEMUA,
    modul: "kelas_kuliah",
    icon: "M9 11l2 2 4-4M5 4h14v16H5z",
  },
  // The grade list and recaps for those who grade (spec 2 §2); students their own published grades.
  {
    label: "Nilai",
    to: "/nilai",
    toPerRole: { mahasiswa: "/nilai-saya" },
    roles: SEMUA,
    modul: "kelas_kuliah",
    icon: "M5 20V10M12 20V4M19 20v-7",
  },
  {
    label: "Bank Soal",
    to: "/bank-soal",
    roles: STAF,
    modul: "bank_soal",
    icon: "M4 6c3-2 5-2 8 0v14c-3-2-5-2-8 0zM12 6c3-2 5-2 8 0v14c-3-2-5-2-8 0",
  },
  {
    label: "Pengaturan",
    to: "/pengaturan",
    roles: STAF,
    modul: "data_sistem",
    icon: "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2",
  },
  {
    label: "Konfigurasi",
    to: "/konfigurasi",
    roles: ["operator"],
    modul: "konfigurasi",
    icon: "M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4",
  },
  {
    label: "Operator LMS",
    to: "/operator",
    roles: ["operator"],
    modul: "data_sistem",
    icon: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 11-3.3M17 14l1.5 1.5L21 13M16 20h6",
  },
  {
    label: "Impor Data Akademik",
    to: "/impor-akademik",
    roles: ["operator"],
    modul: "data_master",
    tulis: true,
    icon: "M12 3v12M7 10l5 5 5-5M4 17v3h16v-3",
  },
  {
    label: "Bantuan",
    to: "/bantuan",
    icon: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h0",
  },
];

/** Whether an operator holding `hak` may open the entry's page (the server's rule for it). */
const bolehModul = (m: MenuItem, role: Role | null | undefined, hak: PetaHak | undefined) =>
  role !== "operator" || !m.modul || !hak || level(hak[m.modul]) === "write" || (!m.tulis && level(hak[m.modul]) !== "no_access");

/**
 * The entries a role sees, each with the address it leads to for that role; given the
 * operator's rights, only the entries whose pages they may open.
 */
export function menuUntuk(role: Role | null | undefined, hak?: PetaHak): MenuItem[] {
  return MENU.filter((m) => (!m.roles || (role != null && m.roles.includes(role))) && bolehModul(m, role, hak)).map((m) => {
    const to = role != null ? m.toPerRole?.[role] : undefined;
    return to && to !== m.to ? { ...m, to, also: [m.to, ...(m.also ?? []).filter((p) => p !== to)] } : m;
  });
}

function cocok(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix + "/");
}

export function isAktif(pathname: string, item: MenuItem): boolean {
  return cocok(pathname, item.to) || (item.also ?? []).some((p) => cocok(pathname, p));
}

export const ROLE_LABEL: Record<Role, string> = {
  mahasiswa: "Mahasiswa",
  dosen: "Dosen",
  operator: "Operator",
};

/** Context-layout pages that keep the wide sidebar (spec: route names penilaian, rekap-penilaian). */
export const HALAMAN_SIDEBAR_LEBAR = ["penilaian", "rekap_penilaian"];

/** The desktop sidebar's initial width: wide, except compact on context-layout pages not listed above. */
export function sidebarLebar(layout: LayoutName, page: string): boolean {
  return layout !== "context" || HALAMAN_SIDEBAR_LEBAR.includes(page);
}

/** A menu entry's icon: one path on a 24 px grid (as the width button's `Ikon`). */
const ikonHtml = (d: string) =>
  `<svg viewBox="0 0 24 24" class="ikon size-5 shrink-0" aria-hidden="true"><path d="${esc(d)}"></path></svg>`;

function entriHtml(m: MenuItem, aktif: boolean, ringkas: boolean): string {
  return (
    `<li${ringkas ? ` title="${esc(m.label)}"` : ""}>` +
    `<a${aktif ? ' aria-current="page"' : ""} class="${ringkas ? "menu-item justify-center px-2" : "menu-item"}" href="${esc(m.to)}" data-nav="">` +
    `${ikonHtml(m.icon)}<span${ringkas ? ' class="sr-only"' : ""}>${esc(m.label)}</span></a></li>`
  );
}

/** Built menus by entries, active entry and width: a handful per role, so the bound is generous. */
const MENU_HTML = new Map<string, string>();
const MENU_HTML_MAKS = 128;

/**
 * The menu list's markup (`<ul>` of links with `data-nav`, for `useNavClick`). It depends only on
 * the entries, the active one and the width — not on who is signed in — so the server's render
 * (and the browser's) builds it once per combination and reuses it for every user and page
 * after: on the server the sidebar is drawn twice per page (desktop and the phone's panel), and
 * as React elements it was one of the largest fixed costs of a render in QuickJS (issue 17).
 */
export function menuHtml(items: MenuItem[], pathname: string, ringkas: boolean): string {
  const aktif = items.findIndex((m) => isAktif(pathname, m));
  const kunci = `${ringkas ? "r" : "l"}${aktif} ${items.map((m) => m.to).join(" ")}`;
  let html = MENU_HTML.get(kunci);
  if (html === undefined) {
    html = `<ul class="space-y-1">${items.map((m, i) => entriHtml(m, i === aktif, ringkas)).join("")}</ul>`;
    if (MENU_HTML.size >= MENU_HTML_MAKS) MENU_HTML.clear();
    MENU_HTML.set(kunci, html);
  }
  return html;
}
