// The grade list and the class grade recap (spec 2 §2 /nilai, /nilai/{id}; issue 14). The
// lecturer opens the sidebar entry 'Nilai' (the class list, 5 per page, with each class's
// graded activities and the hand-ins waiting for a score), follows 'Rekap Nilai' to a class's
// recap (one row per student, column groups per meeting, 'Rata-rata Nilai LMS', 'Nilai SIKAD'),
// unticks 'Kuis' (its columns go, the export follows), downloads the .xlsx and follows a task
// header to its grading page. The integration actor chooses a SIKAD component's activities in
// its dialog and returns it to the default. The operator follows a forum header to the class's
// forum meetings ('/kelas/{id}?back=forum') and back. Without JavaScript both pages are complete. At
// 360 px the rows are cards and the recap scrolls sideways inside its card, never the page.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apiDari,
  collectConsole,
  login,
  newPage,
  openSidebar,
  pageProps,
  screenshot,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
  setelahDataHalaman,
  propsSekarang,
  tanpaGalat,
  tanpaGeserSamping,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const barisKelas = (page) => page.locator("[data-kelas]:visible");
const tabel = (page) => page.locator("table.rekap-nilai");

/** From the lecturer's dashboard through the sidebar to /nilai, then a class's 'Rekap Nilai'. */
async function bukaRekap(page, viewport) {
  const nav = await openSidebar(page, viewport);
  await nav.getByRole("link", { name: "Nilai", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/nilai");
  await barisKelas(page).first().waitFor();
  const daftar = await propsSekarang(page);
  await tanpaGeserSamping(page, "grade list");
  await screenshot(page, "nilai-daftar", viewport);
  const r = daftar.kelas.data.find((x) => x.nilai.belum_dinilai > 0) ?? daftar.kelas.data[0];
  const baris = page.locator(`[data-kelas="${r.kelas.id}"]:visible`);
  await baris.getByRole("link", { name: "Rekap Nilai" }).click();
  await page.waitForURL((u) => u.pathname === `/nilai/${r.kelas.id}`);
  await tabel(page).locator("tbody tr").first().waitFor();
  return { daftar, r, rekap: await propsSekarang(page) };
}

for (const viewport of VIEWPORTS) {
  test(`lecturer: grade list, class recap, 'Tampilkan', export, task link (${viewport.width} px)`, { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(page)];
    try {
      await login(page, "dosen");
      await waitForHydration(page);
      const { daftar, r, rekap } = await bukaRekap(page, viewport);

      // The list: 5 classes per page, the class list's page sizes, a red tag for waiting hand-ins.
      assert.ok(daftar.kelas.data.length > 0 && daftar.kelas.data.length <= 5);
      assert.ok(r.nilai.aktivitas_bernilai > 0, "the demo class has graded activities");
      assert.ok(r.nilai.belum_dinilai > 0, "and hand-ins waiting for a score");

      // The recap page: breadcrumb, class info, one row per student, the three column groups.
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      assert.equal(await crumbs.getByRole("link", { name: "Nilai" }).getAttribute("href"), "/nilai");
      await page.getByText(`${rekap.kelas.kode_mk} - ${rekap.kelas.nama_mk}`, { exact: true }).waitFor();
      await page.getByText(rekap.kelas.kampus, { exact: true }).waitFor();
      const t = tabel(page);
      assert.ok(rekap.nilai_mahasiswa.length > 0);
      assert.equal(await t.locator("tbody tr").count(), rekap.nilai_mahasiswa.length);
      const m = rekap.nilai_mahasiswa[0];
      const baris1 = t.locator("tbody tr").first();
      assert.equal(await baris1.locator("td.nm span").textContent(), m.mahasiswa.nama.toUpperCase());
      assert.equal(await baris1.locator("td.nm small").textContent(), m.mahasiswa.nim);
      for (const g of ["Rata-rata Nilai LMS", "Nilai SIKAD", "Nilai Akhir", rekap.header_aktivitas[0].label_pertemuan]) {
        await t.locator("thead th").filter({ hasText: g }).first().waitFor();
      }
      const jumlahKuis = rekap.header_aktivitas.filter((h) => h.kelompok === "kuis").length;
      assert.ok(jumlahKuis > 0, "the demo class has quizzes");
      assert.equal(await t.locator('thead th[data-jenis="kuis"]').count(), jumlahKuis);
      const selAwal = await baris1.locator("td").count();
      // '-' for not done, 'Belum dinilai' for a hand-in without a score.
      assert.ok(rekap.nilai_mahasiswa.some((x) => x.nilai.includes(null)));
      await t.locator("td.bd", { hasText: "Belum dinilai" }).first().waitFor();
      await page.getByText("Keterangan", { exact: true }).waitFor();
      const ekspor = page.getByRole("link", { name: "Export Excel" });
      assert.equal(await ekspor.getAttribute("href"), `/lms/nilai/kelas_kuliah/${rekap.kelas.id}/export_excel`);
      await tanpaGeserSamping(page, "recap");
      await screenshot(page, "nilai-rekap", viewport);

      // Untick 'Kuis': its columns and its average go, 'Semua' no longer ticked, the export follows.
      await page.getByLabel("Kuis", { exact: true }).uncheck();
      await t.locator('thead th[data-jenis="kuis"]').first().waitFor({ state: "detached" });
      assert.equal(await t.locator("thead th").filter({ hasText: "Rata-rata Kuis" }).count(), 0);
      assert.equal(await baris1.locator("td").count(), selAwal - jumlahKuis - 1);
      assert.equal(await page.getByLabel("Semua", { exact: true }).isChecked(), false);
      const href = await ekspor.getAttribute("href");
      assert.ok(href.includes("kuis=false"), href);
      const unduhan = await page.evaluate(async (u) => {
        const res = await fetch(u);
        const b = new Uint8Array(await res.arrayBuffer());
        return { status: res.status, type: res.headers.get("content-type"), awal: String.fromCharCode(b[0], b[1]), ukuran: b.length };
      }, href);
      assert.equal(unduhan.status, 200);
      assert.match(unduhan.type ?? "", /spreadsheetml/);
      assert.equal(unduhan.awal, "PK", "a real .xlsx (zip)");
      // Clicking the button downloads the same file.
      const [dl] = await Promise.all([page.waitForEvent("download"), ekspor.click()]);
      assert.match(dl.suggestedFilename(), /^Rekap Nilai - .+\.xlsx$/);
      await page.getByLabel("Semua", { exact: true }).check();
      assert.equal(await t.locator('thead th[data-jenis="kuis"]').count(), jumlahKuis);
      await tanpaGeserSamping(page, "recap after 'Tampilkan'");

      // A task header opens the task's hand-ins, i.e. its grading page.
      const tugas = rekap.header_aktivitas.find((h) => h.aktivitas.jenis === "tugas");
      const tautan = t.locator(`thead th[data-jenis="tugas"] a`).first();
      assert.equal(await tautan.getAttribute("href"), `/kelas/${rekap.kelas.id}/tugas/${tugas.aktivitas.id}?tab=submission&ref=nilai`);
      await tautan.click();
      await page.waitForURL((u) => u.pathname === `/kelas/${rekap.kelas.id}/tugas/${tugas.aktivitas.id}/penilaian`);
      tanpaGalat(logs);
    } finally {
      await context.close();
    }
  });
}

test("the integration actor chooses a SIKAD component's activities and resets it", { timeout: 60_000 }, async () => {
  const viewport = VIEWPORTS[0];
  const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
  const logs = [collectConsole(page)];
  try {
    await login(page, "dosen");
    await waitForHydration(page);
    const { rekap } = await bukaRekap(page, viewport);
    assert.equal(rekap.boleh_ubah_komponen, true, "the demo lecturer is the integration actor");
    const t = tabel(page);
    // Attendance is computed from attendance: its header is no button.
    const hadir = rekap.header_sikad.find((s) => s.jenis === "kehadiran");
    assert.equal(await t.locator(`thead th[data-komponen="${hadir.id}"] button`).count(), 0);

    const s = rekap.header_sikad.find((x) => x.jenis === "tugas" && x.aktivitas.length > 1);
    await t
      .locator(`thead th[data-komponen="${s.id}"]`)
      .getByRole("button", { name: `${s.label} (${s.bobot}%)` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Komponen Nilai SIKAD: ${s.label}` });
    await dialog.waitFor();
    const kotak = dialog.getByRole("checkbox");
    await kotak.first().waitFor();
    const dicentang = dialog.getByRole("checkbox", { checked: true });
    assert.equal(await dicentang.count(), s.aktivitas.length);
    await dicentang.first().uncheck();
    await screenshot(page, "nilai-komponen", viewport);
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await page.getByText("Berhasil menyimpan komponen nilai").waitFor();
    await dialog.waitFor({ state: "detached" });

    const sesudah = await apiDari(page, `/lms/nilai/kelas_kuliah/${rekap.kelas.id}/komponen/${s.id}`, "GET");
    assert.equal(sesudah.status, 200);
    assert.equal(sesudah.body.komponen.diatur, true);
    assert.equal(sesudah.body.komponen.aktivitas.length, s.aktivitas.length - 1);

    // Back to the default through the dialog's reset, after its confirmation step.
    await t.locator(`thead th[data-komponen="${s.id}"] button`).click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Kembalikan ke bawaan" }).click();
    await dialog.getByRole("button", { name: "Ya, Kembalikan" }).click();
    await dialog.waitFor({ state: "detached" });
    const bawaan = await apiDari(page, `/lms/nilai/kelas_kuliah/${rekap.kelas.id}/komponen/${s.id}`, "GET");
    assert.equal(bawaan.body.komponen.diatur, false);
    assert.deepEqual(bawaan.body.komponen.aktivitas, s.aktivitas);
    tanpaGalat(logs);
  } finally {
    await context.close();
  }
});

for (const viewport of VIEWPORTS) {
  test(
    `operator: a forum header leads to the class's forums and back to the recap (${viewport.width} px)`,
    { timeout: 60_000 },
    async () => {
      const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
      const logs = [collectConsole(page)];
      try {
        await login(page, "operator");
        const daftar = (await pageProps(page, "/nilai")).data;
        const id = daftar.kelas.data[0].kelas.id;
        await page.goto(`/nilai/${id}`);
        await waitForHydration(page);
        const rekap = await propsSekarang(page);
        assert.equal(rekap.tipe, "operator");
        assert.ok(rekap.boleh_buka_aktivitas, "the operator may open the class's activities");
        const h = rekap.header_aktivitas.find((x) => x.aktivitas.jenis === "forum");
        assert.ok(h, "the demo class's recap has a forum column");
        const tautan = tabel(page).locator('thead th[data-jenis="forum"]').first().locator("a");
        assert.equal(await tautan.getAttribute("href"), `/kelas/${id}?back=forum`);

        // Spec 2's 'Forum of a class (operator, from grade recap)': the meetings holding a forum,
        // the one of the header among them, and the way back to the recap.
        await setelahDataHalaman(page, `/kelas/${id}?back=forum`, () => tautan.click());
        const kelas = await propsSekarang(page);
        const denganForum = kelas.pertemuan.filter((p) => p.count_activity.forum > 0);
        assert.ok(
          denganForum.some((p) => p.id === h.id_pertemuan),
          "the header's meeting is among the class's forum meetings",
        );
        assert.ok(denganForum.length < kelas.pertemuan.length, "the demo class has meetings without a forum (the filter shows)");
        const kartu = page.locator("section#pertemuan");
        await kartu.getByRole("heading", { name: "Pertemuan dengan Forum" }).waitFor();
        await kartu.getByText(`${denganForum.length} dari ${kelas.pertemuan.length} Pertemuan`).waitFor();
        if (viewport.width < 768) {
          const opsi = await kartu.getByLabel("Pilih Pertemuan").locator("option").allTextContents();
          assert.equal(opsi.length, denganForum.length + 1, "the picker offers 'Pendahuluan' and the forum meetings");
          assert.ok(
            opsi.some((o) => o.startsWith(`${h.nomor_pertemuan}. `)),
            `the picker offers meeting ${h.nomor_pertemuan}`,
          );
        } else {
          const hrefs = await kartu.locator("ol > li > a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
          assert.deepEqual(
            hrefs,
            denganForum.map((p) => `/kelas/${id}/${p.id}`),
            "the list holds the forum meetings only",
          );
        }
        const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
        assert.equal(
          await crumbs
            .getByRole("link", { name: `${rekap.kelas.kode_mk} - ${rekap.kelas.nama_mk} (${rekap.kelas.nama_kelas})`, exact: true })
            .getAttribute("href"),
          `/nilai/${id}`,
        );
        await tanpaGeserSamping(page, "the class's forums");
        await screenshot(page, "kelas-forum-operator", viewport);

        // 'Tampilkan semua pertemuan' is the ordinary class page.
        await setelahDataHalaman(page, `/kelas/${id}`, () => kartu.getByRole("link", { name: "Tampilkan semua pertemuan" }).click());
        await kartu.getByRole("heading", { name: "Pertemuan", exact: true }).waitFor();
        assert.equal(await page.getByRole("link", { name: "Kembali ke Rekap Nilai" }).count(), 0);
        await setelahDataHalaman(page, `/kelas/${id}?back=forum`, () => page.goBack());
        await page.getByRole("link", { name: "Kembali ke Rekap Nilai" }).click();
        await page.waitForURL((u) => u.pathname === `/nilai/${id}`);
        await tabel(page).locator("tbody tr").first().waitFor();
        tanpaGalat(logs);
      } finally {
        await context.close();
      }
    },
  );
}

test("the grade list and the recap work without JavaScript", { timeout: 30_000 }, async () => {
  const { context, page } = await newPage(ctx.browser, ctx.server, VIEWPORTS[1], { javaScriptEnabled: false });
  try {
    await login(page, "dosen");
    await page.goto("/nilai");
    await barisKelas(page).first().waitFor();
    await page.getByRole("navigation", { name: "Halaman" }).getByRole("link", { name: "2", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/nilai" && u.searchParams.get("page") === "2");
    await barisKelas(page).first().getByRole("link", { name: "Rekap Nilai" }).click();
    await page.waitForURL((u) => /^\/nilai\/\d+$/.test(u.pathname));
    assert.ok((await tabel(page).locator("tbody tr").count()) > 0, "the rows are rendered on the server");
    await tanpaGeserSamping(page, "recap without JavaScript");
  } finally {
    await context.close();
  }
});
