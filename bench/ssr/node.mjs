#!/usr/bin/env node
// The Node.js side of the SSR benchmark: loads the same server bundle the Rust pool
// runs (ui/dist/server/entry-server.js) into a fresh vm context that has only the
// globals the embedded engine is given, and times globalThis.renderPage per fixture.
//
//   node bench/ssr/node.mjs <bundle> <fixtures-dir> <iterations> [--warmup N] [--html-out DIR]
//
// Prints one JSON line per case:
//   {"case","engine":"node","iterations","p50_ms","p99_ms","mean_ms","min_ms","html_bytes"}
// and with --html-out writes each case's HTML to DIR/<case>.node.html (the runner
// compares it with the QuickJS output byte for byte).
import { readFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import vm from "node:vm";
import { performance } from "node:perf_hooks";

function parseArgs(argv) {
  const pos = [];
  const opt = { warmup: 20, htmlOut: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--warmup") opt.warmup = Number(argv[++i]);
    else if (a === "--html-out") opt.htmlOut = argv[++i];
    else pos.push(a);
  }
  if (pos.length < 2) {
    console.error("usage: node bench/ssr/node.mjs <bundle> <fixtures-dir> [iterations] [--warmup N] [--html-out DIR]");
    process.exit(2);
  }
  return { bundle: pos[0], fixtures: pos[1], iterations: Number(pos[2] ?? 200), ...opt };
}

/** Nearest-rank percentile of an ascending array (same rule as ssr/examples/bench.rs). */
export function percentile(sorted, p) {
  const rank = Math.ceil(p * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summary(samplesMs) {
  const s = [...samplesMs].sort((a, b) => a - b);
  const mean = s.reduce((x, y) => x + y, 0) / s.length;
  const r = (x) => Math.round(x * 1000) / 1000;
  return { p50_ms: r(percentile(s, 0.5)), p99_ms: r(percentile(s, 0.99)), mean_ms: r(mean), min_ms: r(s[0]) };
}

/** A context with only what the embedded engine gets (polyfills there, Node's own here). */
export function loadBundle(source, filename) {
  const context = vm.createContext({
    TextEncoder,
    TextDecoder,
    MessageChannel,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    console,
    URL,
  });
  const t0 = performance.now();
  vm.runInContext(source, context, { filename });
  const loadMs = performance.now() - t0;
  if (typeof context.renderPage !== "function") throw new Error("the bundle does not define globalThis.renderPage");
  return { renderPage: context.renderPage, loadMs };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const source = await readFile(args.bundle, "utf8");
  const { renderPage, loadMs } = loadBundle(source, path.resolve(args.bundle));
  console.log(JSON.stringify({ case: "startup", engine: "node", load_ms: Math.round(loadMs * 1000) / 1000 }));
  const index = JSON.parse(await readFile(path.join(args.fixtures, "cases.json"), "utf8"));
  if (args.htmlOut) await mkdir(args.htmlOut, { recursive: true });
  for (const c of index) {
    const props = await readFile(path.join(args.fixtures, c.file), "utf8");
    const n = Math.max(10, Math.round(args.iterations * (c.iterations_scale ?? 1)));
    let html = "";
    for (let i = 0; i < args.warmup; i++) html = renderPage(c.url, props);
    const samples = new Array(n);
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      html = renderPage(c.url, props);
      samples[i] = performance.now() - t0;
    }
    if (args.htmlOut) await writeFile(path.join(args.htmlOut, `${c.case}.node.html`), html);
    console.log(JSON.stringify({ case: c.case, engine: "node", iterations: n, ...summary(samples), html_bytes: Buffer.byteLength(html) }));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main()
    .then(() => process.exit(0)) // React's scheduler may hold a MessagePort open
    .catch((e) => {
      console.error(e?.stack || e);
      process.exit(1);
    });
}
