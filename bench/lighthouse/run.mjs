// Lighthouse on a slow phone (issue 17): its default mobile config (simulated slow 4G, 4× CPU
// slowdown, Moto G-class screen) on the login page and, signed in as the demo student, /beranda,
// /kelas and the first of the student's classes; the median of N runs per page and a verdict
// against the target "LCP ≤ 1.5 s". Uses Debian's Chromium, never downloads a browser.
//
//   npm run bench:lighthouse -- [--runs 3] [--bin target/release/lms]
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { parseArgs } from "node:util";
import { pastikan, RELEASE_BIN, siapkanServer } from "../lib/server.mjs";

const { values: opsi } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    bin: { type: "string", default: RELEASE_BIN },
  },
});
const RUNS = Number(opsi.runs);
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const TARGET_LCP_MS = 1500;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const detik = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The element Lighthouse took for the LCP, as a short snippet of its markup. */
function elemenLcp(audit) {
  const node = audit?.details?.items?.[0]?.items?.[0]?.node;
  return node ? (node.snippet ?? node.selector ?? "?").slice(0, 100) : "?";
}

/** One Lighthouse run in a fresh Chromium (so no cookie from an earlier run is left over). */
async function ukur(url, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const flags = { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] };
    if (cookie) flags.extraHeaders = { Cookie: cookie };
    const { lhr } = await lighthouse(url, flags);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A page that sends a signed-out visitor back to the login page would measure the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    for (const w of lhr.runWarnings) console.warn(`  warning: ${w}`);
    const a = lhr.audits;
    return {
      skor: lhr.categories.performance.score * 100,
      lcp: a["largest-contentful-paint"].numericValue,
      fcp: a["first-contentful-paint"].numericValue,
      tbt: a["total-blocking-time"].numericValue,
      cls: a["cumulative-layout-shift"].numericValue,
      si: a["speed-index"].numericValue,
      // When the page answers input (hydrated): the price of painting before the scripts load.
      tti: a["interactive"]?.numericValue ?? NaN,
      bytes: a["total-byte-weight"].numericValue,
      terbesar: a["total-byte-weight"].details.items.slice(0, 3),
      elemen: elemenLcp(a["largest-contentful-paint-element"]),
      versi: `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/HeadlessChrome\/[\d.]+/)[0]}`,
    };
  } finally {
    chrome.kill();
  }
}

const server = await siapkanServer({ bin: opsi.bin, prefix: "lms-bench-lighthouse-" });
const { minta } = server;
try {
  console.log("seeding the demo university ...");
  server.seed(["demo"]);
  await server.mulai();
  const base = `http://127.0.0.1:${server.port}`;

  const login = await minta("POST", "/", null, {
    raw: Buffer.from("username=mahasiswa&password=demo123"),
    type: "application/x-www-form-urlencoded",
  });
  if (login.status !== 303) throw new Error(`login: ${login.status}`);
  const sesi = String(login.headers["set-cookie"]).match(/lms_sesi=([^;]+)/)[1];
  const kelas = pastikan(await minta("GET", "/lms/kelas_kuliah", sesi), 200, "the student's classes").json.data;

  const halaman = [
    ["/ (login, signed out)", "/", null],
    ["/beranda", "/beranda", sesi],
    ["/kelas", "/kelas", sesi],
    [`/kelas/${kelas[0].id}`, `/kelas/${kelas[0].id}`, sesi],
  ];
  const hasil = [];
  let versi = "";
  for (const [nama, alamat, cookie] of halaman) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // A query the page ignores, so every run misses the server's render cache like a first visit.
      const r = await ukur(`${base}${alamat}?lighthouse=${i}`, cookie && `lms_sesi=${cookie}`);
      console.log(`${nama} run ${i + 1}: score ${r.skor.toFixed(0)}, LCP ${detik(r.lcp)} on ${r.elemen}`);
      runs.push(r);
      versi = r.versi;
    }
    // Median per metric; the biggest resources come from the run with the median LCP.
    const m = (k) => median(runs.map((r) => r[k]));
    const tengah = runs.find((r) => r.lcp === m("lcp"));
    hasil.push({
      nama,
      skor: m("skor"),
      lcp: m("lcp"),
      fcp: m("fcp"),
      tbt: m("tbt"),
      cls: m("cls"),
      si: m("si"),
      tti: m("tti"),
      bytes: m("bytes"),
      terbesar: tengah.terbesar,
    });
  }

  console.log(`\n${versi}; mobile defaults (simulated slow 4G, 4× CPU); median of ${RUNS} runs; binary ${opsi.bin}`);
  console.log("| page | score | LCP | FCP | TBT | CLS | Speed Index | TTI | transfer | biggest 3 resources |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const h of hasil) {
    const terbesar = h.terbesar.map((t) => `${new URL(t.url).pathname} ${kb(t.totalBytes)}`).join(", ");
    console.log(
      `| ${h.nama} | ${h.skor.toFixed(0)} | ${detik(h.lcp)} | ${detik(h.fcp)} | ${h.tbt.toFixed(0)} ms | ${h.cls.toFixed(3)} | ${detik(h.si)} | ${detik(h.tti)} | ${kb(h.bytes)} | ${terbesar} |`,
    );
  }
  console.log("");
  for (const h of hasil) {
    const ok = h.lcp <= TARGET_LCP_MS;
    console.log(
      `${h.nama}: LCP ${detik(h.lcp)} ${ok ? "meets" : "misses"} the target LCP ≤ 1.5 s${ok ? "" : ` by ${detik(h.lcp - TARGET_LCP_MS)}`}`,
    );
  }
} finally {
  await server.selesai();
}
