// Sidebar: university logo and name, user card, 'Periode ...' tag and the menu of the role;
// compact (icons only, each with its label for screen readers and as a tooltip) on request.
// The menu is markup shared by every user with the same menu (`menuHtml`); its links navigate
// through one click handler.
import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import type { UserInfo } from "../../api/types";
import { useNavClick, usePage } from "../../app/page-context";
import { inisial } from "../../lib/nama";
import { Avatar } from "../avatar-stack";
import { menuHtml, menuUntuk, ROLE_LABEL } from "./menu";

export function Logo({ size = "size-10" }: { size?: string }) {
  const { app } = usePage();
  if (app.logo_url) return <img src={app.logo_url} alt={`Logo ${app.nama}`} className={`${size} shrink-0 object-contain`} />;
  return (
    <span
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-lg bg-blue-700 text-sm font-bold text-white`}
      aria-hidden="true"
    >
      {inisial(app.nama) || "U"}
    </span>
  );
}

export interface SidebarProps {
  onNavigate?: () => void;
  /** Compact (72 px): icons only, the logo and the user's avatar. */
  ringkas?: boolean;
  /** Shows the widen/narrow button at the bottom (the desktop sidebar). */
  onUbahLebar?: () => void;
}

export function Sidebar({ onNavigate, ringkas = false, onUbahLebar }: SidebarProps) {
  const { app, user } = usePage();
  const { pathname } = useLocation();
  const navClick = useNavClick();
  const klik = (e: MouseEvent) => {
    navClick(e);
    if (e.defaultPrevented) onNavigate?.();
  };
  return (
    <div className="flex h-full flex-col bg-white">
      <div className={`flex items-center gap-3 border-b border-slate-200 py-4 ${ringkas ? "justify-center px-2" : "px-4"}`}>
        <Logo />
        {!ringkas && <span className="text-sm leading-snug font-semibold text-slate-800">{app.nama}</span>}
      </div>
      {user &&
        (ringkas ? (
          <div className="flex justify-center py-3">
            <Avatar nama={user.nama} src={user.avatar_url} size="size-10 text-sm" />
          </div>
        ) : (
          <KartuPengguna user={user} periode={app.periode?.label} />
        ))}
      <nav
        aria-label="Menu utama"
        className={`flex-1 overflow-y-auto pb-4 ${ringkas ? "px-2" : "px-3"}`}
        onClick={klik}
        dangerouslySetInnerHTML={{ __html: menuHtml(menuUntuk(user?.role, user?.permission), pathname, ringkas) }}
      />
      {onUbahLebar && <TombolLebar ringkas={ringkas} onClick={onUbahLebar} />}
    </div>
  );
}

function Ikon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="ikon size-5 shrink-0" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

function KartuPengguna({ user, periode }: { user: UserInfo; periode?: string }) {
  return (
    <div className="m-3 rounded-lg bg-slate-50 p-3">
      <div className="flex items-center gap-3">
        <Avatar nama={user.nama} src={user.avatar_url} size="size-10 text-sm" />
        <div className="min-w-0">
          <div className="truncate text-sm font-semibold text-slate-800">{user.nama}</div>
          <div className="text-xs text-slate-500">{ROLE_LABEL[user.role] ?? user.role}</div>
        </div>
      </div>
      {periode && (
        <span className="mt-2 inline-block rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800">{`Periode ${periode}`}</span>
      )}
    </div>
  );
}

function TombolLebar({ ringkas, onClick }: { ringkas: boolean; onClick: () => void }) {
  const label = ringkas ? "Perluas menu" : "Ciutkan menu";
  return (
    <div className={`border-t border-slate-200 py-2 ${ringkas ? "px-2" : "px-3"}`}>
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        title={label}
        className={`flex w-full items-center gap-3 rounded-md py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 ${ringkas ? "justify-center px-2" : "px-3"}`}
      >
        <Ikon d={ringkas ? "M13 6l6 6-6 6M5 6l6 6-6 6" : "M11 6l-6 6 6 6M19 6l-6 6 6 6"} />
        {!ringkas && <span aria-hidden="true">{label}</span>}
      </button>
    </div>
  );
}
