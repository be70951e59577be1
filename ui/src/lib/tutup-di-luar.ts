// A dropdown's closing rule: while it is open, a press outside its box or Escape closes it.
import { type RefObject, useEffect, useRef } from "react";

export function useTutupDiLuar<T extends HTMLElement = HTMLDivElement>(buka: boolean, tutup: () => void): RefObject<T | null> {
  const kotak = useRef<T>(null);
  useEffect(() => {
    if (!buka) return;
    const luar = (e: MouseEvent) => {
      if (!kotak.current?.contains(e.target as Node)) tutup();
    };
    const esc = (e: KeyboardEvent) => {
      if (e.key === "Escape") tutup();
    };
    document.addEventListener("mousedown", luar);
    document.addEventListener("keydown", esc);
    return () => {
      document.removeEventListener("mousedown", luar);
      document.removeEventListener("keydown", esc);
    };
  }, [buka, tutup]);
  return kotak;
}
