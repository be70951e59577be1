// Tasks from both sides (spec 2 §2 Task group card, §4, §5): the demo student hands in a
// running individual task (an answer and a PDF) and sees it recorded; the lecturer finds
// the hand-in's file on the grading page. On a group task the lecturer makes a group with
// the student through 'Tambah Kelompok'; the student sees their group and opens its chat.
// The tasks are made by the lecturer through the API in a meeting both users share (the
// demo student has handed in every running individual task of the seed).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  collectConsole,
  isMobile,
  login,
  newPage,
  apiDari,
  pageData,
  pageProps,
  screenshot,
  sharedMeeting,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const noHorizontalScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

/** The lecturer makes a task that runs now (started 5 minutes ago, due in two days). */
async function buatTugas(page, idPertemuan, judul, sub_jenis) {
  const iso = (menit) => new Date(Date.now() + menit * 60_000).toISOString().replace(/\.\d+Z$/, "Z");
  const { status, body } = await apiDari(page, "/lms/tugas", "POST", {
    id_pertemuan: idPertemuan,
    judul,
    deskripsi: `Tugas uji ${sub_jenis}.\nBaris kedua deskripsi.`,
    sub_jenis,
    waktu_mulai: iso(-5),
    waktu_selesai: iso(2 * 24 * 60),
    boleh_terlambat: true,
    lampiran: [],
  });
  assert.equal(status, 201, `POST /lms/tugas: ${JSON.stringify(body)}`);
  return body;
}

/** The chat area on screen: the right column on desktop, the full-screen dialog on a phone. */
function chatArea(page, viewport) {
  return isMobile(viewport) ? page.getByRole("dialog", { name: "Diskusi" }) : page.getByRole("complementary", { name: "Diskusi" });
}

