// The class list and the dashboard as a person sees them (issue 16). At 1024, 1280, 1366 and
// 360 px: no page-level sideways scroll on /kelas and the row actions ('Lihat') inside the
// viewport (the action column is pinned); the list defaults to the running period, the
// 'Mata Kuliah' options are the lecturer's own courses of that period, an applied filter shows
// as a chip that removes it. On the dashboard the calendar marks days with events and
// 'Keterangan' follows the month shown.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apiDari,
  collectConsole,
  login,
  newPage,
  pageData,
  screenshot,
  tanpaGalat,
  tanpaGeserSamping,
  useServerAndBrowser,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const LEBAR = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 360, height: 740 },
];

for (const viewport of LEBAR) {
  test(`class list: actions in view, running period, own courses, chips (${viewport.width} px)`, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const logs = collectConsole(page);
    try {
      await login(page, "dosen");
      await page.goto("/kelas");
      await waitForHydration(page);
      const { app, data } = await pageData(page);
      assert.equal(data.filter.periode, app.periode.kode, "no filter: the running period");
      assert.ok(data.rows.every((r) => r.periode === app.periode.kode));
      await page.getByText(`Periode: ${app.periode.label}`, { exact: true }).waitFor();
      await tanpaGeserSamping(page, "/kelas");
      const lihat = page.locator("table.tabel-kelas tbody > tr").first().getByRole("link", { name: "Lihat" });
      await lihat.scrollIntoViewIfNeeded();
      const kotak = await lihat.boundingBox();
      assert.ok(kotak && kotak.x >= 0 && kotak.x + kotak.width <= viewport.width, `'Lihat' inside the viewport: ${JSON.stringify(kotak)}`);

      // 'Mata Kuliah' offers the courses of the lecturer's classes of the period, nothing else.
      await page.getByRole("button", { name: "Filter", exact: true }).click();
      const panel = page.getByRole("dialog", { name: "Filter" });
      const makul = panel.getByLabel("Mata Kuliah");
      await page.waitForFunction(() => document.querySelectorAll("#f-makul option").length > 1, null, { polling: 100 });
      const opsi = await makul.locator("option").evaluateAll((os) => os.map((o) => o.value).filter(Boolean));
      const semua = await page.evaluate(() =>
        fetch("/lms/kelas_kuliah?per_page=100", { headers: { accept: "application/json" } }).then((r) => r.json()),
      );
      const milik = new Set(semua.data.filter((r) => r.periode === app.periode.kode).map((r) => String(r.mata_kuliah.id)));
      assert.deepEqual(new Set(opsi), milik, "the options are the lecturer's own courses of the period");
      await makul.selectOption(opsi[0]);
      await panel.getByRole("button", { name: "Terapkan" }).click();
      await page.waitForURL((u) => u.searchParams.get("id_mata_kuliah") === opsi[0]);
      const chips = page.getByRole("list", { name: "Filter aktif" });
      const hapus = chips.getByRole("link", { name: /^Hapus filter Mata Kuliah: / });
      await hapus.waitFor();
      assert.ok((await page.locator("table.tabel-kelas tbody > tr").count()) > 0, "a course of one's own never gives an empty list");
      await screenshot(page, "kelas-filter-chip", viewport);
      await hapus.click();
      await page.waitForURL((u) => !u.searchParams.has("id_mata_kuliah"));
      // The address changes before the page's data arrives: wait for the chips to go.
      await chips.waitFor({ state: "detached" });
      tanpaGalat([logs]);
    } finally {
      await context.close();
    }
  });
}

