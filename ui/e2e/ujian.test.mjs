// Exams on the meeting page: a lecturer adds a quiz in a meeting of a class the demo student
// attends (the form's first message, then a valid save with a 30-minute time limit), opens its
// card, edits its title and end in 'Ubah Data Kuis/Ujian' (a window shorter than the limit is
// refused first); the student sees the card locked until the start, without author buttons; the
// lecturer deletes it after the exam's confirmation text and the card is gone. Then the lecturer
// copies an exam of another class of the same course through 'Salin Kuis/Ujian Lain': the choice
// is asked for first, the picker leaves out this class's exams, and the copy's card appears.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apiDari,
  collectConsole,
  ketik,
  login,
  newPage,
  pageData,
  pageProps,
  screenshot,
  sharedMeeting,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
  wib,
} from "./harness.mjs";

/** A datetime-local value `menit` later, split as the edit modal's date and time pickers hold it. */
const geser = (lokal, menit) => {
  const [tanggal, jam] = new Date(Date.parse(`${lokal}Z`) + menit * 60_000).toISOString().slice(0, 16).split("T");
  return { tanggal, jam };
};

/** An exam body for POST /lms/ujian: a 45-minute UTS two days ahead (WIB). */
const ujianBaru = (idPertemuan, judul) => ({
  id_pertemuan: idPertemuan,
  judul,
  deskripsi: "<p>Ujian sumber salinan.</p>",
  jenis: "uts",
  sifat: "open",
  gunakan_batas_waktu: true,
  durasi: 45,
  acak_soal: false,
  ditampilkan: true,
  tampilkan_kunci_jawaban: false,
  waktu_tampil_kunci: null,
  waktu_mulai: `${wib(2 * 24 * 60)}:00+07:00`,
  waktu_selesai: `${wib(2 * 24 * 60 + 180)}:00+07:00`,
  id_ujian_utama: null,
  peserta_remedial: [],
});

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
      assert.deepEqual(await form.getByRole("tab").allTextContents(), ["Buat Kuis/Ujian Baru", "Salin Kuis/Ujian Lain"]);
      assert.equal(await form.getByRole("tab", { name: "Buat Kuis/Ujian Baru" }).getAttribute("aria-selected"), "true");
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
      const mulai = wib(60);
      await form.getByLabel("Waktu Mulai").fill(ketik(mulai));
      await form.getByLabel("Waktu Selesai").fill(ketik(wib(180)));
      await form.getByRole("tab").first().scrollIntoViewIfNeeded();
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

      // Editing in 'Ubah Data Kuis/Ujian': the saved values, the kind fixed, the times as separate
      // date and time pickers; an end inside the time limit is refused, then a new title and end.
      await kartu.getByRole("button", { name: "Ubah" }).click();
      const ubah = page.getByRole("dialog", { name: "Ubah Data Kuis/Ujian" });
      assert.equal(await ubah.getByLabel("Judul").inputValue(), judul);
      assert.equal(await ubah.getByLabel("Jenis", { exact: true }).inputValue(), "kuis");
      assert.equal(await ubah.getByLabel("Jenis", { exact: true }).isDisabled(), true);
      assert.equal(await ubah.getByLabel("Durasi (menit)").inputValue(), "30");
      assert.equal(
        `${await ubah.getByLabel("Tanggal Mulai").inputValue()} ${await ubah.getByLabel("Jam Mulai").inputValue()}`,
        ketik(mulai),
      );
      assert.equal(await ubah.getByLabel("Tanggal Mulai").isDisabled(), false, "no attempts yet: the start can move");
      const pendek = geser(mulai, 10);
      await ubah.getByLabel("Tanggal Selesai").fill(ketik(pendek.tanggal));
      await ubah.getByLabel("Jam Selesai").fill(pendek.jam);
      await ubah.getByRole("button", { name: "Simpan" }).click();
      await ubah.getByRole("alert").filter({ hasText: "Rentang waktu tidak boleh kurang dari durasi" }).waitFor();
      await screenshot(page, "ujian-ubah", viewport);
      const selesai = geser(mulai, 150);
      await ubah.getByLabel("Tanggal Selesai").fill(ketik(selesai.tanggal));
      await ubah.getByLabel("Jam Selesai").fill(selesai.jam);
      assert.equal(await ubah.getByRole("alert").count(), 0, "changing the end clears its message");
      await ubah.getByLabel("Judul").fill(revisi);
      await ubah.getByRole("button", { name: "Simpan" }).click();
      await ubah.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: revisi }).waitFor();
      const disimpan = (await pageProps(page, alamat)).data.aktivitas.find((a) => a.judul === revisi);
      assert.equal(
        Date.parse(disimpan.ujian.waktu_selesai),
        Date.parse(`${selesai.tanggal}T${selesai.jam}:00+07:00`),
        "the new end, in WIB",
      );

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

  test(`lecturer copies another class's exam through 'Salin Kuis/Ujian Lain' (${viewport.width} px)`, { timeout: 90_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(dosen.page)];
    const sumber = `Sumber Salin ${viewport.width}`;
    const salinan = `UTS Salinan ${viewport.width}`;
    try {
      await login(dosen.page, "dosen");
      await login(mhs.page, "mahasiswa");
      const page = dosen.page;
      const { idKelas, idPertemuan, alamat } = await sharedMeeting(page, mhs.page);

      // The exam to copy, in the lecturer's class of the same course in another period; and one of
      // this class with a like title, which the picker must leave out.
      const kelas = (await pageData(page)).data.kelas.find((k) => k.id === idKelas);
      const { data: daftar } = await pageProps(page, `/kelas?id_mata_kuliah=${kelas.mata_kuliah.id}&periode=semua&per_page=50`);
      const lain = daftar.rows.find((k) => k.id !== idKelas);
      assert.ok(lain, "the demo lecturer teaches the course in another class too");
      const { data: kelasLain } = await pageProps(page, `/kelas/${lain.id}`);
      const dibuat = await apiDari(page, "/lms/ujian", "POST", ujianBaru(kelasLain.pertemuan[0].id, `${sumber} lain`));
      assert.equal(dibuat.status, 201, JSON.stringify(dibuat.body));
      assert.equal((await apiDari(page, "/lms/ujian", "POST", ujianBaru(idPertemuan, `${sumber} sini`))).status, 201);

      await page.goto(alamat);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Tambah" }).click();
      await page.getByRole("menu").getByRole("menuitem", { name: "Kuis/Ujian" }).click();
      const form = page.getByRole("dialog", { name: "Tambah Data" });
      await form.getByRole("tab", { name: "Salin Kuis/Ujian Lain" }).click();
      assert.equal(await form.getByRole("tab", { name: "Salin Kuis/Ujian Lain" }).getAttribute("aria-selected"), "true");

      // Nothing chosen: the first message; then the row found by its title, which fills the form in.
      await form.getByRole("button", { name: "Salin" }).click();
      await form.getByRole("alert").filter({ hasText: "Pilih ujian terlebih dahulu" }).waitFor();
      await form.getByRole("searchbox", { name: "Cari kuis/ujian" }).fill(sumber);
      const pilih = form.getByRole("checkbox", { name: `Pilih ${sumber} lain` });
      await pilih.waitFor();
      // The search applies once typing pauses: the unfiltered first page goes, one row stays.
      await form.locator("tbody tr").nth(1).waitFor({ state: "detached" });
      assert.equal(await form.locator("tbody tr").count(), 1, "this class's exam is left out");
      await form.getByText("Total 1 data").waitFor();
      const baris = form.locator("tbody tr").first();
      const teksBaris = await baris.innerText();
      for (const teks of ["UTS", "45 menit", lain.mata_kuliah.nama])
        assert.ok(teksBaris.includes(teks), `'${teks}' in the row: ${teksBaris}`);
      await pilih.check();
      assert.equal(await form.getByLabel("Judul").inputValue(), `${sumber} lain`);
      assert.equal(await form.getByLabel("Jenis", { exact: true }).inputValue(), "uts");
      assert.equal(await form.getByLabel("Durasi (menit)").inputValue(), "45");
      assert.equal(await form.getByText("Pilih ujian terlebih dahulu").count(), 0, "choosing clears the message");
      await form.getByRole("tab").first().scrollIntoViewIfNeeded();
      await screenshot(page, "ujian-form-salin", viewport);

      // The copy takes the form's settings: its own title, description and times.
      await form.getByLabel("Judul").fill(salinan);
      await form.getByLabel("Deskripsi").fill("Salinan dari kelas lain.");
      await form.getByLabel("Waktu Mulai").fill(ketik(wib(24 * 60)));
      await form.getByLabel("Waktu Selesai").fill(ketik(wib(24 * 60 + 120)));
      await form.getByRole("button", { name: "Salin" }).click();
      await form.waitFor({ state: "hidden" });
      await page.getByText("Data berhasil disimpan").first().waitFor();

      const tombol = page.getByRole("button", { name: new RegExp(salinan) });
      await tombol.click();
      const kartu = page.locator("section", { has: tombol }).last();
      await kartu.getByText("Durasi: 45 menit").waitFor();
      await kartu.getByText("Salinan dari kelas lain.").waitFor();
      const baru = (await pageProps(page, alamat)).data.aktivitas.find((a) => a.judul === salinan);
      assert.equal(baru?.ujian?.jenis, "uts");
      for (const log of logs) assert.deepEqual(log.pageErrors, [], "no uncaught page errors");
    } finally {
      await dosen.context.close();
      await mhs.context.close();
    }
  });
}
