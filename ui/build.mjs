#!/usr/bin/env node
// Builds the UI: the SSR bundle (one IIFE for the embedded QuickJS engine), the
// browser files (ESM: the entry, one file per route and per lazily loaded part), the
// Tailwind CSS and ui/dist/manifest.json.
//
//   node ui/build.mjs          production build (minified)
//   node ui/build.mjs --dev    development build (readable, NODE_ENV=development)
//
// Layout of ui/dist/:
//   server/entry-server.js                    globalThis.renderPage(url, propsJson) -> HTML
//   client/assets/start-HASH.js               the page's only script (inline in the document, server/src/ui_bundle.rs)
//   client/assets/entry-client-HASH.js        browser entry (hydrateRoot), React and the shared modules
//   client/assets/chunks/ROUTE-HASH.js        one lazily loaded file per route
//   client/assets/chunks/NAME-HASH.js         one per lazily loaded part (the editor, the BAP dialogs)
//   client/assets/app-HASH.css                Tailwind output (inline in the document too)
//   manifest.json                             {start, entry, css, routes: {name: [module urls]}}
//   client/sw.js                              the service worker (ui/src/sw/sw.ts), served as /sw.js
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
const ENTRY = path.join(SRC, "entry-client.tsx");
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
  absWorkingDir: ROOT,
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

const browser = {
  ...common,
  platform: "browser",
  format: "esm",
  target: "es2020",
  outdir: ASSETS,
  write: false,
};

/** Source path (relative to the repository) of every module, with the modules it imports. */
async function moduleGraph() {
  const result = await esbuild.build({
    ...browser,
    minify: false,
    entryPoints: [ENTRY],
    splitting: true,
    metafile: true,
    plugins: [routeModulesPlugin("client"), reactRouterPlugin()],
  });
  return result.metafile.inputs;
}

/** The modules `start` imports statically (itself included): what runs when it runs. */
function staticClosure(inputs, start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const cur = stack.pop();
    if (seen.has(cur)) continue;
    seen.add(cur);
    for (const imp of inputs[cur]?.imports ?? []) if (imp.kind === "import-statement" || imp.kind === "require-call") stack.push(imp.path);
  }
  return seen;
}

const dynamicTargets = (inputs, modules) =>
  new Set([...modules].flatMap((m) => (inputs[m]?.imports ?? []).filter((i) => i.kind === "dynamic-import").map((i) => i.path)));

/** Module-level state (a React context, a `let`, a cache): two copies of it would be two states. */
const STATEFUL = /createContext\(|^(export )?let |^(export )?const \w+ = new (Map|Set|WeakMap)\b/m;

/**
 * A module used by this many files or more goes into the entry with the rest of the shared code
 * (dates, status labels, the clock); one used by fewer is copied into each file that uses it, so a
 * student's page does not pay for the operators' shared code. Measured (brotli, entry + page):
 * at 6 the login page took 95.8 KB and a meeting 118; at 16 84.6 and 112.8; above 24 no page
 * gained more than 1 KB while every page file grew.
 */
const WIDELY_USED = 16;

/**
 * Which file each module goes into. The browser gets one entry (the app, React and every shared
 * module), one file per page and one per lazily loaded part (the editor, the BAP dialogs): three
 * scripts for a first load, where esbuild's own splitting made 17 to 37 (one chunk per set of
 * pages sharing code, some of 200 bytes, each a round trip on a phone line).
 */
async function planClient() {
  const inputs = await moduleGraph();
  const entry = path.relative(ROOT, ENTRY);
  const shared = staticClosure(inputs, entry);
  const pages = new Map();
  for (const [name, srcBase] of await routeSources()) {
    const src = [".tsx", ".ts", ""].map((ext) => path.relative(ROOT, srcBase + ext)).find((p) => inputs[p]);
    if (!src) throw new Error(`route ${name}: no module ${path.relative(ROOT, srcBase)}`);
    pages.set(src, name);
  }
  const files = new Map(pages);
  for (const target of dynamicTargets(inputs, [...Object.keys(inputs)])) {
    if (!files.has(target)) files.set(target, path.basename(target).split(".")[0]);
  }
  const uses = new Map();
  for (const file of files.keys()) {
    for (const m of staticClosure(inputs, file)) if (!shared.has(m)) uses.set(m, (uses.get(m) ?? 0) + 1);
  }
  const stateful = async (m) => m.startsWith("ui/src/") && STATEFUL.test(await readFile(path.join(ROOT, m), "utf8"));
  for (const [m, n] of uses) {
    if (n >= WIDELY_USED || (n >= 2 && (await stateful(m)))) for (const dep of staticClosure(inputs, m)) shared.add(dep);
  }
  return { inputs, shared, files, pages, names: await importedNames(inputs) };
}

const REGISTRY = "__lmsModul";

/** A module of the entry as another file sees it: the entry's own instance, looked up by name. */
function sharedProxy(key, names) {
  const m = `globalThis.${REGISTRY}[${JSON.stringify(key)}]`;
  // Named: an ES module, so esbuild refuses an import the entry does not provide.
  if (names !== ALL) return `const m=${m};export const {${[...names].join(",")}}=m;`;
  // The whole module (our own modules, React's JSX runtime): CommonJS needs no list of names.
  return (
    `var m=${m};if(!m)throw new Error("modul bersama tidak ada: ${key}");` +
    `Object.defineProperty(exports,"__esModule",{value:true});` +
    `for(const k in m)Object.defineProperty(exports,k,{enumerable:true,get:()=>m[k]});`
  );
}

const ALL = "*";

/**
 * The names our modules import from each package (`import { a, b as c } from "pkg"`): the entry
 * registers those alone, so React Router's unused half stays out of it. Anything else (a default or
 * namespace import) takes the whole package.
 */
async function importedNames(inputs) {
  const names = new Map();
  const re = /^import\s+(?!type\s)([^;]*?)\s+from\s+"([^".][^"]*)";/gms;
  for (const m of Object.keys(inputs).filter((p) => p.startsWith("ui/src/"))) {
    for (const [, clause, spec] of (await readFile(path.join(ROOT, m), "utf8")).matchAll(re)) {
      const named = clause.match(/^\{([^}]*)\}$/s);
      if (!named || names.get(spec) === ALL) {
        names.set(spec, ALL);
        continue;
      }
      const set = names.get(spec) ?? new Set();
      for (const part of named[1]
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean))
        if (!part.startsWith("type ")) set.add(part.split(/\s+as\s+/)[0]);
      names.set(spec, set);
    }
  }
  return names;
}

