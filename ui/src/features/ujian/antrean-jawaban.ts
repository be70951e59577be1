// The answer queue of an attempt (spec 3 §4 Exam; decisions 'Saving an answer'): every answer
// is written to the device first (IndexedDB, antrean-indexeddb.ts), then PUT with its version,
// and leaves the device only once the server acknowledged that version or a newer one. Without
// a connection it waits and is sent again (the sheet retries on `online` and every 5 s); after
// a reload the device's answers newer than the server's are shown and sent. The server closing
// the attempt (409 waktu_habis / sudah_selesai) ends the queue and forgets its answers. The
// storage, the sending and the clock are injected (tested in antrean-jawaban.test.ts).
import { ApiError } from "../../app/api-client";
import type { JawabanSimpan, JawabanTersimpan, LembarUjian } from "./lembar-types";

/** One answer as kept on the device: the text ('' clears) and its version. */
export interface JawabanTertunda {
  idSoal: number;
  jawaban: string;
  versi: number;
}

export interface PenyimpananJawaban {
  /** The answers kept for an exam. */
  daftar(idUjian: number): Promise<JawabanTertunda[]>;
  /** Keeps an answer unless a newer version of it is kept already. */
  simpan(idUjian: number, j: JawabanTertunda): Promise<void>;
  /** Forgets an answer if the kept version is `versi` or older. */
  hapus(idUjian: number, idSoal: number, versi: number): Promise<void>;
  /** Forgets every answer of the exam. */
  kosongkan(idUjian: number): Promise<void>;
}

// ---------------------------------------------------------------- pure rules

/** The key of an answer on the device. */
export const kunciJawaban = (idUjian: number, idSoal: number) => `${idUjian}:${idSoal}`;

/** The sheet's answers and versions by question ('' for none). */
export function jawabanLembar(l: Pick<LembarUjian, "kelompok_soal">): Map<number, { jawaban: string; versi: number }> {
  const hasil = new Map<number, { jawaban: string; versi: number }>();
  for (const k of l.kelompok_soal) for (const s of k.soal) hasil.set(s.id, { jawaban: s.jawaban ?? "", versi: s.versi });
  return hasil;
}

/**
 * Splits the answers kept on the device by the server's versions: the newer ones are shown and
 * sent; the rest (the server has them or newer ones, or the question is not on the sheet) are
 * forgotten.
 */
export function pilahTersimpan(disimpan: readonly JawabanTertunda[], versiServer: ReadonlyMap<number, number>) {
  const kirim: JawabanTertunda[] = [];
  const buang: JawabanTertunda[] = [];
  for (const j of disimpan) {
    const server = versiServer.get(j.idSoal);
    if (server !== undefined && j.versi > server) kirim.push(j);
    else buang.push(j);
  }
  return { kirim, buang };
}

/** The sheet's answers with the waiting ones over them. */
export function gabungJawaban(server: ReadonlyMap<number, string>, tertunda: Iterable<JawabanTertunda>): Map<number, string> {
  const hasil = new Map(server);
  for (const j of tertunda) if (hasil.has(j.idSoal)) hasil.set(j.idSoal, j.jawaban);
  return hasil;
}

/**
 * The next version of an answer: above the last one, and at least the server's time in ms, so
 * that of two devices the later answer wins even when one started from an older version.
 */
export const versiBerikut = (terakhir: number, sekarang: number) => Math.max(terakhir + 1, Math.floor(sekarang));

/** The answers to send now: every waiting one whose version is not already on its way. */
export function yangPerluDikirim(tertunda: ReadonlyMap<number, JawabanTertunda>, dikirim: ReadonlyMap<number, number>): JawabanTertunda[] {
  return [...tertunda.values()].filter((j) => dikirim.get(j.idSoal) !== j.versi);
}

/**
 * What a failed PUT means for its answer: no answer from the server ('jaringan') or a passing
 * server fault ('gangguan') keep it for later; the attempt closed ('berakhir') ends the queue;
 * any other refusal ('ditolak', e.g. too many answers in a 'sebagian' group) drops it.
 */
export function nasibGalat(e: unknown): "jaringan" | "gangguan" | "berakhir" | "ditolak" {
  if (!(e instanceof ApiError)) return e instanceof TypeError ? "jaringan" : "gangguan";
  if (e.status === 0) return "jaringan";
  if (e.status === 409 && (e.code === "waktu_habis" || e.code === "sudah_selesai")) return "berakhir";
  if (e.status >= 500 || e.status === 408 || e.status === 429) return "gangguan";
  return "ditolak";
}

export interface KeadaanAntrean {
  /** The newest answer of each question that the server has not acknowledged yet. */
  tertunda: ReadonlyMap<number, JawabanTertunda>;
  /** The version of each question's answer on its way. */
  dikirim: ReadonlyMap<number, number>;
  /** The last try found no connection (or the browser says it is offline). */
  offline: boolean;
  /** The attempt was closed: nothing more is sent. */
  berakhir: boolean;
}

