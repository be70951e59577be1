// The device store of the answer queue (antrean-jawaban.ts): IndexedDB database 'lms-ujian',
// store 'jawaban', keyed by `${idUjian}:${idSoal}` and holding {idUjian, idSoal, jawaban, versi}.
// It outlives a reload, a closed tab and a lost connection. Where IndexedDB cannot be opened
// (some private windows) the answers are kept in memory for the page's lifetime.
import { bukaDb, janji, selesai } from "../../lib/indexeddb";
import { type JawabanTertunda, kunciJawaban, type PenyimpananJawaban, penyimpananMemori } from "./antrean-jawaban";

const NAMA_DB = "lms-ujian";
const STORE = "jawaban";

interface Baris extends JawabanTertunda {
  idUjian: number;
}

const buka = () => bukaDb(NAMA_DB, STORE);

/** The keys of one exam's answers: `${idUjian}:` followed by digits. */
const rentangUjian = (idUjian: number) => IDBKeyRange.bound(`${idUjian}:`, `${idUjian}:\uffff`);

function penyimpananIndexedDb(db: IDBDatabase): PenyimpananJawaban {
  /** Runs `kerja` in one readwrite transaction and resolves when it committed. */
  const ubah = (kerja: (store: IDBObjectStore) => void) => {
    const tx = db.transaction(STORE, "readwrite");
    kerja(tx.objectStore(STORE));
    return selesai(tx);
  };
  /** Puts or deletes one answer depending on the version kept now. */
  const bandingkan = (k: string, kerja: (store: IDBObjectStore, ada: Baris | undefined) => void) =>
    ubah((store) => {
      const req = store.get(k);
      req.onsuccess = () => kerja(store, req.result as Baris | undefined);
    });
  return {
    daftar: async (idUjian) => {
      const baris = (await janji(db.transaction(STORE, "readonly").objectStore(STORE).getAll(rentangUjian(idUjian)))) as Baris[];
      return baris.map(({ idSoal, jawaban, versi }) => ({ idSoal, jawaban, versi }));
    },
    simpan: (idUjian, j) =>
      bandingkan(kunciJawaban(idUjian, j.idSoal), (store, ada) => {
        if ((ada?.versi ?? 0) < j.versi) store.put({ ...j, idUjian } satisfies Baris, kunciJawaban(idUjian, j.idSoal));
      }),
    hapus: (idUjian, idSoal, versi) =>
      bandingkan(kunciJawaban(idUjian, idSoal), (store, ada) => {
        if (ada && ada.versi <= versi) store.delete(kunciJawaban(idUjian, idSoal));
      }),
    kosongkan: (idUjian) => ubah((store) => store.delete(rentangUjian(idUjian))),
  };
}

/** Opens IndexedDB, or falls back to memory when it cannot be opened. */
async function bukaPenyimpanan(): Promise<PenyimpananJawaban> {
  if (typeof indexedDB === "undefined") return penyimpananMemori();
  try {
    return penyimpananIndexedDb(await buka());
  } catch (e) {
    console.warn("IndexedDB tidak dapat dibuka; jawaban hanya disimpan selama halaman terbuka:", e);
    return penyimpananMemori();
  }
}

/** The device store, opened on first use (browser only). */
export function penyimpananPerangkat(): PenyimpananJawaban {
  let dibuka: Promise<PenyimpananJawaban> | null = null;
  const p = () => (dibuka ??= bukaPenyimpanan());
  return {
    daftar: async (idUjian) => (await p()).daftar(idUjian),
    simpan: async (idUjian, j) => (await p()).simpan(idUjian, j),
    hapus: async (idUjian, idSoal, versi) => (await p()).hapus(idUjian, idSoal, versi),
    kosongkan: async (idUjian) => (await p()).kosongkan(idUjian),
  };
}
