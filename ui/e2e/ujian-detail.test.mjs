// The lecturer's exam page (/kelas/{id}/ujian/{idUjian}, spec 3 §2 'Question form card', spec 2
// §2 'Exam grading screens'): the lecturer makes a quiz through the API in a meeting the demo
// student attends, adds a group and sets its rule, writes a choice question (the form's checks
// first) and an essay question through the page; the student starts, answers both and finishes
// through the API; on tab 'Hasil' the lecturer finds 'Belum Dinilai 1', opens the attempt,
// scores the essay 80 and deducts 2,5, publishes, and the student's own summary then carries
// the score. ?tab=hasil opens the results; the student sees no tabs; a reset lists the student
// under 'Tidak Ada Pengerjaan' again. 'Ambil dari Bank Soal' adds two questions of the first
// bank to a new quiz's group 1 (its modal fits 1280 and 360 px).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apiDari,
  collectConsole,
  isiEditor,
  login,
  newPage,
  pageData,
  screenshot,
  sharedMeeting,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const noHorizontalScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

const iso = (menit) => new Date(Date.now() + menit * 60_000).toISOString().replace(/\.\d+Z$/, "Z");

/** A 30-minute open-book quiz that runs from now for two hours. */
async function buatKuis(page, idPertemuan, judul) {
  const { status, body } = await apiDari(page, "/lms/ujian", "POST", {
    id_pertemuan: idPertemuan,
    judul,
    deskripsi: "<p>x</p>",
    jenis: "kuis",
    sifat: "open",
    gunakan_batas_waktu: true,
    durasi: 30,
    waktu_mulai: iso(0),
    waktu_selesai: iso(120),
  });
  assert.equal(status, 201, `POST /lms/ujian: ${JSON.stringify(body)}`);
  return body;
}

/** Closes the toasts still on screen (they would cover a screenshot). */
const tutupToast = (page) =>
  page.evaluate(() => document.querySelectorAll('[aria-live="polite"] button[aria-label="Tutup"]').forEach((b) => b.click()));

/** The danger toast with this text. */
const galat = (page, teks) => page.getByRole("alert").filter({ hasText: teks }).first().waitFor();

/** The question editor of a form (once its chunk has loaded). */
const editorDi = (form) => form.getByLabel("Pertanyaan", { exact: true }).and(form.locator('[contenteditable="true"]'));

/** A 1x1 PNG. */
const PNG_B64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** Pastes a PNG file into the focused editor, as a browser does for a copied image. */
const tempelGambar = (editor, b64, nama = "gambar.png") =>
  editor.evaluate(
    (el, { b64, nama }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], nama, { type: "image/png" }));
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true }));
    },
    { b64, nama },
  );

/**
 * The essay's question through the toolbar: 'Jelaskan **mengapa** 2 + 2 = 4.', a bulleted
 * list of two reasons, a pasted PNG and a 3x3 table; an image over 650 KB is refused with a
 * danger toast.
 */
async function tulisSoalKaya(page, form, viewport) {
  const editor = await isiEditor(form, "Pertanyaan", "Jelaskan ");
  const alat = form.getByRole("toolbar", { name: "Format teks" });
  await editor.press("End");
  await alat.getByRole("button", { name: "Tebal" }).click();
  assert.equal(await alat.getByRole("button", { name: "Tebal" }).getAttribute("aria-pressed"), "true");
  await page.keyboard.type("mengapa");
  await alat.getByRole("button", { name: "Tebal" }).click();
  await page.keyboard.type(" 2 + 2 = 4.");
  await page.keyboard.press("Enter");
  await alat.getByRole("button", { name: "Daftar Berbutir" }).click();
  await page.keyboard.type("Alasan pertama");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Alasan kedua");
  await editor.locator("ul > li").nth(1).waitFor();
  assert.equal(await editor.locator("strong").innerText(), "mengapa");
  // Out of the list: Enter on its empty last item.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  assert.equal(await editor.locator("ul > li").count(), 2);
  // Too large (650 KB + 1 byte): refused, nothing embedded.
  await tempelGambar(editor, Buffer.alloc(650 * 1024 + 1).toString("base64"), "besar.png");
  await galat(page, "Ukuran gambar tidak boleh lebih dari 650 KB.");
  assert.equal(await editor.locator("img").count(), 0);
  await tempelGambar(editor, PNG_B64);
  await editor.locator('img[src^="data:image/png;base64,"]').waitFor();
  // A 3x3 table with a header row.
  await alat.getByRole("button", { name: "Tabel" }).click();
  await editor.locator("table th").nth(2).waitFor();
  assert.equal(await editor.locator("table td").count(), 6);
  await tutupToast(page);
  await screenshot(page, "ujian-detail-form-soal-kaya", viewport);
}

