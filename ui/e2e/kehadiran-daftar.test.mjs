// The attendance lists (spec 2 §2 /kehadiran, /kehadiran-peserta; issue 13). The lecturer opens
// the sidebar entry 'Kehadiran', sees their own attendance per meeting on 'Kehadiran Dosen',
// switches to 'Kehadiran Peserta' (the class list, 5 per page, with each class's attendance
// percent) and follows 'Rekap' to the class recap. The operator's 'Kehadiran' leads to
// /kehadiran-peserta (no tabs), whose 'Export Excel' is a real .xlsx of the filtered rows.
// Without JavaScript the lecturer's tabs are plain links. At 360 px the rows are cards and the
// page does not scroll sideways.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  collectConsole,
  login,
  newPage,
  openSidebar,
  pageProps,
  screenshot,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
  propsSekarang,
  tanpaGalat,
  tanpaGeserSamping,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

/** Rows (table rows from 640 px, cards below) that are on screen. */
const barisKelas = (page) => page.locator("[data-kelas]:visible");
const barisPertemuan = (page) => page.locator("[data-pertemuan]:visible");

async function bukaMenuKehadiran(page, viewport) {
  const nav = await openSidebar(page, viewport);
  await nav.getByRole("link", { name: "Kehadiran", exact: true }).click();
}

