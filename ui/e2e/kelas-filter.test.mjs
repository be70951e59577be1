// Class list filters: applied only with 'Terapkan', 'Reset' keeps the period, the
// search follows typing after a debounce, and the state lives in the URL so a
// server-rendered load of the same URL shows the same list.
import assert from "node:assert/strict";
import { test } from "node:test";
import { login, newPage, pageData, useServerAndBrowser, VIEWPORTS, waitForHydration } from "./harness.mjs";

const ctx = useServerAndBrowser();

const query = (page) => Object.fromEntries(new URL(page.url()).searchParams);

for (const viewport of VIEWPORTS) {
  test(`filter, reset keeps the period, search, URL state (${viewport.width} px)`, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    try {
      await login(page, "dosen");
      await page.goto("/kelas");
      await waitForHydration(page);
      const panel = page.getByRole("dialog", { name: "Filter" });
      await page.getByRole("button", { name: "Filter", exact: true }).click();
      await panel.getByLabel("Periode").selectOption("20252");
      await panel.getByLabel("Jenis", { exact: true }).selectOption("mode_kuliah:online");
      assert.equal(query(page).periode, undefined, "nothing applied before 'Terapkan'");
      await panel.getByRole("button", { name: "Terapkan" }).click();
      await page.waitForURL((u) => u.searchParams.get("periode") === "20252" && u.searchParams.get("mode_kuliah") === "online");
      await page.getByRole("button", { name: "Filter", exact: true }).click();
      await panel.getByRole("button", { name: "Reset" }).click();
      await page.waitForURL((u) => !u.searchParams.has("mode_kuliah"));
      assert.deepEqual(query(page), { periode: "20252" }, "reset keeps the period");

      await page.getByPlaceholder("Cari judul pertemuan").fill("Akuntansi");
      await page.waitForURL((u) => u.searchParams.get("search") === "Akuntansi");
      const url = page.url();
      // The same URL rendered by the server shows the same filter and rows.
      const fresh = await context.newPage();
      await fresh.goto(url);
      const { data } = await pageData(fresh);
      assert.equal(data.filter.periode, 20252);
      assert.equal(data.filter.search, "Akuntansi");
      assert.ok(data.rows.every((r) => r.periode === 20252));
      // Demo meeting titles and class names never say 'Akuntansi': only course names match.
      assert.ok(data.rows.length > 0, "the lecturer teaches an Akuntansi course");
      assert.ok(
        data.rows.every((r) => /akuntansi/i.test(r.mata_kuliah.nama)),
        "rows match the search",
      );
      await fresh.close();
    } finally {
      await context.close();
    }
  });
}
