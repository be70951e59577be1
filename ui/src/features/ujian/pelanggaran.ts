// Violations of a closed-book exam while the attempt runs (spec 3 §4; decisions
// 'Violations'): leaving full screen, switching tab, switching window. Each is posted once
// (no queue: a lost one is not worth holding the student up) and counted on the sheet. Pure
// rules tested in pelanggaran.test.ts.
import { useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import type { JenisPelanggaran } from "./lembar-types";

export type PeristiwaLayar = "fullscreenchange" | "visibilitychange" | "blur";

export interface KeadaanLayar {
  layarPenuh: boolean;
  /** The tab is hidden (document.hidden). */
  tersembunyi: boolean;
}

/** The violation a page event means, or null. */
export function jenisPelanggaran(peristiwa: PeristiwaLayar, k: KeadaanLayar): JenisPelanggaran | null {
  if (peristiwa === "fullscreenchange") return k.layarPenuh ? null : "keluar_layar_penuh";
  if (peristiwa === "visibilitychange") return k.tersembunyi ? "pindah_tab" : null;
  return k.tersembunyi ? null : "pindah_jendela";
}

/** One act can raise several events (leaving a window can also leave full screen): within this many ms they count once. */
export const JEDA_PELANGGARAN_MS = 1500;

/** Whether an event at `sekarang` counts, the last counted one being at `terakhir`. */
export const pelanggaranBaru = (terakhir: number | null, sekarang: number) =>
  terakhir === null || sekarang - terakhir >= JEDA_PELANGGARAN_MS;

export const pesanPelanggaran = (n: number) =>
  `Tercatat ${n} pelanggaran. Tetap di layar penuh dan jangan berpindah tab atau jendela sampai ujian selesai.`;

/**
 * Spec 3 §4: a closed-book exam runs in full screen. Asked on a click of the student's (before a
 * client navigation the document stays, and so does full screen); a refusal is only logged.
 */
export function masukLayarPenuh(): void {
  const el = document.documentElement;
  if (document.fullscreenElement || typeof el.requestFullscreen !== "function") return;
  el.requestFullscreen().catch((e: unknown) => console.warn("layar penuh ditolak:", e));
}

/** A tab switch blurs the window before hiding the tab: the blur is judged a moment later. */
const TUNDA_BLUR_MS = 300;

/**
 * Watches the page while `aktif` (a running closed-book attempt): counts and posts violations
 * from `awal` (the sheet's count) on, and says whether the page is in full screen (null until
 * known in the browser, and where the browser has no full screen).
 */
export function usePelanggaran(idUjian: number, aktif: boolean, awal: number) {
  const [jumlah, setJumlah] = useState(awal);
  const [layarPenuh, setLayarPenuh] = useState<boolean | null>(null);
  useEffect(() => setJumlah(awal), [awal]);
  useEffect(() => {
    if (!aktif) return;
    let terakhir: number | null = null;
    let tundaBlur: number | undefined;
    const keadaan = (): KeadaanLayar => ({ layarPenuh: document.fullscreenElement != null, tersembunyi: document.hidden });
    const periksa = (peristiwa: PeristiwaLayar) => {
      const jenis = jenisPelanggaran(peristiwa, keadaan());
      const kini = Date.now();
      if (!jenis || !pelanggaranBaru(terakhir, kini)) return;
      terakhir = kini;
      setJumlah((n) => n + 1);
      panggil("/lms/ujian/{id}/pengerjaan/me/pelanggaran", "post", { path: { id: idUjian }, body: { jenis } }).catch(() => undefined);
    };
    // Without full-screen support (an iPhone) there is nothing to enter or to leave.
    const layar = () => (document.fullscreenEnabled ? document.fullscreenElement != null : null);
    const onLayarPenuh = () => {
      setLayarPenuh(layar());
      periksa("fullscreenchange");
    };
    const onTampil = () => periksa("visibilitychange");
    const onBlur = () => {
      window.clearTimeout(tundaBlur);
      tundaBlur = window.setTimeout(() => {
        // Focus moving into an embedded frame of a question (a video) stays on the page.
        if (document.activeElement instanceof HTMLIFrameElement) return;
        periksa("blur");
      }, TUNDA_BLUR_MS);
    };
    setLayarPenuh(layar());
    document.addEventListener("fullscreenchange", onLayarPenuh);
    document.addEventListener("visibilitychange", onTampil);
    window.addEventListener("blur", onBlur);
    return () => {
      window.clearTimeout(tundaBlur);
      document.removeEventListener("fullscreenchange", onLayarPenuh);
      document.removeEventListener("visibilitychange", onTampil);
      window.removeEventListener("blur", onBlur);
    };
  }, [idUjian, aktif]);
  return { jumlah, layarPenuh };
}
