// Announcements: the dashboard card shows the first two with 'Lihat Semua'; /pengumuman
// lists them beside the selected one, each item is a news link /berita/{id} (the older ?index=N
// still works) and changes client-side; on a phone the list and the item show one at a time;
// a news id the user may not read is the 404 page.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  collectConsole,
  isMobile,
  login,
  newPage,
  pageData,
  screenshot,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const flat = (s) => (s ?? "").replace(/\s+/g, " ").trim();
const firstParagraph = (isi) =>
  flat(
    isi
      .replace(/\r\n?/g, "\n")
      .split(/\n[ \t]*\n/)
      .find((p) => p.trim()) ?? "",
  );
const noHorizontalScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The props of /pengumuman as the client navigation fetches them. */
const pengumumanProps = (page) =>
  page.evaluate(() => fetch("/pengumuman", { headers: { "x-lms-data": "1", accept: "application/json" } }).then((r) => r.json()));

for (const viewport of VIEWPORTS) {
  test(`dashboard announcements, 'Lihat Semua' and choosing an item (${viewport.width} px)`, { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const log = collectConsole(page);
    try {
      await login(page, "dosen");
      await waitForHydration(page);

      // The dashboard: the first two announcements, newest first.
      const { data: beranda } = await pageData(page);
      assert.equal(beranda.pengumuman.length, 2, "the dashboard gets two announcements");
      const card = page.locator("section", { has: page.getByRole("heading", { name: "Pengumuman", exact: true }) });
      const items = card.getByRole("listitem");
      assert.equal(await items.count(), 2);
      assert.deepEqual(
        (await items.locator("span:first-child").allTextContents()).map(flat),
        beranda.pengumuman.map((p) => flat(p.judul)),
      );
      assert.equal(
        await card.getByRole("link", { name: beranda.pengumuman[1].judul }).getAttribute("href"),
        `/berita/${beranda.pengumuman[1].id}`,
      );
      await screenshot(page, "beranda-pengumuman", viewport);

      // 'Lihat Semua' opens the list client-side.
      await page.evaluate(() => (window.__marker = 1));
      await card.getByRole("link", { name: "Lihat Semua" }).click();
      await page.waitForURL((u) => u.pathname === "/pengumuman" && u.search === "");
      const list = page.getByRole("navigation", { name: "Daftar pengumuman" });
      await list.waitFor();
      assert.equal(await page.evaluate(() => window.__marker), 1, "client-side navigation");

      const { data } = await pengumumanProps(page);
      assert.ok(data.items.length >= 2, `at least two announcements (${data.items.length})`);
      assert.deepEqual(
        beranda.pengumuman.map((p) => p.id),
        data.items.slice(0, 2).map((p) => p.id),
        "the dashboard shows the first two of the list",
      );
      const judul = page.locator("#pengumuman-judul");
      if (isMobile(viewport)) {
        // Phone: the list alone until an item is chosen.
        assert.equal(await judul.isVisible(), false, "no item shown next to the list on a phone");
      } else {
        assert.equal(flat(await judul.textContent()), flat(data.items[0].judul), "the first item by default");
      }
      assert.ok(await noHorizontalScroll(page), "no horizontal scroll on the list");

      // Choosing the second item: /berita/{id} and its text.
      const second = data.items[1];
      await list.getByRole("link", { name: second.judul }).click();
      await page.waitForURL((u) => u.pathname === `/berita/${second.id}`);
      await page.waitForFunction((t) => document.querySelector("#pengumuman-judul")?.textContent?.includes(t), second.judul, {
        polling: 50,
      });
      assert.ok(await judul.isVisible());
      const article = page.locator("article");
      assert.ok(flat(await article.textContent()).includes(firstParagraph(second.isi)), "the item's text is shown");
      assert.ok(flat(await article.textContent()).includes(second.pembuat.nama), "its author is shown");
      assert.equal(await page.evaluate(() => window.__marker), 1, "still client-side");
      assert.ok(await noHorizontalScroll(page), "no horizontal scroll on the item");
      await screenshot(page, "pengumuman", viewport);

      if (isMobile(viewport)) {
        assert.equal(await list.isVisible(), false, "the item alone on a phone");
        await article.getByRole("link", { name: "Kembali" }).click();
        await page.waitForURL((u) => u.pathname === "/pengumuman" && u.search === "");
        await list.waitFor({ state: "visible" });
        assert.equal(await judul.isVisible(), false);
      } else {
        assert.equal(await list.getByRole("link", { name: second.judul }).getAttribute("aria-current"), "page");
      }

      // The same URL rendered by the server shows the same item, and so does the older ?index=1.
      await page.goto(`/berita/${second.id}`);
      assert.equal(flat(await page.locator("#pengumuman-judul").textContent()), flat(second.judul));
      await page.goto("/pengumuman?index=1");
      assert.equal(flat(await page.locator("#pengumuman-judul").textContent()), flat(second.judul));
      const hilang = await page.goto("/berita/999999");
      assert.equal(hilang.status(), 404);

      // A dashboard item opens that item directly.
      await page.goto("/beranda");
      await waitForHydration(page);
      await page
        .locator("section", { has: page.getByRole("heading", { name: "Pengumuman", exact: true }) })
        .getByRole("link", { name: second.judul })
        .click();
      await page.waitForURL((u) => u.pathname === `/berita/${second.id}`);
      await page.waitForFunction((t) => document.querySelector("#pengumuman-judul")?.textContent?.includes(t), second.judul, {
        polling: 50,
      });

      assert.deepEqual(log.pageErrors, [], "uncaught page errors");
    } finally {
      await context.close();
    }
  });
}
