// Materials of a meeting (issue 10): a lecturer adds an e-book material in a meeting of a
// class the demo student attends (upload with progress, then save); the student opens the
// card, the reading countdown runs to zero (the page's clock is fast-forwarded), presses
// 'Sudah Baca' and sees the recorded time; the lecturer then sees one student recorded.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import {
  apiDari,
  collectConsole,
  isMobile,
  login,
  newPage,
  ROOT,
  screenshot,
  sharedMeeting,
  unggahDari,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const noHorizontalScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

for (const viewport of VIEWPORTS) {
  test(`lecturer adds an e-book, student reads it until 'Sudah Baca' (${viewport.width} px)`, { timeout: 90_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(dosen.page), collectConsole(mhs.page)];
    const judul = `Modul Uji Baca ${viewport.width}`;
    try {
      await login(dosen.page, "dosen");
      await login(mhs.page, "mahasiswa");
      const { idKelas, idPertemuan, alamat } = await sharedMeeting(dosen.page, mhs.page, { online: true });

      // The meeting list of the class leads to the meeting page.
      await dosen.page.goto(`/kelas/${idKelas}`);
      await waitForHydration(dosen.page);
      // A phone picks the meeting in 'Pilih Pertemuan' first.
      if (isMobile(viewport)) await dosen.page.getByLabel("Pilih Pertemuan").selectOption(String(idPertemuan));
      await dosen.page.locator(`a[href="${alamat}"]:visible`).first().click();
      await dosen.page.waitForURL((u) => u.pathname === alamat);
      await waitForHydration(dosen.page);

      // 'Tambah' > 'Materi', fill the form, upload and save.
      const page = dosen.page;
      await page.getByRole("button", { name: "Tambah" }).click();
      await page.getByRole("menuitem", { name: "Materi" }).click();
      const form = page.getByRole("dialog", { name: "Tambah Data" });
      await form.getByRole("button", { name: "Simpan" }).click();
      await form.getByText("Judul wajib diisi!").waitFor();
      await form.getByLabel("Judul").fill(judul);
      await form.getByLabel("Tipe").selectOption("ebook");
      await form.getByLabel("Jenis").selectOption("modul");
      await form.getByLabel("Deskripsi").fill("Baca bab 1 sebelum kuliah.");
      // A valid chosen file uploads at once (spec 1 §5), before 'Simpan'.
      const terunggah = page.waitForResponse((r) => r.url().endsWith("/v2/storager") && r.request().method() === "POST");
      await form.getByLabel("File").setInputFiles({ name: "Modul Uji.pdf", mimeType: "application/pdf", buffer: PDF });
      assert.equal((await terunggah).status(), 201, "the chosen file uploaded on choosing");
      await form.getByLabel("Syarat Kehadiran").check();
      await screenshot(page, "materi-form", viewport);
      await form.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Data berhasil disimpan").waitFor();
      await form.waitFor({ state: "hidden" });
      const kartuDosen = page.getByRole("button", { name: new RegExp(judul) });
      await kartuDosen.waitFor();
      assert.ok(await noHorizontalScroll(page), "no sideways scrolling on the meeting page");

      // The student: the card, the countdown (the page clock jumps ahead), 'Sudah Baca'.
      await mhs.page.clock.install();
      await mhs.page.goto(alamat);
      await waitForHydration(mhs.page);
      const kartu = mhs.page.getByRole("button", { name: new RegExp(judul) });
      await kartu.click();
      await mhs.page.getByText("Sisa waktu membaca").waitFor();
      await mhs.page.getByText(/Materi ini menjadi syarat kehadiran/).waitFor();
      await mhs.page.clock.runFor(61_000);
      await mhs.page.getByRole("button", { name: "Sudah Baca" }).click();
      await mhs.page.getByText(/Sudah diakses pada/).waitFor();
      await screenshot(mhs.page, "materi-mahasiswa", viewport);
      // After a reload the record is still there (it is the server's, not the page's).
      await mhs.page.reload();
      await waitForHydration(mhs.page);
      await kartu.click();
      await mhs.page.getByText(/Sudah diakses pada/).waitFor();

      // The lecturer sees the student recorded.
      await page.reload();
      await waitForHydration(page);
      await kartuDosen.click();
      await page.getByText(/Diakses 1 dari \d+ peserta/).waitFor();
      await screenshot(page, "materi-dosen", viewport);

      for (const log of logs) {
        assert.deepEqual(log.pageErrors, [], "no uncaught page errors");
      }
    } finally {
      await dosen.context.close();
      await mhs.context.close();
    }
  });
}

