// The 24-hour time of a picker (issue 34): a column of hours 00-23 and one of minutes in
// steps of 5, each a listbox: the arrows, Home/End and Page Up/Down move, Enter or Space
// chooses. Times before `min` are closed.
import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from "react";
import { indeksUntukTombol } from "../lib/pemilih-tanggal";

const dua = (n: number) => String(n).padStart(2, "0");

export interface DaftarPilihProps {
  label: string;
  opsi: readonly number[];
  dipilih: number | null;
  tertutup: (n: number) => boolean;
  onPilih: (n: number) => void;
  /** take the focus when shown */
  fokusAwal?: boolean;
  /** the list, to move the focus into it from outside (fokuskanDaftar) */
  daftarRef?: Ref<HTMLUListElement>;
}

/** Puts the focus on a list's current option. */
export function fokuskanDaftar(ul: HTMLUListElement | null) {
  ul?.querySelector<HTMLElement>('[tabindex="0"]')?.focus({ preventScroll: true });
}

/** Scrolls the column (never the page: the popover is fixed) so that `li` shows whole. */
function tampakkan(ul: HTMLElement, li: HTMLElement) {
  if (li.offsetTop < ul.scrollTop) ul.scrollTop = li.offsetTop;
  else if (li.offsetTop + li.offsetHeight > ul.scrollTop + ul.clientHeight) ul.scrollTop = li.offsetTop + li.offsetHeight - ul.clientHeight;
}

export function DaftarPilih({ label, opsi, dipilih, tertutup, onPilih, fokusAwal = false, daftarRef }: DaftarPilihProps) {
  const awal = Math.max(0, dipilih === null ? opsi.findIndex((n) => !tertutup(n)) : opsi.indexOf(dipilih));
  const [aktif, setAktif] = useState(awal);
  const ul = useRef<HTMLUListElement | null>(null);
  const i = Math.min(aktif, opsi.length - 1);

  // The current option in the middle of the column when it opens.
  useEffect(() => {
    const li = ul.current?.children[i] as HTMLElement | undefined;
    if (ul.current && li) ul.current.scrollTop = li.offsetTop - (ul.current.clientHeight - li.offsetHeight) / 2;
    if (fokusAwal) li?.focus({ preventScroll: true });
    // Only when shown: later the focus follows the keys.
  }, []);

  const pilih = (j: number) => {
    const n = opsi[j];
    if (n === undefined || tertutup(n)) return;
    setAktif(j);
    onPilih(n);
  };
  const tombol = (e: KeyboardEvent) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      pilih(i);
      return;
    }
    const j = indeksUntukTombol(e.key, i, opsi.length);
    if (j === null) return;
    e.preventDefault();
    setAktif(j);
    const li = ul.current?.children[j] as HTMLElement | undefined;
    if (!li || !ul.current) return;
    li.focus({ preventScroll: true });
    tampakkan(ul.current, li);
  };
  const simpanRef = (el: HTMLUListElement | null) => {
    ul.current = el;
    if (typeof daftarRef === "function") daftarRef(el);
    else if (daftarRef) daftarRef.current = el;
  };
  return (
    <ul
      ref={simpanRef}
      role="listbox"
      aria-label={label}
      className="relative h-40 w-16 shrink-0 space-y-0.5 overflow-y-auto overscroll-contain rounded-md border border-slate-200 p-1 sm:h-auto sm:max-h-[18rem]"
      onKeyDown={tombol}
    >
      {opsi.map((n, j) => (
        <li
          key={n}
          role="option"
          aria-selected={n === dipilih}
          aria-disabled={tertutup(n) || undefined}
          tabIndex={j === i ? 0 : -1}
          className="pemilih-opsi"
          onClick={() => pilih(j)}
        >
          {dua(n)}
        </li>
      ))}
    </ul>
  );
}
