// A search field with an optional type dropdown (spec 1 §2.7): the text, and when there is more
// than one type, a select of what it searches; each type is a query parameter of the list (the
// class lists: 'Semua' is `search`, 'Nama Kelas' is `nama_kelas`). Typing searches after a
// pause, Enter or 'Cari' at once, and choosing another type moves the text to that type's
// parameter. The form also submits without JavaScript: the field is named after the chosen
// type, and the dropdown, which cannot rename it without scripts, appears after hydration.
import { useEffect, useRef, useState } from "react";
import { useTerhidrasi } from "../lib/terhidrasi";

export interface JenisCari {
  /** The query parameter the text goes to. */
  param: string;
  /** The dropdown's option. */
  label: string;
  /** The field's placeholder and accessible name while this type is chosen. */
  placeholder: string;
}

/** Query changes: null removes a parameter. */
export type PerubahanCari = Record<string, string | null>;

/** Each type's parameter as the list in view was read with ('' or absent: none). */
export type NilaiCari = Record<string, string | null | undefined>;

/**
 * The type the field shows: the first whose parameter holds text, else the one chosen before
 * (`sekarang`, a type chosen with nothing typed yet), else the first.
 */
export function jenisTerisi(jenis: readonly JenisCari[], nilai: NilaiCari, sekarang?: string): string {
  const terisi = jenis.find((j) => (nilai[j.param] ?? "").trim() !== "");
  if (terisi) return terisi.param;
  return jenis.some((j) => j.param === sekarang) ? sekarang! : (jenis[0]?.param ?? "");
}

/** A search of `teks` as type `param`: its parameter gets the text, an empty text removes it. */
export function perubahanCari(param: string, teks: string): PerubahanCari {
  return { [param]: teks.trim() || null };
}

/** Another type chosen: the text leaves the old type's parameter for the new one's. */
export function perubahanJenis(lama: string, baru: string, teks: string): PerubahanCari {
  return lama === baru ? {} : { [lama]: null, [baru]: teks.trim() || null };
}

export interface KolomCariProps {
  id: string;
  /** The types, the default first; with one type there is no dropdown. */
  jenis: readonly JenisCari[];
  nilai: NilaiCari;
  /** Runs a search: the list's query changes (the caller adds its own, e.g. back to page 1). */
  onCari: (perubahan: PerubahanCari) => void;
  /** Where the form goes without scripts (a GET of the list's path). */
  action: string;
  jedaMs: number;
  /** The text field's width classes. */
  lebarInput?: string;
}

export function KolomCari({ id, jenis, nilai, onCari, action, jedaMs, lebarInput = "w-full sm:w-72" }: KolomCariProps) {
  const terhidrasi = useTerhidrasi();
  const timer = useRef<number | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const [pilihan, setPilihan] = useState(() => jenisTerisi(jenis, nilai));
  const [teks, setTeks] = useState(() => nilai[pilihan] ?? "");
  const pilihanRef = useRef(pilihan);
  pilihanRef.current = pilihan;
  // Follow the URL (back/forward, a reset, a removed chip) unless the user is typing.
  const kunci = jenis.map((j) => nilai[j.param] ?? "").join("\n");
  useEffect(() => {
    if (document.activeElement === input.current) return;
    const p = jenisTerisi(jenis, nilai, pilihanRef.current);
    setPilihan(p);
    setTeks(nilai[p] ?? "");
  }, [kunci]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const aktif = jenis.find((j) => j.param === pilihan) ?? jenis[0]!;
  const berjenis = terhidrasi && jenis.length > 1;
  return (
    <form
      method="get"
      action={action}
      role="search"
      className="flex w-full gap-2 sm:w-auto"
      onSubmit={(e) => {
        e.preventDefault();
        window.clearTimeout(timer.current);
        onCari(perubahanCari(pilihan, String(new FormData(e.currentTarget).get(aktif.param) ?? "")));
      }}
    >
      <div className="flex min-w-0 flex-1 sm:flex-none">
        {berjenis && (
          <>
            <label htmlFor={`${id}-jenis`} className="sr-only">
              Cari berdasarkan
            </label>
            <select
              id={`${id}-jenis`}
              value={pilihan}
              onChange={(e) => {
                const baru = e.target.value;
                window.clearTimeout(timer.current);
                setPilihan(baru);
                onCari(perubahanJenis(pilihan, baru, teks));
              }}
              className="relative h-9 shrink-0 rounded-l-md border border-slate-300 bg-slate-50 pr-1 pl-2 text-sm text-slate-700 focus:z-10 focus:border-blue-700 focus:outline-none"
            >
              {jenis.map((j) => (
                <option key={j.param} value={j.param}>
                  {j.label}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={id} className="sr-only">
          {aktif.placeholder}
        </label>
        <input
          id={id}
          ref={input}
          name={aktif.param}
          type="search"
          value={teks}
          placeholder={aktif.placeholder}
          onChange={(e) => {
            const next = e.target.value;
            setTeks(next);
            window.clearTimeout(timer.current);
            const param = pilihan;
            timer.current = window.setTimeout(() => onCari(perubahanCari(param, next)), jedaMs);
          }}
          className={`relative h-9 min-w-0 border border-slate-300 bg-white px-3 text-sm focus:z-10 focus:border-blue-700 focus:outline-none ${
            berjenis ? "-ml-px flex-1 rounded-r-md sm:w-56 sm:flex-none" : `rounded-md ${lebarInput}`
          }`}
        />
      </div>
      <button type="submit" className="tombol-utama h-9">
        Cari
      </button>
    </form>
  );
}
