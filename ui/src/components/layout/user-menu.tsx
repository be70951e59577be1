// User menu in the header. A <details> element, so it opens (and Logout works) without JavaScript.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { antreanKiriman } from "../../app/antrean-kiriman-perangkat";
import { useKirimanTertunda } from "../kiriman-tertunda";
import { Link } from "../../app/link";
import { lupakanPerangkat } from "../../app/luring";
import { usePage } from "../../app/page-context";
import { Avatar } from "../avatar-stack";
import { AkunLainDialog } from "./akun-lain";

const ITEM = "flex min-h-11 w-full items-center px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100";

/** Spec 2 P1: `/sso` with the application and the user's own role (a student reaches the students' SIAKAD). */
const alamatSso = (role: string) => `/sso?app=siakad&role=ROLE_${role.toUpperCase()}`;

export function UserMenu() {
  const { user } = usePage();
  const tertunda = useKirimanTertunda();
  /** Logout forgets this device's kept pages and waiting kiriman: ask first if any wait. */
  const keluar = (e: FormEvent) => {
    const pesan = `${tertunda.length} kiriman belum terkirim dan akan dihapus dari perangkat ini jika Anda logout sekarang. Tetap logout?`;
    if (tertunda.length > 0 && !window.confirm(pesan)) {
      e.preventDefault();
      return;
    }
    void antreanKiriman().lupakan();
    lupakanPerangkat();
  };
  const ref = useRef<HTMLDetailsElement>(null);
  const [akunLain, setAkunLain] = useState(false);

  useEffect(() => {
    const onDown = (e: Event) => {
      const d = ref.current;
      if (d?.open && !d.contains(e.target as Node)) d.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && ref.current?.open) ref.current.open = false;
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  if (!user) return null;
  const tutup = () => {
    if (ref.current) ref.current.open = false;
  };
  const bolehAkunLain = user.role === "operator" && user.permission?.kelas_kuliah === "write";

  return (
    <>
      <details ref={ref} className="relative">
        {/* The name shown (from 640 px) is part of the accessible name, as WCAG 2.5.3 asks. */}
        <summary
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 py-1 hover:bg-slate-100"
          aria-label={`Menu pengguna ${user.nama}`}
        >
          <Avatar nama={user.nama} src={user.avatar_url} />
          <span className="hidden max-w-48 truncate text-sm font-medium text-slate-700 sm:inline">{user.nama}</span>
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 text-slate-500" aria-hidden="true">
            <path d="M5.2 7.2a.75.75 0 0 1 1.1 0L10 10.9l3.7-3.7a.75.75 0 1 1 1.1 1.1l-4.3 4.2a.75.75 0 0 1-1 0L5.2 8.3a.75.75 0 0 1 0-1.1Z" />
          </svg>
        </summary>
        <div className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          <Link to="/profil" className={ITEM} onClick={tutup}>
            Profil Saya
          </Link>
          {bolehAkunLain && (
            <button
              type="button"
              className={ITEM}
              onClick={() => {
                tutup();
                setAkunLain(true);
              }}
            >
              Login Akun Lain
            </button>
          )}
          <a href={alamatSso(user.role)} target="_blank" rel="noopener" className={ITEM} onClick={tutup}>
            SIAKAD
          </a>
          <form method="post" action="/logout" className="border-t border-slate-100" onSubmit={keluar}>
            <button type="submit" className={`${ITEM} text-red-700`}>
              Logout
            </button>
          </form>
        </div>
      </details>
      {bolehAkunLain && <AkunLainDialog open={akunLain} onClose={() => setAkunLain(false)} />}
    </>
  );
}