/**
 * Resolves imports of a page or lazy file: a module of the entry becomes a lookup in the entry's
 * registry (sharedProxy), a lazily loaded file its URL.
 */
function toSharedPlugin(plan, lazyUrls, used) {
  return {
    name: "lms-shared",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === "entry-point" || args.pluginData?.lmsInner) return undefined;
        const r = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { lmsInner: true },
        });
        if (r.errors.length) return { errors: r.errors };
        const rel = path.relative(ROOT, r.path);
        if (args.kind === "dynamic-import" && lazyUrls.has(rel)) return { path: lazyUrls.get(rel), external: true };
        if (plan.shared.has(rel)) {
          const fromSrc = args.importer.startsWith(path.join(ROOT, "ui/src/"));
          const names = rel.startsWith("node_modules/") && fromSrc ? (plan.names.get(args.path) ?? ALL) : ALL;
          const known = used.get(rel);
          used.set(rel, names === ALL || known === ALL ? ALL : new Set([...(known ?? []), ...names]));
          // The suffix tells esbuild the proxy's format whatever the module's own extension.
          const suffix = names === ALL ? "cjs" : "mjs";
          return { path: `${rel}.${suffix}`, namespace: "lms-shared", pluginData: { key: rel, names } };
        }
        return { path: r.path, namespace: r.namespace, external: r.external, sideEffects: r.sideEffects, pluginData: r.pluginData };
      });
      build.onLoad({ filter: /.*/, namespace: "lms-shared" }, (args) => ({
        contents: sharedProxy(args.pluginData.key, args.pluginData.names),
        loader: "js",
      }));
    },
  };
}

/** Builds the pages and lazy files (each after the lazy files it loads); returns source -> URL. */
async function buildPageFiles(plan, used) {
  const urls = new Map();
  const build = (src) => {
    if (!urls.has(src)) urls.set(src, buildOne(src));
    return urls.get(src);
  };
  const buildOne = async (src) => {
    const lazy = [...dynamicTargets(plan.inputs, staticClosure(plan.inputs, src))].filter((t) => plan.files.has(t) && t !== src);
    const lazyUrls = new Map(await Promise.all(lazy.map(async (t) => [t, await build(t)])));
    const result = await esbuild.build({
      ...browser,
      define: plan.define,
      entryPoints: [path.join(ROOT, src)],
      plugins: [toSharedPlugin(plan, lazyUrls, used), routeModulesPlugin("client"), reactRouterPlugin()],
    });
    return toUrl(path.relative(ROOT, await writeHashed(`chunks/${plan.files.get(src)}`, ".js", result.outputFiles[0].contents)));
  };
  await Promise.all([...plan.files.keys()].map(build));
  return new Map(await Promise.all([...urls].map(async ([src, url]) => [src, await url])));
}

