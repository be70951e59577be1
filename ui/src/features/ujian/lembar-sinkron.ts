// What keeps a running answer sheet in step with the server: the server's clock, the answer
// queue with its device store and retries (on `online` and every 5 s, and a warning before the
// tab closes while answers wait), the exam stream (time_changed), and the reload once the
// countdown reached zero.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { panggil } from "../../app/panggil";
import { AntreanJawaban, type JawabanTertunda, KEADAAN_AWAL, type KeadaanAntrean } from "./antrean-jawaban";
import { penyimpananPerangkat } from "./antrean-indexeddb";
import { offsetDari, offsetTerbaik } from "./hitung-mundur";
import type { LembarUjian, WaktuBerubah } from "./lembar-types";

export interface JamServer {
  /** The server's time now, in ms (stable). */
  sekarang: () => number;
  /** A freshly read sheet's time: the offset starts again from it. */
  setel: (waktuServer: string) => void;
  /** An acknowledgement's time, received at local time `diterima`. */
  sampel: (waktuServer: string, diterima: number) => void;
}

/**
 * The server's clock as the sheet knows it: the offset is taken from `waktuServer` (the page's
 * sheet) on first use in the browser, after hydration.
 */
export function useJamServer(waktuServer: string): JamServer {
  const offset = useRef<number | null>(null);
  const awal = useRef(waktuServer);
  const [jam] = useState<JamServer>(() => ({
    sekarang: () => {
      offset.current ??= offsetDari(awal.current, Date.now());
      return Date.now() + offset.current;
    },
    setel: (w) => {
      offset.current = offsetDari(w, Date.now());
    },
    sampel: (w, diterima) => {
      offset.current = offsetTerbaik(offset.current ?? offsetDari(awal.current, diterima), offsetDari(w, diterima));
    },
  }));
  return jam;
}

export interface KabarAntrean {
  /** Answers the device kept from an earlier visit, newer than the sheet's: to be shown. */
  onPulih: (daftar: JawabanTertunda[]) => void;
  onDitolak: (idSoal: number, pesan: string, kembali: string) => void;
  onBerakhir: (pesan: string) => void;
}

const RETRY_MS = 5000;

/** The answer queue of this attempt and its state (empty on the server and at hydration). */
export function useAntreanJawaban(
  lembar: LembarUjian,
  jam: JamServer,
  kabar: KabarAntrean,
): { antrean: AntreanJawaban; keadaan: KeadaanAntrean } {
  const kabarRef = useRef(kabar);
  kabarRef.current = kabar;
  const idUjian = lembar.ujian.id;
  const [antrean] = useState(
    () =>
      new AntreanJawaban({
        idUjian,
        penyimpanan: penyimpananPerangkat(),
        kirim: (idSoal, body) => panggil("/lms/ujian/{id}/pengerjaan/me/jawaban/{idSoal}", "put", { path: { id: idUjian, idSoal }, body }),
        sekarang: jam.sekarang,
        lembar,
        onTersimpan: (ack, diterima) => jam.sampel(ack.waktu_server, diterima),
        onDitolak: (...a) => kabarRef.current.onDitolak(...a),
        onBerakhir: (pesan) => kabarRef.current.onBerakhir(pesan),
      }),
  );
  const keadaan = useSyncExternalStore(antrean.langganan, antrean.lihat, () => KEADAAN_AWAL);

  useEffect(() => {
    let batal = false;
    void antrean.pulihkan().then((daftar) => {
      if (!batal && daftar.length > 0) kabarRef.current.onPulih(daftar);
      return antrean.kirimSemua();
    });
    const online = () => {
      antrean.setOffline(false);
      void antrean.kirimSemua();
    };
    const offline = () => antrean.setOffline(true);
    const ulang = window.setInterval(() => {
      if (antrean.lihat().tertunda.size > 0) void antrean.kirimSemua();
    }, RETRY_MS);
    const sebelumTutup = (e: BeforeUnloadEvent) => {
      if (antrean.lihat().tertunda.size === 0) return;
      e.preventDefault();
      e.returnValue = "";
    };
    if (!navigator.onLine) offline();
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    window.addEventListener("beforeunload", sebelumTutup);
    return () => {
      batal = true;
      window.clearInterval(ulang);
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      window.removeEventListener("beforeunload", sebelumTutup);
    };
  }, [antrean]);

  return { antrean, keadaan };
}

/**
 * Calls `onWaktu` on each time_changed of the exam stream while mounted, and `onSambungUlang`
 * when the stream is back after a drop (a change may have been missed meanwhile).
 */
export function useAliranUjian(idUjian: number, onWaktu: (w: WaktuBerubah) => void, onSambungUlang: () => void): void {
  const ref = useRef({ onWaktu, onSambungUlang });
  ref.current = { onWaktu, onSambungUlang };
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const es = new EventSource(`/lms/events/ujian/${idUjian}`);
    let putus = false;
    es.addEventListener("time_changed", (e) => {
      try {
        ref.current.onWaktu(JSON.parse((e as MessageEvent<string>).data) as WaktuBerubah);
      } catch (galat) {
        console.warn("peristiwa ujian tidak terbaca:", galat);
      }
    });
    es.addEventListener("error", () => {
      putus = true;
    });
    es.addEventListener("open", () => {
      if (putus) ref.current.onSambungUlang();
      putus = false;
    });
    return () => es.close();
  }, [idUjian]);
}

/**
 * Once the countdown reached zero: the waiting answers are sent once, then the sheet is read
 * again (the server closes the attempt at its deadline), and again every 5 s until it comes
 * back finished (a connection lost, or a clock a moment ahead of the server's).
 */
export function useWaktuHabis(habis: boolean, antrean: AntreanJawaban, muatUlang: () => Promise<unknown>): void {
  const muatRef = useRef(muatUlang);
  muatRef.current = muatUlang;
  const muat = useCallback(() => muatRef.current().catch(() => undefined), []);
  useEffect(() => {
    if (!habis) return;
    void antrean.kirimSemua().then(muat);
    const id = window.setInterval(() => void muat(), RETRY_MS);
    return () => window.clearInterval(id);
  }, [habis, antrean, muat]);
}