export const KEADAAN_AWAL: KeadaanAntrean = { tertunda: new Map(), dikirim: new Map(), offline: false, berakhir: false };

/** The save-status line: the screen always says what is saved and what waits. */
export function teksStatusSimpan(k: Pick<KeadaanAntrean, "tertunda" | "dikirim" | "offline">): string {
  const n = k.tertunda.size;
  if (n === 0) return "Semua jawaban tersimpan";
  if (k.offline) return `${n} jawaban menunggu dikirim (offline)`;
  if (k.dikirim.size > 0) return "Menyimpan…";
  return `${n} jawaban menunggu dikirim`;
}

export type StatusSoal = "tersimpan" | "menunggu" | "kosong";

/** A question's badge: waiting while its answer is not acknowledged, else saved or unanswered. */
export function statusSoal(idSoal: number, jawaban: string, k: Pick<KeadaanAntrean, "tertunda">): StatusSoal {
  if (k.tertunda.has(idSoal)) return "menunggu";
  return jawaban ? "tersimpan" : "kosong";
}

// ---------------------------------------------------------------- the queue

export interface OpsiAntrean {
  idUjian: number;
  penyimpanan: PenyimpananJawaban;
  /** PUT /lms/ujian/{id}/pengerjaan/me/jawaban/{idSoal}; rejects with ApiError. */
  kirim: (idSoal: number, body: JawabanSimpan) => Promise<JawabanTersimpan>;
  /** The server's time in ms. */
  sekarang: () => number;
  /** The sheet the queue starts from (answers and versions). */
  lembar: Pick<LembarUjian, "kelompok_soal">;
  /** Every acknowledgement, with the local time it arrived (a clock sample). */
  onTersimpan?: (ack: JawabanTersimpan, diterima: number) => void;
  /** An answer the server refused: its message and the last acknowledged answer to show again. */
  onDitolak: (idSoal: number, pesan: string, kembali: string) => void;
  /** The server closed the attempt (once). */
  onBerakhir: (pesan: string) => void;
}

export class AntreanJawaban {
  private keadaan: KeadaanAntrean = KEADAAN_AWAL;
  private readonly pendengar = new Set<() => void>();
  /** The last version known of each question's answer (the server's or ours). */
  private readonly versi = new Map<number, number>();
  /** The last answer the server acknowledged, per question. */
  private readonly diakui = new Map<number, string>();
  private readonly berjalan = new Set<Promise<void>>();
  /** Device writes in order: a send waits for them, a removal comes after them. */
  private tulis: Promise<void> = Promise.resolve();

  constructor(private readonly o: OpsiAntrean) {
    for (const [id, j] of jawabanLembar(o.lembar)) {
      this.versi.set(id, j.versi);
      this.diakui.set(id, j.jawaban);
    }
  }

  /** The current state (a new object after every change). */
  lihat = (): KeadaanAntrean => this.keadaan;

  langganan = (fn: () => void): (() => void) => {
    this.pendengar.add(fn);
    return () => this.pendengar.delete(fn);
  };

  private ubah(sebagian: Partial<KeadaanAntrean>): void {
    this.keadaan = { ...this.keadaan, ...sebagian };
    for (const fn of this.pendengar) fn();
  }

  private simpanDiPerangkat(kerja: () => Promise<void>): Promise<void> {
    this.tulis = this.tulis.then(kerja).catch((e: unknown) => console.warn("penyimpanan jawaban di perangkat gagal:", e));
    return this.tulis;
  }

  /**
   * Takes back the answers the device kept from an earlier visit: those newer than the sheet's
   * wait to be sent (and are returned, to be shown), the others are forgotten.
   */
  async pulihkan(): Promise<JawabanTertunda[]> {
    let disimpan: JawabanTertunda[];
    try {
      disimpan = await this.o.penyimpanan.daftar(this.o.idUjian);
    } catch (e) {
      console.warn("jawaban di perangkat tidak dapat dibaca:", e);
      return [];
    }
    if (this.keadaan.berakhir) return [];
    const { kirim, buang } = pilahTersimpan(disimpan, this.versi);
    for (const j of buang) void this.simpanDiPerangkat(() => this.o.penyimpanan.hapus(this.o.idUjian, j.idSoal, j.versi));
    const tertunda = new Map(this.keadaan.tertunda);
    for (const j of kirim) {
      if ((tertunda.get(j.idSoal)?.versi ?? 0) >= j.versi) continue;
      tertunda.set(j.idSoal, j);
      this.versi.set(j.idSoal, Math.max(this.versi.get(j.idSoal) ?? 0, j.versi));
    }
    this.ubah({ tertunda });
    return kirim;
  }

