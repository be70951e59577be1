#!/usr/bin/env node
// Lean-component experiments for the SSR benchmark: copies ui/src to a temporary
// directory, applies each variant's patch (bench/ssr/lean/*.patch), builds the server
// bundle with the options of ui/build.mjs, checks that the variant renders the same HTML
// as the unpatched copy, and times every variant through the QuickJS pool (the bench
// example) and Node, rounds interleaved so machine noise hits all variants alike.
//
//   node bench/ssr/lean/run.mjs [--rounds N] [--iterations N]
//
// Needs the fixtures and the bench binary, both made by `node bench/ssr/run.mjs`.
// ui/src itself is never touched.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { loadBundle, summary } from "../node.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..", "..", "..");
const OUT = path.join(ROOT, "target", "bench-ssr");
const FIXTURES = path.join(OUT, "fixtures");
const BIN = path.join(ROOT, "target", "release", "examples", "bench");

/** name -> patches applied on top of ui/src; `sameHtml: false` when the markup changes on purpose. */
const VARIANTS = [
  { name: "base", patches: [], sameHtml: true },
  { name: "rekap-no-title", patches: ["rekap-no-title.patch"], sameHtml: false },
];

function parseArgs(argv) {
  const o = { rounds: 3, iterations: 60 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--rounds") o.rounds = Number(argv[++i]);
    else if (argv[i] === "--iterations") o.iterations = Number(argv[++i]);
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return o;
}

/** The server build of ui/build.mjs (buildServer), pointed at a copy of the UI. */
async function buildServer(ui, outfile) {
  const mode = "production";
  const nm = path.join(ROOT, "node_modules");
  const plugins = [
    {
      name: "route-modules",
      setup(b) {
        b.onResolve({ filter: /^\.{1,2}\/(.*\/)?route-modules$/ }, (a) => ({ path: path.join(a.resolveDir, `${a.path}.server.ts`) }));
      },
    },
    {
      name: "react-router-mode",
      setup(b) {
        const file = path.join(nm, "react-router", "dist", mode, "index.mjs");
        if (existsSync(file)) b.onResolve({ filter: /^react-router$/ }, () => ({ path: file }));
      },
    },
    {
      name: "react-dom-server-legacy",
      setup(b) {
        const file = path.join(nm, "react-dom", "cjs", `react-dom-server-legacy.browser.${mode}.js`);
        if (existsSync(file)) b.onResolve({ filter: /^react-dom\/server\.browser$/ }, () => ({ path: file }));
      },
    },
  ];
  await esbuild.build({
    bundle: true,
    minify: true,
    sourcemap: false,
    legalComments: "none",
    jsx: "automatic",
    logLevel: "warning",
    define: { "process.env.NODE_ENV": JSON.stringify(mode) },
    tsconfig: path.join(ui, "tsconfig.json"),
    entryPoints: [path.join(ui, "src", "entry-server.tsx")],
    outfile,
    platform: "neutral",
    format: "iife",
    target: "es2022",
    mainFields: ["module", "main"],
    conditions: ["browser", "default"],
    nodePaths: [nm],
    plugins,
  });
}

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  if (!existsSync(BIN) || !existsSync(path.join(FIXTURES, "cases.json"))) {
    throw new Error("run `node bench/ssr/run.mjs` first (it builds the bench binary and writes the fixtures)");
  }
  const cases = JSON.parse(await readFile(path.join(FIXTURES, "cases.json"), "utf8"));
  const props = Object.fromEntries(
    await Promise.all(cases.map(async (c) => [c.case, await readFile(path.join(FIXTURES, c.file), "utf8")])),
  );
  const tmp = await mkdtemp(path.join(os.tmpdir(), "ssr-lean-"));
  const bundles = {};
  try {
    for (const v of VARIANTS) {
      const dir = path.join(tmp, v.name.replace(/\W/g, "_"));
      await mkdir(path.join(dir, "ui"), { recursive: true });
      await cp(path.join(ROOT, "ui", "src"), path.join(dir, "ui", "src"), { recursive: true });
      await cp(path.join(ROOT, "ui", "tsconfig.json"), path.join(dir, "ui", "tsconfig.json"));
      await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
      for (const p of v.patches) {
        execFileSync("patch", ["-p1", "-s", "-d", dir, "-i", path.join(HERE, p)], { stdio: "inherit" });
      }
      bundles[v.name] = path.join(dir, "entry-server.js");
      await buildServer(path.join(dir, "ui"), bundles[v.name]);
    }

    // Same HTML as the unpatched copy (Node renders; the QuickJS run below asserts a page rendered).
    const html = {};
    for (const v of VARIANTS) {
      const { renderPage } = loadBundle(await readFile(bundles[v.name], "utf8"), bundles[v.name]);
      html[v.name] = Object.fromEntries(cases.map((c) => [c.case, renderPage(c.url, props[c.case])]));
    }
    for (const v of VARIANTS) {
      const diff = cases.filter((c) => html[v.name][c.case] !== html.base[c.case]).map((c) => c.case);
      const note = v.sameHtml
        ? diff.length
          ? `DIFFERENT HTML in ${diff.join(", ")}`
          : "same HTML as base"
        : `HTML changes on purpose (${diff.join(", ")})`;
      console.log(`${v.name.padEnd(15)} ${note}`);
      if (v.sameHtml && diff.length) process.exitCode = 1;
    }

    // Timings, interleaved rounds.
    const q = {};
    const n = {};
    for (let r = 0; r < opt.rounds; r++) {
      for (const v of VARIANTS) {
        const out = execFileSync(BIN, [bundles[v.name], FIXTURES, String(opt.iterations), "--startup-runs", "1"], {
          env: { ...process.env, V82JSC_BC_CACHE_DIR: path.join(tmp, "bc-cache") },
        }).toString();
        for (const line of out.split("\n").filter((l) => l.startsWith("{"))) {
          const j = JSON.parse(line);
          if (j.engine === "quickjs" && j.case !== "startup") (q[`${j.case}|${v.name}`] ??= []).push(j);
        }
        const { renderPage } = loadBundle(await readFile(bundles[v.name], "utf8"), bundles[v.name]);
        for (const c of cases) {
          for (let i = 0; i < 20; i++) renderPage(c.url, props[c.case]);
          const samples = [];
          for (let i = 0; i < opt.iterations; i++) {
            const t0 = performance.now();
            renderPage(c.url, props[c.case]);
            samples.push(performance.now() - t0);
          }
          (n[`${c.case}|${v.name}`] ??= []).push(summary(samples));
        }
      }
    }
    const best = (xs, k) => Math.min(...xs.map((x) => x[k]));
    console.log(`\nbest p50 over ${opt.rounds} rounds, ms; change = time against base (negative is faster)`);
    console.log(
      `${"case".padEnd(12)} ${"variant".padEnd(15)} ${"html KB".padStart(7)} ${"quickjs".padStart(8)} ${"change".padStart(6)} ${"node".padStart(7)} ${"change".padStart(6)}`,
    );
    for (const c of cases) {
      for (const v of VARIANTS) {
        const qp = best(q[`${c.case}|${v.name}`], "p50_ms");
        const qb = best(q[`${c.case}|base`], "p50_ms");
        const np = best(n[`${c.case}|${v.name}`], "p50_ms");
        const nb = best(n[`${c.case}|base`], "p50_ms");
        const kb = (Buffer.byteLength(html[v.name][c.case]) / 1024).toFixed(1);
        const pct = (a, b) => {
          const d = Math.round((a / b - 1) * 100);
          return d === 0 ? "0%" : `${d > 0 ? "+" : ""}${d}%`;
        };
        console.log(
          `${c.case.padEnd(12)} ${v.name.padEnd(15)} ${kb.padStart(7)} ${qp.toFixed(2).padStart(8)} ${pct(qp, qb).padStart(6)} ${np.toFixed(2).padStart(7)} ${pct(np, nb).padStart(6)}`,
        );
      }
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((e) => {
    console.error(e?.stack || e);
    process.exit(1);
  });
