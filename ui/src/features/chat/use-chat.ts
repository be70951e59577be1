// One discussion's group and messages. The group loads when the target changes; while
// the panel is on screen the thread loads and then polls `?setelah=` every 5000 ms
// (reading marks messages read); while it is not (phones, panel closed) only the group
// is polled, for the unread badge. Effects only: nothing is fetched during SSR.
import { useCallback, useEffect, useRef, useState } from "react";
import { panggil } from "../../app/panggil";
import { gabungPesan, idTerakhir } from "./aturan";
import type { GrupChat, PesanChat } from "./types";

export const POLL_MS = 5000;

export interface Dokumen {
  visibilityState: DocumentVisibilityState;
  addEventListener(type: "visibilitychange", fn: () => void): void;
  removeEventListener(type: "visibilitychange", fn: () => void): void;
}

/**
 * Runs `langkah` every `ms` while the document is visible, and at once when it becomes
 * visible again; never two at a time; failures are ignored (the next run tries again).
 * Returns stop(): no timer, listener or request survives it.
 */
export function ulangiSaatTerlihat(langkah: (signal: AbortSignal) => Promise<unknown>, ms: number, dok: Dokumen = document): () => void {
  const ctrl = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let berjalan = false;
  const terlihat = () => dok.visibilityState === "visible";
  const jadwalkan = (tunda: number) => {
    clearTimeout(timer);
    timer = setTimeout(jalan, tunda);
  };
  const jalan = async () => {
    timer = undefined;
    if (berjalan || !terlihat() || ctrl.signal.aborted) return;
    berjalan = true;
    await langkah(ctrl.signal).catch(() => undefined);
    berjalan = false;
    if (!ctrl.signal.aborted && terlihat()) jadwalkan(ms);
  };
  const onUbah = () => (terlihat() ? jadwalkan(0) : clearTimeout(timer));
  dok.addEventListener("visibilitychange", onUbah);
  jadwalkan(ms);
  return () => {
    ctrl.abort();
    clearTimeout(timer);
    dok.removeEventListener("visibilitychange", onUbah);
  };
}

/** What is known of one group; kept with its id so a switch never shows the old one. */
interface Data {
  id: string;
  grup: GrupChat | null;
  pesan: PesanChat[];
  /** The thread was read at least once. */
  dibaca: boolean;
  error: string | null;
}

const kosong = (id: string): Data => ({ id, grup: null, pesan: [], dibaca: false, error: null });
const pesanGalat = (e: unknown) => (e instanceof Error ? e.message : "Terjadi kesalahan");

export interface Chat {
  grup: GrupChat | null;
  pesan: PesanChat[];
  memuat: boolean;
  error: string | null;
  mengirim: boolean;
  /** Unread messages of others (0 once the thread is read). */
  belumDibaca: number;
  /** Posts a comment and appends it; rejects with the server's message. */
  kirim: (isi: string) => Promise<void>;
  /** Loads again after an error. */
  cobaLagi: () => void;
}

export function useChat(id: string | null, terlihat: boolean): Chat {
  const [keadaan, setKeadaan] = useState<Data | null>(null);
  const [mengirim, setMengirim] = useState(false);
  const [percobaan, setPercobaan] = useState(0);
  const data = id === null ? null : keadaan?.id === id ? keadaan : kosong(id);
  const pesanRef = useRef<PesanChat[]>([]);
  pesanRef.current = data?.pesan ?? [];

  const ubah = useCallback((idGrup: string, fn: (d: Data) => Partial<Data>) => {
    setKeadaan((prev) => {
      const d = prev?.id === idGrup ? prev : kosong(idGrup);
      return { ...d, ...fn(d) };
    });
  }, []);

  useEffect(() => {
    if (id === null) return;
    const ctrl = new AbortController();
    panggil("/v2/chat/group/{id}", "get", { path: { id }, signal: ctrl.signal }).then(
      (grup) => ubah(id, () => ({ grup, error: null })),
      (e: unknown) => ctrl.signal.aborted || ubah(id, () => ({ error: pesanGalat(e) })),
    );
    return () => ctrl.abort();
  }, [id, percobaan, ubah]);

  const adaGrup = data?.grup != null;
  useEffect(() => {
    if (id === null || !adaGrup) return;
    if (!terlihat) {
      return ulangiSaatTerlihat(async (signal) => {
        const grup = await panggil("/v2/chat/group/{id}", "get", { path: { id }, signal });
        if (!signal.aborted) ubah(id, () => ({ grup }));
      }, POLL_MS);
    }
    const bacaPesan = async (signal: AbortSignal) => {
      const setelah = idTerakhir(pesanRef.current);
      const r = await panggil("/v2/chat/group/{id}/thread", "get", { path: { id }, query: { setelah }, signal });
      if (signal.aborted) return;
      ubah(id, (d) => ({
        pesan: gabungPesan(d.pesan, r.data),
        dibaca: true,
        error: null,
        grup: d.grup && { ...d.grup, belum_dibaca: 0 },
      }));
    };
    const ctrl = new AbortController();
    bacaPesan(ctrl.signal).catch((e: unknown) => ctrl.signal.aborted || ubah(id, () => ({ error: pesanGalat(e) })));
    const stop = ulangiSaatTerlihat(bacaPesan, POLL_MS);
    return () => {
      ctrl.abort();
      stop();
    };
  }, [id, adaGrup, terlihat, percobaan, ubah]);

  const kirim = useCallback(
    async (isi: string) => {
      if (id === null) return;
      setMengirim(true);
      try {
        const baru = await panggil("/v2/chat/group/{id}/thread", "post", { path: { id }, body: { isi: isi.trim() } });
        ubah(id, (d) => ({ pesan: gabungPesan(d.pesan, [baru]) }));
      } finally {
        setMengirim(false);
      }
    },
    [id, ubah],
  );

  const cobaLagi = useCallback(() => {
    if (id !== null) ubah(id, () => ({ error: null }));
    setPercobaan((n) => n + 1);
  }, [id, ubah]);

  const error = data?.error ?? null;
  return {
    grup: data?.grup ?? null,
    pesan: data?.pesan ?? [],
    memuat: data !== null && error === null && (data.grup === null || (terlihat && !data.dibaca)),
    error,
    mengirim,
    belumDibaca: data?.grup?.belum_dibaca ?? 0,
    kirim,
    cobaLagi,
  };
}
