#!/usr/bin/env node
// SSR benchmark: the same server bundle with the same props, rendered through our pool
// (deno_core + QuickJS, ssr/examples/bench.rs) and through Node's renderToString
// (bench/ssr/node.mjs), side by side. See bench/ssr/README.md.
//
//   node bench/ssr/run.mjs [--iterations N] [--warmup N] [--build] [--bin PATH] [--experiments]
//
//   --iterations N   timed renders per case (default 200; kelas-200 runs half as many)
//   --warmup N       untimed renders per case first (default 20)
//   --build          rebuild the UI (node ui/build.mjs) even if ui/dist exists
//   --bin PATH       the server binary whose `bench-ssr` renders (default target/release/lms,
//                    built with `cargo build --release -p lms` only when it is missing)
//   --experiments    also run the start-up / render-call experiments on bare runtimes (these
//                    build ssr/examples/bench.rs: a second deno_core, minutes the first time)
//
// Everything it writes goes to target/bench-ssr/: the bundle copy both engines load,
// fixtures/, html/ (each engine's output per case), bc-cache/ (QuickJS bytecode cache
// used by the run) and results.json. Exit code 1 when the two engines' HTML differ.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { jsonLines, run } from "../lib/proses.mjs";
import { writeFixtures } from "./fixtures.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..", "..");
const OUT = path.join(ROOT, "target", "bench-ssr");
const BUNDLE_SRC = path.join(ROOT, "ui", "dist", "server", "entry-server.js");

