// The rules of the service worker (sw.ts), kept pure so vitest can check them: which requests it
// answers and how, the names of its caches, and the text surgery on cached documents
// (docs/decisions.md, "The student's phone offline (issue 38, item 3)").
import { formatTanggalJam } from "../lib/tanggal";

/** How the worker treats a request. */
export type Perlakuan =
  /** A hashed build file (`/assets/...-HASH.ext`): never changes, from the cache first. */
  | "aset"
  /** Another static file (logo, banners, icons): from the cache, refreshed behind it. */
  | "statis"
  /** A page opened in the browser: from the network, the last copy when offline. */
  | "halaman"
  /** A page's props for a navigation inside the app (`x-lms-data: 1`): the same. */
  | "data"
  /** A file download: from the network, the last copy when offline. */
  | "berkas"
  /** The logout form: forget every user's pages. */
  | "keluar"
  /** Everything else (API calls, event streams, forms): the network only. */
  | "lewat";

export interface Permintaan {
  url: string;
  method: string;
  mode: string;
  /** Lower-case header names the worker looks at. */
  header: (nama: string) => string | null;
}

/** A build file's name ends in `-` and 8 letters or digits (ui/build.mjs `writeHashed`, esbuild). */
export const ASET_BERHASH = /^\/assets\/(?:.*\/)?[^/]+-[A-Za-z0-9]{8}\.[a-z]+$/;

/** Pages never kept: the exam sheet keeps its own answers (antrean-jawaban.ts), and sign-in pages. */
const JANGAN_SIMPAN = /^\/(?:$|ujian\/\d+\/soal|oauth|sso|luring|formulir\/|logout)/;

export function perlakuan(p: Permintaan, origin: string): Perlakuan {
  const url = new URL(p.url);
  if (url.origin !== origin) return "lewat";
  if (p.method === "POST" && url.pathname === "/logout") return "keluar";
  if (p.method !== "GET" || p.header("range") !== null) return "lewat";
  if (url.pathname.startsWith("/assets/")) return ASET_BERHASH.test(url.pathname) ? "aset" : "statis";
  if (/^\/v2\/storager\/[^/]+\/[^/]+$/.test(url.pathname)) return "berkas";
  if (p.header("x-lms-data") === "1") return "data";
  if (p.mode === "navigate") return "halaman";
  return "lewat";
}

/** Whether a page at this path may be kept on the device. */
export const bolehDisimpan = (path: string) => !JANGAN_SIMPAN.test(path);

// ------------------------------------------------------------------ caches

export const CACHE_META = "lms-meta";
export const CACHE_STATIS = "lms-statis";
const AWALAN_ASET = "lms-aset-";
const AWALAN_PENGGUNA = "lms-pengguna-";

/** The build files of one version of the worker (and its offline page). */
export const cacheAset = (versi: string) => AWALAN_ASET + versi;
/** One user's pages and files: deleted at logout, or when someone else signs in. */
export const cachePengguna = (id: number) => AWALAN_PENGGUNA + id;

/** The caches to delete when `versi` becomes active: older builds' files. */
export const asetUsang = (nama: readonly string[], versi: string) =>
  nama.filter((n) => n.startsWith(AWALAN_ASET) && n !== cacheAset(versi));

/** The caches to delete when `id` signs in (null: at logout, all of them). */
export const cachePenggunaLain = (nama: readonly string[], id: number | null) =>
  nama.filter((n) => n.startsWith(AWALAN_PENGGUNA) && (id === null || n !== cachePengguna(id)));

/** The device's queue of actions taken offline (app/antrean-kiriman-perangkat.ts): forgotten at logout. */
export const DB_KIRIMAN = "lms-kiriman";

/** Where the worker keeps who signed in last, and a user's list of kept pages. */
export const KUNCI_PENGGUNA = "/__lms/pengguna";
export const KUNCI_DAFTAR = "/__lms/daftar";

/** The cache key of a page's props (its HTML is kept under its own address). */
export const kunciData = (pathQuery: string) => `/__lms/data?u=${encodeURIComponent(pathQuery)}`;