test("dashboard calendar: dots on event days, 'Keterangan' follows the month; nearest deadlines", async () => {
  const viewport = { width: 1280, height: 800 };
  const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
  try {
    await login(page, "mahasiswa");
    await waitForHydration(page);
    const kalender = page.getByRole("region", { name: "Kalender" });
    const bertanda = kalender.getByRole("button", { name: /, \d+ kegiatan$/ });
    assert.ok((await bertanda.count()) > 0, "the month shown has days with events");
    // The page brings the dots and today's events; another day's list is asked for then.
    const hari = kalender.locator('button.hari-kal[data-ada][aria-pressed="false"]').first();
    const n = Number(/, (\d+) kegiatan$/.exec(await hari.getAttribute("aria-label"))[1]);
    await hari.click();
    await kalender
      .locator("ul li")
      .nth(n - 1)
      .waitFor();
    assert.equal(await kalender.locator("ul li").count(), n, "the chosen day's events, as many as its label says");
    const bulanIni = await kalender.locator("div.font-semibold").first().textContent();
    await kalender.getByRole("button", { name: "Bulan berikutnya" }).click();
    const bulanDepan = await kalender.locator("div.font-semibold").first().textContent();
    assert.notEqual(bulanDepan, bulanIni);
    await kalender.getByRole("heading", { name: `Keterangan ${bulanDepan}` }).waitFor();
    // The list is that month's events, asked for when it was shown (or says there are none).
    const [nama, tahun] = bulanDepan.split(" ");
    const BULAN = [
      "Januari",
      "Februari",
      "Maret",
      "April",
      "Mei",
      "Juni",
      "Juli",
      "Agustus",
      "September",
      "Oktober",
      "November",
      "Desember",
    ];
    const { body } = await apiDari(page, `/v1/kegiatan?bulan=${tahun}-${String(BULAN.indexOf(nama) + 1).padStart(2, "0")}`, "GET");
    const jumlah = body.data.length;
    assert.ok(jumlah > 0, "the demo student has events next month");
    await kalender.locator("ul li").first().waitFor();
    assert.equal(await kalender.locator("ul li").count(), jumlah);
    assert.ok((await bertanda.count()) > 0, "next month's event days have dots");
    await screenshot(page, "beranda-kalender", viewport);
    // 'Tenggat Terdekat': the student's nearest open tasks and exams, each opening its page.
    const tenggat = page.getByRole("region", { name: "Tenggat Terdekat" });
    const butir = tenggat.getByRole("link");
    assert.ok((await butir.count()) > 0 && (await butir.count()) <= 5);
    // On a desktop today's events and the deadlines are the right column, beside the classes.
    const hariIni = await page.getByRole("region", { name: "Hari Ini" }).boundingBox();
    const judulKelas = await page.getByRole("heading", { name: "Kelas", exact: true }).boundingBox();
    assert.ok(hariIni.x > judulKelas.x + judulKelas.width, "'Hari Ini' is in the right column");
    await butir.first().click();
    await page.waitForURL(/\/kelas\/\d+\/(tugas\/)?\d+$/);
  } finally {
    await context.close();
  }
});

test("a student's phone: today and the deadlines come before the classes; /tugas says what is handed in (360 px)", async () => {
  const viewport = { width: 360, height: 740 };
  const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
  const logs = collectConsole(page);
  try {
    await login(page, "mahasiswa");
    await waitForHydration(page);
    const { data } = await pageData(page);
    const hariIni = page.getByRole("region", { name: "Hari Ini" });
    const tenggat = page.getByRole("region", { name: "Tenggat Terdekat" });
    const judulKelas = page.getByRole("heading", { name: "Kelas", exact: true });
    const [yHari, yTenggat, yKelas] = await Promise.all([hariIni, tenggat, judulKelas].map(async (l) => (await l.boundingBox()).y));
    assert.ok(yHari < yTenggat && yTenggat < yKelas, `today (${yHari}), deadlines (${yTenggat}), then classes (${yKelas})`);
    // Today's events are the calendar's: meetings and exams open their meeting page, tasks theirs.
    const acara = hariIni.getByRole("link");
    assert.equal(await acara.count(), data.kegiatan.data.length);
    for (const href of await acara.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      assert.match(href, /^\/kelas\/\d+\/(tugas\/)?\d+$/);
    }
    if (data.kegiatan.data.length === 0) await hariIni.getByText("Tidak ada pertemuan atau tenggat hari ini.").waitFor();
    // Each deadline says it is not handed in or taken yet (the list holds only those).
    const butir = tenggat.getByRole("link");
    assert.ok((await butir.count()) > 0);
    for (const teks of await butir.allTextContents()) assert.match(teks, /Belum (dikumpulkan|dikerjakan)$/);
    await screenshot(page, "beranda-hari-ini", viewport);

    // The ended tasks: each one says whether the student handed it in.
    await page.goto("/tugas?status=selesai");
    await waitForHydration(page);
    const { data: selesai } = await pageData(page);
    assert.ok(selesai.items.length > 0, "the demo student has ended tasks");
    const tag = page.locator("main li").getByText(/^(Sudah|Belum) dikumpulkan$/);
    assert.equal(await tag.count(), selesai.items.length);
    const sudah = selesai.items.filter((t) => t.dikerjakan).length;
    assert.equal(await page.locator("main li").getByText("Sudah dikumpulkan", { exact: true }).count(), sudah);
    await screenshot(page, "tugas-selesai-dikumpulkan", viewport);
    tanpaGalat([logs]);
  } finally {
    await context.close();
  }
});
