// Class detail: from the class list to /kelas/{id} client-side, the cards and the
// buttons the lecturer may use, and changing the class leader end to end.
import assert from "node:assert/strict";
import { test } from "node:test";
import { isMobile, login, newPage, screenshot, useServerAndBrowser, VIEWPORTS, waitForHydration } from "./harness.mjs";

const ctx = useServerAndBrowser();

for (const viewport of VIEWPORTS) {
  test(`lecturer opens a class and changes its leader (${viewport.width} px)`, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    try {
      await login(page, "dosen");
      await page.goto("/kelas");
      await waitForHydration(page);
      await page.evaluate(() => (window.__marker = 1));
      await page.getByRole("link", { name: "Lihat" }).first().click();
      await page.waitForURL(/\/kelas\/\d+$/);
      await page.getByRole("heading", { name: "Data Kelas" }).waitFor();
      assert.equal(await page.evaluate(() => window.__marker), 1, "client-side navigation");
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      const data = await page.evaluate((id) => fetch(`/v2/lms/kelas_kuliah/${id}`).then((r) => r.json()), id);
      assert.equal(data.izin.isAllowUbahKetuaKelas, true);
      if (isMobile(viewport)) {
        await page.getByLabel("Pilih Pertemuan").selectOption({ index: 3 });
        await page.getByText(data.pertemuan[2].judul, { exact: true }).locator("visible=true").first().waitFor();
      } else {
        await page.locator(`#pertemuan-16`).waitFor();
      }
      if (!isMobile(viewport)) {
        // The participants' box ends on a row boundary, with a shadow while rows continue below.
        const kotak = page.getByRole("region", { name: "Daftar peserta" });
        const tepi = () =>
          kotak.evaluate((el) => {
            const bawah = el.getBoundingClientRect().top + el.clientTop + el.clientHeight;
            const baris = [...el.querySelectorAll("tbody > tr")].map((tr) => tr.getBoundingClientRect().bottom);
            return { meluap: el.scrollHeight > el.clientHeight + 1, pas: baris.some((b) => Math.abs(b - bawah) <= 1) };
          });
        const bayang = page.locator("#data-peserta .bayang-bawah");
        await bayang.waitFor();
        const { meluap, pas } = await tepi();
        assert.ok(meluap, "the demo class has more participants than the box shows");
        assert.ok(pas, "no row is cut through the middle");
        await kotak.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await bayang.waitFor({ state: "detached" });
      }
      const target = data.mahasiswa.find((m) => m.jabatan !== "ketua_kelas");
      await page.getByRole("button", { name: "Ubah Ketua Kelas" }).click();
      const modal = page.getByRole("dialog", { name: "Ubah Data" });
      await modal.getByPlaceholder("Cari ID/nama peserta").fill(target.nim);
      await modal.getByLabel(`Jabatan ${target.nama}`).locator("visible=true").first().selectOption("ketua_kelas");
      await modal.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Berhasil mengubah ketua kelas").waitFor();
      const leaders = await page.evaluate(async (id) => {
        const r = await fetch(`/v2/lms/kelas_kuliah/${id}`);
        const k = await r.json();
        return k.mahasiswa.filter((m) => m.jabatan === "ketua_kelas").map((m) => m.nim);
      }, data.id);
      assert.deepEqual(leaders, [target.nim]);
      await screenshot(page, "kelas-detail", viewport);
    } finally {
      await context.close();
    }
  });
}
