// The context layout: a lecturer opens a task from the calendar data, goes to its
// grading page (the sidebar expands there), scores a hand-in and writes to the
// student in the chat area; the student, in another browser, sees the score and
// the message and answers; the lecturer's open page receives the answer by polling.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  collectConsole,
  isMobile,
  kegiatanKalender,
  login,
  newPage,
  pageData,
  screenshot,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const props = (page, url) =>
  page.evaluate((u) => fetch(u, { headers: { "x-lms-data": "1", accept: "application/json" } }).then((r) => r.json()), url);
const noHorizontalScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const sidebarWidth = (page) =>
  page
    .locator("aside")
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);

/** An individual task of the lecturer's calendar with hand-ins, from the dashboard's data. */
async function tugasDenganPengumpulan(page) {
  const links = [...new Set((await kegiatanKalender(page)).map((k) => k.tautan).filter((t) => t.includes("/tugas/")))];
  for (const link of links) {
    const { data: d } = await props(page, link);
    if (d.tugas.sub_jenis === "individu" && d.tugas.ringkasan.jumlah_mengumpulkan > 0) return link;
  }
  throw new Error(`no individual task with hand-ins among ${links.length} calendar links`);
}

/** The chat area on screen: the right column on desktop, the full-screen dialog on a phone. */
function chatArea(page, viewport) {
  return isMobile(viewport) ? page.getByRole("dialog", { name: "Diskusi" }) : page.getByRole("complementary", { name: "Diskusi" });
}

async function kirim(area, isi) {
  await area.getByLabel("Komentar").fill(isi);
  await area.getByRole("button", { name: "Kirim" }).click();
  await area.getByText(isi).waitFor();
}

for (const viewport of VIEWPORTS) {
  test(`task grading and discussion between lecturer and student (${viewport.width} px)`, { timeout: 90_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(dosen.page), collectConsole(mhs.page)];
    const pesanDosen = `Nilai sudah saya masukkan (${viewport.width}).`;
    const pesanMhs = `Terima kasih, Pak (${viewport.width}).`;
    // Each run gives another score: the second run meets the first one's.
    const [skor, skorTampil] = isMobile(viewport) ? ["77.25", "77,25"] : ["88.5", "88,5"];
    try {
      const page = dosen.page;
      await login(page, "dosen");
      const tautan = await tugasDenganPengumpulan(page);

      // Task page: context layout, compact sidebar on desktop.
      await page.goto(tautan);
      await waitForHydration(page);
      const { data } = await pageData(page);
      await page.getByRole("heading", { name: data.tugas.judul }).waitFor();
      if (!isMobile(viewport)) assert.ok((await sidebarWidth(page)) < 100, "compact sidebar on the task page");
      await screenshot(page, "tugas-dosen", viewport);

      // 'Penilaian': the grading page expands the sidebar and lists every participant.
      await page.getByRole("link", { name: "Penilaian", exact: true }).click();
      await page.waitForURL((u) => u.pathname === `${tautan}/penilaian`);
      await page.getByPlaceholder("Cari NIM/nama peserta").waitFor();
      const { data: nilai } = await props(page, `${tautan}/penilaian`);
      if (!isMobile(viewport)) assert.ok((await sidebarWidth(page)) >= 200, "the sidebar expands on penilaian");
      const row = nilai.peserta.find((p) => p.waktu);
      const baris = page
        .locator("tr, li")
        .filter({ hasText: row.mahasiswa.nim })
        .filter({ has: page.getByLabel(`Nilai ${row.mahasiswa.nama}`) });
      const input = baris.getByLabel(`Nilai ${row.mahasiswa.nama}`);
      await input.fill("101");
      assert.equal(await baris.getByRole("button", { name: "Simpan" }).isDisabled(), true, "an out-of-range score is not sent");
      await input.fill(skor);
      await baris.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Nilai berhasil disimpan.").waitFor();
      const { data: sesudah } = await props(page, `${tautan}/penilaian`);
      assert.equal(sesudah.peserta.find((p) => p.mahasiswa.id_user === row.mahasiswa.id_user).nilai, Number(skor), "score stored");
      assert.ok(await noHorizontalScroll(page), "no horizontal scroll on the grading page");

      // Discussion with that student in the chat area.
      await baris.getByRole("button", { name: /Diskusi/ }).click();
      const area = chatArea(page, viewport);
      await area.getByText(`Diskusi dengan ${row.mahasiswa.nama}`).first().waitFor();
      await kirim(area, pesanDosen);
      await screenshot(page, "penilaian", viewport);

      // The student, in another browser: score and message on the task page.
      const p2 = mhs.page;
      await login(p2, row.mahasiswa.nim);
      await p2.goto(tautan);
      await waitForHydration(p2);
      await p2.getByText(skorTampil, { exact: true }).first().waitFor();
      if (isMobile(viewport)) await p2.getByRole("button", { name: /^Diskusi/ }).click();
      const area2 = chatArea(p2, viewport);
      await area2.getByText(pesanDosen).waitFor();
      await kirim(area2, pesanMhs);
      assert.ok(await noHorizontalScroll(p2), "no horizontal scroll on the task page");
      await screenshot(p2, "tugas-mahasiswa", viewport);

      // The lecturer's open discussion gets the answer without a reload.
      await area.getByText(pesanMhs).waitFor({ timeout: 15_000 });
      if (isMobile(viewport)) {
        await area.getByRole("button", { name: "Tutup diskusi" }).click();
        await area.waitFor({ state: "hidden" });
      }

      for (const log of logs) assert.deepEqual(log.pageErrors, [], "uncaught page errors");
    } finally {
      await dosen.context.close();
      await mhs.context.close();
    }
  });
}
