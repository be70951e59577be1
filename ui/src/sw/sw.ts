// The service worker (served as /sw.js, built by ui/build.mjs): the app opens offline with what
// the student last saw. Build files come from the cache; pages and downloads from the network,
// kept per user, and their last copy is shown with a banner when the network is gone; a page
// never opened offers the offline page. Rules in aturan.ts; decisions in docs/decisions.md
// ("The student's phone offline (issue 38, item 3)").
//
// It never calls skipWaiting(): a new version waits until no page of the old one is open, so a
// page in use keeps the files it was built with (the old version's cache lives until then).
import {
  asetDokumen,
  asetUsang,
  berkasBolehDisimpan,
  bolehDisimpan,
  CACHE_META,
  CACHE_STATIS,
  cacheAset,
  cachePengguna,
  cachePenggunaLain,
  catatDaftar,
  type Daftar,
  dataDokumen,
  DB_KIRIMAN,
  dibatasi,
  HEADER_DISIMPAN,
  isiKerangka,
  jalurDari,
  judulDokumen,
  KUNCI_DAFTAR,
  KUNCI_PENGGUNA,
  kunciData,
  MAKS_BERKAS,
  penggunaDari,
  perlakuan,
  sisipkanSpanduk,
} from "./aturan";
import type { PesanKePekerja } from "./pesan";

declare const LMS_SW_VERSI: string;
declare const LMS_SW_AWAL: string[];

interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  addEventListener(type: "install" | "activate", f: (e: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", f: (e: FetchEvent) => void): void;
  addEventListener(type: "message", f: (e: ExtendableMessageEvent) => void): void;
  clients: { claim(): Promise<void> };
}
const sw = self as unknown as WorkerScope;
const ORIGIN = sw.location.origin;
const ASET = cacheAset(LMS_SW_VERSI);
/** The offline page: also the shell a page kept only as props is rendered in. */
const LURING = "/luring";

sw.addEventListener("install", (e) => {
  e.waitUntil(
    caches.open(ASET).then(async (c) => {
      await c.addAll(LMS_SW_AWAL);
      // The offline page as a guest sees it: no one's data in it.
      await c.put(LURING, await fetch(LURING, { credentials: "omit" }));
    }),
  );
});

sw.addEventListener("activate", (e) => {
  e.waitUntil(
    (async () => {
      for (const nama of asetUsang(await caches.keys(), LMS_SW_VERSI)) await caches.delete(nama);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("fetch", (e) => {
  const r = e.request;
  const jenis = perlakuan({ url: r.url, method: r.method, mode: r.mode, header: (n) => r.headers.get(n) }, ORIGIN);
  switch (jenis) {
    case "aset":
      return e.respondWith(asetDulu(r));
    case "statis":
      return e.respondWith(statis(r, e));
    case "halaman":
      return e.respondWith(halaman(r, e));
    case "data":
      return e.respondWith(data(r));
    case "berkas":
      return e.respondWith(berkas(r, e));
    case "keluar":
      // The logout form goes on as always; every user's pages are forgotten at once.
      return e.waitUntil(lupakanSemua());
    case "lewat":
      return;
  }
});

sw.addEventListener("message", (e) => {
  const pesan = e.data as PesanKePekerja;
  if (pesan?.jenis === "halaman") e.waitUntil(simpanProps(pesan.url, pesan.judul, pesan.props));
  else if (pesan?.jenis === "aset") e.waitUntil(simpanAset(pesan.urls));
  else if (pesan?.jenis === "daftar") e.waitUntil(kirimDaftar(e.ports[0]));
  else if (pesan?.jenis === "keluar") e.waitUntil(lupakanSemua());
});

// ------------------------------------------------------------ build files

async function asetDulu(r: Request): Promise<Response> {
  const ada = await caches.match(r, { ignoreVary: true });
  if (ada) return ada;
  const res = await fetch(r);
  if (res.ok) await (await caches.open(ASET)).put(r, res.clone());
  return res;
}

/** The files a page loaded before this worker controlled it (luring.ts sends their addresses). */
async function simpanAset(urls: readonly string[]): Promise<void> {
  const c = await caches.open(ASET);
  for (const u of urls) {
    if (await c.match(u)) continue;
    const res = await fetch(u).catch(() => null);
    if (res?.ok) await c.put(u, res);
  }
}

async function statis(r: Request, e: FetchEvent): Promise<Response> {
  const c = await caches.open(CACHE_STATIS);
  const ada = await c.match(r, { ignoreVary: true });
  const segar = fetch(r).then(async (res) => {
    if (res.ok) await c.put(r, res.clone());
    return res;
  });
  if (ada) {
    e.waitUntil(segar.catch(() => undefined));
    return ada;
  }
  return segar;
}

// ---------------------------------------------------------- who signed in

async function penggunaSekarang(): Promise<number | null> {
  const res = await (await caches.open(CACHE_META)).match(KUNCI_PENGGUNA);
  const id = res ? Number(await res.text()) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Who the last page was rendered for; someone else's pages are deleted when a user signs in. */
async function catatPengguna(id: number | null): Promise<void> {
  const meta = await caches.open(CACHE_META);
  if (id === null) {
    await meta.delete(KUNCI_PENGGUNA);
    return;
  }
  for (const nama of cachePenggunaLain(await caches.keys(), id)) await caches.delete(nama);
  await meta.put(KUNCI_PENGGUNA, new Response(String(id)));
}

/** Logout: every user's pages and files, and the actions waiting to be sent. */
async function lupakanSemua(): Promise<void> {
  await catatPengguna(null);
  for (const nama of cachePenggunaLain(await caches.keys(), null)) await caches.delete(nama);
  // Waits (without blocking this worker) until the page holding the database has gone.
  indexedDB.deleteDatabase(DB_KIRIMAN);
}

/** The signed-in user's cache, or null when no one is (then nothing is kept or shown). */
async function cacheSaya(): Promise<Cache | null> {
  const id = await penggunaSekarang();
  return id === null ? null : caches.open(cachePengguna(id));
}

// ------------------------------------------------------------------ pages

const sekarang = () => new Date().toISOString();

/** A copy of `res` with `body` and the time it was kept. */
function disimpan(body: string, res: Response, waktu: string): Response {
  const headers = new Headers(res.headers);
  headers.set(HEADER_DISIMPAN, waktu);
  headers.delete("content-length");
  return new Response(body, { status: 200, headers });
}

async function catatDiDaftar(c: Cache, path: string, judul: string, waktu: string): Promise<void> {
  const lama = (await (await c.match(KUNCI_DAFTAR))?.json().catch(() => null)) as Daftar | null;
  const { daftar, buang } = catatDaftar(lama ?? {}, path, { judul, waktu });
  for (const p of buang) {
    await c.delete(p);
    await c.delete(kunciData(p));
  }
  await c.put(KUNCI_DAFTAR, new Response(JSON.stringify(daftar), { headers: { "content-type": "application/json" } }));
}

async function halaman(r: Request, e: FetchEvent): Promise<Response> {
  const path = jalurDari(r.url);
  let res: Response;
  try {
    res = await fetch(r);
  } catch {
    return halamanLuring(path);
  }
  if (res.status === 200 && (res.headers.get("content-type") ?? "").startsWith("text/html") && !res.redirected) {
    e.waitUntil(simpanDokumen(path, res.clone()));
  }
  return res;
}

async function simpanDokumen(path: string, res: Response): Promise<void> {
  const html = await res.text();
  await simpanHalaman(path, dataDokumen(html), judulDokumen(html), (waktu) => [path, disimpan(html, res, waktu)]);
}

/** What the app showed (luring.ts): kept as props, which the offline shell can render. */
async function simpanProps(url: string, judul: string, props: string): Promise<void> {
  const path = jalurDari(new URL(url, ORIGIN).href);
  await simpanHalaman(path, props, judul, (waktu) => [
    kunciData(path),
    new Response(props, { headers: { "content-type": "application/json", [HEADER_DISIMPAN]: waktu } }),
  ]);
}

/**
 * Keeps one form of a page (`entri`: its cache key and answer, given the time) for the user its
 * props were rendered for, and lists it; a guest's page keeps nothing and signs the worker out.
 */
async function simpanHalaman(path: string, propsJson: string | null, judul: string, entri: (waktu: string) => [string, Response]) {
  const id = penggunaDari(propsJson);
  await catatPengguna(id);
  if (id === null || !bolehDisimpan(new URL(path, ORIGIN).pathname)) return;
  const c = await caches.open(cachePengguna(id));
  const waktu = sekarang();
  await c.put(...entri(waktu));
  await catatDiDaftar(c, path, judul, waktu);
}

/** Whether every build file a kept document asks for is still here. */
async function asetLengkap(html: string): Promise<boolean> {
  for (const u of asetDokumen(html)) if (!(await caches.match(u))) return false;
  return true;
}

async function kerangka(): Promise<string | null> {
  const res = await caches.match(LURING);
  return res ? res.text() : null;
}

function dokumen(html: string): Response {
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
}

/** Offline: the kept page with the banner, else the page drawn from its kept props, else the offline page. */
async function halamanLuring(path: string): Promise<Response> {
  const c = await cacheSaya();
  const doc = await dokumenTersimpan(c, path);
  if (doc && (await asetLengkap(doc.html))) return dokumen(sisipkanSpanduk(doc.html, doc.waktu));
  const shell = await kerangka();
  if (!shell) return Response.error();
  const props = await propsTersimpan(c, path, doc);
  const isi = props && isiKerangka(shell, props.json);
  return dokumen(isi ? sisipkanSpanduk(isi, props.waktu) : shell);
}

interface Tersimpan {
  html: string;
  /** When it was kept (ISO time). */
  waktu: string;
}

/** A page's kept document and when it was kept. */
async function dokumenTersimpan(c: Cache | null, path: string): Promise<Tersimpan | null> {
  const res = await c?.match(path);
  const waktu = res?.headers.get(HEADER_DISIMPAN);
  return res && waktu ? { html: await res.text(), waktu } : null;
}

/** A page's kept props: its own entry (the newer, when both are kept), else those inside its document. */
async function propsTersimpan(c: Cache | null, path: string, doc: Tersimpan | null): Promise<{ json: string; waktu: string } | null> {
  const res = await c?.match(kunciData(path));
  const waktu = res?.headers.get(HEADER_DISIMPAN);
  if (res && waktu && (!doc || waktu >= doc.waktu)) return { json: await res.text(), waktu };
  const json = doc ? dataDokumen(doc.html) : null;
  return json && doc ? { json, waktu: doc.waktu } : null;
}

/** A page's props for the app; offline, the kept ones (the app shows the banner by their header). */
async function data(r: Request): Promise<Response> {
  try {
    return await fetch(r);
  } catch {
    const path = jalurDari(r.url);
    const c = await cacheSaya();
    const props = await propsTersimpan(c, path, await dokumenTersimpan(c, path));
    if (!props) return Response.error();
    return new Response(props.json, { headers: { "content-type": "application/json", [HEADER_DISIMPAN]: props.waktu } });
  }
}

// ------------------------------------------------------------------ files

async function berkas(r: Request, e: FetchEvent): Promise<Response> {
  const c = await cacheSaya();
  try {
    const res = await fetch(r);
    // Kept beside the download, not before it: the page reads the file as it arrives.
    if (c && res.body && berkasBolehDisimpan(res.status, res.headers.get("content-length"))) {
      const salinan = new Response(dibatasi(res.clone().body as ReadableStream<Uint8Array>, MAKS_BERKAS), { headers: res.headers });
      e.waitUntil(c.put(r.url, salinan).catch(() => undefined));
    }
    return res;
  } catch {
    return (await c?.match(r.url, { ignoreVary: true })) ?? Response.error();
  }
}

async function kirimDaftar(port: MessagePort | undefined): Promise<void> {
  const c = await cacheSaya();
  const daftar = (await (await c?.match(KUNCI_DAFTAR))?.json().catch(() => null)) as Daftar | null;
  port?.postMessage(daftar ?? {});
}
