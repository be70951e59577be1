#!/usr/bin/env node
// Builds the UI: the SSR bundle (one IIFE for the embedded QuickJS engine), the
// browser bundle (ESM, split per route), the Tailwind CSS and ui/dist/manifest.json.
//
//   node ui/build.mjs          production build (minified)
//   node ui/build.mjs --dev    development build (readable, NODE_ENV=development)
//
// Layout of ui/dist/:
//   server/entry-server.js                    globalThis.renderPage(url, propsJson) -> HTML
//   client/assets/start-HASH.js               the page's only script: asks for the entry after the first paint
//   client/assets/entry-client-HASH.js        browser entry (hydrateRoot)
//   client/assets/chunks/page-HASH.js         one lazily loaded module per route
//   client/assets/chunks/chunk-HASH.js        shared chunks
//   client/assets/app-HASH.css                Tailwind output
//   manifest.json                             {start, entry, css, routes: {name: [module urls]}}
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { skripAwal } from "./scripts/skrip-awal.mjs";

const UI = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(UI);
const SRC = path.join(UI, "src");
const DIST = path.join(UI, "dist");
const ASSETS = path.join(DIST, "client", "assets");
const PUBLIC_BASE = "/assets/";

const dev = process.argv.includes("--dev");
const mode = dev ? "development" : "production";

/**
 * Modules with a browser and a server side: `./route-modules` and any `./<name>.sisi` (relative
 * paths) resolve to `<path>.client.ts` or `<path>.server.ts`; TypeScript reads `<path>.d.ts`.
 */
function routeModulesPlugin(side) {
  return {
    name: "route-modules",
    setup(build) {
      build.onResolve({ filter: /^\.{1,2}\/(.*\/)?(route-modules|[^/]+\.sisi)$/ }, (args) => ({
        path: path.join(args.resolveDir, `${args.path}.${side}.ts`),
      }));
    },
  };
}

/** react-router's package exports always point at its development build; use the matching one. */
function reactRouterPlugin() {
  const file = path.join(ROOT, "node_modules", "react-router", "dist", mode, "index.mjs");
  return {
    name: "react-router-mode",
    setup(build) {
      if (!existsSync(file)) return;
      build.onResolve({ filter: /^react-router$/ }, () => ({ path: file }));
    },
  };
}

/**
 * react-dom/server.browser bundles both the legacy (renderToString) and the streaming
 * renderer. The server only calls renderToString: load the legacy half alone, which
 * halves the bundle the engine must parse when a runtime starts.
 */
function reactDomServerPlugin() {
  const file = path.join(ROOT, "node_modules", "react-dom", "cjs", `react-dom-server-legacy.browser.${mode}.js`);
  return {
    name: "react-dom-server-legacy",
    setup(build) {
      if (!existsSync(file)) return;
      build.onResolve({ filter: /^react-dom\/server\.browser$/ }, () => ({ path: file }));
    },
  };
}

const common = {
  bundle: true,
  minify: !dev,
  sourcemap: false,
  legalComments: "none",
  jsx: "automatic",
  logLevel: "warning",
  define: { "process.env.NODE_ENV": JSON.stringify(mode) },
  tsconfig: path.join(UI, "tsconfig.json"),
};

async function buildServer() {
  const outfile = path.join(DIST, "server", "entry-server.js");
  await esbuild.build({
    ...common,
    entryPoints: [path.join(SRC, "entry-server.tsx")],
    outfile,
    platform: "neutral",
    format: "iife",
    target: "es2022",
    mainFields: ["module", "main"],
    conditions: ["browser", "default"],
    plugins: [routeModulesPlugin("server"), reactRouterPlugin(), reactDomServerPlugin()],
  });
  return outfile;
}

async function buildClient() {
  const result = await esbuild.build({
    ...common,
    entryPoints: [path.join(SRC, "entry-client.tsx")],
    outdir: ASSETS,
    platform: "browser",
    format: "esm",
    splitting: true,
    target: "es2020",
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    metafile: true,
    plugins: [routeModulesPlugin("client"), reactRouterPlugin()],
  });
  return result.metafile;
}

async function buildCss() {
  const tmp = path.join(DIST, ".tmp-app.css");
  const bin = path.join(ROOT, "node_modules", ".bin", "tailwindcss");
  const args = ["-i", path.join(SRC, "styles", "app.css"), "-o", tmp];
  if (!dev) args.push("--minify");
  try {
    await promisify(execFile)(bin, args, { cwd: ROOT, maxBuffer: 16 << 20 });
  } catch (e) {
    throw new Error(`tailwindcss failed:\n${e.stderr || e.message}`);
  }
  const css = await readFile(tmp);
  await rm(tmp, { force: true });
  return writeHashed("app", ".css", css);
}

