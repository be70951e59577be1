// Sidebar: university logo and name, user card, 'Periode ...' tag and the menu of the role.
import { useLocation } from "react-router";
import { Link } from "../../app/link";
import { usePage } from "../../app/page-context";
import { inisial } from "../../lib/nama";
import { Avatar } from "../avatar-stack";
import { isAktif, menuUntuk, ROLE_LABEL } from "./menu";

export function Logo({ size = "size-10" }: { size?: string }) {
  const { app } = usePage();
  if (app.logo_url) return <img src={app.logo_url} alt={`Logo ${app.nama}`} className={`${size} shrink-0 object-contain`} />;
  return (
    <span className={`${size} inline-flex shrink-0 items-center justify-center rounded-lg bg-blue-700 text-sm font-bold text-white`} aria-hidden="true">
      {inisial(app.nama) || "U"}
    </span>
  );
}

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { app, user } = usePage();
  const { pathname } = useLocation();
  return (
    <div className="flex h-full flex-col bg-white">
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-4">
        <Logo />
        <span className="text-sm leading-snug font-semibold text-slate-800">{app.nama}</span>
      </div>
      {user && (
        <div className="m-3 rounded-lg bg-slate-50 p-3">
          <div className="flex items-center gap-3">
            <Avatar nama={user.nama} src={user.avatar_url} size="size-10 text-sm" />
            <div className="min-w-0">
              <div className="truncate text-sm font-semibold text-slate-800">{user.nama}</div>
              <div className="text-xs text-slate-500">{ROLE_LABEL[user.role] ?? user.role}</div>
            </div>
          </div>
          {app.periode && (
            <span className="mt-2 inline-block rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800">
              {`Periode ${app.periode.label}`}
            </span>
          )}
        </div>
      )}
      <nav aria-label="Menu utama" className="flex-1 overflow-y-auto px-3 pb-4">
        <ul className="space-y-1">
          {menuUntuk(user?.role).map((m) => {
            const aktif = isAktif(pathname, m);
            return (
              <li key={m.to}>
                <Link
                  to={m.to}
                  onClick={onNavigate}
                  aria-current={aktif ? "page" : undefined}
                  className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
                    aktif ? "bg-blue-700 text-white" : "text-slate-700 hover:bg-slate-100"
                  }`}
                >
                  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className="size-5 shrink-0" aria-hidden="true">
                    <path d={m.icon} />
                  </svg>
                  {m.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
