// 'Login Akun Lain': the operator signs in as the demo lecturer through the user
// menu, sees the banner naming both, and returns to the operator account.
import assert from "node:assert/strict";
import { test } from "node:test";
import { login, newPage, useServerAndBrowser, VIEWPORTS, waitForHydration } from "./harness.mjs";

const ctx = useServerAndBrowser();

for (const viewport of VIEWPORTS) {
  test(`operator acts as a lecturer and returns (${viewport.width} px)`, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    try {
      await login(page, "operator");
      await waitForHydration(page);
      const menu = page.locator("header details");
      await menu.getByLabel("Menu pengguna").click();
      await menu.getByRole("button", { name: "Login Akun Lain" }).click();
      const modal = page.getByRole("dialog", { name: "Login Akun Lain" });
      await modal.getByLabel("Username").fill("tidak_ada");
      await modal.getByRole("button", { name: "Masuk" }).click();
      await modal.getByRole("alert").getByText("tidak ditemukan").waitFor();
      await modal.getByLabel("Username").fill("dosen");
      await Promise.all([page.waitForEvent("load"), modal.getByRole("button", { name: "Masuk" }).click()]);
      const banner = page.getByRole("status").filter({ hasText: "Anda sedang login sebagai" });
      await banner.waitFor();
      assert.match(await banner.innerText(), /Dr\. Budi Santoso, M\.Kom\. oleh operator Rudi Hartono/);
      await waitForHydration(page);
      await Promise.all([page.waitForEvent("load"), banner.getByRole("button", { name: "Kembali ke akun operator" }).click()]);
      await page.waitForURL((u) => u.pathname === "/beranda");
      assert.equal(await page.getByText("Anda sedang login sebagai").count(), 0);
      const info = await page.evaluate(() => fetch("/v2/user_info").then((r) => r.json()));
      assert.equal(info.username, "operator");
    } finally {
      await context.close();
    }
  });
}
