// A list's own scroll box inside a card or dialog, from md up only (on phones the page scrolls:
// no scroller inside a scroller). With scripts it ends on a row boundary rather than through the
// middle of a line, and a shadow at its bottom edge says rows continue below until it is scrolled
// to the end (issue 16). Rows are its `tbody > tr` and `li` elements. Before scripts (and for
// the server render) the CSS max-height in `className` holds.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { adaDiBawah, tinggiUtuh } from "../lib/gulir";

export interface KotakGulirProps {
  /** The region's name for a screen reader ('Daftar peserta'). */
  label: string;
  /** The most it may be from md up, in px (the same as the max-height class). */
  maks: number;
  /** Its border, corners and `md:max-h-…`; `md:overflow-y-auto` is added. */
  className?: string;
  children: ReactNode;
}

const MD = "(min-width: 768px)";

export function KotakGulir({ label, maks, className = "", children }: KotakGulirProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [tinggi, setTinggi] = useState<number | null>(null);
  const [lagi, setLagi] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const md = window.matchMedia(MD);
    const cekUjung = () => setLagi(md.matches && adaDiBawah(el));
    const ukur = () => {
      if (!md.matches) {
        setTinggi(null);
        setLagi(false);
        return;
      }
      const atas = el.getBoundingClientRect().top + el.clientTop - el.scrollTop;
      const bawah = Array.from(el.querySelectorAll("tbody > tr, li"), (b) => b.getBoundingClientRect().bottom - atas);
      const h = tinggiUtuh(bawah, maks - el.clientTop * 2);
      setTinggi(h === null ? null : h + el.clientTop * 2);
      requestAnimationFrame(cekUjung);
    };
    ukur();
    const amati = new ResizeObserver(ukur);
    if (el.firstElementChild) amati.observe(el.firstElementChild);
    el.addEventListener("scroll", cekUjung, { passive: true });
    md.addEventListener("change", ukur);
    return () => {
      amati.disconnect();
      el.removeEventListener("scroll", cekUjung);
      md.removeEventListener("change", ukur);
    };
  }, [maks]);

  return (
    <div className="relative">
      <div
        ref={ref}
        tabIndex={0}
        role="region"
        aria-label={label}
        className={`md:overflow-y-auto ${className}`}
        style={tinggi === null ? undefined : { maxHeight: tinggi }}
      >
        {children}
      </div>
      {lagi && <div aria-hidden="true" className="bayang-bawah pointer-events-none absolute inset-x-px bottom-px h-3 rounded-b-md" />}
    </div>
  );
}
