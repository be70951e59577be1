// The device's queue of offline actions (antrean-kiriman.ts): IndexedDB database 'lms-kiriman',
// store 'kiriman', keyed by the idempotency key; in memory where IndexedDB cannot be opened.
import { bukaDb, janji, selesai } from "../lib/indexeddb";
import { DB_KIRIMAN } from "../sw/aturan";
import { type AntreanKiriman, buatAntrean, type Kiriman, type PenyimpananKiriman, penyimpananMemori } from "./antrean-kiriman";
import { type HasilPanggil, isiJalur, type Jalur, type MetodeDari, type Operasi, type OpsiPanggil, panggilTersimpan } from "./panggil";

const STORE = "kiriman";

function penyimpananIndexedDb(db: IDBDatabase): PenyimpananKiriman {
  const ubah = (kerja: (store: IDBObjectStore) => void) => {
    const tx = db.transaction(STORE, "readwrite");
    kerja(tx.objectStore(STORE));
    return selesai(tx);
  };
  return {
    semua: async () => (await janji(db.transaction(STORE, "readonly").objectStore(STORE).getAll())) as Kiriman[],
    simpan: (k) => ubah((s) => s.put(k, k.kunci)),
    hapus: (kunci) => ubah((s) => s.delete(kunci)),
    kosongkan: () => ubah((s) => s.clear()),
  };
}

/** IndexedDB, opened on first use; memory when it cannot be opened (some private windows). */
function penyimpananPerangkat(): PenyimpananKiriman {
  let dibuka: Promise<PenyimpananKiriman> | null = null;
  const p = () =>
    (dibuka ??= (async () => {
      try {
        return penyimpananIndexedDb(await bukaDb(DB_KIRIMAN, STORE));
      } catch (e) {
        console.warn("IndexedDB tidak dapat dibuka; kiriman luring hanya disimpan selama halaman terbuka:", e);
        return penyimpananMemori();
      }
    })());
  return {
    semua: async () => (await p()).semua(),
    simpan: async (k) => (await p()).simpan(k),
    hapus: async (kunci) => (await p()).hapus(kunci),
    kosongkan: async () => (await p()).kosongkan(),
  };
}

const kirimSatu = (k: Kiriman) => panggilTersimpan({ ...k, headers: { "Idempotency-Key": k.kunci } });

function kunciBaru(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

let antrean: AntreanKiriman | null = null;

/** The one queue of this page (browser only). */
export function antreanKiriman(): AntreanKiriman {
  antrean ??= buatAntrean(typeof indexedDB === "undefined" ? penyimpananMemori() : penyimpananPerangkat(), kirimSatu, kunciBaru, () =>
    new Date().toISOString(),
  );
  return antrean;
}

/** Who made a kiriman and what it is (antrean-kiriman.ts `Kiriman`). */
export type InfoKiriman = Pick<Kiriman, "pengguna" | "jenis" | "label" | "halaman">;

/**
 * panggil() for an action that may wait for the network: resolves with the operation's answer,
 * or with null when it was kept on the device to be sent later ('Menunggu dikirim').
 */
export function kirimAtauTunda<P extends Jalur, M extends MetodeDari<P> & ("post" | "put")>(
  path: P,
  method: M,
  opts: OpsiPanggil<Operasi<P, M>>,
  info: InfoKiriman,
): Promise<HasilPanggil<Operasi<P, M>> | null> {
  const o = opts as { path?: Record<string, string | number>; body?: unknown };
  const jalur = isiJalur(path, o.path);
  const metode = method === "post" ? "POST" : "PUT";
  return antreanKiriman().kirim({ ...info, jalur, metode, body: o.body }) as Promise<HasilPanggil<Operasi<P, M>> | null>;
}
