// A student's thumb on a 360 px phone (issue 34): on every student page each control that can be
// tapped (links, buttons, inputs, selects, summaries, [role=button], a label wrapping its input)
// offers a hit area of at least 44 x 44 px (WCAG 2.5.5). A link inside a paragraph of running
// text is exempt (WCAG 2.5.8's inline exception): only links whose parent is a <p>. The floating
// 'Diskusi' button covers none of a long page's end: its last item can be read and tapped. Toasts
// sit at the bottom (spec 2 §8), on a phone too, above that button and the waiting counter.
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import {
  apiDari,
  cariAktivitas,
  kelasSaya,
  login,
  materiBerkas,
  newPage,
  pageProps,
  SCREENS_DIR,
  sharedMeeting,
  useServerAndBrowser,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();
const PONSEL = { width: 360, height: 740 };
const MIN = 44;

/** The student's pages, with a material card opened (its download link is measured too). */
async function halamanMahasiswa(page) {
  const [idKelas] = await kelasSaya(page);
  const { data } = await pageProps(page, `/kelas/${idKelas}`);
  const materi = await cariAktivitas(page, materiBerkas);
  const tugas = await cariAktivitas(page, (a) => a.jenis === "tugas");
  const ujian = await cariAktivitas(page, (a) => a.jenis === "ujian");
  const forum = await cariAktivitas(page, (a) => a.jenis === "forum");
  return [
    "/beranda",
    "/kelas",
    `/kelas/${idKelas}`,
    `/kelas/${idKelas}/profil`,
    `/kelas/${idKelas}/${data.pertemuan[0].id}`,
    `${materi.alamat}?buka=materi-${materi.a.id}`,
    `/kelas/${tugas.idKelas}/tugas/${tugas.a.id}`,
    `/kelas/${ujian.idKelas}/ujian/${ujian.a.id}`,
    `/forum?groupId=${forum.idKelas}&forumId=${forum.a.id}&referer=kelas-kuliah`,
    "/tugas",
    "/ujian",
    "/pengumuman",
    "/kehadiran-saya",
    "/nilai-saya",
    "/profil",
    "/bantuan",
  ];
}

/** Every visible control smaller than MIN x MIN px, measured in the page; one line each. */
function ukurSentuh({ min, akar }) {
  const KENDALI = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], label:has(input)";
  const nama = (el) =>
    `${el.tagName.toLowerCase()} '${(el.getAttribute("aria-label") || el.textContent || el.getAttribute("placeholder") || el.type || "").trim().replace(/\s+/g, " ").slice(0, 40)}'`;
  const kecil = [];
  for (const el of document.querySelector(akar).querySelectorAll(KENDALI)) {
    const r = el.getBoundingClientRect();
    // Visually hidden (sr-only skip links until focused) and folded-away controls are no target.
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || r.width <= 1 || r.height <= 1) continue;
    // WCAG 2.5.8's inline exception: a link in a sentence is as tall as the line it sits in.
    if (el.tagName === "A" && el.parentElement?.tagName === "P") continue;
    // A checkbox or radio inside its label: the label is the hit area, measured by itself.
    if (el.matches("input[type=checkbox], input[type=radio]") && el.closest("label")) continue;
    if (r.width < min - 0.5 || r.height < min - 0.5) kecil.push(`${nama(el)} ${Math.round(r.width)}x${Math.round(r.height)}`);
  }
  return kecil;
}

/**
 * The page's end, scrolled to: the round 'Diskusi' button (where the page has one) sits below the
 * page's content, and the lowest control on screen can be tapped (the element at its centre is
 * the control itself, not the button or anything else over it). One line per finding.
 */
function akhirTerjangkau() {
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
  const hasil = [];
  const main = document.querySelector("main");
  const tombol = document.querySelector("[data-tombol-diskusi]");
  if (tombol?.checkVisibility()) {
    const isi = main.getBoundingClientRect().bottom - parseFloat(getComputedStyle(main).paddingBottom);
    const atasTombol = tombol.getBoundingClientRect().top;
    if (isi > atasTombol) hasil.push(`the 'Diskusi' button covers the page's end (${Math.round(isi)} > ${Math.round(atasTombol)})`);
  }
  const bawahHeader = document.querySelector("header").getBoundingClientRect().bottom;
  const diLayar = [
    ...main.querySelectorAll(":is(a[href], button, input, select, textarea, summary, [role=button], label:has(input))"),
  ].filter((el) => {
    const r = el.getBoundingClientRect();
    return el.checkVisibility({ visibilityProperty: true }) && r.height > 1 && r.top >= bawahHeader && r.bottom <= window.innerHeight;
  });
  const akhir = diLayar.reduce((a, b) => (!a || b.getBoundingClientRect().bottom >= a.getBoundingClientRect().bottom ? b : a), null);
  if (akhir) {
    const r = akhir.getBoundingClientRect();
    const atas = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const nama = (el) =>
      el ? `${el.tagName.toLowerCase()} '${(el.getAttribute("aria-label") || el.textContent).trim().slice(0, 30)}'` : "nothing";
    if (!atas || !akhir.contains(atas)) hasil.push(`the lowest control ${nama(akhir)} is under ${nama(atas)} at the end of the page`);
  }
  return hasil;
}

