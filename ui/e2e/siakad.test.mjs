// The SIAKAD menu (spec 2 P1): the user menu's 'SIAKAD' opens `/sso` in a new tab with the
// application and the user's own role; a fresh installation's address is the demo's stand-in,
// which redeems the one-time code as SIAKAD would and says who arrived in which role.
import assert from "node:assert/strict";
import { test } from "node:test";
import { collectConsole, login, newPage, screenshot, useServerAndBrowser, VIEWPORTS, waitForHydration } from "./harness.mjs";

const ctx = useServerAndBrowser();

for (const viewport of VIEWPORTS) {
  for (const [username, peran] of [
    ["mahasiswa", "Mahasiswa"],
    ["dosen", "Dosen"],
  ]) {
    test(`the SIAKAD menu hands ${username} over in their role (${viewport.width} px)`, { timeout: 60_000 }, async () => {
      const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
      const log = collectConsole(page);
      try {
        await login(page, username);
        await waitForHydration(page);
        const menu = page.locator("header details");
        await menu.getByLabel("Menu pengguna").click();
        const tautan = menu.getByRole("link", { name: "SIAKAD", exact: true });
        assert.equal(await tautan.getAttribute("href"), `/sso?app=siakad&role=ROLE_${username.toUpperCase()}`);
        const [tab] = await Promise.all([context.waitForEvent("page"), tautan.click()]);
        await tab.waitForLoadState();
        assert.match(new URL(tab.url()).pathname, /^\/siakad-demo$/);
        await tab.getByText("Serah terima dari LMS berhasil.").waitFor();
        const baris = (label) => tab.locator("tr", { has: tab.locator("th", { hasText: label }) }).locator("td");
        assert.equal(await baris("Peran").textContent(), peran);
        await screenshot(tab, `siakad-${username}`, viewport);
        // The code was used: opening the same address again is refused.
        const lagi = await tab.goto(tab.url());
        assert.equal(lagi.status(), 400);
        await tab.getByText("Kode tidak valid, sudah dipakai, atau kedaluwarsa.", { exact: false }).waitFor();
        assert.deepEqual(log.pageErrors, [], "uncaught page errors");
      } finally {
        await context.close();
      }
    });
  }
}
