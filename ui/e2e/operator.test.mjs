// 'Hak Akses Operator LMS' (/operator, issue 15). The operator with write on everything opens
// 'Operator LMS' from the sidebar, sees every operator with scope, status and a summary of rights,
// has no button on their own row, opens the read-only operator's dialog and takes away
// 'Konfigurasi'. That operator, already signed in elsewhere, loses the sidebar entry on their next
// page and gets the 403 page at /konfigurasi; giving it back brings the entry back. Both at 1280
// and 360 px, no sideways scroll.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  collectConsole,
  login,
  newPage,
  openSidebar,
  propsSekarang,
  screenshot,
  tanpaGalat,
  tanpaGeserSamping,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

async function aturKonfigurasi(page, level) {
  const row = page.locator('tr[data-operator="operator_baca"]');
  await row.getByRole("button", { name: "Hak Akses Sinta Marlina" }).click();
  const dialog = page.getByRole("dialog", { name: "Hak Akses Operator LMS" });
  await dialog.waitFor();
  await dialog.getByRole("group", { name: "Konfigurasi" }).getByRole("radio", { name: level }).check();
  const simpan = page.waitForResponse((r) => r.url().includes("/hak_akses") && r.request().method() === "PUT");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  assert.equal((await simpan).status(), 200);
  await page.getByText("Hak akses operator berhasil disimpan").first().waitFor();
  await dialog.waitFor({ state: "detached" });
  return dialog;
}

async function menu(page, viewport) {
  const nav = await openSidebar(page, viewport);
  return nav.getByRole("link").allInnerTexts();
}

for (const viewport of VIEWPORTS) {
  test(
    `an operator narrows another operator's rights and that operator's menu follows (${viewport.width} px)`,
    { timeout: 90_000 },
    async () => {
      const a = await newPage(ctx.browser, ctx.server, viewport);
      const b = await newPage(ctx.browser, ctx.server, viewport);
      const logs = [collectConsole(a.page), collectConsole(b.page)];
      try {
        await login(b.page, "operator_baca");
        await waitForHydration(b.page);
        assert.ok((await menu(b.page, viewport)).some((t) => t.trim() === "Konfigurasi"));

        await login(a.page, "operator");
        await waitForHydration(a.page);
        const nav = await openSidebar(a.page, viewport);
        await nav.getByRole("link", { name: "Operator LMS", exact: true }).click();
        await a.page.waitForURL((u) => u.pathname === "/operator");
        const props = await propsSekarang(a.page);
        assert.deepEqual(props.items.map((o) => o.username).sort(), ["operator", "operator_baca", "operator_khusus"]);
        await a.page.locator('tr[data-operator="operator"]').getByText("Akun Anda").waitFor();
        await a.page.locator('tr[data-operator="operator_khusus"]').getByText("A:T").waitFor();
        await tanpaGeserSamping(a.page, "operator list");
        await screenshot(a.page, "operator-daftar", viewport);

        // The dialog: Bantuan offers no 'Tulis'.
        await a.page.locator('tr[data-operator="operator_baca"]').getByRole("button", { name: "Hak Akses Sinta Marlina" }).click();
        const dialog = a.page.getByRole("dialog", { name: "Hak Akses Operator LMS" });
        await dialog.getByRole("group", { name: "Bantuan" }).getByRole("radio", { name: "Baca" }).waitFor();
        assert.equal(await dialog.getByRole("group", { name: "Bantuan" }).getByRole("radio", { name: "Tulis" }).count(), 0);
        await dialog.getByRole("group", { name: "Status Akun" }).getByRole("radio", { name: "Aktif", exact: true }).waitFor();
        await tanpaGeserSamping(a.page, "rights dialog");
        await screenshot(a.page, "operator-hak-akses", viewport);
        await dialog.getByRole("button", { name: "Batal" }).click();

        await aturKonfigurasi(a.page, "Tidak Ada Akses");
        await a.page.locator('tr[data-operator="operator_baca"]').getByText("Baca 7", { exact: true }).waitFor();

        // The other operator's next page has no 'Konfigurasi', and the page itself refuses.
        await b.page.goto("/beranda");
        await waitForHydration(b.page);
        assert.ok(!(await menu(b.page, viewport)).some((t) => t.trim() === "Konfigurasi"));
        const res = await b.page.goto("/konfigurasi");
        assert.equal(res.status(), 403);

        await aturKonfigurasi(a.page, "Baca");
        await b.page.goto("/beranda");
        await waitForHydration(b.page);
        assert.ok((await menu(b.page, viewport)).some((t) => t.trim() === "Konfigurasi"));
        tanpaGalat(logs.slice(0, 1));
      } finally {
        await a.context.close();
        await b.context.close();
      }
    },
  );
}
