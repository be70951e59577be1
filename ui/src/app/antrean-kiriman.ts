// Actions taken without a connection (issue 38, item 3): a forum post, a task's hand-in text,
// a material marked read. Each is written to the device first (IndexedDB,
// antrean-kiriman-indexeddb.ts) with an idempotency key, then sent; it leaves the device once the
// server answered it. Without a connection it waits ('Menunggu dikirim') and is sent again when
// the network returns (`online`), when the app starts and after each page it shows. The server
// keeps each key's answer (server/src/idempotensi.rs), so a kiriman sent twice (a retry whose
// first answer was lost, two tabs) is written once. A kiriman belongs to the user who made it and
// is sent only while that user is signed in; logout forgets them all. The storage, the sending
// and the key are injected (antrean-kiriman.test.ts).
import { ApiError } from "./api-client";

export type JenisKiriman = "forum" | "tugas" | "akses";

export interface Kiriman {
  /** The idempotency key, sent as `Idempotency-Key`. */
  kunci: string;
  /** Who made it (UserInfo.id): only that user's session sends it. */
  pengguna: number;
  jenis: JenisKiriman;
  /** The API path and method, and the JSON body. */
  jalur: string;
  metode: "POST" | "PUT";
  body: unknown;
  /** What it is, for the person waiting ('Komentar di forum …'). */
  label: string;
  /** The page it was made on (`PageProps.url`): the page shows it as waiting. */
  halaman: string;
  /** When it was made (ISO time). */
  dibuat: string;
}

export interface PenyimpananKiriman {
  semua(): Promise<Kiriman[]>;
  simpan(k: Kiriman): Promise<void>;
  hapus(kunci: string): Promise<void>;
  kosongkan(): Promise<void>;
}

/** Sends one kiriman with its key; resolves with the server's answer, rejects with ApiError. */
export type Pengirim = (k: Kiriman) => Promise<unknown>;

/** What happened to a kiriman: sent, or refused by the server (it will not be sent again). */
export type Kabar = { jenis: "terkirim"; kiriman: Kiriman; hasil: unknown } | { jenis: "ditolak"; kiriman: Kiriman; pesan: string };

/** No connection, or the server could not answer now: the kiriman waits and is tried again. */
export function tertunda(e: unknown): boolean {
  if (!(e instanceof ApiError)) return true;
  // 401: signed out meanwhile, sent after signing in again; 409: the same key is being processed
  // (another tab); 408/429/5xx: try again later.
  return [0, 401, 408, 409, 429].includes(e.status) || e.status >= 500;
}

export function penyimpananMemori(): PenyimpananKiriman {
  const isi = new Map<string, Kiriman>();
  return {
    semua: async () => [...isi.values()],
    simpan: async (k) => void isi.set(k.kunci, k),
    hapus: async (kunci) => void isi.delete(kunci),
    kosongkan: async () => isi.clear(),
  };
}

export interface AntreanKiriman {
  /**
   * Keeps the kiriman, then sends it: resolves with the server's answer, or with `null` when it
   * waits for the network. A refusal (4xx) rejects and nothing is kept.
   */
  kirim(k: Omit<Kiriman, "kunci" | "dibuat">): Promise<unknown>;
  /** Sends the user's waiting kiriman, oldest first; stops at the first that must wait again. */
  kirimTertunda(pengguna: number): Promise<void>;
  /** The user's waiting kiriman (not one on its first way: it is not waiting yet). */
  daftar(pengguna: number): Promise<Kiriman[]>;
  /** Forgets every kiriman on the device (logout). */
  lupakan(): Promise<void>;
  /** Called after every change, and with the fate of each waiting kiriman sent. */
  dengar(f: (kabar: Kabar | null) => void): () => void;
}

export function buatAntrean(
  simpanan: PenyimpananKiriman,
  kirimSatu: Pengirim,
  kunciBaru: () => string,
  sekarang: () => string,
): AntreanKiriman {
  const pendengar = new Set<(kabar: Kabar | null) => void>();
  const kabari = (kabar: Kabar | null) => pendengar.forEach((f) => f(kabar));
  /** One run of kirimTertunda at a time in this tab. */
  let berjalan: Promise<void> | null = null;
  /** Keys on their way from this tab: a run does not send them a second time. */
  const diKirim = new Set<string>();
  /** Keys on their first way: not waiting yet, so not listed as 'Menunggu dikirim'. */
  const pertama = new Set<string>();

  /** Sends one kept kiriman: true if it has left the device, false if it waits. */
  async function kirimKept(k: Kiriman): Promise<{ selesai: boolean; hasil?: unknown; galat?: unknown }> {
    diKirim.add(k.kunci);
    try {
      const hasil = await kirimSatu(k);
      await simpanan.hapus(k.kunci);
      return { selesai: true, hasil };
    } catch (e) {
      if (tertunda(e)) return { selesai: false, galat: e };
      await simpanan.hapus(k.kunci);
      return { selesai: true, galat: e };
    } finally {
      diKirim.delete(k.kunci);
    }
  }

  async function jalankan(pengguna: number): Promise<void> {
    const milik = (await simpanan.semua())
      .filter((k) => k.pengguna === pengguna && !diKirim.has(k.kunci))
      .sort((a, b) => a.dibuat.localeCompare(b.dibuat));
    for (const k of milik) {
      const r = await kirimKept(k);
      if (!r.selesai) break;
      if (r.galat === undefined) kabari({ jenis: "terkirim", kiriman: k, hasil: r.hasil });
      else kabari({ jenis: "ditolak", kiriman: k, pesan: r.galat instanceof Error ? r.galat.message : "Terjadi kesalahan" });
    }
  }

  return {
    async kirim(isi) {
      const k: Kiriman = { ...isi, kunci: kunciBaru(), dibuat: sekarang() };
      pertama.add(k.kunci);
      await simpanan.simpan(k);
      const r = await kirimKept(k).finally(() => pertama.delete(k.kunci));
      kabari(null);
      if (!r.selesai) return null;
      if (r.galat !== undefined) throw r.galat;
      return r.hasil;
    },
    kirimTertunda(pengguna) {
      berjalan ??= jalankan(pengguna).finally(() => {
        berjalan = null;
        kabari(null);
      });
      return berjalan;
    },
    daftar: async (pengguna) => (await simpanan.semua()).filter((k) => k.pengguna === pengguna && !pertama.has(k.kunci)),
    async lupakan() {
      await simpanan.kosongkan();
      kabari(null);
    },
    dengar(f) {
      pendengar.add(f);
      return () => void pendengar.delete(f);
    },
  };
}