/** The student starts, answers the choice question with B and the essay, and finishes. */
async function kerjakan(page, idUjian, esai) {
  const mulai = await apiDari(page, `/lms/ujian/${idUjian}/pengerjaan/start`, "POST");
  assert.equal(mulai.status, 200, `start: ${JSON.stringify(mulai.body)}`);
  const soal = mulai.body.kelompok_soal.flatMap((k) => k.soal);
  const jawab = async (jenis, jawaban) => {
    const s = soal.find((x) => x.jenis === jenis);
    const r = await apiDari(page, `/lms/ujian/${idUjian}/pengerjaan/me/jawaban/${s.id}`, "PUT", { jawaban, versi: 1 });
    assert.equal(r.status, 200, `jawaban ${jenis}: ${JSON.stringify(r.body)}`);
  };
  await jawab("pilihan", "1");
  await jawab("esay", esai);
  const selesai = await apiDari(page, `/lms/ujian/${idUjian}/pengerjaan/me/selesai`, "POST");
  assert.equal(selesai.status, 200, `selesai: ${JSON.stringify(selesai.body)}`);
}

for (const viewport of VIEWPORTS) {
  test(`the lecturer writes questions and grades an attempt (${viewport.width} px)`, { timeout: 150_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(dosen.page), collectConsole(mhs.page)];
    const judul = `Kuis Uji Soal ${viewport.width}`;
    const esai = `Karena dua ditambah dua sama dengan empat (${viewport.width}).`;
    try {
      await login(dosen.page, "dosen");
      await login(mhs.page, "mahasiswa");
      const saya = (await pageData(mhs.page)).user;
      const { idKelas, idPertemuan, alamat: alamatPertemuan } = await sharedMeeting(dosen.page, mhs.page);
      const kuis = await buatKuis(dosen.page, idPertemuan, judul);
      const alamat = `/kelas/${idKelas}/ujian/${kuis.id}`;

      // The header, the way back, an empty tab 'Soal'.
      const page = dosen.page;
      await page.goto(alamat);
      await waitForHydration(page);
      await page.getByRole("heading", { name: judul }).waitFor();
      await page.getByText("Durasi: 30 menit").waitFor();
      await page.getByText("Buku Terbuka").waitFor();
      assert.equal(await page.getByRole("link", { name: /^Kembali ke Pertemuan/ }).getAttribute("href"), alamatPertemuan);
      assert.equal(await page.getByRole("tab", { name: "Soal" }).getAttribute("aria-selected"), "true");
      await page.getByText("Belum ada soal. Tambahkan kelompok soal terlebih dahulu.").waitFor();

      // A group, then its rule: Random, 2 to answer.
      await page.getByRole("button", { name: "Tambah Kelompok Soal" }).click();
      const kelompok = page.getByRole("region", { name: "Kelompok Soal 1" });
      await kelompok.getByText("Semua soal ditampilkan dan wajib dijawab.").waitFor();

      // A choice question: the checks in the server's words, then a valid one.
      await kelompok.getByRole("button", { name: "Tambah Soal" }).click();
      assert.deepEqual(await kelompok.getByRole("menuitem").allTextContents(), ["Soal Pilihan", "Soal Benar Salah", "Soal Esai"]);
      await kelompok.getByRole("menuitem", { name: "Soal Pilihan" }).click();
      const form = kelompok.getByRole("form", { name: "Tambah Soal Pilihan" });
      const pertanyaan = editorDi(form);
      await pertanyaan.waitFor();
      assert.equal(await pertanyaan.getAttribute("aria-placeholder"), "Tulis di sini");
      await pertanyaan.locator("p.is-editor-empty").waitFor();
      const placeholder = await pertanyaan.evaluate((el) => getComputedStyle(el.querySelector("p"), "::before").content);
      assert.equal(placeholder, '"Tulis di sini"', "the placeholder shows in the empty editor");
      const alat = form.getByRole("toolbar", { name: "Format teks" });
      for (const nama of ["Gaya teks", "Tebal", "Miring", "Daftar Bernomor", "Daftar Berbutir", "Tautan", "Tabel", "Urungkan", "Ulangi"]) {
        assert.equal(await alat.getByTitle(nama, { exact: true }).getAttribute("aria-label"), nama, `toolbar '${nama}'`);
      }
      assert.ok(await noHorizontalScroll(page), "the toolbar wraps");
      await form.getByRole("button", { name: "Tambah", exact: true }).click();
      await galat(page, "Pertanyaan wajib diisi");
      await isiEditor(form, "Pertanyaan", "Berapa 2 + 2?");
      await form.getByLabel("Opsi A", { exact: true }).fill("3");
      await form.getByLabel("Opsi B", { exact: true }).fill("4");
      await form.getByLabel("Opsi C", { exact: true }).fill("5");
      await form.getByRole("button", { name: "Tambah", exact: true }).click();
      await galat(page, "Pilihan jawaban wajib diisi");
      await form.getByRole("button", { name: "Hapus opsi D" }).click();
      await form.getByLabel("Opsi D", { exact: true }).waitFor({ state: "detached" });
      await form.getByRole("button", { name: "Hapus opsi C" }).click({ force: true });
      assert.equal(await form.getByLabel("Opsi C", { exact: true }).inputValue(), "5", "nothing is deleted at three options");
      await form.getByRole("button", { name: "Tambah", exact: true }).click();
      await galat(page, "Kunci jawaban wajib dipilih");
      await form.getByLabel("Kunci jawaban B").check();
      await tutupToast(page);
      await screenshot(page, "ujian-detail-form-soal", viewport);
      await form.getByRole("button", { name: "Tambah", exact: true }).click();
      await form.waitFor({ state: "detached" });
      const soal1 = kelompok.getByRole("article", { name: "Soal 1" });
      await soal1.getByText("Berapa 2 + 2?").waitFor();
      const kunci = soal1.getByRole("listitem").filter({ hasText: "Kunci" });
      assert.equal((await kunci.innerText()).replace(/\s+/g, " ").trim(), "B 4 Kunci");

      // An essay accepting every kind, with a key.
      await kelompok.getByRole("button", { name: "Tambah Soal" }).click();
      await kelompok.getByRole("menuitem", { name: "Soal Esai" }).click();
      const formEsai = kelompok.getByRole("form", { name: "Tambah Soal Esai" });
      assert.equal(await formEsai.getByLabel("Teks", { exact: true }).isChecked(), true, "a new essay takes text");
      await formEsai.getByLabel("Semua").check();
      assert.equal(await formEsai.getByLabel("Arsip (Zip/Rar)").isChecked(), true);
      await tulisSoalKaya(page, formEsai, viewport);
      await formEsai.getByLabel("Kunci Jawaban", { exact: true }).fill("Penjumlahan bilangan asli.");
      await formEsai.getByRole("button", { name: "Tambah", exact: true }).click();
      const soal2 = kelompok.getByRole("article", { name: "Soal 2" });
      await soal2.getByText("Penjumlahan bilangan asli.").waitFor();
      await soal2.getByText("PDF, Teks, Dokumen (Word/Excel/PPT), Gambar (.png/.jpg), Arsip (Zip/Rar)").waitFor();
      // The server kept the toolbar's markup and the pasted image.
      assert.equal(await soal2.locator("strong").filter({ hasText: "mengapa" }).count(), 1, "bold text saved as <strong>");
      assert.deepEqual(await soal2.locator("ul > li").allInnerTexts(), ["Alasan pertama", "Alasan kedua"], "bulleted list saved as <li>");
      assert.equal(await soal2.locator('img[src^="data:image/png;base64,"]').count(), 1, "the pasted image is saved inline");
      assert.equal(await soal2.locator("table th").count(), 3, "the table's header row is saved");

      // Editing: the card takes the question's place with its saved HTML; 'Batal' brings it back.
      await soal1.getByRole("button", { name: "Ubah soal 1" }).click();
      const ubah = kelompok.getByRole("form", { name: "Ubah Soal Pilihan" });
      assert.equal(await editorDi(ubah).innerHTML(), "<p>Berapa 2 + 2?</p>", "the editor loads the saved HTML");
      assert.equal(await ubah.getByLabel("Kunci jawaban B").isChecked(), true);
      assert.equal(await soal1.count(), 0, "the form replaces the question");
      await ubah.getByRole("button", { name: "Batal" }).click();
      await soal1.waitFor();

      // The rule: every student gets both questions in random order.
      await kelompok.getByLabel("Aturan").selectOption("random");
      await kelompok.getByLabel("Jumlah soal wajib dijawab").fill("2");
      await kelompok.getByRole("button", { name: "Simpan Aturan" }).click();
      await kelompok.getByText("Setiap peserta mendapat 2 soal acak dari 2 soal; semua wajib dijawab.").waitFor();
      assert.ok(await noHorizontalScroll(page), "no sideways scrolling on tab 'Soal'");
      await tutupToast(page);
      await screenshot(page, "ujian-detail-soal", viewport);

      // The student takes the quiz through the API.
      await kerjakan(mhs.page, kuis.id, esai);

      // Tab 'Hasil': the attempt waits for its essay score.
      await page.getByRole("tab", { name: "Hasil" }).click();
      const baris = page.getByRole("row").filter({ hasText: saya.nomor_induk });
      await baris.getByText("Belum Dinilai 1").waitFor();
      await baris.getByText("2/2").waitFor();
      const statistik = page.getByRole("region", { name: "Statistik Jawaban" });
      await statistik.getByRole("article", { name: "Kelompok 1 · Soal 1" }).getByText("Benar 1").waitFor();
      await statistik.getByText("Dijawab 1 dari 1 peserta").first().waitFor();
      const tanpa = page.getByRole("region", { name: "Tidak Ada Pengerjaan" });
      assert.equal(await tanpa.getByText(saya.nomor_induk, { exact: true }).count(), 0, "the student has an attempt");
      // Publishing while the essay waits asks first, naming how many attempts wait; 'Batal' publishes nothing.
      await page.getByRole("button", { name: "Publikasikan Nilai" }).click();
      const tanya = page.getByRole("dialog").filter({ hasText: "1 pengerjaan masih memiliki esai yang belum dinilai" });
      await tanya.waitFor();
      await tanya.getByRole("button", { name: "Batal" }).click();
      await tanya.waitFor({ state: "hidden" });
      await page.getByText("Nilai belum dipublikasikan kepada mahasiswa.").waitFor();

      // The attempt: the choice right, the essay scored 80, then 2,5 deducted.
      await page.getByRole("button", { name: `Lihat pengerjaan ${saya.namaAsli}` }).click();
      const dialog = page.getByRole("dialog", { name: `Pengerjaan ${saya.namaAsli}` });
      await dialog.getByRole("article", { name: "Soal 1" }).getByText("Benar", { exact: true }).waitFor();
      await dialog.getByText(esai).waitFor();
      await dialog.getByText("Tidak ada pelanggaran.").waitFor();
      const nilaiEsai = dialog.getByLabel("Nilai soal 2 (0-100)");
      await nilaiEsai.fill("80.5");
      await dialog.getByText("Nilai harus bilangan bulat 0 sampai 100.").waitFor();
      await nilaiEsai.fill("80");
      await nilaiEsai.press("Enter");
      await page.getByText("Berhasil update nilai").waitFor();
      await dialog.getByText("90", { exact: true }).first().waitFor();
      // Saved rows say so instead of showing faded, disabled 'Simpan' buttons.
      assert.equal(await dialog.getByRole("button", { name: "Simpan" }).count(), 0, "no 'Simpan' without a change");
      await dialog.getByText("Tersimpan").first().waitFor();
      await dialog.getByLabel("Pengurangan Nilai").fill("2,5");
      await dialog.getByLabel("Pengurangan Nilai").press("Enter");
      await page.getByText("Berhasil update pengurangan nilai").waitFor();
      await dialog.getByText("87,5", { exact: true }).waitFor();
      await tutupToast(page);
      await dialog.locator(".overflow-y-auto").evaluate((el) => el.scrollTo(0, 0));
      await screenshot(page, "ujian-detail-pengerjaan", viewport);
      await dialog.getByRole("button", { name: "Tutup", exact: true }).last().click();
      await dialog.waitFor({ state: "hidden" });
      await baris.getByText("87,5", { exact: true }).waitFor();

      // The spreadsheet under the server's file name.
      const [unduhan] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Unduh Excel" }).click()]);
      assert.equal(unduhan.suggestedFilename(), `Hasil ${judul}.xlsx`);

      // Publishing: the student's summary now carries the score.
      const sebelum = await apiDari(mhs.page, `/lms/ujian/${kuis.id}/pengerjaan/me`, "GET");
      assert.equal(sebelum.body.data.nilai_akhir, null, "no score before publishing");
      await page.getByRole("button", { name: "Publikasikan Nilai" }).click();
      await page.getByText("Berhasil publish nilai").waitFor();
      await page.getByRole("button", { name: "Sembunyikan Nilai" }).waitFor();
      const sesudah = await apiDari(mhs.page, `/lms/ujian/${kuis.id}/pengerjaan/me`, "GET");
      assert.equal(sesudah.body.data.nilai_akhir, 87.5);
      assert.ok(await noHorizontalScroll(page), "no sideways scrolling on tab 'Hasil'");
      await tutupToast(page);
      await screenshot(page, "ujian-detail-hasil", viewport);

      // Back on 'Soal': the questions as written, read again now that someone started, so
      // they can be corrected but nothing added or deleted.
      await page.getByRole("tab", { name: "Soal" }).click();
      await page
        .getByText(
          "Kuis/ujian ini sudah dikerjakan peserta: soal masih dapat diubah, tetapi soal dan kelompok soal tidak dapat ditambah atau dihapus.",
        )
        .waitFor();
      await soal2.waitFor();
      assert.equal(await kelompok.getByRole("button", { name: "Tambah Soal" }).count(), 0, "no adding once attempted");
      assert.equal(await soal1.getByRole("button", { name: "Hapus soal 1" }).count(), 0, "no deleting once attempted");
      await soal1.getByRole("button", { name: "Ubah soal 1" }).waitFor();
      assert.equal(await page.getByRole("button", { name: "Tambah Kelompok Soal" }).count(), 0);

      // ?tab=hasil opens the results, rendered by the server.
      await page.goto(`${alamat}?tab=hasil&from=nilai`);
      await waitForHydration(page);
      assert.equal(await page.getByRole("tab", { name: "Hasil" }).getAttribute("aria-selected"), "true");
      await page.getByRole("row").filter({ hasText: saya.nomor_induk }).getByText("87,5", { exact: true }).waitFor();

      // A reading operator sees the results and the attempt, without inputs or buttons.
      const baca = await newPage(ctx.browser, ctx.server, viewport);
      try {
        await login(baca.page, "operator_baca");
        await baca.page.goto(`${alamat}?tab=hasil`);
        await waitForHydration(baca.page);
        await baca.page.getByRole("row").filter({ hasText: saya.nomor_induk }).getByText("87,5", { exact: true }).waitFor();
        assert.equal(await baca.page.getByRole("button", { name: /Nilai$/ }).count(), 0, "no publish toggle");
        assert.equal(await baca.page.getByRole("button", { name: `Reset pengerjaan ${saya.namaAsli}` }).count(), 0, "no reset");
        await baca.page.getByRole("button", { name: `Lihat pengerjaan ${saya.namaAsli}` }).click();
        const lihat = baca.page.getByRole("dialog", { name: `Pengerjaan ${saya.namaAsli}` });
        await lihat.getByText("Pengurangan nilai: 2,5").waitFor();
        await lihat.getByText(esai).waitFor();
        assert.equal(await lihat.getByRole("textbox").count(), 0, "no score inputs");
        await lihat.getByRole("button", { name: "Tutup", exact: true }).last().click();
        await baca.page.getByRole("tab", { name: "Soal" }).click();
        await baca.page.getByRole("article", { name: "Soal 1" }).waitFor();
        assert.equal(await baca.page.getByRole("button", { name: "Ubah soal 1" }).count(), 0, "no editing");
      } finally {
        await baca.context.close();
      }

      // The student: the header and the way to the sheet, no tabs.
      await mhs.page.goto(alamat);
      await waitForHydration(mhs.page);
      await mhs.page.getByRole("heading", { name: judul }).waitFor();
      assert.equal(await mhs.page.getByRole("link", { name: "Lihat Ujian" }).getAttribute("href"), `/ujian/${kuis.id}/soal`);
      assert.equal(await mhs.page.getByRole("tab").count(), 0, "no tabs for a student");
      await mhs.page.getByText("87,5", { exact: true }).waitFor();
      await screenshot(mhs.page, "ujian-detail-mahasiswa", viewport);

      // Reset: after the spec's confirmation the student has no attempt again.
      await page.getByRole("button", { name: `Reset pengerjaan ${saya.namaAsli}` }).click();
      const konfirmasi = page.getByRole("dialog", { name: "Konfirmasi" });
      await konfirmasi.getByText("Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?").waitFor();
      await konfirmasi.getByRole("button", { name: "Reset" }).click();
      await page.getByText("Berhasil reset pengerjaan dari mahasiswa").waitFor();
      await page.getByRole("region", { name: "Tidak Ada Pengerjaan" }).getByText(saya.nomor_induk, { exact: true }).waitFor();
      await page.getByText("Belum ada mahasiswa yang mengerjakan kuis/ujian ini.").waitFor();

      for (const log of logs) {
        assert.deepEqual(log.pageErrors, [], "no uncaught page errors");
        assert.deepEqual(
          log.messages.filter((m) => m.type === "error"),
          [],
          "no console errors (a hydration mismatch logs one)",
        );
      }
    } finally {
      await dosen.context.close();
      await mhs.context.close();
    }
  });
}

