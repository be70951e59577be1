// A full-screen panel below lg (the menu, the discussion): Escape closes it, the page
// behind does not scroll, and focus moves into it and back afterwards.
import { type RefObject, useEffect, useRef } from "react";

export function useLayarPenuh(buka: boolean, tutup: () => void, panel?: RefObject<HTMLElement | null>): void {
  const tutupRef = useRef(tutup);
  tutupRef.current = tutup;
  useEffect(() => {
    if (!buka) return;
    const sebelum = document.activeElement as HTMLElement | null;
    panel?.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") tutupRef.current();
    };
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
      if (panel) sebelum?.focus?.();
    };
  }, [buka, panel]);
}
