// 'Riwayat Aktivitas' in 'Profil Saya' (issue 15). A student opens the profile from the user
// menu, switches to the history tab and sees today's login (DD/MM/YYYY, HH:mm WIB, the IP
// address), narrows to 'Logout' (empty), types a kind that does not exist (the message, nothing
// sent), resets the filter. An operator who reads every user's history narrows to the student
// by username and downloads the .xlsx of that filter. Both at 1280 and 360 px, no sideways scroll.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  collectConsole,
  login,
  newPage,
  propsSekarang,
  screenshot,
  tanpaGalat,
  tanpaGeserSamping,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

async function bukaRiwayat(page) {
  await page.getByRole("button", { name: "Menu pengguna" }).or(page.getByLabel("Menu pengguna")).first().click();
  await page.getByRole("link", { name: "Profil Saya" }).click();
  await page.waitForURL((u) => u.pathname === "/profil");
  await page.getByRole("link", { name: "Riwayat Aktivitas" }).click();
  await page.waitForURL((u) => u.search.includes("tab=riwayat"));
  await page.getByRole("heading", { name: "Riwayat Aktivitas" }).waitFor();
}

const tanggalHariIni = () => {
  const wib = new Date(Date.now() + 7 * 3600_000);
  const dua = (n) => String(n).padStart(2, "0");
  return `${dua(wib.getUTCDate())}/${dua(wib.getUTCMonth() + 1)}/${wib.getUTCFullYear()}`;
};

for (const viewport of VIEWPORTS) {
  test(`a student reads and filters their activity history (${viewport.width} px)`, { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(page)];
    try {
      await login(page, "mahasiswa");
      await waitForHydration(page);
      await bukaRiwayat(page);
      const r = (await propsSekarang(page)).riwayat;
      assert.equal(r.semua_pengguna, false);
      assert.equal(r.meta.per_page, 5);
      const daftar = page.locator("ol").filter({ has: page.getByText("Login", { exact: true }) });
      const pertama = daftar.locator("li").first();
      await pertama.getByText(tanggalHariIni(), { exact: true }).waitFor();
      await pertama.getByText(/^\d{2}:\d{2} WIB$/).waitFor();
      assert.equal(await page.getByLabel("Pengguna", { exact: true }).count(), 0, "a student has no 'Pengguna' field");
      await tanpaGeserSamping(page, "history");
      await screenshot(page, "riwayat-aktivitas", viewport);

      // 'Logout' (by its label): nothing today; the kind is kept in the form.
      await page.getByLabel("Jenis Aktivitas").fill("Logout");
      await page.getByRole("button", { name: "Terapkan" }).click();
      await page.waitForURL((u) => u.search.includes("jenis_aktivitas=logout"));
      await page.getByText("Tidak ada aktivitas pada rentang waktu ini.").waitFor();
      assert.equal(await page.getByLabel("Jenis Aktivitas").inputValue(), "Logout");
      const url = page.url();
      assert.match(url, /waktu_awal=\d{4}-\d{2}-\d{2}T17%3A00%3A00Z/, "today from 00:00 WIB, in UTC");

      // A kind that does not exist: the message, no request.
      await page.getByLabel("Jenis Aktivitas").fill("Terbang");
      await page.getByRole("button", { name: "Terapkan" }).click();
      await page.getByRole("alert").filter({ hasText: "Jenis aktivitas tidak dikenal. Pilih dari daftar jenis aktivitas." }).waitFor();
      assert.equal(page.url(), url);

      // Dates are typed DD/MM/YYYY JJ:MM whatever the browser's locale; the same day twice is that whole day.
      await page.getByLabel("Jenis Aktivitas").fill("");
      await page.getByLabel("Waktu awal").fill("01/01/2020");
      await page.getByLabel("Waktu akhir").fill("01/01/2020");
      await page.getByRole("button", { name: "Terapkan" }).click();
      await page.waitForURL(
        (u) => u.searchParams.get("waktu_awal") === "2019-12-31T17:00:00Z" && u.searchParams.get("waktu_akhir") === "2020-01-01T16:59:59Z",
      );
      // The form is rebuilt from the filter the server applied.
      await page.waitForFunction(() => document.querySelector('input[name="waktu_awal"]')?.value === "01/01/2020 00:00", null, {
        polling: 50,
      });
      await page.getByText("Tidak ada aktivitas pada rentang waktu ini.").waitFor();
      await page.getByLabel("Waktu akhir").fill("31/02/2020");
      await page.getByRole("button", { name: "Terapkan" }).click();
      await page.getByRole("alert").filter({ hasText: "Tanggal dan jam tidak valid." }).waitFor();

      await page.getByRole("link", { name: "Reset Filter" }).click();
      await page.waitForURL((u) => !u.search.includes("jenis_aktivitas"));
      await pertama.waitFor();
      assert.equal(await page.getByLabel("Jenis Aktivitas").inputValue(), "");
      tanpaGalat(logs);
    } finally {
      await context.close();
    }
  });

  test(`an operator reads a student's history and exports it (${viewport.width} px)`, { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(page)];
    try {
      await login(page, "operator");
      await waitForHydration(page);
      await bukaRiwayat(page);
      await page.getByLabel("Pengguna", { exact: true }).fill("mahasiswa");
      await page.getByRole("button", { name: "Terapkan" }).click();
      await page.waitForURL((u) => u.search.includes("username=mahasiswa"));
      const r = (await propsSekarang(page)).riwayat;
      assert.ok(r.items.length > 0 && r.items.every((e) => e.pengguna.username === "mahasiswa"), JSON.stringify(r.items));
      await page
        .getByText(/\(mahasiswa\) · Mahasiswa/)
        .first()
        .waitFor();
      await tanpaGeserSamping(page, "operator's view");
      await screenshot(page, "riwayat-aktivitas-operator", viewport);
      const href = await page.getByRole("link", { name: "Export Excel" }).getAttribute("href");
      assert.match(href, /^\/lms\/log_aktivitas\/export_excel\?.*username=mahasiswa/);
      const res = await page.request.get(href);
      assert.equal(res.status(), 200);
      assert.match(res.headers()["content-disposition"], /Riwayat Aktivitas\.xlsx/);
      assert.equal((await res.body()).subarray(0, 2).toString(), "PK", "an .xlsx (a ZIP)");
      tanpaGalat(logs);
    } finally {
      await context.close();
    }
  });
}