function parseArgs(argv) {
  const o = { iterations: 200, warmup: 20, build: false, experiments: false, bin: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--iterations") o.iterations = Number(argv[++i]);
    else if (a === "--warmup") o.warmup = Number(argv[++i]);
    else if (a === "--build") o.build = true;
    else if (a === "--experiments") o.experiments = true;
    else if (a === "--bin") o.bin = path.resolve(argv[++i]);
    else if (a === "-h" || a === "--help") {
      console.log("usage: node bench/ssr/run.mjs [--iterations N] [--warmup N] [--build] [--bin PATH] [--experiments]");
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (!(o.iterations >= 10)) throw new Error("--iterations must be at least 10");
  return o;
}

const exe = (name) => (process.platform === "win32" ? `${name}.exe` : name);

/** target/release/lms, built only when missing (a build prints nothing for minutes). */
async function releaseBinary() {
  const bin = path.join(ROOT, "target", "release", exe("lms"));
  if (!existsSync(bin)) {
    console.log("no release build yet: cargo build --release -p lms (about 15 minutes cold) ...");
    await run("cargo", ["build", "--release", "-p", "lms", "--quiet"]);
  }
  return bin;
}

/** The experiments example. Naming the server package too keeps most dependencies' features
 *  those of the release server's build, so only deno_core and ssr are compiled again. */
async function experimentsBinary() {
  const perintah = ["build", "--release", "-p", "lms", "-p", "ssr", "--features", "ssr/bench", "--example", "bench", "--quiet"];
  console.log(`building the experiments (cargo ${perintah.join(" ")}) ...`);
  const t0 = performance.now();
  await run("cargo", perintah);
  console.log(`  built in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return path.join(ROOT, "target", "release", "examples", exe("bench"));
}

const sha256 = (buf) => createHash("sha256").update(buf).digest("hex");
const f2 = (x) => (x == null ? "-" : x < 0.1 ? x.toFixed(3) : x < 10 ? x.toFixed(2) : x.toFixed(1));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

function table(rows, header) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("   ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("   "), ...rows.map(line)].join("\n");
}

/** The --experiments lines, condensed (full numbers in results.json). */
function printExperiments(experiments) {
  console.log("\nexperiments on bare runtimes (ms, p50 / min):");
  const pm = (x) => `${f2(x.p50_ms)} / ${f2(x.min_ms)}`;
  for (const e of experiments) {
    const bc = `bytecode cache ${e.bytecode_cache}`;
    if (e.experiment === "startup-parts")
      console.log(`  start-up, bundle as classic script (today), ${bc}: JsRuntime::new ${pm(e.jsruntime_new)}, bundle ${pm(e.bundle)}`);
    else if (e.experiment === "startup-parts-module")
      console.log(
        `  start-up, bundle as ES module (code-cache.patch), ${bc}: JsRuntime::new ${pm(e.jsruntime_new)}, bundle ${pm(e.bundle)}`,
      );
    else if (e.experiment === "render-call")
      console.log(
        `  render ${e.case}, ${bc}: execute_script same props ${pm(e.execute_script_same_props)}, ` +
          `distinct props ${pm(e.execute_script_distinct_props)}, function call ${pm(e.function_call)}`,
      );
    else if (e.experiment === "bytecode-files-per-render")
      console.log(
        `  bytecode files written by ${e.renders} renders of distinct pages: execute_script ${e.execute_script.files} files ` +
          `(${(e.execute_script.bytes / 1024).toFixed(0)} KB), function call ${e.function_call.files}`,
      );
    else if (e.experiment === "microtasks-per-render") console.log(`  microtasks queued by ${e.renders} renders: ${e.queued}`);
  }
}

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  await mkdir(OUT, { recursive: true });
  const loadBefore = os.loadavg()[0];

  if (opt.build || !existsSync(BUNDLE_SRC)) {
    console.log("building the UI (node ui/build.mjs) ...");
    await run(process.execPath, [path.join(ROOT, "ui", "build.mjs")]);
  }
  // Both engines load this one copy, so a rebuild of ui/dist during the run changes nothing.
  const bundle = path.join(OUT, "entry-server.js");
  await copyFile(BUNDLE_SRC, bundle);
  const bundleBytes = (await readFile(bundle)).length;

  const fixtures = path.join(OUT, "fixtures");
  const cases = await writeFixtures(fixtures);
  const htmlDir = path.join(OUT, "html");
  await rm(htmlDir, { recursive: true, force: true });

  // The QuickJS side is the release server itself (`lms bench-ssr`): what is measured is what
  // serves, and an existing release build is used as it is.
  const bin = opt.bin ?? (await releaseBinary());
  console.log(`QuickJS side: ${path.relative(ROOT, bin)} bench-ssr`);

  // A fresh bytecode-cache directory: the pool's first start-up is a cold one.
  const bcCache = path.join(OUT, "bc-cache");
  await rm(bcCache, { recursive: true, force: true });
  await mkdir(bcCache, { recursive: true });
  const common = [bundle, fixtures, String(opt.iterations), "--warmup", String(opt.warmup), "--html-out", htmlDir];

  console.log(`rendering: ${cases.length} cases x ${opt.iterations} iterations (warm-up ${opt.warmup}) in each engine ...`);
  const quick = jsonLines(await run(bin, ["bench-ssr", ...common], { env: { V82JSC_BC_CACHE_DIR: bcCache } }));
  const quickOff = jsonLines(
    await run(bin, ["bench-ssr", ...common.slice(0, 3), "--mode", "startup"], { env: { V82JSC_NO_BC_CACHE: "1" } }),
  );
  const node = jsonLines(await run(process.execPath, [path.join(HERE, "node.mjs"), ...common]));
  let experiments = [];
  if (opt.experiments) {
    const example = await experimentsBinary();
    const expCache = path.join(OUT, "bc-cache-experiments");
    await rm(expCache, { recursive: true, force: true });
    await mkdir(expCache, { recursive: true });
    const expArgs = [bundle, fixtures, String(Math.max(10, Math.round(opt.iterations / 4))), "--warmup", "5", "--mode", "experiments"];
    experiments = [
      ...jsonLines(await run(example, expArgs, { env: { V82JSC_BC_CACHE_DIR: expCache } })),
      ...jsonLines(await run(example, expArgs, { env: { V82JSC_NO_BC_CACHE: "1" } })),
    ];
  }

  // Same HTML from both engines, byte for byte.
  let mismatch = false;
  const rows = [];
  for (const c of cases) {
    const q = quick.find((r) => r.case === c.case && r.engine === "quickjs");
    const n = node.find((r) => r.case === c.case && r.engine === "node");
    const qh = await readFile(path.join(htmlDir, `${c.case}.quickjs.html`));
    const nh = await readFile(path.join(htmlDir, `${c.case}.node.html`));
    const same = sha256(qh) === sha256(nh);
    if (!same) mismatch = true;
    rows.push([
      c.case,
      (q.html_bytes / 1024).toFixed(1),
      String(q.iterations),
      `${f2(q.p50_ms)} / ${f2(q.p99_ms)}`,
      `${f2(n.p50_ms)} / ${f2(n.p99_ms)}`,
      `${(q.p50_ms / n.p50_ms).toFixed(1)}x`,
      same ? "identical" : "DIFFERENT",
    ]);
  }

  console.log("");
  console.log(
    `SSR: same bundle (${(bundleBytes / 1024).toFixed(0)} KB), same props; per-render latency in ms ` +
      `(${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before / ${os.loadavg()[0].toFixed(1)} after: ` +
      `other work on the machine shows in p99)`,
  );
  console.log(table(rows, ["case", "html KB", "n", "quickjs p50 / p99", "node p50 / p99", "ratio p50", "html"]));

  const st = quick.find((r) => r.case === "startup");
  const stOff = quickOff.find((r) => r.case === "startup");
  const nodeLoad = node.find((r) => r.case === "startup");
  const warm = st.runs_ms.slice(1);
  console.log("");
  console.log(
    `start-up, SsrPool::start with 1 worker: ${f2(st.runs_ms[0])} ms with a cold bytecode cache, ` +
      `${f2(median(warm))} ms warm (median of ${warm.length}), ` +
      `${f2(stOff.p50_ms)} ms with the bytecode cache off (median of ${stOff.iterations}); ` +
      `node vm load of the bundle ${f2(nodeLoad.load_ms)} ms`,
  );
  const hits = quick.filter((r) => r.engine === "quickjs-cache-hit");
  console.log(
    "render cache hit, SsrPool::render with the same url + props: " +
      hits
        .map((h) => {
          const q = quick.find((r) => r.case === h.case && r.engine === "quickjs");
          return `${h.case} ${(h.p50_ms * 1000).toFixed(1)} us (${Math.round(q.p50_ms / h.p50_ms)}x faster than a render)`;
        })
        .join(", "),
  );
  if (experiments.length) printExperiments(experiments);

  const results = {
    date: new Date().toISOString(),
    options: opt,
    load_average: [loadBefore, os.loadavg()[0]],
    bundle_bytes: bundleBytes,
    quickjs: quick,
    quickjs_bc_off: quickOff,
    node,
    experiments,
  };
  await writeFile(path.join(OUT, "results.json"), JSON.stringify(results, null, 2) + "\n");
  console.log(`\nresults: ${path.relative(process.cwd(), path.join(OUT, "results.json"))}`);
  if (mismatch) {
    console.error(`the engines rendered different HTML: compare the files in ${path.relative(process.cwd(), htmlDir)}`);
    process.exit(1);
  }
}

main().catch((e) => {
  console.error(e?.stack || e);
  process.exit(1);
});
