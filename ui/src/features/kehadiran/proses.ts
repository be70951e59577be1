// Hooks of the meeting attendance page: the recalculation status from the server-event stream,
// and a local copy of page data that yields to fresh data after a reload.
import { useEffect, useRef, useState } from "react";
import type { ProsesKehadiran, StatusProses } from "./types";

/**
 * The recalculation status of a meeting: `awal` (the page's), then each `calc-percentage` event
 * of /lms/events/kehadiran_mahasiswa while mounted. `onSelesai` runs when it turns completed
 * (not when it already was: the stream repeats the current status on every connection). A
 * request's own answer is not used: its 'processing' could come after the stream's 'completed'.
 */
export function useProsesKehadiran(idPertemuan: number, awal: StatusProses, onSelesai: () => void): StatusProses {
  const [status, setStatus] = useState<StatusProses>(awal);
  const terakhir = useRef<StatusProses>(awal);
  const selesaiRef = useRef(onSelesai);
  selesaiRef.current = onSelesai;
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const es = new EventSource(`/lms/events/kehadiran_mahasiswa?id_pertemuan=${idPertemuan}`);
    es.addEventListener("calc-percentage", (e) => {
      let p: ProsesKehadiran;
      try {
        p = JSON.parse((e as MessageEvent<string>).data) as ProsesKehadiran;
      } catch (galat) {
        console.warn("peristiwa kehadiran tidak terbaca:", galat);
        return;
      }
      if (p.id_pertemuan !== idPertemuan) return;
      const sebelum = terakhir.current;
      terakhir.current = p.status;
      setStatus(p.status);
      if (p.status === "completed" && sebelum !== "completed") selesaiRef.current();
    });
    return () => es.close();
  }, [idPertemuan]);
  return status;
}

/**
 * A list edited locally (e.g. a saved row replaced by the server's answer) that gives way to
 * `sumber` as soon as the page data is fetched again (a new array).
 */
export function useSalinanLokal<T>(sumber: T[]): [T[], (fn: (xs: T[]) => T[]) => void] {
  const [lokal, setLokal] = useState({ dasar: sumber, daftar: sumber });
  const daftar = lokal.dasar === sumber ? lokal.daftar : sumber;
  const ubah = (fn: (xs: T[]) => T[]) => setLokal((l) => ({ dasar: sumber, daftar: fn(l.dasar === sumber ? l.daftar : sumber) }));
  return [daftar, ubah];
}
