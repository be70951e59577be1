// Client-side navigation after hydration: pagination links, the sidebar and the
// browser's back button change the page without reloading the document.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { login, newPage, openSidebar, pageData, useServerAndBrowser, VIEWPORTS, waitForHydration } from "./harness.mjs";

const ctx = useServerAndBrowser();

/** Text of the 'No' cell of the first row ('1' on page 1, '6' on page 2 with 5 per page). */
const firstNo = (page) => page.locator("table.tabel-kelas tbody > tr").first().locator("td").first().textContent();

function waitForFirstNo(page, no) {
  return page.waitForFunction((n) => document.querySelector("table.tabel-kelas tbody > tr > td")?.textContent?.trim() === n, String(no), {
    polling: 50,
  });
}

const marker = (page) => page.evaluate(() => window.__marker);

describe("client-side navigation", () => {
  for (const viewport of VIEWPORTS) {
    test(`pagination, sidebar and back navigate without reloading @${viewport.width}`, { timeout: 30_000 }, async () => {
      const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
      try {
        await login(page, "dosen");
        await page.goto("/kelas");
        await waitForHydration(page);

        const { data } = await pageData(page);
        const { per_page: perPage, total_items: total } = data.meta;
        assert.ok(total > perPage, "needs a second page");
        const page1 = await page.locator("table.tabel-kelas tbody > tr td:nth-child(3)").allTextContents();
        assert.equal((await firstNo(page))?.trim(), "1");

        // Count document loads and page-data fetches from here on.
        const documents = [];
        const dataFetches = [];
        page.on("request", (r) => {
          if (r.resourceType() === "document") documents.push(r.url());
          else if (r.headers()["x-lms-data"] === "1") dataFetches.push(r.url());
        });
        await page.evaluate(() => {
          window.__marker = 1;
        });

        // Pagination: page 2.
        const pager = page.getByRole("navigation", { name: "Halaman" });
        await pager.getByRole("link", { name: "2", exact: true }).click();
        await page.waitForURL((u) => u.pathname === "/kelas" && u.searchParams.get("page") === "2");
        await waitForFirstNo(page, perPage + 1);
        await pager.locator('a[aria-current="page"]', { hasText: "2" }).waitFor();
        const page2 = await page.locator("table.tabel-kelas tbody > tr td:nth-child(3)").allTextContents();
        assert.notDeepEqual(page2, page1, "page 2 shows other classes");
        assert.equal(page2.length, Math.min(perPage, total - perPage));
        assert.equal(await marker(page), 1, "pagination reloaded the document");
        assert.deepEqual(documents, [], "no document request for page 2");
        assert.ok(
          dataFetches.some((u) => new URL(u).searchParams.get("page") === "2"),
          `page 2 props fetched as data (fetches: ${dataFetches.join(", ")})`,
        );

        // Sidebar: Beranda (behind the hamburger on phones).
        const nav = await openSidebar(page, viewport);
        await nav.getByRole("link", { name: "Beranda", exact: true }).click();
        await page.waitForURL((u) => u.pathname === "/beranda");
        await page.getByRole("heading", { name: "Selamat datang, Dr. Budi Santoso, M.Kom." }).waitFor();
        assert.equal(await marker(page), 1, "sidebar link reloaded the document");
        assert.deepEqual(documents, [], "no document request for /beranda");
        if (viewport.width < 1024) {
          await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "hidden" });
        }
        const active = await openSidebar(page, viewport);
        assert.equal(await active.locator('a[aria-current="page"]').textContent(), "Beranda");
        if (viewport.width < 1024) await page.getByRole("button", { name: "Tutup menu" }).click();

        // Back: page 2 of the class list again, still the same document.
        await page.goBack({ waitUntil: "commit" });
        await page.waitForURL((u) => u.pathname === "/kelas" && u.searchParams.get("page") === "2");
        await waitForFirstNo(page, perPage + 1);
        assert.deepEqual(await page.locator("table.tabel-kelas tbody > tr td:nth-child(3)").allTextContents(), page2);
        assert.equal(await marker(page), 1, "back reloaded the document");
        assert.deepEqual(documents, [], "no document request on back");

        // Forward to the dashboard, then a class card (the cards are one string of links that
        // one click handler follows): the class page, still the same document.
        await page.goForward({ waitUntil: "commit" });
        await page.getByRole("heading", { name: "Selamat datang, Dr. Budi Santoso, M.Kom." }).waitFor();
        const kartu = page.locator("a.kartu-kelas").first();
        const tujuan = await kartu.getAttribute("href");
        assert.match(tujuan ?? "", /^\/kelas\/\d+$/);
        await kartu.click();
        await page.waitForURL((u) => u.pathname === tujuan);
        await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Kelas", exact: true }).waitFor();
        assert.equal(await marker(page), 1, "a class card reloaded the document");
        assert.deepEqual(documents, [], "no document request for the class page");
      } finally {
        await context.close();
      }
    });
  }
});
