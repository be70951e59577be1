// The date and time pickers beside the typed fields (issue 34). A lecturer adds a task in a
// meeting: inside the 'Tambah Data' modal the start is picked with the mouse (a month later,
// day 15, 08:30), the deadline with the keyboard only (arrows, Enter, Home, Escape); the
// calendar shows today marked, closes the days before `min`, fits the screen, and Escape or a
// press outside closes it without closing the modal. The saved task holds those times. A
// student then picks the activity history's 'Rentang Waktu' start on the profile page (a GET
// form outside any modal) and the filter sent is that day. Both at 1280 and 360 px.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apiDari,
  collectConsole,
  kelasSaya,
  login,
  newPage,
  pageProps,
  screenshot,
  sharedMeeting,
  tanpaGalat,
  tanpaGeserSamping,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const BULAN = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];
const dua = (n) => String(n).padStart(2, "0");

/** Today in WIB (the demo's zone) as { tahun, bulan (1-12), hari }, moved by `bulan` months (day kept). */
function hariWib(geserBulan = 0) {
  const d = new Date(Date.now() + 7 * 3600_000);
  const i = d.getUTCFullYear() * 12 + d.getUTCMonth() + geserBulan;
  return { tahun: Math.floor(i / 12), bulan: (i % 12) + 1, hari: d.getUTCDate() };
}
const ddmmyyyy = (t) => `${dua(t.hari)}/${dua(t.bulan)}/${t.tahun}`;
/** A WIB wall-clock time -> epoch ms. */
const wibMs = (t, jam) => Date.parse(`${t.tahun}-${dua(t.bulan)}-${dua(t.hari)}T${jam}:00+07:00`);

/** The picker button beside a field (the field's own box holds both). */
const tombolPemilih = (field, nama) => field.locator("xpath=..").getByRole("button", { name: nama, exact: true });

/** Fails unless the popover lies wholly on the screen. */
async function muatDiLayar(popover, viewport, apa) {
  const b = await popover.boundingBox();
  assert.ok(b, `${apa}: the popover is shown`);
  assert.ok(b.x >= 0 && b.y >= 0, `${apa}: starts on screen (${JSON.stringify(b)})`);
  assert.ok(b.x + b.width <= viewport.width && b.y + b.height <= viewport.height, `${apa}: ends on screen (${JSON.stringify(b)})`);
}

const labelFokus = (page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent);

