// A student's own attendance and grades (issue 37 §3). The demo student opens 'Kehadiran' in the
// sidebar (/kehadiran-saya): a card per class of the running period with its percentage and the
// final exam's requirement; a tap opens the class's meetings with their status. From a class's
// banner 'Nilai Saya' leads to /nilai-saya with that class open: its graded activities (an exam
// unpublished says so) and components. Without JavaScript both pages list everything and a class
// still opens (native <details>). Neither page scrolls sideways at 360 px.
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

/** The percentage as the page writes it: one decimal with a comma. */
const persen = (p) => (p == null ? "-" : `${String(Math.round(p * 10) / 10).replace(".", ",")}%`);

for (const viewport of VIEWPORTS) {
  test(`student: own attendance and grades (${viewport.width} px)`, { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(page)];
    try {
      await login(page, "mahasiswa");
      await waitForHydration(page);
      const nav = await openSidebar(page, viewport);
      await nav.getByRole("link", { name: "Kehadiran", exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/kehadiran-saya");
      await page.getByRole("heading", { name: "Kehadiran Saya" }).waitFor();
      const data = await propsSekarang(page);
      assert.ok(data.kelas.length > 0, "the demo student has classes this period");
      const k = data.kelas.find((x) => x.kehadiran.terlaksana > 0) ?? data.kelas[0];
      const kartu = page.locator(`#kelas-${k.kelas.id}`);
      await kartu.getByText(persen(k.kehadiran.persen), { exact: true }).waitFor();
      const syarat =
        k.memenuhi_syarat == null
          ? "Belum ada pertemuan terlaksana"
          : k.memenuhi_syarat
            ? "Memenuhi syarat UAS"
            : "Belum memenuhi syarat UAS";
      await kartu.getByText(syarat).first().waitFor();
      // Closed until tapped; then every meeting with its status.
      assert.equal(await kartu.locator("ol li").first().isVisible(), false);
      await kartu.locator("summary").click();
      await kartu.locator("ol li").first().waitFor();
      assert.equal(await kartu.locator("ol li").count(), k.pertemuan.length);
      const p1 = k.pertemuan[0];
      await kartu.getByRole("link", { name: `Pertemuan ${p1.nomor}: ${p1.judul}` }).waitFor();
      const tap = await kartu.locator("summary").boundingBox();
      assert.ok(tap.height >= 44, `the class row is a 44 px target (${tap.height})`);
      await tanpaGeserSamping(page, "kehadiran-saya");
      await screenshot(page, "kehadiran-saya", viewport);

      // From the class page's banner to that class's grades, opened.
      await page.goto(`/kelas/${k.kelas.id}`);
      await waitForHydration(page);
      await page.getByRole("link", { name: "Nilai Saya" }).click();
      await page.waitForURL((u) => u.pathname === "/nilai-saya");
      const nilai = await propsSekarang(page);
      assert.equal(nilai.dibuka, k.kelas.id);
      const kelasNilai = nilai.kelas.find((x) => x.kelas.id === k.kelas.id);
      const kartuNilai = page.locator(`#kelas-${k.kelas.id}`);
      assert.equal(await kartuNilai.getAttribute("open"), "");
      await kartuNilai.getByRole("heading", { name: "Komponen nilai" }).waitFor();
      for (const a of kelasNilai.aktivitas.slice(0, 5)) await kartuNilai.getByRole("link", { name: a.judul }).first().waitFor();
      if (kelasNilai.aktivitas.some((a) => a.keadaan === "belum_dipublikasi"))
        await kartuNilai.getByText("Belum dipublikasikan").first().waitFor();
      await tanpaGeserSamping(page, "nilai-saya");
      await screenshot(page, "nilai-saya", viewport);
      tanpaGalat(logs);
    } finally {
      await context.close();
    }
  });
}

test("student: own pages without JavaScript", { timeout: 30_000 }, async () => {
  const { context, page } = await newPage(ctx.browser, ctx.server, VIEWPORTS[1], { javaScriptEnabled: false });
  try {
    await login(page, "mahasiswa");
    for (const alamat of ["/kehadiran-saya", "/nilai-saya"]) {
      await page.goto(alamat);
      const kartu = page.locator("details").first();
      await kartu.waitFor();
      assert.equal(await kartu.getAttribute("open"), null);
      await kartu.locator("summary").click();
      assert.equal(await kartu.getAttribute("open"), "", `${alamat}: a class opens without scripts`);
    }
  } finally {
    await context.close();
  }
});