/** A `detik`-second 440 Hz tone, 8 kHz mono 8-bit PCM WAV. */
function nada(detik) {
  const rate = 8000;
  const n = rate * detik;
  const b = Buffer.alloc(44 + n);
  b.write("RIFF", 0);
  b.writeUInt32LE(36 + n, 4);
  b.write("WAVEfmt ", 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write("data", 36);
  b.writeUInt32LE(n, 40);
  for (let i = 0; i < n; i++) b[44 + i] = Math.round(128 + 60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return b;
}

// Audio and video count what was actually played: a jump to the end records nothing,
// playing from the start past the threshold (50 %) records 'dengar' or 'tonton'.
const VIDEO = readFileSync(path.join(ROOT, "server/src/seed/berkas/video-kuliah.webm"));
const MEDIA = [
  { tipe: "audio", dir: "materi/audio", nama: "Rekaman Uji.wav", bytes: () => nada(4), cara: "dengar", tag: "audio" },
  { tipe: "video", dir: "materi/video", nama: "Video Uji.webm", bytes: () => VIDEO, cara: "tonton", tag: "video" },
];
for (const media of MEDIA) {
  test(`student plays ${media.tipe} material until it is recorded; seeking ahead does not count`, { timeout: 90_000 }, async () => {
    const viewport = VIEWPORTS[0];
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    const judul = `Materi Putar Uji ${media.tipe}`;
    try {
      await login(dosen.page, "dosen");
      await login(mhs.page, "mahasiswa");
      const { idPertemuan, alamat } = await sharedMeeting(dosen.page, mhs.page, { online: true });
      const file = await unggahDari(dosen.page, media.dir, media.nama, media.bytes());
      const deadline = new Date(Date.now() + 48 * 3600_000).toISOString();
      const materi = {
        id_pertemuan: idPertemuan,
        judul,
        deskripsi: "Putar sampai selesai.",
        tipe_file: media.tipe,
        jenis_materi: "audio_visual",
        file,
        file_url: null,
        tampil_sekarang: true,
        waktu_mulai_tampil: null,
        is_syarat_hadir: true,
        deadline,
      };
      assert.equal((await apiDari(dosen.page, "/lms/materi", "POST", materi)).status, 201, "the lecturer's material is saved");

      await mhs.page.goto(alamat);
      await waitForHydration(mhs.page);
      await mhs.page.getByRole("button", { name: new RegExp(judul) }).click();
      const pemutar = mhs.page.locator(media.tag);
      await pemutar.waitFor({ state: "attached" });
      // Jump to the end and let it finish: 0.2 s played, nothing recorded.
      await pemutar.evaluate(async (m) => {
        m.muted = true;
        await new Promise((ok) => (m.readyState >= 1 ? ok() : m.addEventListener("loadedmetadata", ok, { once: true })));
        m.currentTime = m.duration - 0.2;
        const selesai = new Promise((ok) => m.addEventListener("ended", ok, { once: true }));
        await m.play();
        await selesai;
      });
      assert.equal(await mhs.page.getByText(/Sudah diakses pada/).count(), 0, "a jump ahead does not count");
      // From the start, past half of it.
      await pemutar.evaluate((m) => {
        m.currentTime = 0;
        return m.play();
      });
      await mhs.page.getByText(/Sudah diakses pada/).waitFor({ timeout: 15_000 });
      const data = await apiDari(mhs.page, `/lms/pertemuan/${idPertemuan}/aktivitas`, "GET");
      const akses = data.body.aktivitas.find((a) => a.materi?.judul === judul)?.materi?.akses_saya;
      // The server takes the record only at or above the threshold (its own check).
      assert.equal(akses?.cara, media.cara);
      assert.equal(akses.tepat_waktu, true, "before the deadline");
    } finally {
      await dosen.context.close();
      await mhs.context.close();
    }
  });
}
