// Server render + hydration of /kelas: the rows the ctx.server rendered are the rows on
// screen (a table at 1280 px, one card per row at 360 px) and React hydrates them
// without warnings or errors.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import {
  appSetsHydratedFlag,
  ROOT,
  collectConsole,
  isMobile,
  login,
  newPage,
  pageData,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

/** Chromium's console line for a failed sub-resource (image, favicon...). */
const isResourceError = (m) => m.type === "error" && m.text.startsWith("Failed to load resource");
const isHydrationWarning = (m) => /hydrat|did not match/i.test(m.text);
/** Chromium reports what a Content-Security-Policy blocked on the console. */
const isCspViolation = (m) => /Content Security Policy/i.test(m.text);

/** Logs in as dosen and opens /kelas, collecting console output from the first request on. */
async function openKelas(viewport) {
  const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
  const log = collectConsole(page);
  await login(page, "dosen");
  await waitForHydration(page);
  await page.goto("/kelas");
  await waitForHydration(page);
  return { context, page, log };
}

describe("render + hydrate /kelas", () => {
  for (const viewport of VIEWPORTS) {
    test(`rows on screen match the server's data and hydration is clean @${viewport.width}`, { timeout: 30_000 }, async (t) => {
      const { context, page, log } = await openKelas(viewport);
      try {
        const props = await pageData(page);
        assert.equal(props.page, "kelas");
        const { rows, meta } = props.data;
        assert.ok(meta.total_items > meta.per_page, `demo data should span several pages (meta ${JSON.stringify(meta)})`);
        const expected = Math.min(meta.per_page, meta.total_items - (meta.page - 1) * meta.per_page);
        assert.equal(rows.length, expected, "rows in __LMS_DATA__ vs meta.total_items/per_page");

        const table = page.locator("table.tabel-kelas");
        const trs = table.locator("tbody > tr");
        await trs.first().waitFor({ state: "visible" });
        assert.equal(await trs.count(), expected, "rows rendered");
        for (let i = 0; i < expected; i++) {
          const tr = trs.nth(i);
          assert.ok(await tr.isVisible(), `row ${i + 1} visible`);
          const cells = tr.locator("td");
          const r = rows[i];
          assert.equal((await cells.nth(0).textContent())?.trim(), String((meta.page - 1) * meta.per_page + i + 1));
          assert.equal(await cells.nth(2).textContent(), `${r.mata_kuliah.kode} - ${r.mata_kuliah.nama}`);
          assert.equal(await cells.nth(6).textContent(), String(r.jumlah_peserta));
          assert.equal(await tr.getByRole("link", { name: "Lihat" }).getAttribute("href"), `/kelas/${r.id}`);
        }
        await page.getByText(`Total ${meta.total_items} data`, { exact: true }).waitFor();

        // Layout: a real table on desktop, cards (labels from CSS, no header row) on phones.
        const layout = await table.evaluate((el) => {
          const tr = el.querySelector("tbody > tr");
          const td = tr.querySelectorAll("td")[2];
          return {
            theadVisible: getComputedStyle(el.querySelector("thead")).display !== "none",
            trDisplay: getComputedStyle(tr).display,
            label: getComputedStyle(td, "::before").content,
            overflowX: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          };
        });
        if (isMobile(viewport)) {
          assert.equal(layout.theadVisible, false, "no header row on phones");
          assert.equal(layout.trDisplay, "block", "each row is a card");
          assert.equal(layout.label, '"Mata Kuliah"', "card label from CSS");
          assert.equal(layout.overflowX, false, "no horizontal page scroll at 360 px");
        } else {
          assert.equal(layout.theadVisible, true);
          assert.equal(layout.trDisplay, "table-row");
          await table.getByRole("columnheader", { name: "Mata Kuliah" }).waitFor();
        }

        if (!(await appSetsHydratedFlag(page))) {
          t.diagnostic("window.__LMS_HYDRATED__ is not set by the app; hydration detected through React's commit hook");
        }
        const hydration = log.messages.filter(isHydrationWarning);
        assert.deepEqual(hydration, [], "React hydration warnings");
        // The server's Content-Security-Policy blocks nothing the page needs.
        assert.deepEqual(log.messages.filter(isCspViolation), [], "Content-Security-Policy violations");
        assert.deepEqual(log.pageErrors, [], "uncaught page errors");
        const errors = log.messages.filter((m) => m.type === "error" && !isResourceError(m));
        assert.deepEqual(errors, [], "console errors");
      } finally {
        await context.close();
      }
    });
  }

  test("no console error at all, failed resource loads included", { timeout: 30_000 }, async () => {
    const { context, page, log } = await openKelas(VIEWPORTS[0]);
    try {
      // The dashboard shows class banners too.
      await page.goto("/beranda");
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      const errors = log.messages.filter((m) => m.type === "error");
      assert.deepEqual(errors, [], "console errors");
    } finally {
      await context.close();
    }
  });

  test("the page's one script asks for the app after the first paint", { timeout: 30_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, VIEWPORTS[0]);
    try {
      // The time of each document's first animation frame: the page is painted at its end.
      await page.addInitScript(() => requestAnimationFrame(() => (window.__bingkaiPertama = performance.now())));
      await login(page, "dosen");
      await waitForHydration(page);
      await page.goto("/kelas");
      await waitForHydration(page);
      const manifest = JSON.parse(readFileSync(path.join(ROOT, "ui", "dist", "manifest.json"), "utf8"));
      const seen = await page.evaluate(() => ({
        scripts: [...document.querySelectorAll("script[src]")].map((s) => new URL(s.src).pathname),
        modul: document.querySelector("script[data-modul]")?.dataset.modul.split(" "),
        bingkai: window.__bingkaiPertama,
        asked: Object.fromEntries(performance.getEntriesByType("resource").map((r) => [new URL(r.name).pathname, r.startTime])),
      }));
      // The start script is inline (one round trip less on a phone line): no script file before the paint.
      assert.deepEqual(seen.scripts, [], "no script file named by the document");
      // The page's own modules are named, so they load beside the entry, not after it.
      assert.deepEqual(seen.modul, manifest.routes.kelas);
      assert.ok(seen.bingkai !== undefined, "first animation frame recorded");
      for (const url of [manifest.entry, ...seen.modul]) {
        assert.ok(seen.asked[url] > seen.bingkai, `${url} asked for at ${seen.asked[url]} ms, first frame at ${seen.bingkai} ms`);
      }
      // Two script files in all (issue 38: at most six): the entry and the page's.
      const skrip = Object.keys(seen.asked).filter((u) => u.endsWith(".js"));
      assert.deepEqual(skrip.sort(), [manifest.entry, ...manifest.routes.kelas].sort(), "the scripts the browser fetched");
      // Nor a stylesheet file: the styles are in the document.
      assert.equal(Object.keys(seen.asked).filter((u) => u.endsWith(".css")).length, 0, "no stylesheet file");
    } finally {
      await context.close();
    }
  });

  test("the header clock shows the server's time to the second", { timeout: 30_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, VIEWPORTS[0]);
    try {
      await login(page, "dosen");
      await waitForHydration(page);
      // Server and browser share this machine's clock; the college's zone is Asia/Jakarta (UTC+7, no DST).
      const shown = (await page.getByLabel("Waktu server").locator("div").first().textContent()) ?? "";
      const now = Date.now();
      const m = /^(\d{2}):(\d{2}):(\d{2}) WIB$/.exec(shown);
      assert.ok(m, `clock text ${shown}`);
      const shownSec = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
      const jakartaSec = Math.floor((now / 1000 + 7 * 3600) % 86400);
      const diff = ((shownSec - jakartaSec + 86400 + 43200) % 86400) - 43200;
      const meta = await page.locator('meta[name="lms-server-time"]').getAttribute("content");
      assert.ok(Math.abs(diff) <= 2, `clock shows ${shown}, ${diff} s off the real time (page rendered at ${meta})`);
    } finally {
      await context.close();
    }
  });

  test("the dashboard's class cards show each class's course code, name and class", { timeout: 30_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, VIEWPORTS[0]);
    try {
      await login(page, "dosen");
      await waitForHydration(page);
      const { data } = await pageData(page);
      assert.ok(data.kelas.length > 0, "the lecturer has classes this period");
      for (const k of data.kelas) {
        const card = page.locator(`section[aria-labelledby="judul-kelas"] a[href="/kelas/${k.id}"]`);
        const text = (await card.textContent()) ?? "";
        const kode = k.mata_kuliah.kode;
        const nama = k.mata_kuliah.nama;
        const kelas = k.kelas.nama;
        assert.doesNotMatch(text, /undefined|null|NaN/, `card of class ${k.id}: ${text}`);
        assert.ok(kode && text.includes(kode), `card of class ${k.id} shows the course code ${kode}: ${text}`);
        assert.ok(nama && text.includes(nama), `card of class ${k.id} shows the course name ${nama}: ${text}`);
        assert.ok(kelas && text.includes(`Kelas ${kelas}`), `card of class ${k.id} shows class ${kelas}: ${text}`);
      }
    } finally {
      await context.close();
    }
  });
});
