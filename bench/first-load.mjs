// First load of /kelas for the demo lecturer: bytes on the wire (HTML, CSS and
// the JavaScript the page loads — the entry and the route's modules from
// ui/dist/manifest.json —, brotli as the browser would get them) and
// the server's time to answer (render included). Uses the e2e harness's server.
//   node bench/first-load.mjs          (needs ui/dist and target/*/lms built)
import { readFile } from "node:fs/promises";
import { startServer } from "../ui/e2e/harness.mjs";

const server = await startServer();
try {
  const base = server.baseUrl;
  const login = await fetch(`${base}/`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "username=dosen&password=demo123",
  });
  const cookie = login.headers.get("set-cookie").split(";")[0];
  const get = async (path) => {
    const started = performance.now();
    const res = await fetch(base + path, { headers: { cookie, "accept-encoding": "br" } });
    const body = Buffer.from(await res.arrayBuffer()); // fetch decodes; count the encoded length below
    const ms = performance.now() - started;
    const encoded = Number(res.headers.get("content-length") ?? 0) || body.length;
    return { res, body, ms, encoded };
  };
  const times = [];
  let page;
  for (let i = 0; i < 15; i++) {
    page = await get("/kelas");
    times.push(page.ms);
  }
  const html = page.body.toString("utf8");
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const nama = JSON.parse(html.match(/<script id="__LMS_DATA__" type="application\/json">(.*?)<\/script>/s)[1]).page;
  const manifest = JSON.parse(await readFile(new URL("../ui/dist/manifest.json", import.meta.url), "utf8"));
  const unique = [...new Set([...assets, ...(manifest.routes[nama] ?? [])])];
  let assetBytes = 0;
  for (const a of unique) {
    const raw = await fetch(base + a, { headers: { "accept-encoding": "br" } });
    const len = Number(raw.headers.get("content-length"));
    assetBytes += len || Buffer.from(await raw.arrayBuffer()).length;
  }
  const htmlBr = (await import("node:zlib")).brotliCompressSync(page.body).length;
  const first = times[0];
  times.sort((a, b) => a - b);
  const kb = (n) => (n / 1000).toFixed(1) + " KB";
  console.log(`/kelas for dosen (5 rows): HTML ${kb(page.body.length)} raw, ${kb(htmlBr)} brotli`);
  console.log(`  CSS + JS the page loads (${unique.length} files, brotli): ${kb(assetBytes)}`);
  console.log(`  first load total (brotli): ${kb(htmlBr + assetBytes)}`);
  console.log(`  server answer time (loopback): first request ${first.toFixed(1)} ms; median of ${times.length} ${times[Math.floor(times.length / 2)].toFixed(1)} ms (the render cache answers repeats within the minute)`);
} finally {
  await server.stop();
}