for (const viewport of VIEWPORTS) {
  test(`a lecturer picks a task's times with the mouse and the keyboard (${viewport.width} px)`, { timeout: 120_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(dosen.page)];
    const page = dosen.page;
    try {
      await login(page, "dosen");
      await login(mhs.page, "mahasiswa");
      const { alamat } = await sharedMeeting(page, mhs.page);
      await mhs.context.close();
      await page.goto(alamat);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Tambah" }).click();
      await page.getByRole("menu").getByRole("menuitem", { name: "Tugas" }).click();
      const form = page.getByRole("dialog", { name: "Tambah Data" });
      const mulai = form.locator("#tugas-mulai");
      const selesai = form.locator("#tugas-selesai");
      await mulai.waitFor();

      // The mouse: the start, a month from now on the 15th at 08:30.
      const hariIni = hariWib();
      await tombolPemilih(mulai, "Pilih tanggal dan jam").click();
      const popover = page.getByRole("dialog", { name: "Pilih tanggal dan jam" });
      await popover.waitFor();
      await muatDiLayar(popover, viewport, "start picker");
      const grid = popover.getByRole("grid");
      assert.equal(
        await grid.getAttribute("aria-labelledby").then((id) => page.locator(`#${id}`).textContent()),
        `${BULAN[hariIni.bulan - 1]} ${hariIni.tahun}`,
      );
      assert.deepEqual(
        await popover.getByRole("columnheader").allTextContents(),
        ["Sen", "Sel", "Rab", "Kam", "Jum", "Sab", "Min"],
        "Indonesian day names, Monday first",
      );
      const tandaHariIni = popover.locator('[aria-current="date"]');
      assert.match(
        await tandaHariIni.getAttribute("aria-label"),
        new RegExp(`, ${hariIni.hari} ${BULAN[hariIni.bulan - 1]} ${hariIni.tahun}$`),
        "today marked",
      );
      await screenshot(page, "pemilih-tanggal-jam", viewport);
      // min is yesterday's start: two months back every day is closed.
      await popover.getByRole("button", { name: "Bulan sebelumnya" }).click();
      await popover.getByRole("button", { name: "Bulan sebelumnya" }).click();
      const hari = grid.getByRole("button");
      assert.equal(await hari.count(), 42, "six weeks");
      assert.deepEqual(
        new Set(await hari.evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-disabled")))),
        new Set(["true"]),
        "days before min are closed",
      );
      for (let i = 0; i < 3; i++) await popover.getByRole("button", { name: "Bulan berikutnya" }).click();
      const bulanDepan = { ...hariWib(1), hari: 15 };
      await grid.getByRole("button", { name: `, 15 ${BULAN[bulanDepan.bulan - 1]} ${bulanDepan.tahun}` }).click();
      assert.match(await mulai.inputValue(), new RegExp(`^${ddmmyyyy(bulanDepan)} \\d{2}:\\d{2}$`), "the day fills the field at once");
      await popover.getByRole("listbox", { name: "Jam" }).getByRole("option", { name: "08", exact: true }).click();
      await popover.getByRole("listbox", { name: "Menit" }).getByRole("option", { name: "30", exact: true }).click();
      await popover.waitFor({ state: "hidden" });
      assert.equal(await mulai.inputValue(), `${ddmmyyyy(bulanDepan)} 08:30`);

      // The keyboard: Tab from the deadline's text to its button, Enter; the calendar opens on the
      // earliest day allowed (the new start); a day and a week on, Enter; 09:45 by Home and arrows.
      await selesai.focus();
      await page.keyboard.press("Tab");
      assert.equal(await labelFokus(page), "Pilih tanggal dan jam");
      await page.keyboard.press("Enter");
      await popover.waitFor();
      await muatDiLayar(popover, viewport, "deadline picker");
      assert.match(
        await labelFokus(page),
        new RegExp(`, 15 ${BULAN[bulanDepan.bulan - 1]} ${bulanDepan.tahun}$`),
        "focus on the earliest day allowed",
      );
      await page.keyboard.press("ArrowLeft");
      assert.match(await labelFokus(page), new RegExp(`, 14 ${BULAN[bulanDepan.bulan - 1]}`));
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowDown");
      const batas = { ...bulanDepan, hari: 23 };
      assert.match(await labelFokus(page), new RegExp(`, 23 ${BULAN[batas.bulan - 1]} ${batas.tahun}$`));
      await page.keyboard.press("Enter");
      assert.equal(await selesai.inputValue(), `${ddmmyyyy(batas)} 23:59`, "the day keeps the field's time");
      assert.equal(await labelFokus(page), "23", "then the hour column");
      await page.keyboard.press("Home");
      for (let i = 0; i < 9; i++) await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      assert.equal(await labelFokus(page), "59", "then the minute column, on the field's own minute");
      await page.keyboard.press("Home");
      for (let i = 0; i < 9; i++) await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await popover.waitFor({ state: "hidden" });
      assert.equal(await selesai.inputValue(), `${ddmmyyyy(batas)} 09:45`);
      assert.equal(await labelFokus(page), "Pilih tanggal dan jam", "the focus back on the button");

      // Escape closes the popover only; a press outside it too.
      await page.keyboard.press("Enter");
      await popover.waitFor();
      await page.keyboard.press("Escape");
      await popover.waitFor({ state: "hidden" });
      assert.ok(await form.isVisible(), "the modal stays open after Escape");
      assert.equal(await labelFokus(page), "Pilih tanggal dan jam");
      await page.keyboard.press("Enter");
      await popover.waitFor();
      // A press on the modal outside the popover (at 360 px the popover may cover the fields).
      const kotak = await popover.boundingBox();
      const modal = await form.boundingBox();
      const y = kotak.y > modal.y + 24 ? modal.y + 12 : Math.min(kotak.y + kotak.height + 12, modal.y + modal.height - 4);
      await page.mouse.click(modal.x + 8, y);
      await popover.waitFor({ state: "hidden" });
      assert.ok(await form.isVisible(), "the modal stays open after a press outside the popover");
      await tanpaGeserSamping(page, "the task form");

      // Saved as picked.
      await form.getByLabel("Judul").fill(`Tugas Pemilih ${viewport.width}`);
      await form.getByLabel("Jenis Tugas").selectOption("individu");
      await form.getByLabel("Deskripsi").fill("Tugas dengan waktu yang dipilih dari kalender.");
      const [res] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === "/lms/tugas" && r.request().method() === "POST"),
        form.getByRole("button", { name: "Simpan" }).click(),
      ]);
      assert.equal(res.status(), 201, await res.text());
      const { id } = await res.json();
      const { status, body } = await apiDari(page, `/lms/tugas/${id}`, "GET");
      assert.equal(status, 200);
      const tugas = body.data ?? body;
      assert.equal(Date.parse(tugas.waktu_mulai), wibMs(bulanDepan, "08:30"), `start saved: ${tugas.waktu_mulai}`);
      assert.equal(Date.parse(tugas.waktu_selesai), wibMs(batas, "09:45"), `deadline saved: ${tugas.waktu_selesai}`);
      tanpaGalat(logs);
    } finally {
      await dosen.context.close();
    }
  });

  test(`a student picks the history's start with the picker (${viewport.width} px)`, { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(page)];
    try {
      await login(page, "mahasiswa");
      await page.goto("/profil?tab=riwayat");
      await waitForHydration(page);
      const awal = page.getByLabel("Waktu awal");
      await tombolPemilih(awal, "Pilih tanggal dan jam").click();
      const popover = page.getByRole("dialog", { name: "Pilih tanggal dan jam" });
      await popover.waitFor();
      await muatDiLayar(popover, viewport, "history picker");
      await tanpaGeserSamping(page, "history picker open");
      await screenshot(page, "pemilih-riwayat", viewport);
      // The first of last month, 07:00.
      const lalu = { ...hariWib(-1), hari: 1 };
      await popover.getByRole("button", { name: "Bulan sebelumnya" }).click();
      await popover
        .getByRole("grid")
        .getByRole("button", { name: `, 1 ${BULAN[lalu.bulan - 1]} ${lalu.tahun}` })
        .click();
      await popover.getByRole("listbox", { name: "Jam" }).getByRole("option", { name: "07", exact: true }).click();
      await popover.getByRole("listbox", { name: "Menit" }).getByRole("option", { name: "00", exact: true }).click();
      await popover.waitFor({ state: "hidden" });
      assert.equal(await awal.inputValue(), `${ddmmyyyy(lalu)} 07:00`);
      await page.getByRole("button", { name: "Terapkan" }).click();
      const utc = new Date(wibMs(lalu, "07:00")).toISOString().replace(".000Z", "Z");
      await page.waitForURL((u) => u.searchParams.get("waktu_awal") === utc);
      tanpaGalat(logs);
    } finally {
      await context.close();
    }
  });

  test(`an operator picks a meeting's date and start time alone (${viewport.width} px)`, { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(page)];
    try {
      await login(page, "operator");
      let alamat = null;
      // A meeting whose schedule the settings let change (the date and times show only then).
      cari: for (const id of await kelasSaya(page)) {
        for (const p of (await pageProps(page, `/kelas/${id}`)).data.pertemuan ?? []) {
          if (p.status !== "belum_dimulai") continue;
          if ((await apiDari(page, `/lms/pertemuan/${p.id}`, "GET")).body?.bisa_ubah_jadwal) {
            alamat = `/kelas/${id}/${p.id}`;
            break cari;
          }
        }
      }
      assert.ok(alamat, "an upcoming meeting whose schedule may change");
      await page.goto(alamat);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Ubah Data", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Ubah Data Pertemuan" });
      const tanggal = dialog.getByLabel("Tanggal", { exact: true });
      await tanggal.waitFor();

      // The date by the keyboard: a date alone closes on Enter and keeps nothing else.
      const sebelum = await tanggal.inputValue();
      const [d, m, y] = sebelum.split("/").map(Number);
      await tombolPemilih(tanggal, "Pilih tanggal").click();
      const popover = page.getByRole("dialog", { name: "Pilih tanggal", exact: true });
      await popover.waitFor();
      await muatDiLayar(popover, viewport, "date picker");
      assert.equal(await popover.getByRole("listbox").count(), 0, "a date field has no time columns");
      assert.match(await labelFokus(page), new RegExp(`, ${d} ${BULAN[m - 1]} ${y}$`), "opens on the field's day");
      await page.keyboard.press("PageDown");
      await page.keyboard.press("Enter");
      await popover.waitFor({ state: "hidden" });
      const depan = new Date(Date.UTC(y, m, Math.min(d, new Date(Date.UTC(y, m + 1, 0)).getUTCDate())));
      assert.equal(await tanggal.inputValue(), `${dua(depan.getUTCDate())}/${dua(depan.getUTCMonth() + 1)}/${depan.getUTCFullYear()}`);

      // The start time by the mouse: an hour, then a minute closes it.
      const mulai = dialog.getByLabel("Waktu Mulai");
      await tombolPemilih(mulai, "Pilih jam").click();
      const jam = page.getByRole("dialog", { name: "Pilih jam" });
      await jam.waitFor();
      await muatDiLayar(jam, viewport, "time picker");
      assert.equal(await jam.getByRole("grid").count(), 0, "a time field has no calendar");
      await screenshot(page, "pemilih-jam", viewport);
      await jam.getByRole("listbox", { name: "Jam" }).getByRole("option", { name: "10", exact: true }).click();
      assert.match(await mulai.inputValue(), /^10:\d{2}$/);
      await jam.getByRole("listbox", { name: "Menit" }).getByRole("option", { name: "15", exact: true }).click();
      await jam.waitFor({ state: "hidden" });
      assert.equal(await mulai.inputValue(), "10:15");
      assert.ok(await dialog.getByRole("button", { name: "Cek Jadwal Bentrok" }).isVisible(), "the modal stays open");
      tanpaGalat(logs);
    } finally {
      await context.close();
    }
  });
}
