// Without JavaScript: the server-rendered pages and the two plain forms (login, logout)
// are enough to log in, see the class list and log out.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { login, newPage, useServerAndBrowser, VIEWPORTS } from "./harness.mjs";

const ctx = useServerAndBrowser();

const noJs = (viewport) => newPage(ctx.browser, ctx.server, viewport, { javaScriptEnabled: false });

async function assertLoginForm(page) {
  await page.getByRole("heading", { name: "Masuk", exact: true }).waitFor();
  await page.getByLabel("Username").waitFor();
  await page.getByLabel("Password").waitFor();
  await page.getByRole("button", { name: "Masuk", exact: true }).waitFor();
}

describe("without JavaScript", () => {
  for (const viewport of VIEWPORTS) {
    test(`login page, wrong password, login, class list and logout @${viewport.width}`, { timeout: 30_000 }, async () => {
      const { context, page } = await noJs(viewport);
      try {
        // The app never runs: no script may have touched the page.
        await page.goto("/");
        await assertLoginForm(page);
        const reactRan = await page.evaluate(() => Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__react")));
        assert.equal(reactRan, false, "React must not have run");

        // Wrong password: the form comes back with the inline error and the username kept.
        await page.getByLabel("Username").fill("dosen");
        await page.getByLabel("Password").fill("bukan-password");
        await Promise.all([
          page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/"),
          page.getByRole("button", { name: "Masuk", exact: true }).click(),
        ]);
        await page.waitForLoadState("load");
        const alert = page.getByRole("alert");
        await alert.waitFor();
        assert.match((await alert.textContent()) ?? "", /Username atau password salah/);
        assert.equal(new URL(page.url()).pathname, "/");
        assert.equal(await page.getByLabel("Username").inputValue(), "dosen");
        assert.equal(await page.getByLabel("Password").inputValue(), "");

        // Right password: /beranda with the welcome text.
        await login(page, "dosen");
        await page.getByRole("heading", { name: "Selamat datang, Dr. Budi Santoso, M.Kom." }).waitFor();

        // The class list: the lecturer's classes as a table (cards on phones).
        await page.goto("/kelas");
        const rows = page.locator("table.tabel-kelas tbody > tr");
        await rows.first().waitFor();
        assert.equal(await rows.count(), 5, "first page of 5 classes");
        await page.getByText(/^Total \d+ data$/).waitFor();
        const pengajar = await page.locator("table.tabel-kelas tbody > tr td:nth-child(5)").allTextContents();
        for (const p of pengajar) assert.match(p, /Budi Santoso/, "a class the lecturer teaches");
        // Pagination links are plain links: page 2 loads from the ctx.server.
        await page.getByRole("navigation", { name: "Halaman" }).getByRole("link", { name: "2", exact: true }).click();
        await page.waitForURL((u) => u.pathname === "/kelas" && u.searchParams.get("page") === "2");
        assert.equal((await rows.first().locator("td").first().textContent())?.trim(), "6");

        // Logout through the user menu, a <details> that opens without JavaScript.
        const menu = page.locator("header details");
        await menu.getByLabel("Menu pengguna").click();
        const logout = menu.getByRole("button", { name: "Logout" });
        await logout.waitFor({ state: "visible" });
        await Promise.all([page.waitForURL((u) => u.pathname === "/" && u.search === ""), logout.click()]);
        await assertLoginForm(page);

        // The session is gone: /beranda sends back to the login page.
        await page.goto("/beranda");
        assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, "/?redirect=%2Fberanda");
        await assertLoginForm(page);

        // Logging in from there returns to the page asked for (the form's hidden 'redirect').
        await page.goto("/kelas?page=2");
        assert.equal(new URL(page.url()).search, "?redirect=%2Fkelas%3Fpage%3D2");
        await page.getByLabel("Username").fill("dosen");
        await page.getByLabel("Password").fill("demo123");
        await Promise.all([
          page.waitForURL((u) => u.pathname === "/kelas" && u.searchParams.get("page") === "2"),
          page.getByRole("button", { name: "Masuk", exact: true }).click(),
        ]);
        assert.equal((await rows.first().locator("td").first().textContent())?.trim(), "6");
      } finally {
        await context.close();
      }
    });
  }

  // The class filter before scripts arrive: 'Filter' is a link that renders the panel open with
  // its options, 'Terapkan' a GET form the server turns into the URL the panel writes with
  // scripts (chips and count included), 'Reset' a link.
  test("phone: the class filter without JavaScript @360", { timeout: 30_000 }, async () => {
    const { context, page } = await noJs({ width: 360, height: 740 });
    try {
      await page.goto("/");
      await login(page, "dosen");
      await page.goto("/kelas");
      await Promise.all([
        page.waitForURL((u) => u.searchParams.get("filter") === "1"),
        page.getByRole("button", { name: "Filter" }).click(),
      ]);
      const panel = page.getByRole("dialog", { name: "Filter" });
      await panel.waitFor();
      const makul = await panel
        .getByLabel("Mata Kuliah")
        .locator("option")
        .evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
      assert.ok(makul.length > 1, "the lecturer's courses are offered without scripts");
      const periode = await panel.getByLabel("Periode").inputValue();
      assert.ok(periode, "the running period is chosen");
      await panel.getByLabel("Mata Kuliah").selectOption(makul[1][0]);
      await panel.getByLabel("Jenis", { exact: true }).selectOption("mode_kuliah:online");
      await Promise.all([
        page.waitForURL((u) => u.searchParams.get("id_mata_kuliah") === makul[1][0]),
        panel.getByRole("button", { name: "Terapkan" }).click(),
      ]);
      const url = new URL(page.url());
      assert.equal(url.searchParams.get("periode"), periode);
      assert.equal(url.searchParams.get("mode_kuliah"), "online");
      assert.equal(url.searchParams.get("saring"), null, "the server answered with the panel's own URL");
      const chips = page.getByRole("list", { name: "Filter aktif" });
      await chips.getByText(`Mata Kuliah: ${makul[1][1]}`).waitFor();
      await chips.getByText("Mode Kuliah: Online").waitFor();
      assert.equal(await panel.count(), 0, "the panel is closed on the result");

      // Reset keeps the period and drops the rest.
      await page.getByRole("button", { name: "Filter" }).click();
      await Promise.all([
        page.waitForURL((u) => !u.searchParams.has("id_mata_kuliah")),
        panel.getByRole("button", { name: "Reset" }).click(),
      ]);
      assert.equal(new URL(page.url()).searchParams.get("periode"), periode);
      assert.equal(await chips.count(), 0);
    } finally {
      await context.close();
    }
  });

  // On a phone before the scripts arrive: the hamburger is a link to the menu panel (CSS
  // :target), 'Pilih Pertemuan' a GET form ('Tampilkan') the server answers with the meeting,
  // so the menu, a class and a meeting are reachable.
  test("phone: the menu, a class and a meeting without JavaScript @360", { timeout: 30_000 }, async () => {
    const { context, page } = await noJs({ width: 360, height: 740 });
    try {
      await page.goto("/");
      await login(page, "mahasiswa");
      const menu = page.getByRole("dialog", { name: "Menu" });
      assert.equal(await menu.isVisible(), false, "closed at first");
      await page.getByRole("button", { name: "Buka menu" }).click();
      await menu.waitFor({ state: "visible" });
      await Promise.all([page.waitForURL((u) => u.pathname === "/kelas"), menu.getByRole("link", { name: "Kelas", exact: true }).click()]);
      assert.equal(await menu.isVisible(), false, "a new page starts with the menu closed");

      const lihat = page.locator("table.tabel-kelas tbody > tr").first().getByRole("link", { name: "Lihat" });
      await Promise.all([page.waitForURL((u) => /^\/kelas\/\d+$/.test(u.pathname)), lihat.click()]);
      const idKelas = new URL(page.url()).pathname.split("/")[2];
      const pilih = page.getByLabel("Pilih Pertemuan");
      const opsi = await pilih.locator("option").evaluateAll((os) => os.map((o) => o.value));
      assert.ok(opsi.length > 1, "the class has meetings");
      await pilih.selectOption(opsi[1]);
      // 'Tampilkan' sends /kelas/{id}?pertemuan={id}; the server answers with the meeting's page
      // (which may embed players that keep loading: its document is what counts).
      await Promise.all([
        page.waitForURL((u) => u.pathname === `/kelas/${idKelas}/${opsi[1]}`, { waitUntil: "domcontentloaded" }),
        page.getByRole("button", { name: "Tampilkan" }).click(),
      ]);
      assert.equal(new URL(page.url()).pathname, `/kelas/${idKelas}/${opsi[1]}`);
      await page.getByRole("heading").first().waitFor();
    } finally {
      await context.close();
    }
  });
});