for (const viewport of VIEWPORTS) {
  test(`lecturer: own attendance, participants' attendance, recap (${viewport.width} px)`, { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(page)];
    try {
      await login(page, "dosen");
      await waitForHydration(page);
      await bukaMenuKehadiran(page, viewport);
      await page.waitForURL((u) => u.pathname === "/kehadiran" && u.search === "");
      const tabs = page.getByRole("navigation", { name: "Tab Kehadiran" });
      await tabs.getByRole("link", { name: "Kehadiran Dosen" }).and(page.locator('[aria-current="page"]')).waitFor();
      assert.equal(await page.getByRole("navigation", { name: "Breadcrumb" }).locator('[aria-current="page"]').textContent(), "Kehadiran");

      // Tab 0: the lecturer's meetings that have started, newest first, 10 per page.
      const props = await propsSekarang(page);
      assert.equal(props.tipe, "dosen");
      assert.equal(props.tab, 0);
      assert.ok(props.dosen.data.length > 0, "the demo lecturer has meetings that have started");
      await barisPertemuan(page).first().waitFor();
      assert.equal(await barisPertemuan(page).count(), Math.min(10, props.dosen.data.length));
      const pertama = props.dosen.data[0];
      const baris = barisPertemuan(page).first();
      const tautan = baris.getByRole("link", { name: `Pertemuan ${pertama.nomor}: ${pertama.judul}` });
      assert.equal(await tautan.getAttribute("href"), `/kehadiran/${pertama.id_kelas}/${pertama.id_pertemuan}`);
      await baris.getByText(`${pertama.kode_mk} - ${pertama.nama_mk}`, { exact: false }).waitFor();
      await baris.getByText(pertama.jenis === "online" ? "Online" : "Offline", { exact: true }).waitFor();
      const status = pertama.ada_presensi ? (pertama.is_hadir ? "Hadir" : "Tidak Hadir") : "Belum Ada Presensi";
      await baris.getByText(status, { exact: true }).waitFor();
      assert.equal(await page.locator("#per-page").inputValue(), "10");
      await tanpaGeserSamping(page, "Kehadiran Dosen");
      await screenshot(page, "kehadiran-daftar-dosen", viewport);

      // Tab 1: the class list with attendance.
      await tabs.getByRole("link", { name: "Kehadiran Peserta" }).click();
      await page.waitForURL((u) => u.pathname === "/kehadiran" && u.searchParams.get("tab") === "1");
      await tabs.getByRole("link", { name: "Kehadiran Peserta" }).and(page.locator('[aria-current="page"]')).waitFor();
      await barisKelas(page).first().waitFor();
      const peserta = await propsSekarang(page);
      assert.equal(peserta.tab, 1);
      const rows = peserta.kelas.data;
      assert.ok(rows.length > 0 && rows.length <= 5, "5 classes per page by default");
      assert.equal(await barisKelas(page).count(), rows.length);
      assert.equal(await page.locator("#per-page").inputValue(), "5");
      assert.deepEqual(await page.locator("#per-page option").allTextContents(), ["5", "10", "15", "20"]);
      const r = rows.find((x) => x.kehadiran.persen_kehadiran != null) ?? rows[0];
      const kartu = page.locator(`[data-kelas="${r.kelas.id}"]:visible`);
      const persen = r.kehadiran.persen_kehadiran == null ? "-" : `${r.kehadiran.persen_kehadiran.toFixed(1).replace(".", ",")}%`;
      assert.match(persen, /^\d+,\d%$/, "a class with its attendance percent");
      await kartu.getByText(persen, { exact: true }).waitFor();
      await kartu.getByText(`${r.kelas.mata_kuliah.kode} - ${r.kelas.mata_kuliah.nama}`, { exact: false }).first().waitFor();
      await kartu.getByText(`${r.kehadiran.pertemuan_terlaksana} / ${r.kelas.jumlah_pertemuan}`, { exact: true }).waitFor();
      const ekspor = page.getByRole("link", { name: "Export Excel" });
      assert.equal(await ekspor.getAttribute("href"), `/lms/kehadiran_mahasiswa/export_excel?periode=${peserta.filter.periode}`);
      await tanpaGeserSamping(page, "Kehadiran Peserta");
      await screenshot(page, "kehadiran-daftar-peserta", viewport);

      // 'Rekap' leads to the class attendance recap.
      await kartu.getByRole("link", { name: "Rekap" }).click();
      await page.waitForURL((u) => u.pathname === `/kehadiran/${r.kelas.id}`);
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByText("Rekap Kehadiran").waitFor();
      tanpaGalat(logs);
    } finally {
      await context.close();
    }
  });

  test(
    `operator: Kehadiran leads to /kehadiran-peserta, Export Excel is an .xlsx (${viewport.width} px)`,
    { timeout: 60_000 },
    async () => {
      const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
      const logs = [collectConsole(page)];
      try {
        await login(page, "operator");
        await waitForHydration(page);
        await bukaMenuKehadiran(page, viewport);
        await page.waitForURL((u) => u.pathname === "/kehadiran-peserta");
        await page.getByRole("heading", { name: "Kehadiran Peserta", level: 2 }).waitFor();
        assert.equal(await page.getByRole("navigation", { name: "Tab Kehadiran" }).count(), 0, "operators have no tabs");
        await barisKelas(page).first().waitFor();
        const halaman = await propsSekarang(page);
        assert.equal(halaman.tipe, "operator");
        assert.equal(halaman.tab, 1);
        assert.equal(await barisKelas(page).count(), halaman.kelas.data.length);
        assert.ok(halaman.kelas.meta.total_items > 0);
        // The sidebar entry stays highlighted on the operator's path.
        const nav = await openSidebar(page, viewport);
        assert.equal(await nav.locator('a[aria-current="page"]').textContent(), "Kehadiran");
        assert.equal(await nav.getByRole("link", { name: "Kehadiran", exact: true }).getAttribute("href"), "/kehadiran-peserta");
        if (viewport.width < 1024) await page.getByRole("button", { name: "Tutup menu" }).click();

        const href = await page.getByRole("link", { name: "Export Excel" }).getAttribute("href");
        assert.ok(href.startsWith("/lms/kehadiran_mahasiswa/export_excel?"), href);
        assert.ok(!/[?&](page|per_page|tab)=/.test(href), "the export has no page");
        const unduhan = await page.evaluate(async (u) => {
          const res = await fetch(u);
          const b = new Uint8Array(await res.arrayBuffer());
          return { status: res.status, type: res.headers.get("content-type"), awal: String.fromCharCode(b[0], b[1]), ukuran: b.length };
        }, href);
        assert.equal(unduhan.status, 200);
        assert.match(unduhan.type ?? "", /spreadsheetml/);
        assert.equal(unduhan.awal, "PK", "a real .xlsx (zip)");
        assert.ok(unduhan.ukuran > 1000);
        await tanpaGeserSamping(page, "operator");
        await screenshot(page, "kehadiran-daftar-operator", viewport);
        tanpaGalat(logs);
      } finally {
        await context.close();
      }
    },
  );
}

test("lecturer's tabs and pages work without JavaScript", { timeout: 30_000 }, async () => {
  const { context, page } = await newPage(ctx.browser, ctx.server, VIEWPORTS[0], { javaScriptEnabled: false });
  try {
    await login(page, "dosen");
    await page.goto("/kehadiran");
    await page.getByRole("link", { name: "Kehadiran Peserta" }).click();
    await page.waitForURL((u) => u.searchParams.get("tab") === "1");
    await barisKelas(page).first().waitFor();
    await page.getByRole("navigation", { name: "Halaman" }).getByRole("link", { name: "2", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("tab") === "1" && u.searchParams.get("page") === "2");
    await barisKelas(page).first().waitFor();
    await page.getByRole("link", { name: "Kehadiran Dosen" }).click();
    await page.waitForURL((u) => u.pathname === "/kehadiran" && u.search === "");
    await barisPertemuan(page).first().waitFor();
  } finally {
    await context.close();
  }
});
