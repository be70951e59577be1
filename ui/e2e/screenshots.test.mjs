// Full-page screenshots for review: login, beranda and kelas (as dosen) at both widths,
// saved to test-results/screens/<name>-<width>.png. A failed screenshot only warns; what
// the test asserts is that each page shows its main content without scrolling sideways
// (and axe, which `screenshot` runs).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { login, newPage, screenshot, useServerAndBrowser, VIEWPORTS, waitForHydration } from "./harness.mjs";

const ctx = useServerAndBrowser();

/** Hydrated, images settled and web fonts ready, so the picture shows the finished page. */
async function settle(page) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined)).catch(() => undefined);
}

/** The page's main content is there and the page itself does not scroll sideways. */
async function periksaTata(page, name, viewport) {
  await page
    .locator(name === "login" ? "form" : "main")
    .first()
    .waitFor();
  const lebar = await page.evaluate(() => ({ isi: document.documentElement.scrollWidth, layar: document.documentElement.clientWidth }));
  assert.ok(lebar.isi <= lebar.layar + 1, `${name} @${viewport.width}: the page scrolls sideways (${lebar.isi} > ${lebar.layar})`);
}

describe("screenshots", () => {
  for (const viewport of VIEWPORTS) {
    test(`login, beranda and kelas @${viewport.width}`, { timeout: 30_000 }, async (t) => {
      const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
      try {
        const saved = [];
        await page.goto("/");
        await settle(page);
        await periksaTata(page, "login", viewport);
        saved.push(await screenshot(page, "login", viewport));

        await login(page, "dosen");
        await settle(page);
        await periksaTata(page, "beranda", viewport);
        saved.push(await screenshot(page, "beranda", viewport));

        await page.goto("/kelas");
        await page.locator("table.tabel-kelas").waitFor();
        await settle(page);
        await periksaTata(page, "kelas", viewport);
        saved.push(await screenshot(page, "kelas", viewport));
        for (const file of saved) t.diagnostic(file ?? "a screenshot failed (see the warning above)");
      } finally {
        await context.close();
      }
    });
  }
});
