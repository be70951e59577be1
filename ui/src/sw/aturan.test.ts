import { describe, expect, it } from "vitest";
import {
  asetDokumen,
  asetUsang,
  berkasBolehDisimpan,
  bolehDisimpan,
  cacheAset,
  cachePengguna,
  cachePenggunaLain,
  catatDaftar,
  dataDokumen,
  dibatasi,
  ID_SPANDUK,
  isiKerangka,
  judulDokumen,
  MAKS_HALAMAN,
  penggunaDari,
  perlakuan,
  sisipkanSpanduk,
  teksSpanduk,
  urutDaftar,
} from "./aturan";

const O = "https://lms.kampus.ac.id";
const minta = (path: string, opts: { method?: string; mode?: string; header?: Record<string, string> } = {}) =>
  perlakuan({ url: O + path, method: opts.method ?? "GET", mode: opts.mode ?? "cors", header: (n) => opts.header?.[n] ?? null }, O);

/** A document as server/src/ui_bundle.rs writes it. */
const dokumen = (props: object, body = "<main>isi</main>", judul = "Beranda | LMS") =>
  `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${judul}</title><style>x</style></head>` +
  `<body class="bg-slate-50 text-slate-900"><div id="root">${body}</div>` +
  `<script id="__LMS_DATA__" type="application/json">${JSON.stringify(props).replace(/</g, "\\u003c")}</script>` +
  `<script type="module" data-modul="/assets/chunks/beranda-AB12CD34.js">const m=()=>{import("/assets/entry-client-ZZ99YY88.js")}</script></body></html>`;

describe("perlakuan", () => {
  it("build files from the cache, other static files refreshed behind", () => {
    expect(minta("/assets/entry-client-ebdfef3e.js")).toBe("aset");
    expect(minta("/assets/chunks/kelas_detail-AB12CD34.js")).toBe("aset");
    expect(minta("/assets/logo.svg")).toBe("statis");
    expect(minta("/assets/banner/banner-1.svg")).toBe("statis");
  });
  it("pages, their props and downloads from the network first", () => {
    expect(minta("/beranda", { mode: "navigate" })).toBe("halaman");
    expect(minta("/kelas/3", { header: { "x-lms-data": "1" } })).toBe("data");
    expect(minta("/v2/storager/abc/Modul%201.pdf")).toBe("berkas");
    expect(minta("/v2/storager/abc/Modul%201.pdf", { mode: "navigate" })).toBe("berkas");
  });
  it("the logout form forgets; everything else passes", () => {
    expect(minta("/logout", { method: "POST", mode: "navigate" })).toBe("keluar");
    expect(minta("/lms/forum/7/post", { method: "POST" })).toBe("lewat");
    expect(minta("/lms/kelas_kuliah")).toBe("lewat");
    expect(minta("/v2/storager/abc/x.mp4", { header: { range: "bytes=0-" } })).toBe("lewat");
    expect(perlakuan({ url: "https://cdn.lain.id/x.js", method: "GET", mode: "cors", header: () => null }, O)).toBe("lewat");
  });
  it("the exam sheet and sign-in pages are never kept", () => {
    expect(bolehDisimpan("/ujian/4/soal")).toBe(false);
    expect(bolehDisimpan("/")).toBe(false);
    expect(bolehDisimpan("/luring")).toBe(false);
    expect(bolehDisimpan("/beranda")).toBe(true);
    expect(bolehDisimpan("/kelas/3/12")).toBe(true);
  });
});