  /** A new answer of a question: kept on the device, then sent. */
  async jawab(idSoal: number, jawaban: string): Promise<void> {
    if (this.keadaan.berakhir) return;
    const versi = versiBerikut(this.versi.get(idSoal) ?? 0, this.o.sekarang());
    this.versi.set(idSoal, versi);
    const j: JawabanTertunda = { idSoal, jawaban, versi };
    this.ubah({ tertunda: new Map(this.keadaan.tertunda).set(idSoal, j) });
    await this.simpanDiPerangkat(() => this.o.penyimpanan.simpan(this.o.idUjian, j));
    await this.kirimSemua();
  }

  /** Sends every waiting answer not already on its way; resolves when all sends settled. */
  async kirimSemua(): Promise<void> {
    await this.tulis;
    if (this.keadaan.berakhir) return;
    for (const j of yangPerluDikirim(this.keadaan.tertunda, this.keadaan.dikirim)) {
      const p = this.kirimSatu(j);
      this.berjalan.add(p);
      void p.finally(() => this.berjalan.delete(p));
    }
    await Promise.all([...this.berjalan]);
  }

  /** Whether the browser is offline (the `online` / `offline` events). */
  setOffline(offline: boolean): void {
    if (this.keadaan.offline !== offline) this.ubah({ offline });
  }

  /** Ends the queue after the attempt was finished: nothing more is sent, the device forgets it. */
  hentikan(): void {
    if (this.keadaan.berakhir) return;
    this.ubah({ berakhir: true, tertunda: new Map(), dikirim: new Map() });
    void this.simpanDiPerangkat(() => this.o.penyimpanan.kosongkan(this.o.idUjian));
  }

  private async kirimSatu(j: JawabanTertunda): Promise<void> {
    this.ubah({ dikirim: new Map(this.keadaan.dikirim).set(j.idSoal, j.versi) });
    try {
      const ack = await this.o.kirim(j.idSoal, { jawaban: j.jawaban, versi: j.versi });
      this.diterima(j, ack);
    } catch (e) {
      this.gagal(j, e);
    } finally {
      if (this.keadaan.dikirim.get(j.idSoal) === j.versi) {
        const dikirim = new Map(this.keadaan.dikirim);
        dikirim.delete(j.idSoal);
        this.ubah({ dikirim });
      }
    }
  }

  private diterima(j: JawabanTertunda, ack: JawabanTersimpan): void {
    this.o.onTersimpan?.(ack, Date.now());
    if (this.keadaan.berakhir) return;
    this.versi.set(j.idSoal, Math.max(this.versi.get(j.idSoal) ?? 0, ack.versi));
    if (ack.versi >= j.versi) this.diakui.set(j.idSoal, j.jawaban);
    const tertunda = new Map(this.keadaan.tertunda);
    const kini = tertunda.get(j.idSoal);
    if (kini && kini.versi <= ack.versi) tertunda.delete(j.idSoal);
    this.ubah({ tertunda, offline: false });
    void this.simpanDiPerangkat(() => this.o.penyimpanan.hapus(this.o.idUjian, j.idSoal, ack.versi));
  }

  private gagal(j: JawabanTertunda, e: unknown): void {
    if (this.keadaan.berakhir) return;
    const nasib = nasibGalat(e);
    const pesan = e instanceof Error ? e.message : "Terjadi kesalahan";
    if (nasib === "jaringan") this.ubah({ offline: true });
    else if (nasib === "berakhir") {
      this.hentikan();
      this.o.onBerakhir(pesan);
    } else if (nasib === "ditolak") {
      const tertunda = new Map(this.keadaan.tertunda);
      if (tertunda.get(j.idSoal)?.versi === j.versi) tertunda.delete(j.idSoal);
      this.ubah({ tertunda });
      void this.simpanDiPerangkat(() => this.o.penyimpanan.hapus(this.o.idUjian, j.idSoal, j.versi));
      this.o.onDitolak(j.idSoal, pesan, this.diakui.get(j.idSoal) ?? "");
    } else console.warn("jawaban akan dikirim ulang:", pesan);
  }
}

/** A device store in memory: where IndexedDB cannot be opened (some private windows) and in tests. */
export function penyimpananMemori(): PenyimpananJawaban {
  const isi = new Map<string, JawabanTertunda & { idUjian: number }>();
  return {
    daftar: async (idUjian) =>
      [...isi.values()].filter((j) => j.idUjian === idUjian).map(({ idSoal, jawaban, versi }) => ({ idSoal, jawaban, versi })),
    simpan: async (idUjian, j) => {
      const k = kunciJawaban(idUjian, j.idSoal);
      if ((isi.get(k)?.versi ?? 0) < j.versi) isi.set(k, { ...j, idUjian });
    },
    hapus: async (idUjian, idSoal, versi) => {
      const k = kunciJawaban(idUjian, idSoal);
      if ((isi.get(k)?.versi ?? 0) <= versi) isi.delete(k);
    },
    kosongkan: async (idUjian) => {
      for (const [k, j] of isi) if (j.idUjian === idUjian) isi.delete(k);
    },
  };
}