describe("a student's phone", () => {
  test("every control on the student's pages is at least 44 x 44 px", { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, PONSEL, { isMobile: true, hasTouch: true });
    try {
      await login(page, "mahasiswa");
      const temuan = [];
      await mkdir(path.join(SCREENS_DIR, "sentuh"), { recursive: true });
      for (const alamat of await halamanMahasiswa(page)) {
        await page.goto(alamat);
        await waitForHydration(page);
        for (const t of await page.evaluate(ukurSentuh, { min: MIN, akar: "body" })) temuan.push(`${alamat}: ${t}`);
        const berkas = path.join(SCREENS_DIR, "sentuh", alamat.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, ""));
        await page.screenshot({ path: `${berkas}-360.png`, fullPage: true }).catch(() => undefined);
        for (const t of await page.evaluate(akhirTerjangkau)) temuan.push(`${alamat}: ${t}`);
        // The screen at the page's end: what the round 'Diskusi' button leaves of the last item.
        await page.screenshot({ path: `${berkas}-akhir-360.png` }).catch(() => undefined);
      }
      // The user menu and the menu behind the hamburger are the student's way around: their entries count too.
      await page.getByLabel("Menu pengguna").click();
      await page.locator("header details[open]").waitFor();
      for (const t of await page.evaluate(ukurSentuh, { min: MIN, akar: "header details" })) temuan.push(`user menu: ${t}`);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Buka menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
      for (const t of await page.evaluate(ukurSentuh, { min: MIN, akar: "#menu" })) temuan.push(`menu: ${t}`);
      assert.deepEqual(temuan, [], "controls under 44 x 44 px on a phone");
    } finally {
      await context.close();
    }
  });

  test("a toast sits at the bottom, above the 'Diskusi' button and the waiting counter", { timeout: 90_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, PONSEL);
    const { context, page } = await newPage(ctx.browser, ctx.server, PONSEL, { isMobile: true, hasTouch: true });
    try {
      await login(dosen.page, "dosen");
      await login(page, "mahasiswa");
      const { idKelas, idPertemuan } = await sharedMeeting(dosen.page, page);
      const iso = (menit) => new Date(Date.now() + menit * 60_000).toISOString().replace(/\.\d+Z$/, "Z");
      const tugas = await apiDari(dosen.page, "/lms/tugas", "POST", {
        id_pertemuan: idPertemuan,
        judul: "Tugas Uji Toast",
        deskripsi: "Jawab singkat.",
        sub_jenis: "individu",
        boleh_terlambat: false,
        lampiran: [],
        waktu_mulai: iso(-5),
        waktu_selesai: iso(2 * 24 * 60),
      });
      assert.equal(tugas.status, 201, JSON.stringify(tugas.body));
      await page.goto(`/kelas/${idKelas}/tugas/${tugas.body.id}`);
      await waitForHydration(page);

      // Offline, the hand-in waits on the phone: an info toast, the counter, and the page's round button.
      const bagian = page.getByRole("region", { name: "Pengumpulan", exact: true });
      await bagian.getByLabel("Jawaban", { exact: true }).fill("Jawaban tanpa sinyal.");
      await context.setOffline(true);
      await bagian.getByRole("button", { name: "Kumpulkan" }).click();
      const toast = page.getByRole("status").filter({ hasText: "Tidak ada koneksi internet." });
      await toast.waitFor();
      const penghitung = page.getByText("1 kiriman menunggu dikirim");
      await penghitung.waitFor();
      const kotak = async (l) => l.evaluate((el) => el.getBoundingClientRect().toJSON());
      const [t, k, d] = [await kotak(toast), await kotak(penghitung), await kotak(page.locator("[data-tombol-diskusi]"))];
      const tumpang = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      assert.ok(t.top > PONSEL.height / 2, `the toast is in the lower half of the screen (top ${Math.round(t.top)})`);
      assert.ok(!tumpang(t, d), `the toast is clear of the 'Diskusi' button (${JSON.stringify([t, d])})`);
      assert.ok(!tumpang(t, k), `the toast is clear of the waiting counter (${JSON.stringify([t, k])})`);
      await page.screenshot({ path: path.join(SCREENS_DIR, "sentuh", "toast-360.png") });
      await context.setOffline(false);
    } finally {
      await dosen.context.close();
      await context.close();
    }
  });
});