/** Writes `content` to assets/NAME-HASH.EXT (the hash of the content) and returns that path. */
async function writeHashed(name, ext, content) {
  const hash = createHash("sha256").update(content).digest("hex").slice(0, 8);
  const file = path.join(ASSETS, `${name}-${hash}${ext}`);
  await writeFile(file, content);
  return file;
}

/** Route name -> source file, read from the `name: () => import("...")` lines. */
async function routeSources() {
  const file = path.join(SRC, "app", "route-modules.client.ts");
  const text = await readFile(file, "utf8");
  const re = /^\s*["']?([\w-]+)["']?\s*:\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/gm;
  const out = new Map();
  for (const m of text.matchAll(re)) out.set(m[1], path.resolve(path.dirname(file), m[2]));
  if (out.size === 0) throw new Error("no routes found in route-modules.client.ts");
  return out;
}

const toUrl = (outPath) => PUBLIC_BASE + path.relative(ASSETS, path.resolve(ROOT, outPath)).split(path.sep).join("/");

async function writeManifest(metafile, cssFile) {
  const outputs = metafile.outputs;
  const byEntry = new Map();
  let entry = null;
  for (const [out, info] of Object.entries(outputs)) {
    if (!info.entryPoint || !out.endsWith(".js")) continue;
    const src = path.resolve(ROOT, info.entryPoint);
    byEntry.set(src, out);
    if (src === path.join(SRC, "entry-client.tsx")) entry = out;
  }
  if (!entry) throw new Error("entry-client output not found in the metafile");

  // A route needs its own module and every chunk it imports statically (shared chunks
  // included), minus the entry: what a first load of the page fetches besides the entry
  // (bench/first-load.mjs counts it).
  const closure = (start) => {
    const seen = new Set();
    const stack = [start];
    while (stack.length) {
      const cur = stack.pop();
      if (seen.has(cur)) continue;
      seen.add(cur);
      for (const imp of outputs[cur]?.imports ?? []) if (imp.kind === "import-statement") stack.push(imp.path);
    }
    return seen;
  };

  const routes = {};
  for (const [name, srcBase] of await routeSources()) {
    const src = [".tsx", ".ts", ""].map((ext) => srcBase + ext).find((p) => byEntry.has(p));
    if (!src) throw new Error(`route ${name}: no output for ${path.relative(ROOT, srcBase)}`);
    const files = [...closure(byEntry.get(src))].filter((f) => f !== entry);
    routes[name] = files.map(toUrl);
  }
  // The page's only script (scripts/skrip-awal.mjs).
  const start = toUrl(path.relative(ROOT, await writeHashed("start", ".js", skripAwal(toUrl(entry)))));
  const manifest = { start, entry: toUrl(entry), css: toUrl(path.relative(ROOT, cssFile)), routes };
  await writeFile(path.join(DIST, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  return manifest;
}

function fmt(n) {
  return n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} KB`;
}

async function report(label, file) {
  const buf = await readFile(file);
  const gz = gzipSync(buf, { level: 9 }).length;
  console.log(`  ${label.padEnd(8)} ${path.relative(ROOT, file).padEnd(52)} ${fmt(buf.length).padStart(10)}  gzip ${fmt(gz).padStart(9)}`);
}

/** Pre-compressed siblings (.br, .gz) of every .js and .css file: the server
 * sends them as they are (tower-http ServeDir), no compression per request. */
async function precompress(dir) {
  let brTotal = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const buf = await readFile(file);
    const br = brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    await writeFile(file + ".br", br);
    await writeFile(file + ".gz", gzipSync(buf, { level: 9 }));
    brTotal += br.length;
  }
  return brTotal;
}

async function main() {
  const t0 = Date.now();
  await rm(DIST, { recursive: true, force: true });
  await mkdir(ASSETS, { recursive: true });
  const [serverFile, metafile, cssFile] = await Promise.all([buildServer(), buildClient(), buildCss()]);
  const manifest = await writeManifest(metafile, cssFile);
  console.log(`ui build (${mode}) in ${Date.now() - t0} ms`);
  await report("entry", path.join(ASSETS, manifest.entry.slice(PUBLIC_BASE.length)));
  await report("css", cssFile);
  await report("server", serverFile);
  if (!dev) console.log(`  brotli   all client .js/.css ${fmt(await precompress(ASSETS)).padStart(10)}`);
  console.log(`  routes   ${Object.keys(manifest.routes).join(", ")}`);
}

main().catch((e) => {
  // esbuild has already printed its diagnostics; print anything else.
  if (!e?.errors) console.error(e?.stack || e);
  process.exit(1);
});
