// First load on a slow phone, in bytes (issue 17: ≤ 80 KB brotli for /kelas and /beranda as a
// student): the HTML, the stylesheet and the JavaScript the page loads — the start script the
// document names, the entry it asks for and the route's modules from ui/dist/manifest.json —,
// brotli as the browser would get them, and the server's time to answer (render included).
// Uses the e2e harness's server (LMS_E2E_BIN picks the binary, e.g. target/release/lms).
//   node bench/first-load.mjs          (needs ui/dist and target/*/lms built)
import { readFile } from "node:fs/promises";
import { brotliCompressSync } from "node:zlib";
import { startServer } from "../ui/e2e/harness.mjs";

const PAGES = [
  { user: "mahasiswa", path: "/beranda" },
  { user: "mahasiswa", path: "/kelas" },
  { user: "dosen", path: "/kelas" },
];

const manifest = JSON.parse(await readFile(new URL("../ui/dist/manifest.json", import.meta.url), "utf8"));
const kb = (n) => (n / 1000).toFixed(1) + " KB";

async function signIn(base, user) {
  const login = await fetch(`${base}/`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `username=${user}&password=demo123`,
  });
  return login.headers.get("set-cookie").split(";")[0];
}

/** Bytes on the wire of one static file, as the server sends it to a browser asking for brotli. */
async function encodedSize(base, url) {
  const res = await fetch(base + url, { headers: { "accept-encoding": "br" } });
  const body = Buffer.from(await res.arrayBuffer());
  return Number(res.headers.get("content-length")) || body.length;
}

async function measure(base, { user, path }) {
  const cookie = await signIn(base, user);
  const times = [];
  let body;
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    const res = await fetch(base + path, { headers: { cookie } });
    body = Buffer.from(await res.arrayBuffer());
    times.push(performance.now() - started);
  }
  const html = body.toString("utf8");
  const named = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const nama = JSON.parse(html.match(/<script id="__LMS_DATA__" type="application\/json">(.*?)<\/script>/s)[1]).page;
  const files = [...new Set([...named, manifest.entry, ...(manifest.routes[nama] ?? [])])];
  let assets = 0;
  for (const f of files) assets += await encodedSize(base, f);
  const htmlBr = brotliCompressSync(body).length;
  const first = times[0];
  times.sort((a, b) => a - b);
  console.log(`${path} for ${user}: HTML ${kb(body.length)} raw, ${kb(htmlBr)} brotli`);
  console.log(`  CSS + JS the page loads (${files.length} files, brotli): ${kb(assets)}`);
  console.log(`  first load total (brotli): ${kb(htmlBr + assets)}`);
  console.log(
    `  server answer time (loopback): first request ${first.toFixed(1)} ms; median of ${times.length} ` +
      `${times[Math.floor(times.length / 2)].toFixed(1)} ms (the render cache answers repeats within the minute)`,
  );
}

const server = await startServer();
try {
  for (const page of PAGES) await measure(server.baseUrl, page);
} finally {
  await server.stop();
}