describe("caches", () => {
  it("an old build's files go when the new one is active", () => {
    expect(asetUsang(["lms-aset-a", "lms-aset-b", "lms-meta", "lms-pengguna-5"], "b")).toEqual(["lms-aset-a"]);
    expect(cacheAset("b")).toBe("lms-aset-b");
  });
  it("someone else's pages go when a user signs in; all of them at logout", () => {
    const semua = ["lms-pengguna-5", "lms-pengguna-6", "lms-aset-a", "lms-meta"];
    expect(cachePenggunaLain(semua, 5)).toEqual(["lms-pengguna-6"]);
    expect(cachePenggunaLain(semua, null)).toEqual(["lms-pengguna-5", "lms-pengguna-6"]);
    expect(cachePengguna(5)).toBe("lms-pengguna-5");
  });
  it("the list keeps the newest pages", () => {
    let daftar = {};
    for (let i = 0; i < MAKS_HALAMAN + 2; i++) {
      const r = catatDaftar(daftar, `/kelas/${i}`, {
        judul: `Kelas ${i}`,
        waktu: `2026-11-29T10:${String(i % 60).padStart(2, "0")}:${String(Math.floor(i / 60)).padStart(2, "0")}Z`,
      });
      daftar = r.daftar;
    }
    expect(Object.keys(daftar)).toHaveLength(MAKS_HALAMAN);
    const r = catatDaftar(daftar, "/beranda", { judul: "", waktu: "2026-11-30T00:00:00Z" });
    expect(r.buang).toHaveLength(1);
    expect(urutDaftar(r.daftar)[0]).toEqual({ path: "/beranda", judul: "/beranda", waktu: "2026-11-30T00:00:00Z" });
  });
  it("downloads kept only when whole and not too big", () => {
    expect(berkasBolehDisimpan(200, "1000")).toBe(true);
    expect(berkasBolehDisimpan(200, null)).toBe(true);
    expect(berkasBolehDisimpan(206, "1000")).toBe(false);
    expect(berkasBolehDisimpan(200, String(26 * 1024 * 1024))).toBe(false);
  });
  it("an answer of no declared length is cut at the limit", async () => {
    const aliran = (n: number) => new Response(new Uint8Array(n)).body as ReadableStream<Uint8Array>;
    await expect(new Response(dibatasi(aliran(10), 10)).arrayBuffer()).resolves.toHaveProperty("byteLength", 10);
    await expect(new Response(dibatasi(aliran(11), 10)).arrayBuffer()).rejects.toThrow("terlalu besar");
  });
});

describe("kept documents", () => {
  const props = { page: "beranda", url: "/beranda", user: { id: 5, nama: "</script><b>" }, status: 200 };

  it("reads the props, the user, the title and the build files", () => {
    const html = dokumen(props, "<main>isi</main>", "Beranda &amp; Kelas | LMS");
    expect(JSON.parse(dataDokumen(html) ?? "")).toEqual(props);
    expect(penggunaDari(dataDokumen(html))).toBe(5);
    expect(penggunaDari(JSON.stringify({ user: null }))).toBeNull();
    expect(penggunaDari("{rusak")).toBeNull();
    expect(judulDokumen(html)).toBe("Beranda & Kelas | LMS");
    expect(asetDokumen(html)).toEqual(["/assets/chunks/beranda-AB12CD34.js", "/assets/entry-client-ZZ99YY88.js"]);
  });

  it("the banner goes first in the body, outside the app's root", () => {
    const html = sisipkanSpanduk(dokumen(props), "2026-11-29T03:05:00Z");
    expect(html).toContain(`<body class="bg-slate-50 text-slate-900"><div id="${ID_SPANDUK}"`);
    expect(html).toContain(teksSpanduk("2026-11-29T03:05:00Z"));
    expect(teksSpanduk("2026-11-29T03:05:00Z")).toBe("Offline — data terakhir 29 Nov 2026, 10:05 WIB");
  });

  it("a page from kept props: the shell's root emptied and its props replaced, escaped", () => {
    const shell = dokumen({ page: "luring", url: "/luring", user: null }, "<main>Anda sedang offline</main>", "Offline | LMS");
    const halaman = isiKerangka(shell, JSON.stringify(props));
    expect(halaman).not.toBeNull();
    expect(halaman).toContain('<div id="root"></div><script id="__LMS_DATA__"');
    expect(halaman).not.toContain("Anda sedang offline");
    expect(halaman).not.toContain("</script><b>");
    expect(JSON.parse(dataDokumen(halaman ?? "") ?? "")).toEqual(props);
    expect(isiKerangka("<html>tanpa root</html>", "{}")).toBeNull();
  });
});
