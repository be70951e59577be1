// Full-page screenshots for review: login, beranda and kelas (as dosen) at both widths,
// saved to test-results/screens/<name>-<width>.png. A failed screenshot only warns.
import { describe, test } from "node:test";
import { login, newPage, screenshot, useServerAndBrowser, VIEWPORTS, waitForHydration } from "./harness.mjs";

const ctx = useServerAndBrowser();

/** Hydrated, images settled and web fonts ready, so the picture shows the finished page. */
async function settle(page) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined)).catch(() => undefined);
}

describe("screenshots", () => {
  for (const viewport of VIEWPORTS) {
    test(`login, beranda and kelas @${viewport.width}`, { timeout: 30_000 }, async (t) => {
      const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
      try {
        const saved = [];
        await page.goto("/");
        await settle(page);
        saved.push(await screenshot(page, "login", viewport));

        await login(page, "dosen");
        await settle(page);
        saved.push(await screenshot(page, "beranda", viewport));

        await page.goto("/kelas");
        await page.locator("table.tabel-kelas").waitFor();
        await settle(page);
        saved.push(await screenshot(page, "kelas", viewport));
        for (const file of saved) t.diagnostic(file ?? "a screenshot failed (see the warning above)");
      } finally {
        await context.close();
      }
    });
  }
});