for (const viewport of VIEWPORTS) {
  test(`a student hands in an individual task, the lecturer sees the file (${viewport.width} px)`, { timeout: 120_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(dosen.page), collectConsole(mhs.page)];
    const judul = `Tugas Uji Kumpul ${viewport.width}`;
    const namaFile = `Jawaban Uji ${viewport.width}.pdf`;
    const jawaban = `Jawaban saya untuk tugas ini (${viewport.width}).\nBaris kedua.`;
    try {
      await login(dosen.page, "dosen");
      await login(mhs.page, "mahasiswa");
      const saya = (await pageData(mhs.page)).user;
      const { idKelas, idPertemuan } = await sharedMeeting(dosen.page, mhs.page);
      const tugas = await buatTugas(dosen.page, idPertemuan, judul, "individu");
      const alamat = `/kelas/${idKelas}/tugas/${tugas.id}`;

      // The student: the task, no hand-in yet, the form open.
      const page = mhs.page;
      await page.goto(alamat);
      await waitForHydration(page);
      await page.getByRole("heading", { name: judul }).waitFor();
      const { data } = await pageProps(page, alamat);
      assert.equal(data.tugas.pengerjaan_saya ?? null, null, "no hand-in yet");
      assert.equal(data.tugas.boleh_kumpul.bisa, true, "the student may hand in");
      await page.getByText("Baris kedua deskripsi.", { exact: false }).waitFor();
      await page.getByText("Pengumpulan terlambat diizinkan").waitFor();
      const bagian = page.getByRole("region", { name: "Pengumpulan", exact: true });
      await bagian.getByText("Belum dikumpulkan").waitFor();

      // The client check, in the server's words.
      await bagian.getByRole("button", { name: "Kumpulkan" }).click();
      await bagian.getByText("Tulis jawaban atau unggah minimal satu file.").waitFor();

      // An answer and a PDF (uploaded at once), then 'Kumpulkan'.
      await bagian.getByLabel("Jawaban", { exact: true }).fill(jawaban);
      await bagian.getByLabel("File Jawaban").setInputFiles({ name: namaFile, mimeType: "application/pdf", buffer: PDF });
      await bagian.getByRole("list", { name: "Daftar File Jawaban" }).getByRole("link", { name: namaFile, exact: true }).waitFor();
      await screenshot(page, "tugas-kumpul-form", viewport);
      await bagian.getByRole("button", { name: "Kumpulkan" }).click();
      await page.getByText("Tugas berhasil dikumpulkan").waitFor();
      await bagian.getByRole("link", { name: namaFile, exact: true }).waitFor();
      await bagian.getByText("Baris kedua.", { exact: false }).waitFor();
      // The form folds away behind 'Ubah Pengumpulan'.
      await bagian.getByRole("button", { name: "Ubah Pengumpulan" }).waitFor();
      const { data: sesudah } = await pageProps(page, alamat);
      assert.equal(sesudah.tugas.pengerjaan_saya.berkas[0]?.name, namaFile, "the file is stored with the hand-in");
      assert.equal(sesudah.tugas.pengerjaan_saya.teks, jawaban.trim());
      assert.ok(await noHorizontalScroll(page), "no sideways scrolling on the task page (student)");
      await screenshot(page, "tugas-mahasiswa-kumpul", viewport);

      // The stored file opens.
      const href = await bagian.getByRole("link", { name: namaFile, exact: true }).first().getAttribute("href");
      const isi = await page.evaluate((u) => fetch(u).then(async (r) => [r.status, (await r.text()).slice(0, 8)]), href);
      assert.deepEqual(isi, [200, "%PDF-1.4"]);

      // The lecturer: the task page, then the grading page with the hand-in.
      const p2 = dosen.page;
      await p2.goto(alamat);
      await waitForHydration(p2);
      await p2.getByRole("heading", { name: judul }).waitFor();
      assert.ok(await noHorizontalScroll(p2), "no sideways scrolling on the task page (lecturer)");
      await screenshot(p2, "tugas-dosen-individu", viewport);
      await p2.getByRole("link", { name: "Penilaian", exact: true }).click();
      await p2.waitForURL((u) => u.pathname === `${alamat}/penilaian`);
      await p2.getByPlaceholder("Cari NIM/nama peserta").fill(saya.nomor_induk);
      await screenshot(p2, "penilaian-kumpul", viewport);
      await p2.getByRole("button", { name: `Lihat pengumpulan ${saya.namaAsli}` }).click();
      const dialog = p2.getByRole("dialog", { name: `Pengumpulan ${saya.namaAsli}` });
      await dialog.getByRole("link", { name: namaFile, exact: true }).waitFor();
      await dialog.getByText("Baris kedua.", { exact: false }).waitFor();
      assert.ok(await noHorizontalScroll(p2), "no sideways scrolling on the grading page");
      await screenshot(p2, "penilaian-lihat", viewport);
      await dialog.getByRole("button", { name: "Tutup", exact: true }).first().click();
      await dialog.waitFor({ state: "hidden" });

      for (const log of logs) assert.deepEqual(log.pageErrors, [], "uncaught page errors");
    } finally {
      await dosen.context.close();
      await mhs.context.close();
    }
  });

  test(`a lecturer makes a group with the student, who opens its chat (${viewport.width} px)`, { timeout: 120_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(dosen.page), collectConsole(mhs.page)];
    const judul = `Tugas Uji Kelompok ${viewport.width}`;
    const namaKelompok = `Tim Uji ${viewport.width}`;
    try {
      await login(dosen.page, "dosen");
      await login(mhs.page, "mahasiswa");
      const saya = (await pageData(mhs.page)).user;
      const { idKelas, idPertemuan } = await sharedMeeting(dosen.page, mhs.page);
      const tugas = await buatTugas(dosen.page, idPertemuan, judul, "kelompok");
      const alamat = `/kelas/${idKelas}/tugas/${tugas.id}`;

      // Before any group: the student is told so.
      await mhs.page.goto(alamat);
      await waitForHydration(mhs.page);
      await mhs.page.getByText("Anda belum tergabung dalam kelompok.", { exact: true }).first().waitFor();

      // The lecturer: 'Tambah Kelompok', the form's checks, then the student and a classmate.
      const page = dosen.page;
      await page.goto(alamat);
      await waitForHydration(page);
      const { data } = await pageProps(page, alamat);
      const teman = data.kelompok.tanpa_kelompok.find((m) => m.id_user !== saya.id);
      const bagian = page.getByRole("region", { name: "Kelompok", exact: true });
      await bagian.getByText(/^Belum berkelompok: /).waitFor();
      await bagian.getByRole("button", { name: "Tambah Kelompok" }).click();
      const form = page.getByRole("dialog", { name: "Tambah Kelompok" });
      await form.getByRole("button", { name: "Simpan" }).click();
      await form.getByText("Nama kelompok wajib diisi").waitFor();
      await form.getByText("Anggota kelompok wajib diisi").waitFor();
      await form.getByLabel("Nama Kelompok").fill(namaKelompok);
      const cari = form.getByLabel("Cari NIM/nama mahasiswa");
      for (const m of [saya.nomor_induk, teman.nim]) {
        if (await cari.count()) await cari.fill(m);
        await form.getByRole("checkbox", { name: new RegExp(m) }).check();
      }
      assert.equal(await form.getByLabel("Ketua", { exact: true }).inputValue(), String(saya.id), "the first chosen leads");
      await screenshot(page, "kelompok-form", viewport);
      // Phones scroll the dialog alone; the member list is its own scroll box only from 768 px.
      const gulir = await form.getByRole("region", { name: "Daftar mahasiswa" }).evaluate((el) => getComputedStyle(el).overflowY);
      assert.equal(gulir, viewport.width < 768 ? "visible" : "auto", "no scroll box inside the dialog's on a phone");
      await form.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Data berhasil disimpan").first().waitFor();
      await form.waitFor({ state: "hidden" });
      const kartu = bagian.getByRole("article", { name: namaKelompok, exact: true });
      const ketuaDari = (nama) => kartu.getByRole("listitem").filter({ hasText: nama }).getByText("Ketua", { exact: true });
      await ketuaDari(saya.namaAsli).waitFor();
      await kartu.getByText(teman.nama).waitFor();

      // Edit mode: the member menu. The classmate leads, then leaves; the student leads again.
      assert.equal(await kartu.getByRole("button", { name: `Menu ${teman.nama}` }).count(), 0, "no menu outside edit mode");
      await kartu.getByRole("button", { name: "Ubah", exact: true }).click();
      await kartu.getByRole("button", { name: `Menu ${teman.nama}` }).click();
      await kartu.getByRole("menuitem", { name: "Jadikan Ketua" }).click();
      await ketuaDari(teman.nama).waitFor();
      await kartu.getByRole("button", { name: `Menu ${saya.namaAsli}` }).click();
      assert.deepEqual(await kartu.getByRole("menuitem").allTextContents(), ["Jadikan Ketua", "Keluarkan"]);
      await page.keyboard.press("Escape");
      await kartu.getByRole("button", { name: `Menu ${teman.nama}` }).click();
      assert.deepEqual(await kartu.getByRole("menuitem").allTextContents(), ["Keluarkan"], "no 'Jadikan Ketua' for the leader");
      await kartu.getByRole("menuitem", { name: "Keluarkan" }).click();
      await kartu.getByText(teman.nama).waitFor({ state: "detached" });
      await ketuaDari(saya.namaAsli).waitFor();
      // The only member left can be neither removed nor made leader again.
      assert.equal(await kartu.getByRole("button", { name: `Menu ${saya.namaAsli}` }).count(), 0, "no menu for the only member");
      await kartu.getByRole("button", { name: "Ubah Nama & Anggota" }).waitFor();
      assert.ok(await noHorizontalScroll(page), "no sideways scrolling on the task page (lecturer)");
      await screenshot(page, "tugas-dosen-kelompok", viewport);
      // The group's chat opens in the discussion area.
      await kartu.getByRole("button", { name: new RegExp(`^Chat ${namaKelompok}`) }).click();
      const areaDosen = chatArea(page, viewport);
      await areaDosen.getByText(`Diskusi ${namaKelompok}`).first().waitFor();
      if (isMobile(viewport)) {
        await areaDosen.getByRole("button", { name: "Tutup diskusi" }).click();
        await areaDosen.waitFor({ state: "hidden" });
      }

      // The grading page names the student's group.
      await page.goto(`${alamat}/penilaian`);
      await waitForHydration(page);
      await page.getByPlaceholder("Cari NIM/nama peserta").fill(saya.nomor_induk);
      await page.locator("tbody").getByText(namaKelompok, { exact: true }).waitFor();
      await screenshot(page, "penilaian-kelompok", viewport);

      // The student: their group, read-only, and its chat.
      const p2 = mhs.page;
      await p2.reload();
      await waitForHydration(p2);
      const milik = p2.getByRole("region", { name: "Kelompok Saya", exact: true });
      const kartuSaya = milik.getByRole("article", { name: namaKelompok, exact: true });
      await kartuSaya.getByText(saya.namaAsli).waitFor();
      assert.equal(await kartuSaya.getByRole("button", { name: "Ubah", exact: true }).count(), 0, "students cannot change groups");
      assert.equal(await kartuSaya.getByRole("button", { name: "Hapus", exact: true }).count(), 0, "students cannot delete groups");
      await kartuSaya.getByRole("button", { name: new RegExp(`^Chat ${namaKelompok}`) }).click();
      const area = chatArea(p2, viewport);
      await area.getByText(`Diskusi ${namaKelompok}`).first().waitFor();
      const pesan = `Halo kelompok (${viewport.width}).`;
      await area.getByLabel("Komentar").fill(pesan);
      await area.getByRole("button", { name: "Kirim" }).click();
      await area.getByText(pesan).waitFor();
      if (isMobile(viewport)) {
        await area.getByRole("button", { name: "Tutup diskusi" }).click();
        await area.waitFor({ state: "hidden" });
      }
      assert.ok(await noHorizontalScroll(p2), "no sideways scrolling on the task page (student)");
      await screenshot(p2, "tugas-mahasiswa-kelompok", viewport);

      for (const log of logs) assert.deepEqual(log.pageErrors, [], "uncaught page errors");
    } finally {
      await dosen.context.close();
      await mhs.context.close();
    }
  });
}