/** The entry: the app, and a registry of the shared modules other files import (evaluated first). */
async function buildEntry(plan, used, urls) {
  const keys = [...used.keys()].sort();
  const imports = keys.map((k, i) => {
    const from = JSON.stringify(path.join(ROOT, k));
    const names = used.get(k);
    if (names === ALL) return `import * as m${i} from ${from};`;
    return `import {${[...names].map((n) => `${n} as m${i}_${n}`).join(",")}} from ${from};const m${i}={${[...names].map((n) => `${n}:m${i}_${n}`).join(",")}};`;
  });
  const registry = imports.join("\n") + `\nglobalThis.${REGISTRY}={${keys.map((k, i) => `${JSON.stringify(k)}:m${i}`).join(",")}};\n`;
  const result = await esbuild.build({
    ...browser,
    define: plan.define,
    stdin: { contents: `import "lms:registry";import ${JSON.stringify(ENTRY)};`, resolveDir: SRC, loader: "js" },
    plugins: [
      {
        name: "lms-entry",
        setup(build) {
          build.onResolve({ filter: /^lms:registry$/ }, () => ({ path: "registry", namespace: "lms-registry" }));
          build.onLoad({ filter: /.*/, namespace: "lms-registry" }, () => ({ contents: registry, resolveDir: SRC, loader: "js" }));
          build.onResolve({ filter: /.*/ }, async (args) => {
            if (args.kind !== "dynamic-import" || args.pluginData?.lmsInner) return undefined;
            const r = await build.resolve(args.path, {
              kind: args.kind,
              importer: args.importer,
              resolveDir: args.resolveDir,
              pluginData: { lmsInner: true },
            });
            const url = urls.get(path.relative(ROOT, r.path));
            if (!url) throw new Error(`${args.importer}: import(${args.path}) is not a page or a lazy file`);
            return { path: url, external: true };
          });
        },
      },
      routeModulesPlugin("client"),
      reactRouterPlugin(),
    ],
  });
  return writeHashed("entry-client", ".js", result.outputFiles[0].contents);
}

/** pdf.js's worker, as the package ships it; its URL is `LMS_PDF_WORKER` in the browser files. */
async function copyPdfWorker() {
  const worker = await readFile(path.join(ROOT, "node_modules", "pdfjs-dist", "legacy", "build", "pdf.worker.min.mjs"));
  return toUrl(path.relative(ROOT, await writeHashed("pdf-worker", ".js", worker)));
}

async function buildClient() {
  const plan = await planClient();
  plan.define = { ...browser.define, LMS_PDF_WORKER: JSON.stringify(await copyPdfWorker()) };
  const used = new Map();
  const urls = await buildPageFiles(plan, used);
  const entryFile = await buildEntry(plan, used, urls);
  const routes = {};
  for (const [src, name] of plan.pages) routes[name] = [urls.get(src)];
  return { entry: toUrl(path.relative(ROOT, entryFile)), routes };
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

async function writeManifest(client, cssFile) {
  // The page's only script (scripts/skrip-awal.mjs).
  const start = toUrl(path.relative(ROOT, await writeHashed("start", ".js", skripAwal(client.entry))));
  const manifest = { start, entry: client.entry, css: toUrl(path.relative(ROOT, cssFile)), routes: client.routes };
  await writeFile(path.join(DIST, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  return manifest;
}

/**
 * The service worker, named by no hash (its address must stay): its version is the build's, so a
 * new build is a new worker; it keeps the entry and the offline page's files from the start.
 */
async function buildServiceWorker(manifest) {
  const versi = createHash("sha256").update(JSON.stringify(manifest)).digest("hex").slice(0, 12);
  const awal = [manifest.entry, ...(manifest.routes.luring ?? []), "/assets/logo.svg", "/assets/ikon-192.png"];
  const outfile = path.join(DIST, "client", "sw.js");
  await esbuild.build({
    ...common,
    entryPoints: [path.join(SRC, "sw", "sw.ts")],
    outfile,
    platform: "browser",
    format: "iife",
    target: "es2020",
    define: { ...common.define, LMS_SW_VERSI: JSON.stringify(versi), LMS_SW_AWAL: JSON.stringify(awal) },
  });
  return outfile;
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
  await mkdir(path.join(ASSETS, "chunks"), { recursive: true });
  const [serverFile, client, cssFile] = await Promise.all([buildServer(), buildClient(), buildCss()]);
  const manifest = await writeManifest(client, cssFile);
  const swFile = await buildServiceWorker(manifest);
  console.log(`ui build (${mode}) in ${Date.now() - t0} ms`);
  await report("entry", path.join(ASSETS, manifest.entry.slice(PUBLIC_BASE.length)));
  await report("css", cssFile);
  await report("server", serverFile);
  await report("sw", swFile);
  if (!dev) console.log(`  brotli   all client .js/.css ${fmt(await precompress(ASSETS)).padStart(10)}`);
  console.log(`  routes   ${Object.keys(manifest.routes).join(", ")}`);
}

main().catch((e) => {
  // esbuild has already printed its diagnostics; print anything else.
  if (!e?.errors) console.error(e?.stack || e);
  process.exit(1);
});
