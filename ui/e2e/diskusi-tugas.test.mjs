// The context layout: a lecturer opens a task from the calendar data, goes to its
// grading page (the sidebar expands there), scores a hand-in and writes to the
// student in the chat area; the student, in another browser, sees the score and
// the message and answers; the lecturer's open page receives the answer by polling.
// On a phone the round 'Diskusi' button steps aside while the student scrolls down through
// the task and comes back on the way up, still opening the discussion.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  cariAktivitas,
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

/**
 * Mid-page on the phone: the first control (else text) of the page that can sit under the round
 * button with the page neither at its top nor at its end. Answers the scroll position that puts
 * its middle behind the button's middle and a point of it under the button, or null.
 */
function isiDiBawahTombol() {
  const b = document.querySelector("[data-tombol-diskusi]").getBoundingClientRect();
  const akhir = document.documentElement.scrollHeight - window.innerHeight;
  const KENDALI = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]";
  const main = document.querySelector("main");
  const berteks = (el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
  const calon = [...main.querySelectorAll(KENDALI), ...[...main.querySelectorAll("*")].filter(berteks)];
  for (const el of calon) {
    const r = el.getBoundingClientRect();
    if (!el.checkVisibility({ visibilityProperty: true }) || r.height < 8 || r.right < b.left + 8 || r.left > b.right - 8) continue;
    const y = Math.round(window.scrollY + r.top + r.height / 2 - (b.top + b.height / 2));
    if (y < 200 || y > akhir - 200) continue;
    el.setAttribute("data-di-bawah-tombol", "");
    const x = (Math.max(r.left, b.left) + Math.min(r.right, b.right)) / 2;
    return { y, x, titikY: b.top + b.height / 2, nama: `${el.tagName.toLowerCase()} '${el.textContent.trim().slice(0, 40)}'` };
  }
  return null;
}

/** What is at the point where the button sat, and whether the button's box (moved or not) still covers the content there. */
function diTitik({ x, titikY }) {
  const isi = document.querySelector("[data-di-bawah-tombol]");
  const atas = document.elementFromPoint(x, titikY);
  const b = document.querySelector("[data-tombol-diskusi]").getBoundingClientRect();
  const r = isi.getBoundingClientRect();
  const diLayar =
    b.top < window.innerHeight && b.bottom > 0 && getComputedStyle(document.querySelector("[data-tombol-diskusi]")).opacity !== "0";
  const menutup = diLayar && b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom;
  return {
    bebas: Boolean(atas && isi.contains(atas)),
    atas: !atas
      ? "nothing"
      : atas.closest("[data-tombol-diskusi]")
        ? "the round 'Diskusi' button"
        : `${atas.tagName.toLowerCase()} '${(atas.getAttribute("aria-label") || atas.textContent).trim().slice(0, 30)}'`,
    menutup,
  };
}

test(
  "the round 'Diskusi' button leaves a task's content free mid-page on a phone and still opens (360 px)",
  { timeout: 60_000 },
  async () => {
    const viewport = VIEWPORTS.find(isMobile);
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport, { isMobile: true, hasTouch: true });
    const logs = collectConsole(page);
    try {
      await login(page, "mahasiswa");
      const { idKelas, a } = await cariAktivitas(page, (x) => x.jenis === "tugas");
      await page.goto(`/kelas/${idKelas}/tugas/${a.id}`);
      await waitForHydration(page);
      const tombol = page.locator("[data-tombol-diskusi]");
      await tombol.waitFor();
      const sasaran = await page.evaluate(isiDiBawahTombol);
      assert.ok(sasaran, "the task page is long enough on a phone to have content mid-page under the button's place");

      // Scrolling down through the task: what lay under the button is free to read and tap.
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), sasaran.y);
      // The button's transition: polled for up to 2 s (a second is plenty).
      let mid;
      for (let t = Date.now(); ; await page.waitForTimeout(100)) {
        mid = await page.evaluate(diTitik, sasaran);
        if ((mid.bebas && !mid.menutup) || Date.now() - t > 2_000) break;
      }
      assert.ok(mid.bebas, `mid-page, ${sasaran.nama} is under ${mid.atas}`);
      assert.ok(!mid.menutup, `mid-page, the button's box still covers ${sasaran.nama}`);
      await screenshot(page, "tugas-diskusi-tengah", viewport);

      // A short scroll back up brings it back, badge label and thumb size intact, and it opens the discussion.
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), sasaran.y - 150);
      await page.waitForTimeout(300);
      const kotak = await tombol.boundingBox();
      assert.ok(
        kotak && kotak.y + kotak.height <= viewport.height && kotak.width >= 44 && kotak.height >= 44,
        `the button is back on screen, 44 px or more (${JSON.stringify(kotak)})`,
      );
      assert.match((await tombol.getAttribute("aria-label")) ?? "", /^Diskusi/);
      await tombol.click();
      await chatArea(page, viewport).waitFor();
      await chatArea(page, viewport).getByRole("button", { name: "Tutup diskusi" }).click();

      // At the page's end it is back too, in the room the page keeps below its end.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await page.waitForTimeout(300);
      const akhir = await tombol.boundingBox();
      assert.ok(akhir && akhir.y + akhir.height <= viewport.height, "the button shows at the page's end");
      assert.deepEqual(logs.pageErrors, [], "uncaught page errors");
    } finally {
      await context.close();
    }
  },
);