/** The path and query of an address, the key pages are kept by. */
export function jalurDari(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

/** Headers the worker adds to what it keeps. */
export const HEADER_DISIMPAN = "x-lms-disimpan";

// ---------------------------------------------------------------- the list

/** A page kept for a user: its title and when it was kept (ISO time). */
export interface EntriDaftar {
  judul: string;
  waktu: string;
}

export type Daftar = Record<string, EntriDaftar>;

/** The most pages kept per user; the oldest go first. */
export const MAKS_HALAMAN = 150;

/** The list with `path` added or refreshed, and the paths that fell off it. */
export function catatDaftar(daftar: Daftar, path: string, entri: EntriDaftar): { daftar: Daftar; buang: string[] } {
  const baru: Daftar = { ...daftar, [path]: { judul: entri.judul || daftar[path]?.judul || path, waktu: entri.waktu } };
  const urut = Object.entries(baru).sort((a, b) => b[1].waktu.localeCompare(a[1].waktu));
  const buang = urut.slice(MAKS_HALAMAN).map(([p]) => p);
  for (const p of buang) delete baru[p];
  return { daftar: baru, buang };
}

/** The list newest first, as the offline page shows it. */
export function urutDaftar(daftar: Daftar): (EntriDaftar & { path: string })[] {
  return Object.entries(daftar)
    .map(([path, e]) => ({ path, ...e }))
    .sort((a, b) => b.waktu.localeCompare(a.waktu));
}

// ------------------------------------------------------ cached documents

const DATA_AWAL = '<script id="__LMS_DATA__" type="application/json">';
const ROOT_AWAL = '<div id="root">';

/** The props a document carries (server/src/ui_bundle.rs `document`), or null. */
export function dataDokumen(html: string): string | null {
  const awal = html.indexOf(DATA_AWAL);
  if (awal < 0) return null;
  const akhir = html.indexOf("</script>", awal);
  return akhir < 0 ? null : html.slice(awal + DATA_AWAL.length, akhir);
}

/** The id of the user a page was rendered for (null: a guest's page). */
export function penggunaDari(propsJson: string | null): number | null {
  if (!propsJson) return null;
  try {
    const id = (JSON.parse(propsJson) as { user?: { id?: unknown } | null }).user?.id;
    return typeof id === "number" ? id : null;
  } catch {
    return null;
  }
}

/** The document's `<title>` text. */
export function judulDokumen(html: string): string {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return (m?.[1] ?? "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"');
}

/** The build files a document asks for (its start script and `data-modul`). */
export function asetDokumen(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/\/assets\/[\w./-]+-[A-Za-z0-9]{8}\.js/g), (m) => m[0]))];
}

/** JSON inside `<script>`, escaped as the server does (ui_bundle.rs `escape_json_for_script`). */
const jsonUntukSkrip = (json: string) =>
  json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * A page from its kept props: the offline page's document with the page's props in place of its
 * own and an empty root, which the app renders in the browser (entry-client.tsx createRoot).
 */
export function isiKerangka(kerangka: string, propsJson: string): string | null {
  const root = kerangka.indexOf(ROOT_AWAL);
  const data = kerangka.indexOf(DATA_AWAL);
  const akhirData = data < 0 ? -1 : kerangka.indexOf("</script>", data);
  if (root < 0 || data < root || akhirData < 0) return null;
  const sebelumData = kerangka.lastIndexOf("</div>", data);
  return (
    kerangka.slice(0, root + ROOT_AWAL.length) +
    kerangka.slice(sebelumData, data + DATA_AWAL.length) +
    jsonUntukSkrip(propsJson) +
    kerangka.slice(akhirData)
  );
}

/** The banner over a kept page: 'Offline — data terakhir {time}'. */
export function teksSpanduk(waktuIso: string): string {
  return `Offline — data terakhir ${formatTanggalJam(waktuIso)}`;
}

const escapeHtml = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The banner's element; the app finds it by its id (luring.ts `tampilkanSpanduk`). */
export const ID_SPANDUK = "spanduk-luring";

export function htmlSpanduk(waktuIso: string): string {
  return `<div id="${ID_SPANDUK}" class="spanduk-luring" role="status">${escapeHtml(teksSpanduk(waktuIso))}</div>`;
}

/** The document with the banner as the body's first element (outside the app's root). */
export function sisipkanSpanduk(html: string, waktuIso: string): string {
  const body = /<body[^>]*>/.exec(html);
  if (!body) return html;
  const i = body.index + body[0].length;
  return html.slice(0, i) + htmlSpanduk(waktuIso) + html.slice(i);
}

/** Files bigger than this are not kept for offline reading (a phone's storage is small). */
export const MAKS_BERKAS = 25 * 1024 * 1024;

/**
 * Whether a download may be kept: a whole, successful answer not declared bigger than the limit
 * (a compressed answer declares no length: `dibatasi` stops it at the limit).
 */
export function berkasBolehDisimpan(status: number, panjang: string | null): boolean {
  return status === 200 && (panjang === null || Number(panjang) <= MAKS_BERKAS);
}

/** The body, failing once more than `maks` bytes went through (the copy is then not kept). */
export function dibatasi(body: ReadableStream<Uint8Array>, maks: number): ReadableStream<Uint8Array> {
  let n = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(potongan, ctl) {
        n += potongan.byteLength;
        if (n > maks) ctl.error(new Error("berkas terlalu besar untuk disimpan"));
        else ctl.enqueue(potongan);
      },
    }),
  );
}
