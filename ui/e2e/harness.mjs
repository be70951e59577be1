// Browser-test harness: a seeded LMS server per test file, Debian's Chromium through
// playwright-core, and a few page helpers shared by ui/e2e/*.test.mjs.
//
//   const server = await startServer();   // { baseUrl, stop() }
//   const browser = await launch();
//   const page = await newPage(browser, server, VIEWPORTS[0]);
//   await login(page, "dosen");
//
// The server binary and ui/dist must already be built:
//   node ui/build.mjs && cargo build -p lms
import assert from "node:assert/strict";
import { after, before } from "node:test";
import { spawn } from "node:child_process";
import { existsSync, rmSync, statSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const LMS_BIN = process.env.LMS_E2E_BIN || path.join(path.resolve(ROOT, process.env.CARGO_TARGET_DIR || "target"), "debug", "lms");
/** Seeded once per server binary, copied for every server (seeding takes seconds, a copy milliseconds). */
const TEMPLATE_ROOT = path.join(ROOT, ".tmp", "e2e-template");
export const PASSWORD = "demo123";
export const SCREENS_DIR = path.join(ROOT, "test-results", "screens");

/** The two layouts every layout-related test runs at. */
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

/** Below Tailwind's lg breakpoint (1024 px) the sidebar sits behind the hamburger. */
export const isMobile = (viewport) => viewport.width < 1024;

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}:\n${out}`))));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The demo university seeded once for this server binary (keyed by its mtime and
 * size, so a rebuilt binary, and with it changed migrations or seed, seeds again).
 * Test files run in separate processes: the template is seeded into a temporary
 * directory and renamed into place, the first rename wins.
 */
async function seededTemplate(env) {
  const st = statSync(LMS_BIN);
  const key = `${Math.round(st.mtimeMs)}-${st.size}`;
  const dir = path.join(TEMPLATE_ROOT, key);
  if (existsSync(path.join(dir, ".seeded"))) return dir;
  await mkdir(TEMPLATE_ROOT, { recursive: true });
  const tmp = await mkdtemp(path.join(TEMPLATE_ROOT, "seeding-"));
  try {
    await run(LMS_BIN, ["seed", "demo"], { ...env, LMS_DATA_DIR: tmp });
    await writeFile(path.join(tmp, ".seeded"), "");
    await rename(tmp, dir).catch(() => undefined); // another process was first
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  for (const old of await readdir(TEMPLATE_ROOT)) {
    if (old !== key && !old.startsWith("seeding-")) await rm(path.join(TEMPLATE_ROOT, old), { recursive: true, force: true });
  }
  return dir;
}

/**
 * Copies the seeded demo university into a fresh temp data dir and serves it on a free port.
 * Resolves once GET /healthz answers 200 (30 s limit).
 */
export async function startServer({ timeoutMs = 30_000 } = {}) {
  if (!existsSync(LMS_BIN)) throw new Error(`${LMS_BIN} not found: run \`cargo build -p lms\` first`);
  if (!existsSync(path.join(ROOT, "ui", "dist", "manifest.json"))) {
    throw new Error("ui/dist is not built: run `node ui/build.mjs` first");
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "lms-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    LMS_DATA_DIR: dataDir,
    LMS_BIND: `127.0.0.1:${port}`,
    LMS_ROOT: ROOT,
    LMS_LOG: process.env.LMS_LOG || "warn",
  };
  // An inherited DATABASE_URL would point the tests at someone else's database.
  delete env.DATABASE_URL;
  delete env.LMS_UI_DIST;

  try {
    await cp(await seededTemplate(env), dataDir, { recursive: true });
  } catch (e) {
    await rm(dataDir, { recursive: true, force: true });
    throw e;
  }

  const child = spawn(LMS_BIN, ["serve"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const keep = (d) => {
    log += d;
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = null;
  const exit = new Promise((resolve) => child.on("exit", (code, signal) => resolve((exited = { code, signal }))));

  // Never leave a server behind, even when the test process dies without calling stop().
  const onExit = () => {
    if (!exited) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("exit", onExit);

  const stop = async () => {
    process.removeListener("exit", onExit);
    if (!exited) {
      child.kill("SIGTERM");
      const t = setTimeout(() => !exited && child.kill("SIGKILL"), 5_000);
      await exit;
      clearTimeout(t);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`lms serve exited early (${JSON.stringify(exited)}):\n${log}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`lms serve did not answer /healthz within ${timeoutMs} ms:\n${log}`);
    }
    await sleep(100);
  }
  const server = { baseUrl, dataDir, stop, log: () => log };
  servers.add(server);
  exit.then(() => servers.delete(server));
  return server;
}

/** Running servers of this process, for failure diagnostics. */
const servers = new Set();

/** The warnings and errors the servers of this test file logged (last 3,000 characters). */
export function serverProblems() {
  const lines = [...servers].flatMap((s) => s.log().split("\n")).filter((l) => /\b(WARN|ERROR)\b|panicked/.test(l));
  return lines.join("\n").slice(-3_000);
}

/** Debian's Chromium, headless. Never downloads a browser. */
/**
 * One server and one browser for a test file: registers the node:test
 * before/after hooks and returns an object whose `server` and `browser` are
 * set once `before` has run.
 */
export function useServerAndBrowser() {
  const ctx = { server: undefined, browser: undefined };
  before(async () => {
    [ctx.server, ctx.browser] = await Promise.all([startServer(), launch()]);
  });
  after(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  return ctx;
}

export function launch() {
  return chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
}

/**
 * Counts React commits through the (otherwise absent) DevTools hook, which React DOM
 * calls in production builds too. Only used when the app sets no hydration flag itself.
 */
function hydrationProbe() {
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  window.__LMS_E2E_COMMITS__ = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(internals) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, internals);
      return id;
    },
    onCommitFiberRoot() {
      window.__LMS_E2E_COMMITS__ += 1;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

/** A fresh context (own cookies) and page at the given viewport, with base URL set. */
export async function newPage(browser, server, viewport = VIEWPORTS[0], options = {}) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport,
    locale: "id-ID",
    // Deliberately not the college's zone (Asia/Jakarta): the UI must format times from
    // app.time_zone, never the browser's zone, or server and client markup differ.
    timezoneId: "America/New_York",
    ...options,
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  if (options.javaScriptEnabled !== false) await context.addInitScript(hydrationProbe);
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) axeTiapHalaman(page, context);
  return { context, page };
}

/**
 * axe-core on every page the test loads (issue 16: 'on every page they visit'), not only where it
 * takes a screenshot: each load is checked as it happens and closing the context fails on what was
 * found. A check cut short by the next navigation is dropped (that page gets its own).
 */
function axeTiapHalaman(page, context) {
  const temuan = [];
  const berjalan = new Set();
  page.on("load", () => {
    const alamat = new URL(page.url()).pathname;
    const cek = temuanAxe(page)
      .then((v) => v.forEach((x) => temuan.push(`${alamat}: ${x}`)))
      .catch(() => undefined)
      .finally(() => berjalan.delete(cek));
    berjalan.add(cek);
  });
  const tutup = context.close.bind(context);
  context.close = async (...args) => {
    await Promise.allSettled([...berjalan]);
    await tutup(...args);
    assert.deepEqual([...new Set(temuan)], [], "accessibility violations on a visited page");
  };
}

/**
 * Waits until React has hydrated the server-rendered page: the app's own flag
 * `window.__LMS_HYDRATED__ === true` when it sets one, else the first React commit
 * seen by the probe above, followed by two macrotasks so that the passive effects
 * (useEffect) React scheduled during that commit have run too.
 */
export async function waitForHydration(page, timeout = 15_000) {
  try {
    await page.waitForFunction(
      () => window.__LMS_HYDRATED__ === true || (window.__LMS_E2E_COMMITS__ ?? 0) > 0,
      null,
      // Interval polling: requestAnimationFrame (the default) depends on the page producing frames.
      { timeout, polling: 50 },
    );
  } catch (e) {
    const state = await page
      .evaluate(() => ({
        url: location.href,
        status: performance.getEntriesByType("navigation")[0]?.responseStatus,
        title: document.title,
        text: document.body?.innerText?.slice(0, 200),
        readyState: document.readyState,
        probe: typeof window.__REACT_DEVTOOLS_GLOBAL_HOOK__,
        renderers: window.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers?.size,
        commits: window.__LMS_E2E_COMMITS__,
        rootKeys: Object.keys(document.getElementById("root") ?? {}).filter((k) => k.startsWith("__react")),
        scripts: [...document.scripts].map((s) => s.src || s.id),
      }))
      .catch((err) => String(err));
    e.message += `\nhydration state: ${JSON.stringify(state)}\nserver warnings/errors:\n${serverProblems() || "(none)"}`;
    throw e;
  }
  await page.evaluate(() => new Promise((r) => setTimeout(() => setTimeout(r, 0), 0)));
}

/** Whether the app itself reported hydration (see waitForHydration). */
export function appSetsHydratedFlag(page) {
  return page.evaluate(() => window.__LMS_HYDRATED__ === true);
}

/** Logs in through the form at `/` (works with and without JavaScript) and waits for /beranda. */
export async function login(page, username, password = PASSWORD) {
  await page.goto("/");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await Promise.all([
    page.waitForURL((u) => u.pathname === "/beranda", { waitUntil: "load" }),
    page.getByRole("button", { name: "Masuk", exact: true }).click(),
  ]);
}

/** The props the server embedded in the page (`script#__LMS_DATA__`). */
export async function pageData(page) {
  const text = await page.locator("script#__LMS_DATA__").textContent();
  return JSON.parse(text ?? "null");
}

/**
 * The sidebar navigation that is on screen: the fixed aside at >= 1024 px, else the
 * full-screen menu dialog opened through the hamburger button.
 */
export async function openSidebar(page, viewport) {
  if (!isMobile(viewport)) return page.locator("aside").getByRole("navigation", { name: "Menu utama" });
  const dialog = page.getByRole("dialog", { name: "Menu" });
  if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Buka menu" }).click();
  await dialog.waitFor({ state: "visible" });
  return dialog.getByRole("navigation", { name: "Menu utama" });
}

/** Collects console messages and uncaught page errors of a page. */
export function collectConsole(page) {
  const messages = [];
  const pageErrors = [];
  page.on("console", (m) => messages.push({ type: m.type(), text: m.text(), page: page.url(), source: m.location()?.url }));
  page.on("pageerror", (e) => pageErrors.push({ message: String(e?.stack || e), page: page.url() }));
  return { messages, pageErrors };
}

/** axe-core's source, read once; injected into the pages the tests look at. */
let axeSumber = null;

/**
 * Runs axe-core (WCAG 2.1 A/AA rules, contrast included) on the page as it is now and fails on
 * any serious or critical violation, naming the rule and the first elements. `apa` names the moment.
 */
export async function periksaAxe(page, apa) {
  assert.deepEqual(await temuanAxe(page), [], `${apa}: accessibility violations`);
}

/** axe-core's serious and critical violations on the page as it is now, one line each. */
async function temuanAxe(page) {
  axeSumber ??= await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  // page.evaluate runs outside the page's Content-Security-Policy, which forbids inline scripts.
  return page.evaluate(async (sumber) => {
    // Colours changing between two states (a button that just became another kind) are measured
    // as they end: axe mid-transition reads blends no state ever has. Endless animations (the
    // loading bar) are not waited for.
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => {})),
    );
    if (!window.axe) (0, eval)(sumber);
    const r = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    });
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`)
            .join(" | ")}`,
      );
  }, axeSumber);
}

