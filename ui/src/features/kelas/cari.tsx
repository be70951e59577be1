// The class list's search box (spec 1 §2.4, spec 2 §9), shared by the class list and the
// participants' attendance list: typing searches after 500 ms (a newer navigation aborts the
// older one); the form also submits without JavaScript. The search lives in the URL
// (`search`, back to page 1), so the server answers the filtered list.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useNavigatePage } from "../../app/page-context";
import { withQuery } from "../../app/query";

export const SEARCH_DEBOUNCE_MS = 500;

export function CariKelas({ value }: { value: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigatePage();
  const timer = useRef<number | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  // Follow the URL (back/forward, reset) unless the user is typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(value);
  }, [value]);
  // The query of the moment the search runs, not of the render that typed it: a filter applied
  // or reset meanwhile (the 500 ms wait) must not come back with the search.
  const go = (text: string) => navigate(pathname + withQuery(window.location.search, { search: text.trim() || null, page: null }));
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <form
      method="get"
      action={pathname}
      role="search"
      className="flex w-full gap-2 sm:w-auto"
      onSubmit={(e) => {
        e.preventDefault();
        window.clearTimeout(timer.current);
        go(String(new FormData(e.currentTarget).get("search") ?? ""));
      }}
    >
      <label htmlFor="cari-kelas" className="sr-only">
        Cari judul pertemuan
      </label>
      <input
        id="cari-kelas"
        ref={input}
        name="search"
        type="search"
        value={text}
        placeholder="Cari judul pertemuan"
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => go(next), SEARCH_DEBOUNCE_MS);
        }}
        className="h-9 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus:border-blue-700 focus:outline-none sm:w-72"
      />
      <button type="submit" className="tombol-utama h-9">
        Cari
      </button>
    </form>
  );
}
