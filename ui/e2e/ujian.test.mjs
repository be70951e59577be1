// Exams on the meeting page: a lecturer adds a quiz in a meeting of a class the demo student
// attends (the form's first message, then a valid save with a 30-minute time limit), opens its
// card, edits its title; the student sees the card locked until the start, without author buttons; the
// lecturer deletes it after the exam's confirmation text and the card is gone.
import assert from "node:assert/strict";
import { test } from "node:test";
import { collectConsole, login, newPage, screenshot, sharedMeeting, useServerAndBrowser, VIEWPORTS, waitForHydration, wib } from "./harness.mjs";

const ctx = useServerAndBrowser();

for (const viewport of VIEWPORTS) {
  test(`lecturer adds, edits and deletes a quiz, the student sees it (${viewport.width} px)`, { timeout: 90_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(dosen.page), collectConsole(mhs.page)];
    const judul = `Kuis Bab Uji ${viewport.width}`;
    const revisi = `${judul} (revisi)`;
    try {
      await login(dosen.page, "dosen");
      await login(mhs.page, "mahasiswa");
      const { alamat } = await sharedMeeting(dosen.page, mhs.page);
      const page = dosen.page;
      await page.goto(alamat);
      await waitForHydration(page);

      // The form: the first message, then a valid quiz with a time limit.
      await page.getByRole("button", { name: "Tambah" }).click();
      const menu = page.getByRole("menu");
      assert.deepEqual(await menu.getByRole("menuitem").allTextContents(), ["Materi", "Tugas", "Kuis/Ujian", "Forum", "Vidcon", "Teks"]);
      await menu.getByRole("menuitem", { name: "Kuis/Ujian" }).click();
      const form = page.getByRole("dialog", { name: "Tambah Data" });
      await form.getByRole("button", { name: "Simpan" }).click();
      await form.getByText("Judul wajib diisi").waitFor();
      // The spec's defaults: closed book, displayed, no shuffle, no time limit, no key.
      assert.equal(await form.getByLabel("Tutup Buku").isChecked(), true);
      assert.equal(await form.getByLabel("Ditampilkan").isChecked(), true);
      assert.equal(await form.getByLabel("Acak soal").isChecked(), false);
      assert.equal(await form.getByLabel("Durasi (menit)").isDisabled(), true);
      assert.equal(await form.getByLabel("Waktu Selesai").isDisabled(), true, "no end before a start");
      assert.equal(await form.getByLabel("Waktu Tampil Kunci").isDisabled(), true);
      await form.getByLabel("Judul").fill(judul);
      await form.getByLabel("Jenis", { exact: true }).selectOption("kuis");
      await form.getByLabel("Deskripsi").fill("Kerjakan dengan jujur.\nBuku tertutup.");
      await form.getByLabel("Gunakan batas waktu").check();
      await form.getByLabel("Durasi (menit)").fill("30");
      await form.getByLabel("Waktu Mulai").fill(wib(60));
      await form.getByLabel("Waktu Selesai").fill(wib(180));
      await screenshot(page, "ujian-form", viewport);
      await form.getByRole("button", { name: "Simpan" }).click();
      await form.waitFor({ state: "hidden" });
      await page.getByText("Data berhasil disimpan").first().waitFor();

      // The lecturer's card.
      const tombol = page.getByRole("button", { name: new RegExp(judul) });
      await tombol.click();
      const kartu = page.locator("section", { has: tombol }).last();
      await kartu.getByText("Durasi: 30 menit").waitFor();
      await kartu.getByText("Tutup Buku").waitFor();
      await kartu.getByText("Buku tertutup.", { exact: false }).waitFor();
      await screenshot(page, "ujian-kartu-dosen", viewport);

      // Editing: the saved values, the kind fixed; a new title.
      await kartu.getByRole("button", { name: "Ubah" }).click();
      const ubah = page.getByRole("dialog", { name: "Ubah Data" });
      assert.equal(await ubah.getByLabel("Judul").inputValue(), judul);
      assert.equal(await ubah.getByLabel("Jenis", { exact: true }).inputValue(), "kuis");
      assert.equal(await ubah.getByLabel("Jenis", { exact: true }).isDisabled(), true);
      assert.equal(await ubah.getByLabel("Durasi (menit)").inputValue(), "30");
      await ubah.getByLabel("Judul").fill(revisi);
      await ubah.getByRole("button", { name: "Simpan" }).click();
      await ubah.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: revisi }).waitFor();

      // The student: the card before the start cannot be opened (spec 3 §4), and has no author buttons.
      await mhs.page.goto(alamat);
      await waitForHydration(mhs.page);
      const tombolMhs = mhs.page.getByRole("button", { name: revisi });
      const kartuMhs = mhs.page.locator("section", { has: tombolMhs }).last();
      await kartuMhs.getByText("Kuis/ujian belum dimulai.").waitFor();
      assert.equal(await tombolMhs.getAttribute("aria-disabled"), "true");
      await tombolMhs.click({ force: true });
      assert.equal(await tombolMhs.getAttribute("aria-expanded"), "false", "it stays closed");
      assert.equal(await kartuMhs.getByRole("button", { name: "Ubah" }).count(), 0, "no 'Ubah' for a student");
      assert.equal(await kartuMhs.getByRole("button", { name: "Hapus" }).count(), 0, "no 'Hapus' for a student");
      await screenshot(mhs.page, "ujian-kartu-mahasiswa", viewport);

      // Deleting: the exam's confirmation text, then the card is gone.
      const kartuRevisi = page.locator("section", { has: page.getByRole("button", { name: revisi }) }).last();
      if (!(await kartuRevisi.getByRole("button", { name: "Hapus" }).isVisible())) await page.getByRole("button", { name: revisi }).click();
      await kartuRevisi.getByRole("button", { name: "Hapus" }).click();
      const dialog = page.getByRole("dialog", { name: "Konfirmasi" });
      await dialog.getByText("Anda yakin ingin menghapus kuis/ujian ini?").waitFor();
      await dialog.getByRole("button", { name: "Ok" }).click();
      await page.getByText("Kuis/Ujian berhasil dihapus").first().waitFor();
      await page.getByRole("button", { name: revisi }).waitFor({ state: "detached" });
      for (const log of logs) assert.deepEqual(log.pageErrors, [], "no uncaught page errors");
    } finally {
      await dosen.context.close();
      await mhs.context.close();
    }
  });
}