test("the lecturer takes questions from a question bank (1280 px)", { timeout: 90_000 }, async () => {
  const viewport = VIEWPORTS[0];
  const sempit = VIEWPORTS.find((v) => v.width === 360);
  const dosen = await newPage(ctx.browser, ctx.server, viewport);
  const mhs = await newPage(ctx.browser, ctx.server, viewport);
  const log = collectConsole(dosen.page);
  try {
    await login(dosen.page, "dosen");
    await login(mhs.page, "mahasiswa");
    const { idKelas, idPertemuan } = await sharedMeeting(dosen.page, mhs.page);
    // A new quiz: nobody has started it, so questions can be added.
    const kuis = await buatKuis(dosen.page, idPertemuan, "Kuis Uji Bank Soal");
    const page = dosen.page;
    await page.goto(`/kelas/${idKelas}/ujian/${kuis.id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Tambah Kelompok Soal" }).click();
    const kelompok = page.getByRole("region", { name: "Kelompok Soal 1" });
    await kelompok.getByText("Belum ada soal pada kelompok ini.").waitFor();
    assert.equal(await kelompok.getByRole("article").count(), 0);

    await kelompok.getByRole("button", { name: "Ambil dari Bank Soal" }).click();
    const modal = page.getByRole("dialog", { name: "Ambil dari Bank Soal" });
    await modal.getByText("Pilih bank soal untuk melihat soalnya.").waitFor();
    const pilihBank = modal.getByLabel("Bank Soal", { exact: true });
    await pilihBank.locator("option").nth(1).waitFor({ state: "attached" });
    await pilihBank.selectOption({ index: 1 });
    await modal.getByRole("checkbox", { name: "Pilih soal 2" }).waitFor();
    await modal.getByRole("button", { name: "Simpan" }).click();
    await galat(page, "Tidak ada soal yang dipilih");
    await modal.getByRole("checkbox", { name: "Pilih soal 1" }).check();
    await modal.getByRole("checkbox", { name: "Pilih soal 2" }).check();
    await modal.getByText("2 soal dipilih").waitFor();
    await tutupToast(page);
    await screenshot(page, "ujian-detail-ambil-bank", viewport);
    await page.setViewportSize(sempit);
    assert.ok(await noHorizontalScroll(page), "no sideways scrolling with the modal at 360 px");
    const isi = modal.locator(".overflow-y-auto");
    assert.ok(await isi.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), "the question cards fit the modal at 360 px");
    await screenshot(page, "ujian-detail-ambil-bank", sempit);
    await page.setViewportSize(viewport);

    await modal.getByRole("button", { name: "Simpan" }).click();
    await modal.waitFor({ state: "detached" });
    await page.getByText("2 soal berhasil ditambahkan").waitFor();
    await kelompok.getByRole("article", { name: "Soal 2" }).waitFor();
    assert.equal(await kelompok.getByRole("article").count(), 2, "the group holds the two questions");
    const server = await apiDari(page, `/lms/ujian/${kuis.id}/soal`, "GET");
    assert.equal(server.body.kelompok_soal[0].soal.length, 2, "the server holds them too");

    assert.deepEqual(log.pageErrors, [], "no uncaught page errors");
    assert.deepEqual(
      log.messages.filter((m) => m.type === "error"),
      [],
      "no console errors",
    );
  } finally {
    await dosen.context.close();
    await mhs.context.close();
  }
});
