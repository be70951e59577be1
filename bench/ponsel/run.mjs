// The student's phone on a slow line (issue 38): Chromium at 360 px with DevTools' 'Slow 3G'
// (2 s request latency, 50 KB/s down and up) and a 4× slower CPU, the release server and the demo
// university. Per page, the median of N first visits (fresh profile, empty cache) of:
//   scripts   the script files the browser fetched (DevTools protocol, not the manifest)
//   bytes     HTML + CSS + JS on the wire (encoded, as the server sent them)
//   paint     first contentful paint: from here the page answers taps as plain HTML (real links,
//             GET/POST forms), before any script
//   hydrated  when React took the page over (the app's own __LMS_HYDRATED__ flag)
// and a verdict against the targets: usable within 5 s, the meeting page hydrated within 8 s.
//
//   npm run bench:ponsel -- [--runs 3] [--bin target/release/lms]
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { masuk, pastikan, RELEASE_BIN, siapkanServer } from "../lib/server.mjs";

const { values: opsi } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    bin: { type: "string", default: RELEASE_BIN },
  },
});
const RUNS = Number(opsi.runs);
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const CPU_LAMBAT = 4;
const TARGET_USABLE_MS = 5000;
const TARGET_HYDRATED_MEETING_MS = 8000;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const detik = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : "—");
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Records when the app says it hydrated: it sets window.__LMS_HYDRATED__ = true. */
function catatHidrasi() {
  let nilai;
  Object.defineProperty(window, "__LMS_HYDRATED__", {
    configurable: true,
    get: () => nilai,
    set(v) {
      nilai = v;
      if (v === true && window.__lmsHydratedAt === undefined) window.__lmsHydratedAt = performance.now();
    },
  });
}

/** One first visit of `alamat` on a throttled phone; answers the figures above. */
async function kunjungi(browser, base, alamat, sesi) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "id-ID", isMobile: true, hasTouch: true });
  try {
    if (sesi) await context.addCookies([{ name: "lms_sesi", value: sesi, url: base }]);
    await context.addInitScript(catatHidrasi);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_LAMBAT });
    const jenis = new Map();
    let scripts = 0;
    let bytes = 0;
    cdp.on("Network.responseReceived", (e) => jenis.set(e.requestId, e.type));
    cdp.on("Network.loadingFinished", (e) => {
      const t = jenis.get(e.requestId);
      if (t === "Script") scripts += 1;
      if (t === "Document" || t === "Stylesheet" || t === "Script") bytes += e.encodedDataLength;
    });
    await page.goto(base + alamat, { waitUntil: "load", timeout: 120_000 });
    if (new URL(page.url()).pathname !== new URL(base + alamat).pathname) throw new Error(`${alamat} ended at ${page.url()}`);
    await page.waitForFunction(() => window.__lmsHydratedAt !== undefined, null, { timeout: 120_000, polling: 100 });
    // Requests the app makes once hydrated (the clock's stream, its own data) are not the first load.
    const { paint, hydrated } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      hydrated: window.__lmsHydratedAt,
    }));
    return { scripts, bytes, paint, hydrated };
  } finally {
    await context.close();
  }
}

/** The pages a student opens, with real ids from the demo: a class, its busiest meeting, a task. */
async function halamanMahasiswa(minta, sesi) {
  const kelas = pastikan(await minta("GET", "/lms/kelas_kuliah", sesi), 200, "the student's classes").json.data[0];
  const detail = pastikan(await minta("GET", `/v2/lms/kelas_kuliah/${kelas.id}`, sesi), 200, "the class").json;
  const jumlah = (p) => Object.values(p.count_activity ?? {}).reduce((a, b) => a + (b ?? 0), 0);
  const urut = [...detail.pertemuan].sort((a, b) => jumlah(b) - jumlah(a));
  const pertemuan = urut[0];
  let tugas = null;
  for (const p of urut.filter((x) => (x.count_activity?.tugas ?? 0) > 0)) {
    const html = (await minta("GET", `/kelas/${kelas.id}/${p.id}`, sesi)).bytes.toString("utf8");
    const props = JSON.parse(html.match(/<script id="__LMS_DATA__" type="application\/json">(.*?)<\/script>/s)[1]);
    tugas = props.data.aktivitas.find((a) => a.jenis === "tugas");
    if (tugas) break;
  }
  const halaman = [
    ["login (signed out)", "/", null],
    ["/beranda", "/beranda", sesi],
    ["/kelas", "/kelas", sesi],
    ["a class", `/kelas/${kelas.id}`, sesi],
    ["a meeting", `/kelas/${kelas.id}/${pertemuan.id}`, sesi],
  ];
  if (tugas) halaman.push(["a task", `/kelas/${kelas.id}/tugas/${tugas.id}`, sesi]);
  return halaman;
}

const server = await siapkanServer({ bin: opsi.bin, prefix: "lms-bench-ponsel-" });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  console.log("seeding the demo university ...");
  server.seed(["demo"]);
  await server.mulai();
  const base = `http://127.0.0.1:${server.port}`;
  const sesi = await masuk(server.minta, "mahasiswa");
  const hasil = [];
  for (const [nama, alamat, cookie] of await halamanMahasiswa(server.minta, sesi)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // A query the page ignores: every visit misses the server's render cache like a first one.
      const r = await kunjungi(browser, base, `${alamat}?ponsel=${i}`, cookie);
      console.log(`${nama} run ${i + 1}: ${r.scripts} scripts, ${kb(r.bytes)}, paint ${detik(r.paint)}, hydrated ${detik(r.hydrated)}`);
      runs.push(r);
    }
    const m = (k) => median(runs.map((r) => r[k]));
    hasil.push({ nama, scripts: m("scripts"), bytes: m("bytes"), paint: m("paint"), hydrated: m("hydrated") });
  }
  console.log(`\nChromium ${browser.version()}, 360 px, Slow 3G + ${CPU_LAMBAT}× CPU, median of ${RUNS}; binary ${opsi.bin}`);
  console.log("| page | script files | HTML+CSS+JS (wire) | first paint (plain HTML usable) | hydrated |");
  console.log("|---|---|---|---|---|");
  for (const h of hasil) console.log(`| ${h.nama} | ${h.scripts} | ${kb(h.bytes)} | ${detik(h.paint)} | ${detik(h.hydrated)} |`);
  console.log("");
  for (const h of hasil) {
    const usable = h.paint <= TARGET_USABLE_MS;
    let verdict = `${h.nama}: usable at ${detik(h.paint)} ${usable ? "meets" : "misses"} ≤ 5 s`;
    if (h.nama === "a meeting") {
      const ok = h.hydrated <= TARGET_HYDRATED_MEETING_MS;
      verdict += `; hydrated at ${detik(h.hydrated)} ${ok ? "meets" : "misses"} ≤ 8 s`;
    }
    console.log(verdict);
  }
} finally {
  await browser.close();
  await server.selesai();
}
