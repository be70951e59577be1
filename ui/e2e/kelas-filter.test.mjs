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

// Spec 1 §2.7 'Search field with an optional type dropdown': 'Nama Kelas' searches the class
// name (`nama_kelas`, as the panel's field), 'Semua' everything (`search`); the text moves with
// the type, and the URL keeps it.
for (const viewport of VIEWPORTS) {
  test(`the search's type dropdown: 'Nama Kelas' and 'Semua' (${viewport.width} px)`, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    try {
      await login(page, "dosen");
      await page.goto("/kelas?periode=semua");
      await waitForHydration(page);
      const { data } = await pageData(page);
      const nama = data.rows[0].kelas.nama;
      const jenis = page.getByLabel("Cari berdasarkan");
      assert.equal(await jenis.inputValue(), "search", "'Semua' first");
      assert.deepEqual(await jenis.locator("option").allInnerTexts(), ["Semua", "Nama Kelas"]);
      if (viewport.width < 768) {
        const tinggi = (await jenis.boundingBox()).height;
        assert.ok(tinggi >= 44, `the dropdown is a 44 px target on a phone (${tinggi} px)`);
      }

      await jenis.selectOption("nama_kelas");
      assert.deepEqual(query(page), { periode: "semua" }, "no text: nothing to search yet");
      await page.getByPlaceholder("Cari nama kelas, mis. A").fill(nama);
      await page.waitForURL((u) => u.searchParams.get("nama_kelas") === nama);
      assert.equal(query(page).search, undefined);
      await page.getByRole("list", { name: "Filter aktif" }).getByText(`Nama Kelas: ${nama}`).waitFor();
      // A fresh load of that URL lists that class name only and shows the field as it was left.
      await page.reload();
      await waitForHydration(page);
      const sesuai = (await pageData(page)).data.rows;
      assert.ok(sesuai.length > 0);
      assert.ok(
        sesuai.every((r) => r.kelas.nama.toLowerCase() === nama.toLowerCase()),
        "rows are of that class name",
      );
      assert.equal(await jenis.inputValue(), "nama_kelas");
      assert.equal(await page.getByRole("searchbox").inputValue(), nama);

      // 'Semua' takes the text along.
      await jenis.selectOption("search");
      await page.waitForURL((u) => u.searchParams.get("search") === nama && !u.searchParams.has("nama_kelas"));
      assert.equal(await page.getByPlaceholder("Cari judul pertemuan").inputValue(), nama);
    } finally {
      await context.close();
    }
  });
}
