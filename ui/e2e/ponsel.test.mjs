// The student's phone (issue 38), at 360 px: the class page opens on the meeting a student came
// for with the participants folded; an activity card opens from a tap made before the scripts
// arrived, and without JavaScript at all; a PDF is drawn by pdf.js (Chrome on Android shows none
// in a frame).
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import {
  apiDari,
  cariAktivitas,
  collectConsole,
  kelasSaya,
  login,
  materiBerkas,
  newPage,
  sharedMeeting,
  pageProps,
  SCREENS_DIR,
  screenshot,
  tanpaGalat,
  useServerAndBrowser,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();
const PONSEL = { width: 360, height: 740 };

/** The meeting pertemuanSekarang (ui/src/features/kelas/aturan.ts) picks: in progress, next, else last. */
const sekarang = (list) => list.find((p) => p.status === "berlangsung") ?? list.find((p) => p.status === "belum_dimulai") ?? list.at(-1);

/** Signs the student in with scripts, then answers a second page of the same user without them. */
async function tanpaSkrip() {
  const dgnSkrip = await newPage(ctx.browser, ctx.server, PONSEL);
  await login(dgnSkrip.page, "mahasiswa");
  const cookies = await dgnSkrip.page.context().cookies();
  const tanpa = await newPage(ctx.browser, ctx.server, PONSEL, { javaScriptEnabled: false });
  await tanpa.context.addCookies(cookies);
  return { dgnSkrip, tanpa };
}

describe("the student's phone", () => {
  for (const js of [true, false]) {
    test(
      `the class page opens on today's meeting, the participants folded (${js ? "scripts" : "no JavaScript"})`,
      { timeout: 60_000 },
      async () => {
        const { dgnSkrip, tanpa } = await tanpaSkrip();
        const { page } = js ? dgnSkrip : tanpa;
        try {
          const [idKelas] = await kelasSaya(dgnSkrip.page);
          const { data } = await pageProps(dgnSkrip.page, `/kelas/${idKelas}`);
          await page.goto(`/kelas/${idKelas}`);
          if (js) await waitForHydration(page);
          const harapan = sekarang(data.pertemuan);
          assert.equal(
            await page.getByLabel("Pilih Pertemuan").inputValue(),
            String(harapan.id),
            "the select starts on the current meeting",
          );
          await page.locator(`#pertemuan-pilih-${harapan.id} a[href="/kelas/${idKelas}/${harapan.id}"]`).waitFor();

          const kartu = page.locator("#data-peserta tbody tr");
          const terlihat = async () => await kartu.evaluateAll((rows) => rows.filter((r) => r.getClientRects().length > 0).length);
          assert.ok(data.mahasiswa.length > 5, "a class with more students than a phone shows at first");
          assert.equal(await terlihat(), 5, "five cards before 'Tampilkan semua'");
          await page.getByText(`Tampilkan semua ${data.mahasiswa.length} peserta`).click();
          assert.equal(await terlihat(), data.mahasiswa.length, "every card after it");
          await page.getByText("Sembunyikan peserta").click();
          assert.equal(await terlihat(), 5);
          if (js) await screenshot(page, "kelas-ponsel", PONSEL);
        } finally {
          await dgnSkrip.context.close();
          await tanpa.context.close();
        }
      },
    );
  }

  test("a tap on an activity card before the scripts arrive opens it", { timeout: 60_000 }, async () => {
    // No service worker: it would answer the entry from its cache, past page.route.
    const { context, page } = await newPage(ctx.browser, ctx.server, PONSEL, { serviceWorkers: "block" });
    try {
      await login(page, "mahasiswa");
      const { alamat, a } = await cariAktivitas(page, materiBerkas);
      // The app's entry never arrives: the page stays as the server rendered it.
      await page.route(/\/assets\/entry-client-[^/]+\.js$/, () => undefined);
      await page.goto(alamat, { waitUntil: "domcontentloaded" });
      const kepala = page.getByRole("button", { name: new RegExp(a.judul) });
      assert.equal(await kepala.getAttribute("aria-expanded"), "false");
      await kepala.click();
      await page.waitForURL((u) => u.searchParams.get("buka") === `materi-${a.id}` && u.hash === `#kartu-materi-${a.id}`);
      assert.equal(await page.getByRole("button", { name: new RegExp(a.judul) }).getAttribute("aria-expanded"), "true");
      await page.locator(`#aktivitas-materi-${a.id}`).getByText(a.materi.file.name).waitFor();
    } finally {
      await context.close();
    }
  });

  test("without JavaScript a material card opens and closes, its download a plain link", { timeout: 60_000 }, async () => {
    const { dgnSkrip, tanpa } = await tanpaSkrip();
    try {
      const { alamat, a } = await cariAktivitas(dgnSkrip.page, materiBerkas);
      const { page } = tanpa;
      await page.goto(alamat);
      await page.getByRole("button", { name: new RegExp(a.judul) }).click();
      await page.waitForURL((u) => u.searchParams.get("buka") === `materi-${a.id}`);
      const isi = page.locator(`#aktivitas-materi-${a.id}`);
      await isi.getByText(a.materi.file.name).waitFor();
      const unduh = isi.getByRole("link", { name: /Download|Unduh/ });
      const href = await unduh.first().getAttribute("href");
      const berkas = await page.request.get(href);
      assert.equal(berkas.status(), 200, `the download link ${href} answers`);
      await page.getByRole("button", { name: new RegExp(a.judul) }).click();
      await page.waitForURL((u) => !u.searchParams.get("buka"));
      assert.equal(await isi.isVisible(), false, "closed again");
    } finally {
      await dgnSkrip.context.close();
      await tanpa.context.close();
    }
  });

  test("a PDF is drawn page by page in the File Viewer", { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, PONSEL);
    const logs = [collectConsole(page)];
    try {
      await login(page, "mahasiswa");
      const { alamat, a } = await cariAktivitas(page, materiBerkas);
      await page.goto(alamat);
      await waitForHydration(page);
      await page.getByRole("button", { name: new RegExp(a.judul) }).click();
      await page.getByRole("button", { name: "Lihat", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "File Viewer" });
      await dialog.locator("canvas[data-tergambar]").first().waitFor({ timeout: 30_000 });
      assert.equal(await dialog.locator("iframe").count(), 0, "no frame: Android's Chrome shows none");
      const { lebar, tinta } = await dialog
        .locator("canvas[data-tergambar]")
        .first()
        .evaluate((c) => {
          const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
          let gelap = 0;
          for (let i = 0; i < d.length; i += 4) if (d[i] < 128 && d[i + 3] > 0) gelap++;
          return { lebar: c.getBoundingClientRect().width, tinta: gelap };
        });
      assert.ok(lebar <= PONSEL.width, `the page fits the phone (${lebar} px)`);
      assert.ok(tinta > 100, `the page has text drawn on it (${tinta} dark pixels)`);
      await screenshot(page, "pdf-viewer", PONSEL);
      tanpaGalat(logs);
    } finally {
      await context.close();
    }
  });

  test("the login button shows it is busy while the form is on its way", { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, PONSEL);
    try {
      // The page being left cannot be read once its navigation started: it writes down itself
      // what became busy, and the next page of the tab reads it.
      await page.addInitScript(() =>
        new MutationObserver((ms) => {
          for (const m of ms)
            if (m.target.getAttribute("aria-busy") === "true") sessionStorage.setItem("sibuk", m.target.textContent.trim());
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-busy"] }),
      );
      await page.goto("/");
      await page.getByLabel("Username").fill("mahasiswa");
      await page.getByLabel("Password").fill("demo123");
      await page.getByRole("button", { name: "Masuk", exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/beranda");
      assert.equal(await page.evaluate(() => sessionStorage.getItem("sibuk")), "Masuk", "the button was marked busy");
    } finally {
      await context.close();
    }
  });

  test("without JavaScript a student hands in a task's text and comments in a forum", { timeout: 90_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, PONSEL);
    const { dgnSkrip, tanpa } = await tanpaSkrip();
    try {
      await login(dosen.page, "dosen");
      const { idKelas, idPertemuan } = await sharedMeeting(dosen.page, dgnSkrip.page);
      const iso = (menit) => new Date(Date.now() + menit * 60_000).toISOString().replace(/\.\d+Z$/, "Z");
      const waktu = { waktu_mulai: iso(-5), waktu_selesai: iso(2 * 24 * 60) };
      const tugas = await apiDari(dosen.page, "/lms/tugas", "POST", {
        id_pertemuan: idPertemuan,
        judul: "Tugas Tanpa Skrip",
        deskripsi: "Jawab singkat.",
        sub_jenis: "individu",
        boleh_terlambat: false,
        lampiran: [],
        ...waktu,
      });
      assert.equal(tugas.status, 201, JSON.stringify(tugas.body));
      const forum = await apiDari(dosen.page, "/lms/forum", "POST", {
        id_pertemuan: idPertemuan,
        judul: "Forum Tanpa Skrip",
        deskripsi: "<p>Pendapat Anda?</p>",
        penilaian_keaktifan: false,
        minimal_post: 1,
        ...waktu,
      });
      assert.equal(forum.status, 201, JSON.stringify(forum.body));
      const { page } = tanpa;

      // The task: an empty answer comes back with the reason; a written one is handed in.
      await page.goto(`/kelas/${idKelas}/tugas/${tugas.body.id}`);
      await page.getByRole("button", { name: "Kumpulkan" }).click();
      await page.getByRole("alert").getByText("Tulis jawaban atau unggah minimal satu file.").waitFor();
      await page.getByLabel("Jawaban", { exact: true }).fill("Jawaban dari ponsel tanpa skrip.");
      await page.getByRole("button", { name: "Kumpulkan" }).click();
      await page.waitForURL((u) => u.pathname === `/kelas/${idKelas}/tugas/${tugas.body.id}` && u.hash === "#pengumpulan");
      await page.locator("#pengumpulan").getByText("Jawaban dari ponsel tanpa skrip.").waitFor();
      // (No axe here: it needs the page's JavaScript.)
      await page.screenshot({ path: path.join(SCREENS_DIR, "tugas-tanpa-skrip-360.png"), fullPage: true });

      // The forum: the comment is posted and shown once.
      await page.goto(`/forum?groupId=${idKelas}&forumId=${forum.body.id}&referer=kelas-kuliah`);
      await page.getByLabel("Tulis komentar").fill("Komentar dari ponsel tanpa skrip.");
      await page.getByRole("button", { name: "Kirim" }).click();
      await page.waitForURL((u) => u.hash === "#forum-komentar");
      assert.equal(await page.getByText("Komentar dari ponsel tanpa skrip.").count(), 1);
      const posts = await apiDari(dgnSkrip.page, `/lms/forum/${forum.body.id}/post`, "GET");
      assert.deepEqual(
        posts.body.data.map((p) => p.isi),
        ["Komentar dari ponsel tanpa skrip."],
      );
    } finally {
      await dosen.context.close();
      await dgnSkrip.context.close();
      await tanpa.context.close();
    }
  });
});
