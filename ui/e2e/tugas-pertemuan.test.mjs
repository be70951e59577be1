// Tasks and texts on the meeting page: a lecturer adds a task in a meeting of a class the
// demo student attends (the form's first message, a refused file, then a valid save with
// one PDF attachment uploaded at once) and a text; the student opens the meeting, sees both
// cards, the task's attachment and 'Belum dikumpulkan', and reads the text.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  collectConsole,
  isiEditor,
  login,
  newPage,
  screenshot,
  sharedMeeting,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const dir = await mkdtemp(path.join(os.tmpdir(), "lms-tugas-"));
after(() => rm(dir, { recursive: true, force: true }));

/** A tiny PDF (the server checks the leading %PDF- of a .pdf). */
async function pdf(nama) {
  const file = path.join(dir, nama);
  await writeFile(file, "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
  return file;
}

for (const viewport of VIEWPORTS) {
  test(`lecturer adds a task and a text, the student sees them (${viewport.width} px)`, { timeout: 90_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(dosen.page), collectConsole(mhs.page)];
    const judul = `Tugas Esai Uji ${viewport.width}`;
    const judulTeks = `Catatan Uji ${viewport.width}`;
    const namaPdf = `soal-esai-${viewport.width}.pdf`;
    const isiTeks = `Baca bab 2 sebelum kuliah (${viewport.width}).\nBawa kalkulator.`;
    try {
      await login(dosen.page, "dosen");
      await login(mhs.page, "mahasiswa");
      const { alamat } = await sharedMeeting(dosen.page, mhs.page);
      const page = dosen.page;
      await page.goto(alamat);
      await waitForHydration(page);

      // The task: the first message, a refused file, then a valid save with one attachment.
      await page.getByRole("button", { name: "Tambah" }).click();
      const menu = page.getByRole("menu");
      assert.deepEqual(await menu.getByRole("menuitem").allTextContents(), ["Materi", "Tugas", "Kuis/Ujian", "Forum", "Vidcon", "Teks"]);
      await menu.getByRole("menuitem", { name: "Tugas" }).click();
      const form = page.getByRole("dialog", { name: "Tambah Data" });
      await form.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Judul wajib diisi").first().waitFor();
      await form.getByLabel("Judul").fill(judul);
      await form.getByLabel("Jenis Tugas").selectOption("individu");
      await isiEditor(form, "Deskripsi", "Tulis esai 500 kata tentang bab 2.\nKumpulkan dalam PDF.");
      assert.match(await form.getByLabel("Batas Waktu").inputValue(), / 23:59$/, "due at 23:59 by default");
      await form.getByLabel("Izinkan pengumpulan terlambat").check();
      const lampiran = form.getByLabel("Lampiran", { exact: true });
      await lampiran.setInputFiles({ name: "virus.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
      await form.getByText("File type .exe is not allowed").waitFor();
      await lampiran.setInputFiles(await pdf(namaPdf));
      await form.getByRole("button", { name: `Hapus ${namaPdf}` }).waitFor();
      await form.getByRole("link", { name: namaPdf }).waitFor();
      await screenshot(page, "tugas-form", viewport);
      await form.getByRole("button", { name: "Simpan" }).click();
      await form.waitFor({ state: "hidden" });
      await page.getByText("Data berhasil disimpan").first().waitFor();

      // The text.
      await page.getByRole("button", { name: "Tambah" }).click();
      await page.getByRole("menuitem", { name: "Teks" }).click();
      const formTeks = page.getByRole("dialog", { name: "Tambah Data" });
      await formTeks.getByLabel("Judul").fill(judulTeks);
      await isiEditor(formTeks, "Isi", isiTeks);
      await screenshot(page, "teks-form", viewport);
      await formTeks.getByRole("button", { name: "Simpan" }).click();
      await formTeks.waitFor({ state: "hidden" });
      await page.getByText("Data berhasil disimpan").first().waitFor();

      // A cancelled form deletes what it uploaded.
      await page.getByRole("button", { name: "Tambah" }).click();
      await page.getByRole("menuitem", { name: "Tugas" }).click();
      const batal = page.getByRole("dialog", { name: "Tambah Data" });
      await batal.getByLabel("Lampiran", { exact: true }).setInputFiles(await pdf(`batal-${viewport.width}.pdf`));
      const unggahan = await batal.getByRole("link", { name: `batal-${viewport.width}.pdf` }).getAttribute("href");
      assert.equal((await page.request.get(unggahan)).status(), 200);
      await batal.getByRole("button", { name: "Batal", exact: true }).click();
      await batal.waitFor({ state: "hidden" });
      // The delete is sent as the form closes; give it a moment.
      let status = 200;
      for (let i = 0; i < 50 && status === 200; i++) {
        status = (await page.request.get(unggahan)).status();
        if (status === 200) await page.waitForTimeout(100);
      }
      assert.equal(status, 404, "the upload of a cancelled form is deleted");

      // The lecturer's task card: the summary, 'Ubah' and 'Hapus'.
      await page.getByRole("button", { name: new RegExp(judul) }).click();
      const kartuDosen = page.locator("section", { has: page.getByRole("button", { name: new RegExp(judul) }) }).last();
      await kartuDosen.getByText(/dari \d+ peserta mengumpulkan, 0 dinilai/).waitFor();
      await kartuDosen.getByRole("button", { name: "Ubah" }).waitFor();
      await kartuDosen.getByText("Pengumpulan terlambat diizinkan").waitFor();
      await page.getByRole("button", { name: new RegExp(judulTeks) }).click();
      await screenshot(page, "tugas-kartu-dosen", viewport);

      // Editing keeps the saved values (times unmoved, the attachment listed).
      await kartuDosen.getByRole("button", { name: "Ubah" }).click();
      const ubah = page.getByRole("dialog", { name: "Ubah Data" });
      assert.equal(await ubah.getByLabel("Judul").inputValue(), judul);
      assert.equal(await ubah.getByLabel("Jenis Tugas").inputValue(), "individu");
      assert.equal(await ubah.getByLabel("Izinkan pengumpulan terlambat").isChecked(), true);
      await ubah.getByRole("button", { name: `Hapus ${namaPdf}` }).waitFor();
      await ubah.getByLabel("Judul").fill(`${judul} (revisi)`);
      await ubah.getByRole("button", { name: "Simpan" }).click();
      await ubah.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: `${judul} (revisi)` }).waitFor();

      // The student: both cards; the task with its attachment and no hand-in yet; the text.
      await mhs.page.goto(alamat);
      await waitForHydration(mhs.page);
      const tombolTugas = mhs.page.getByRole("button", { name: new RegExp(judul) });
      const tombolTeks = mhs.page.getByRole("button", { name: new RegExp(judulTeks) });
      await tombolTeks.waitFor();
      await tombolTugas.click();
      const kartu = mhs.page.locator("section", { has: tombolTugas }).last();
      await kartu.getByText("Belum dikumpulkan").waitFor();
      const tautan = kartu.getByRole("link", { name: namaPdf });
      await tautan.waitFor();
      assert.equal(await tautan.getAttribute("target"), "_blank");
      await kartu.getByRole("link", { name: "Lihat Tugas" }).waitFor();
      assert.equal(await kartu.getByRole("button", { name: "Ubah" }).count(), 0, "no 'Ubah' for a student");
      await tombolTeks.click();
      await mhs.page.getByText("Bawa kalkulator.", { exact: false }).waitFor();
      await screenshot(mhs.page, "tugas-kartu-mahasiswa", viewport);

      // The attachment is served to the student.
      const res = await mhs.page.request.get(await tautan.getAttribute("href"));
      assert.equal(res.status(), 200);
      assert.match(await res.text(), /^%PDF-1\.4/);
      for (const log of logs) assert.deepEqual(log.pageErrors, [], "no uncaught page errors");
    } finally {
      await dosen.context.close();
      await mhs.context.close();
    }
  });
}