/** axe-core on the page, then a full-page screenshot to test-results/screens/<name>-<width>.png
 * (the screenshot itself never fails the test). */
export async function screenshot(page, name, viewport) {
  await periksaAxe(page, `${name}-${viewport.width}`);
  try {
    await mkdir(SCREENS_DIR, { recursive: true });
    const file = path.join(SCREENS_DIR, `${name}-${viewport.width}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: "disabled", timeout: 10_000 });
    return file;
  } catch (e) {
    console.warn(`screenshot ${name}-${viewport.width} failed: ${e?.message ?? e}`);
    return null;
  }
}

/** The JSON props of a page, fetched from the page's own origin. */
export const pageProps = (page, url) =>
  page.evaluate((u) => fetch(u, { headers: { "x-lms-data": "1", accept: "application/json" } }).then((r) => r.json()), url);

/**
 * Does `aksi` (a click, a goBack) and waits until the page's data for `alamat` (path + query) has
 * come and been drawn: a client navigation shows the new URL before its data, and a click in
 * between can land on a page that is still changing under the pointer.
 */
export async function setelahDataHalaman(page, alamat, aksi) {
  const data = page.waitForResponse((r) => {
    const u = new URL(r.url());
    return u.pathname + u.search === alamat && r.request().headers()["x-lms-data"] === "1";
  });
  await aksi();
  await data;
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The props of the address shown (after a client navigation the embedded script is the first page's). */
export async function propsSekarang(page) {
  const u = new URL(page.url());
  return (await pageProps(page, u.pathname + u.search)).data;
}

/** Fails when the page (not a box inside it) scrolls sideways; `apa` names the moment. */
export async function tanpaGeserSamping(page, apa) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client, `${apa}: the page scrolls sideways (${scroll} > ${client})`);
}

/** Fails on uncaught page errors or console errors in what `collectConsole` gathered. */
export function tanpaGalat(logs) {
  for (const { messages, pageErrors } of logs) {
    assert.deepEqual(pageErrors, [], "no uncaught page errors");
    assert.deepEqual(
      messages.filter((m) => m.type === "error"),
      [],
      "no console errors",
    );
  }
}

/** Ids of the signed-in page's user's classes of the running period (the /kelas page's list). */
export async function kelasSaya(page) {
  const { data } = await pageProps(page, "/kelas?per_page=100");
  return data.rows.map((k) => k.id);
}

/**
 * A meeting still to come of a class both signed-in pages' users are in (this period's),
 * online when asked; answers its address /kelas/{id}/{idPertemuan}.
 */
export async function sharedMeeting(dosenPage, mhsPage, { online = false } = {}) {
  const kelasMhs = new Set(await kelasSaya(mhsPage));
  for (const id of (await kelasSaya(dosenPage)).filter((k) => kelasMhs.has(k))) {
    const { data } = await pageProps(dosenPage, `/kelas/${id}`);
    const p = data.pertemuan.find(
      (x) => x.status === "belum_dimulai" && Date.parse(x.waktu_mulai) > Date.now() && (!online || x.jenis === "online"),
    );
    if (p) return { idKelas: id, idPertemuan: p.id, alamat: `/kelas/${id}/${p.id}` };
  }
  throw new Error("no upcoming meeting shared by the two users");
}

/** 'YYYY-MM-DDTHH:mm' in WIB (the demo's zone), `menit` from now: a datetime-local value. */
export const wib = (menit) => new Date(Date.now() + 7 * 3600_000 + menit * 60_000).toISOString().slice(0, 16);

/** A datetime-local ('YYYY-MM-DDTHH:mm') or date ('YYYY-MM-DD') value as the pickers take it typed: 'DD/MM/YYYY HH:mm'. */
export const ketik = (lokal) => {
  const [tanggal, jam] = lokal.split("T");
  const [y, m, d] = tanggal.split("-");
  return jam === undefined ? `${d}/${m}/${y}` : `${d}/${m}/${y} ${jam}`;
};

/** A JSON call from the page (its session cookie and college id); resolves with { status, body }. */
export async function apiDari(page, path, method, body) {
  const collegeId = (await pageData(page)).app.college_id;
  return page.evaluate(
    async ({ path, method, body, collegeId }) => {
      const res = await fetch(path, {
        method,
        headers: { "content-type": "application/json", accept: "application/json", "college-id": collegeId },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: res.status === 204 ? null : await res.json().catch(() => null) };
    },
    { path, method, body, collegeId },
  );
}

/**
 * The dashboard calendar's events (`/v1/kegiatan`) from `lalu` months before the month the
 * signed-in page's /beranda shows to `depan` months after it.
 */
export async function kegiatanKalender(page, { lalu = 2, depan = 3 } = {}) {
  const { data } = await pageProps(page, "/beranda");
  const [tahun, bulan] = data.kegiatan.bulan.split("-").map(Number);
  const semua = [];
  for (let d = -lalu; d <= depan; d++) {
    const i = tahun * 12 + bulan - 1 + d;
    const res = await apiDari(page, `/v1/kegiatan?bulan=${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`, "GET");
    assert.equal(res.status, 200, "/v1/kegiatan");
    semua.push(...res.body.data);
  }
  return semua;
}

/** Uploads `bytes` as `nama` to POST /v2/storager's `dir` from the page; resolves with the BerkasInfo. */
export async function unggahDari(page, dir, nama, bytes) {
  const collegeId = (await pageData(page)).app.college_id;
  return page.evaluate(
    async ({ dir, nama, b64, collegeId }) => {
      const body = new FormData();
      body.append("service_id", "lms");
      body.append("dir", dir);
      body.append("file", new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], nama));
      const res = await fetch("/v2/storager", { method: "POST", headers: { accept: "application/json", "college-id": collegeId }, body });
      return res.json();
    },
    { dir, nama, b64: Buffer.from(bytes).toString("base64"), collegeId },
  );
}

/**
 * Replaces the text of the rich-text editor labelled `label` inside `scope` (a page or a
 * locator) with `text`, typed as plain text; waits for the editor itself (the textarea that
 * stands in while its chunk loads does not count). Resolves with the editor's locator.
 */
export async function isiEditor(scope, label, text) {
  const editor = scope.getByLabel(label, { exact: true }).and(scope.locator('[contenteditable="true"]'));
  await editor.click();
  await editor.fill(text);
  return editor;
}

/** The first of the signed-in student's meetings with an activity `cocok` accepts: {idKelas, alamat, a}. */
export async function cariAktivitas(page, cocok) {
  for (const idKelas of await kelasSaya(page)) {
    const { data } = await pageProps(page, `/kelas/${idKelas}`);
    for (const p of data.pertemuan) {
      const alamat = `/kelas/${idKelas}/${p.id}`;
      const a = (await pageProps(page, alamat)).data.aktivitas.find(cocok);
      if (a) return { idKelas, alamat, a };
    }
  }
  throw new Error("no such activity in the student's meetings");
}

/** A material whose file is a PDF (the File Viewer draws it with pdf.js). */
export const materiBerkas = (a) => a.jenis === "materi" && a.materi?.tipe_file === "ebook" && /\.pdf$/i.test(a.materi.file?.name ?? "");
