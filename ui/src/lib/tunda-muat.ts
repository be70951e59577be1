// When a loading indicator shows (spec 1 §9, spec 2 §9: 'Fetch loader has a minimum delay of
// 200 ms'). Read as a user wants it (docs/decisions.md, issue 34): a load that ends within
// 200 ms shows no indicator at all, and an indicator that did appear stays at least 200 ms,
// so a load ending just after it appeared does not make it blink.
import { useEffect, useRef, useState } from "react";

export const TUNDA_MUAT_MS = 200;

export interface OpsiTunda {
  /** how long a load runs before the indicator appears */
  tunda?: number;
  /** how long an indicator that appeared stays at least */
  minimal?: number;
}

export interface PengaturMuat {
  /** the load started (true) or ended (false) */
  atur: (memuat: boolean) => void;
  /** forgets its timer (the indicator is gone) */
  hentikan: () => void;
}

/** Calls `ubah(true)` when the indicator should appear and `ubah(false)` when it should go. */
export function pengaturMuat(
  ubah: (tampil: boolean) => void,
  { tunda = TUNDA_MUAT_MS, minimal = TUNDA_MUAT_MS }: OpsiTunda = {},
): PengaturMuat {
  let memuat = false;
  let tampilSejak: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const batal = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const nanti = (ms: number, f: () => void) => {
    batal();
    timer = setTimeout(() => {
      timer = null;
      f();
    }, ms);
  };
  const tampil = () => {
    tampilSejak = Date.now();
    ubah(true);
  };
  const sembunyi = () => {
    tampilSejak = null;
    ubah(false);
  };
  return {
    atur(baru) {
      if (baru === memuat) return;
      memuat = baru;
      if (baru) {
        if (tampilSejak === null) nanti(tunda, tampil);
        else batal(); // a new load while the indicator still shows: it stays
        return;
      }
      batal();
      if (tampilSejak === null) return;
      const sisa = minimal - (Date.now() - tampilSejak);
      if (sisa > 0) nanti(sisa, sembunyi);
      else sembunyi();
    },
    hentikan: batal,
  };
}

/** Whether a loading indicator for `memuat` shows now (false on the server and at first). */
export function useMuatTertunda(memuat: boolean): boolean {
  const [tampil, setTampil] = useState(false);
  const pengatur = useRef<PengaturMuat | null>(null);
  useEffect(() => {
    const p = pengaturMuat(setTampil);
    pengatur.current = p;
    return () => {
      p.hentikan();
      pengatur.current = null;
    };
  }, []);
  useEffect(() => pengatur.current?.atur(memuat), [memuat]);
  return tampil;
}
