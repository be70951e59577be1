// Follows a whole-period BAP job: GET /lms/kelas_kuliah/bap/unduh/{jobId} every 1000 ms
// until it is 'selesai' or 'gagal'. The loop (pantau) is plain timers, tested with fake
// timers; the hook only starts it and stops it on unmount or when the job changes.
import { useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import { jobBerakhir } from "./aturan";
import type { BapJob } from "./types";

export const POLL_MS = 1000;

export interface OpsiPantau<T> {
  /** One poll; the signal is aborted when the loop is stopped. */
  ambil: (signal: AbortSignal) => Promise<T>;
  onData: (v: T) => void;
  /** A failed poll ends the loop. */
  onError: (e: unknown) => void;
  /** True ends the loop after onData. */
  selesai: (v: T) => boolean;
  intervalMs?: number;
}

/**
 * Polls `intervalMs` after the start and then `intervalMs` after each answer (never two
 * requests at once). Returns stop(): no timer, request or callback survives it.
 */
export function pantau<T>(o: OpsiPantau<T>): () => void {
  const ms = o.intervalMs ?? POLL_MS;
  const ctrl = new AbortController();
  let aktif = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const langkah = async () => {
    timer = undefined;
    let v: T;
    try {
      v = await o.ambil(ctrl.signal);
    } catch (e) {
      if (!aktif) return;
      aktif = false;
      o.onError(e);
      return;
    }
    if (!aktif) return;
    o.onData(v);
    if (o.selesai(v)) {
      aktif = false;
      return;
    }
    timer = setTimeout(langkah, ms);
  };
  timer = setTimeout(langkah, ms);
  return () => {
    aktif = false;
    if (timer !== undefined) clearTimeout(timer);
    ctrl.abort();
  };
}

/**
 * The job as last seen, starting from `awal` (the POST's answer; null before a job
 * exists). `gagalPantau` holds the message of a failed poll.
 */
export function useBapJob(awal: BapJob | null): { job: BapJob | null; gagalPantau: string | null } {
  const [job, setJob] = useState(awal);
  const [gagalPantau, setGagal] = useState<string | null>(null);
  const id = awal?.id ?? null;
  const berakhir = awal ? jobBerakhir(awal.status) : true;
  useEffect(() => {
    setJob(awal);
    setGagal(null);
    if (id === null || berakhir) return;
    return pantau<BapJob>({
      ambil: (signal) => panggil("/lms/kelas_kuliah/bap/unduh/{job}", "get", { path: { job: id }, signal }),
      onData: setJob,
      onError: (e) => setGagal(e instanceof Error ? e.message : "Terjadi kesalahan"),
      selesai: (j) => jobBerakhir(j.status),
    });
    // Only a new job restarts the loop.
  }, [id]);
  return { job, gagalPantau };
}
