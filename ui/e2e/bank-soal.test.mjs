// The question bank (/bank-soal, /bank-soal/{id}, spec 1 §2.6, spec 3 §2 'Question bank detail',
// 'Bank modal', 'Import modal', 'Copy-from-exam modal'): the lecturer makes a bank through the
// modal (its checks first), writes a choice (with an attachment and an option image), a
// true/false and an essay question (with a key attachment), imports the
// choice template (a broken file first: 'Impor Gagal', 'Impor Ulang'), copies two questions of
// one of their exams, searches, edits and deletes a question, downloads the PDF, duplicates
// and deletes the bank from the list, at 1280 and at 360 px. At 360 px the list and a bank fit the screen.
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
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();
const [LEBAR, SEMPIT] = VIEWPORTS;

const tanpaGeserSamping = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
/** A 1 × 1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** Closes the toasts still on screen (they would cover a screenshot or a button). */
const tutupToast = (page) =>
  page.evaluate(() => document.querySelectorAll('[aria-live="polite"] button[aria-label="Tutup"]').forEach((b) => b.click()));

/** The danger toast with this text. */
const galat = (page, teks) => page.getByRole("alert").filter({ hasText: teks }).first().waitFor();

/** A file the page fetches with its own session (the import template), as bytes. */
async function ambilBerkas(page, path) {
  const b64 = await page.evaluate(async (p) => {
    const res = await fetch(p);
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    let s = "";
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  }, path);
  return Buffer.from(b64, "base64");
}

/** The running period's first class of the lecturer holding an exam with questions. */
async function kelasDenganSoal(page) {
  const periode = (await apiDari(page, "/v1/periode_ref", "GET")).body.data.find((p) => p.is_berjalan);
  const kelas = (await apiDari(page, `/lms/kelas_kuliah?periode=${periode.kode}&per_page=100`, "GET")).body.data;
  for (const k of kelas) {
    const ujian = (await apiDari(page, `/lms/bank_soal/ujian_sumber?id_kelas_kuliah=${k.id}`, "GET")).body;
    const u = ujian.find((x) => x.jumlah_soal >= 2);
    if (u) return { kelas: k, ujian: u };
  }
  throw new Error("no class of the running period has an exam with questions");
}

/** Writes one question through 'Tambah Soal' and waits for it as 'Soal n'. */
async function tulisSoal(page, menu, isi, nomor) {
  await page.getByRole("button", { name: "Tambah Soal" }).click();
  await page.getByRole("menuitem", { name: menu }).click();
  const form = page.getByRole("form", { name: `Tambah ${menu}` });
  await isi(form);
  await form.getByRole("button", { name: "Tambah", exact: true }).click();
  await form.waitFor({ state: "detached" });
  return page.getByRole("article", { name: `Soal ${nomor}` });
}

for (const viewport of [LEBAR, SEMPIT])
  test(`the lecturer builds a question bank (${viewport.width} px)`, { timeout: 180_000 }, async () => {
    const { page, context } = await newPage(ctx.browser, ctx.server, viewport);
    const log = collectConsole(page);
    const judul = `Bank Uji Peramban ${viewport.width}`;
    try {
      await login(page, "dosen");
      await page.goto("/bank-soal");
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "Bank Soal", exact: true }).waitFor();
      if (viewport.width >= 768) {
        assert.ok((await page.getByRole("row").count()) > 1, "the demo's banks are listed");
        for (const kolom of ["Judul", "Deskripsi", "Mata Kuliah", "Pembuat / Dibuat", "Jumlah Soal", "Tampilan"]) {
          await page.getByRole("columnheader", { name: kolom, exact: true }).waitFor();
        }
        // Each row's actions are on screen, not cut off by the table's width.
        const lihat = await page
          .getByRole("link", { name: /^Lihat / })
          .first()
          .boundingBox();
        assert.ok(lihat && lihat.x + lihat.width <= viewport.width, `'Lihat' inside the ${viewport.width} px screen`);
      } else {
        assert.ok((await page.getByRole("link", { name: /^Lihat / }).count()) > 0, "the demo's banks are listed as cards");
      }
      await screenshot(page, "bank-soal-alur", viewport);

      // The filters live in the URL.
      const prodi = page.getByLabel("Prodi");
      const opsiProdi = await prodi.locator("option").evaluateAll((os) => os.map((o) => o.value).filter(Boolean));
      await prodi.selectOption(opsiProdi[0]);
      await page.waitForURL((u) => u.searchParams.get("prodi_matkul") === opsiProdi[0]);
      await page.getByLabel("Cari", { exact: true }).fill("zzz-tidak-ada");
      await page.waitForURL((u) => u.searchParams.get("search") === "zzz-tidak-ada");
      await page.getByText("Ups! Data Kosong").waitFor();
      await page.goto("/bank-soal");
      await waitForHydration(page);

      // The modal: the server's checks first, then a hidden bank of one of the lecturer's courses.
      await page.getByRole("button", { name: "Tambah Bank Soal" }).click();
      const modal = page.getByRole("dialog", { name: "Tambah Data" });
      await modal.getByRole("button", { name: "Simpan" }).click();
      await galat(page, "Judul wajib diisi");
      await modal.getByLabel("Judul").fill("x".repeat(101));
      await modal.getByRole("button", { name: "Simpan" }).click();
      await galat(page, "Judul maksimal 100 karakter");
      await modal.getByLabel("Judul").fill(judul);
      await modal.getByRole("button", { name: "Simpan" }).click();
      await galat(page, "Deskripsi wajib diisi");
      await modal.getByLabel("Deskripsi").fill("Soal latihan yang dibuat oleh uji peramban.");
      await modal.getByRole("button", { name: "Simpan" }).click();
      await galat(page, "Mata Kuliah wajib diisi");
      assert.equal(await modal.getByLabel("Dosen").count(), 0, "a lecturer picks no teacher");
      const mk = modal.getByLabel("Mata Kuliah");
      await mk.locator("option:not([value=''])").first().waitFor({ state: "attached" });
      const idMk = await mk.locator("option:not([value=''])").first().getAttribute("value");
      await mk.selectOption(idMk);
      await modal.getByLabel("Disembunyikan").check();
      await modal.getByRole("button", { name: "Simpan" }).click();
      await page.waitForURL(/\/bank-soal\/\d+$/);
      const alamat = new URL(page.url()).pathname;
      await page.getByRole("heading", { name: judul }).waitFor();
      await page.getByText("Belum ada soal yang tersedia pada bank soal ini.").waitFor();
      const kepala = page.getByRole("region", { name: judul });
      await kepala.getByText("Disembunyikan").waitFor();
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Bank Soal" }).waitFor();

      // No PDF of an empty bank.
      await page.getByRole("button", { name: "Unduh" }).click();
      await galat(page, "Belum ada soal");
      await tutupToast(page);

      // One question of each type.
      const pilihan = await tulisSoal(
        page,
        "Soal Pilihan",
        async (f) => {
          await isiEditor(f, "Pertanyaan", "Ibu kota Indonesia adalah?");
          for (const [huruf, teks] of [
            ["A", "Bandung"],
            ["B", "Jakarta"],
            ["C", "Surabaya"],
            ["D", "Medan"],
          ])
            await f.getByLabel(`Opsi ${huruf}`, { exact: true }).fill(teks);
          await f.getByLabel("Kunci jawaban B").check();
          // An attachment and an image for option B, each uploaded as chosen.
          await f
            .getByLabel("Lampiran Soal", { exact: true })
            .setInputFiles({ name: "Peta Indonesia.pdf", mimeType: "application/pdf", buffer: PDF });
          await f.getByRole("link", { name: "Peta Indonesia.pdf" }).waitFor();
          await f.getByLabel("Gambar opsi B", { exact: true }).setInputFiles({ name: "Monas.png", mimeType: "image/png", buffer: PNG });
          await f.getByRole("img", { name: "Gambar opsi B" }).waitFor();
        },
        1,
      );
      assert.equal(
        (await pilihan.getByRole("listitem").filter({ hasText: "Kunci" }).innerText()).replace(/\s+/g, " ").trim(),
        "B Jakarta Kunci",
      );
      await pilihan.getByRole("link", { name: "Peta Indonesia.pdf" }).waitFor();
      await pilihan.getByRole("img", { name: "Gambar opsi B" }).waitFor();
      assert.ok(
        await pilihan.getByRole("img", { name: "Gambar opsi B" }).evaluate((img) => img.complete && img.naturalWidth > 0),
        "the image loads",
      );
      const bs = await tulisSoal(
        page,
        "Soal Benar Salah",
        async (f) => {
          await isiEditor(f, "Pertanyaan", "Matahari terbit dari barat.");
          await f.getByLabel("Salah").check();
        },
        2,
      );
      assert.equal((await bs.getByRole("listitem").filter({ hasText: "Kunci" }).innerText()).replace(/\s+/g, " ").trim(), "S Salah Kunci");
      const esai = await tulisSoal(
        page,
        "Soal Esai",
        async (f) => {
          await isiEditor(f, "Pertanyaan", "Jelaskan siklus air.");
          await f.getByLabel("Kunci Jawaban", { exact: true }).fill("Penguapan, pengembunan, hujan.");
          await f
            .getByLabel("Lampiran Kunci Jawaban", { exact: true })
            .setInputFiles({ name: "Pembahasan.pdf", mimeType: "application/pdf", buffer: PDF });
          await f.getByRole("link", { name: "Pembahasan.pdf" }).waitFor();
        },
        3,
      );
      await esai.getByText("Penguapan, pengembunan, hujan.").waitFor();
      await esai.getByRole("link", { name: "Pembahasan.pdf" }).waitFor();
      await kepala.getByText("3", { exact: true }).waitFor();

      // Import: the type first, the template's link, a broken file fails, then the template passes.
      await page.getByRole("button", { name: "Tambah Soal" }).click();
      await page.getByRole("menuitem", { name: "Impor Soal" }).click();
      const impor = page.getByRole("dialog", { name: "Impor Soal" });
      await impor.getByRole("button", { name: "Proses" }).click();
      await galat(page, "Pilih jenis soal terlebih dahulu");
      await impor.getByLabel("Pilihan", { exact: true }).check();
      const template = impor.getByRole("link", { name: "Unduh Template Pilihan" });
      assert.equal(await template.getAttribute("href"), "/lms/bank_soal/template/pilihan");
      await impor.getByRole("button", { name: "Proses" }).click();
      await galat(page, "File belum dipilih");
      const berkas = impor.getByLabel("Berkas soal (.xls atau .xlsx)");
      await berkas.setInputFiles({ name: "soal.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n") });
      await galat(page, "Hanya berkas .xls atau .xlsx yang dapat diimpor.");
      await impor.getByText("File belum dipilih").waitFor();
      await berkas.setInputFiles({ name: "rusak.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from("bukan excel") });
      await impor.getByText("rusak.xlsx").waitFor();
      await impor.getByRole("button", { name: "Proses" }).click();
      await impor.getByText("Impor Gagal").waitFor();
      await impor.getByText(/tidak dapat dibaca/).waitFor();
      await impor.getByRole("button", { name: "Impor Ulang" }).click();
      await impor.getByText(/^Pilih jenis soal terlebih dahulu/).waitFor();
      assert.equal(await impor.getByLabel("Pilihan", { exact: true }).isChecked(), false, "'Impor Ulang' starts empty");
      await impor.getByLabel("Pilihan", { exact: true }).check();
      const xlsx = await ambilBerkas(page, await template.getAttribute("href"));
      await berkas.setInputFiles({
        name: "template-pilihan.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: xlsx,
      });
      await impor.getByRole("button", { name: "Proses" }).click();
      await impor.getByText("Impor Berhasil").waitFor();
      await impor.getByText("1 soal berhasil diimpor.").waitFor();
      await impor.getByRole("button", { name: "Tutup", exact: true }).last().click();
      await impor.waitFor({ state: "detached" });
      await page.getByRole("article", { name: "Soal 4" }).waitFor();

      // Copy two questions of one of the lecturer's exams.
      const sumber = await kelasDenganSoal(page);
      await page.getByRole("button", { name: "Tambah Soal" }).click();
      await page.getByRole("menuitem", { name: "Salin dari Kuis/Ujian" }).click();
      const salin = page.getByRole("dialog", { name: "Soal Mata Kuliah" });
      await salin.getByLabel("Kelas").locator(`option[value="${sumber.kelas.id}"]`).waitFor({ state: "attached" });
      await salin.getByLabel("Kelas").selectOption(String(sumber.kelas.id));
      await salin.getByLabel("Kuis/Ujian").locator(`option[value="${sumber.ujian.id}"]`).waitFor({ state: "attached" });
      await salin.getByLabel("Kuis/Ujian").selectOption(String(sumber.ujian.id));
      await salin.getByRole("checkbox", { name: "Pilih soal 1" }).waitFor();
      await salin.getByRole("button", { name: "Simpan" }).click();
      await galat(page, "Tidak ada soal yang dipilih");
      await salin.getByRole("button", { name: "Lihat Jawaban" }).first().click();
      await salin.getByRole("button", { name: "Sembunyikan Jawaban" }).first().waitFor();
      await salin.getByRole("checkbox", { name: "Pilih soal 1" }).check();
      await salin.getByRole("checkbox", { name: "Pilih soal 2" }).check();
      await salin.getByText("2 soal dipilih").waitFor();
      await tutupToast(page);
      await screenshot(page, "bank-soal-alur-salin", viewport);
      await salin.getByRole("button", { name: "Simpan" }).click();
      await salin.waitFor({ state: "detached" });
      await page.getByRole("article", { name: "Soal 6" }).waitFor();
      assert.equal(await page.getByRole("article").count(), 6);

      // 'Cari soal' matches the question's text, not its markup.
      await page.getByLabel("Cari soal").fill("MATAHARI");
      await page.getByRole("article", { name: "Soal 3" }).waitFor({ state: "detached" });
      assert.equal(await page.getByRole("article").count(), 1);
      await page.getByLabel("Cari soal").fill("");
      await page.getByRole("article", { name: "Soal 6" }).waitFor();

      // Editing in place, then deleting after the confirmation.
      await pilihan.getByRole("button", { name: "Ubah soal 1" }).click();
      const ubah = page.getByRole("form", { name: "Ubah Soal Pilihan" });
      assert.equal(await page.getByRole("article", { name: "Soal 1" }).count(), 0, "the form replaces the question");
      await isiEditor(ubah, "Pertanyaan", "Ibu kota negara Indonesia adalah?");
      await ubah.getByRole("button", { name: "Ubah", exact: true }).click();
      await page.getByRole("article", { name: "Soal 1" }).getByText("Ibu kota negara Indonesia adalah?").waitFor();
      await page.getByRole("article", { name: "Soal 3" }).getByRole("button", { name: "Hapus soal 3" }).click();
      const konfirmasi = page.getByRole("dialog", { name: "Konfirmasi" });
      await konfirmasi.getByText("Anda yakin ingin menghapus soal ini?").waitFor();
      await konfirmasi.getByRole("button", { name: "Hapus" }).click();
      await konfirmasi.waitFor({ state: "detached" });
      await page.getByRole("article", { name: "Soal 6" }).waitFor({ state: "detached" });
      assert.equal(await page.getByText("Penguapan, pengembunan, hujan.").count(), 0);

      // The PDF under the server's name.
      const [res, unduhan] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/lms/bank_soal/${alamat.split("/").pop()}/pdf`)),
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Unduh" }).click(),
      ]);
      assert.equal(res.status(), 200);
      assert.match(res.headers()["content-type"], /^application\/pdf/);
      assert.equal(unduhan.suggestedFilename(), `Bank Soal - ${judul}.pdf`);
      await tutupToast(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, "bank-soal-alur-detail", viewport);

      // Back on the list: duplicate (to its own page), then delete the copy.
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Bank Soal" }).click();
      await page.getByRole("button", { name: `Duplikat ${judul}` }).waitFor();
      await page.getByRole("button", { name: `Duplikat ${judul}` }).click();
      const duplikat = page.getByRole("dialog", { name: "Duplikat Data" });
      assert.equal(await duplikat.getByLabel("Judul").inputValue(), judul);
      await duplikat.getByLabel("Judul").fill(`${judul} Salinan`);
      await duplikat.getByLabel("Mata Kuliah").locator(`option[value="${idMk}"]`).waitFor({ state: "attached" });
      await duplikat.getByRole("button", { name: "Simpan" }).click();
      await page.getByRole("heading", { name: `${judul} Salinan` }).waitFor();
      assert.notEqual(new URL(page.url()).pathname, alamat);
      await page.getByRole("article", { name: "Soal 5" }).waitFor();
      await page.goto(`/bank-soal?search=${encodeURIComponent("Salinan")}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: `Hapus ${judul} Salinan` }).click();
      const hapus = page.getByRole("dialog", { name: "Konfirmasi" });
      await hapus.getByText("Anda yakin ingin menghapus data bank soal ini?").waitFor();
      await hapus.getByRole("button", { name: "Hapus" }).click();
      await page.getByRole("button", { name: `Hapus ${judul} Salinan` }).waitFor({ state: "detached" });
      const { status } = await apiDari(page, alamat.replace("/bank-soal/", "/lms/bank_soal/"), "GET");
      assert.equal(status, 200, "the original stays");

      assert.deepEqual(log.pageErrors, []);
      // The refused calls above log 'Failed to load resource'; anything else (a hydration mismatch) fails.
      assert.deepEqual(
        log.messages.filter((m) => m.type === "error" && !m.text.startsWith("Failed to load resource")),
        [],
        "no console errors",
      );
    } finally {
      await context.close();
    }
  });

test("the list and a bank fit a phone (360 px)", { timeout: 90_000 }, async () => {
  const { page, context } = await newPage(ctx.browser, ctx.server, SEMPIT);
  const log = collectConsole(page);
  try {
    await login(page, "dosen");
    await page.goto("/bank-soal");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Bank Soal", exact: true }).waitFor();
    assert.ok(await tanpaGeserSamping(page), "no sideways scrolling on the list");
    await screenshot(page, "bank-soal", SEMPIT);

    const id = (await pageData(page)).data.data[0].id;
    await page
      .getByRole("link", { name: /^Lihat / })
      .first()
      .click();
    await page.waitForURL(`**/bank-soal/${id}`);
    await page.getByRole("article", { name: "Soal 1" }).waitFor();
    assert.ok(await tanpaGeserSamping(page), "no sideways scrolling on a bank");
    await screenshot(page, "bank-soal-detail", SEMPIT);

    await page.getByRole("button", { name: "Tambah Soal" }).click();
    await page.getByRole("menuitem", { name: "Soal Pilihan" }).click();
    await page.getByRole("form", { name: "Tambah Soal Pilihan" }).waitFor();
    assert.ok(await tanpaGeserSamping(page), "no sideways scrolling with the form open");
    await page.getByRole("button", { name: "Tambah Soal" }).click();
    await page.getByRole("menuitem", { name: "Salin dari Kuis/Ujian" }).click();
    const salin = page.getByRole("dialog", { name: "Soal Mata Kuliah" });
    const lebar = await salin.evaluate((d) => d.getBoundingClientRect().width);
    assert.ok(lebar <= 360 * 0.9 + 1, `the modal is 90% wide (${lebar} px)`);
    await screenshot(page, "bank-soal-salin", SEMPIT);
    assert.deepEqual(log.pageErrors, []);
    // The refused calls above log 'Failed to load resource'; anything else (a hydration mismatch) fails.
    assert.deepEqual(
      log.messages.filter((m) => m.type === "error" && !m.text.startsWith("Failed to load resource")),
      [],
      "no console errors",
    );
  } finally {
    await context.close();
  }
});

test("an operator picks the teacher, then that teacher's course (1280 px)", { timeout: 60_000 }, async () => {
  const { page, context } = await newPage(ctx.browser, ctx.server, LEBAR);
  try {
    await login(page, "operator");
    await page.goto("/bank-soal");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Tambah Bank Soal" }).click();
    const modal = page.getByRole("dialog", { name: "Tambah Data" });
    await modal.getByLabel("Judul").fill("Bank Operator");
    await modal.getByLabel("Deskripsi").fill("Dibuat oleh operator.");
    await modal.getByRole("button", { name: "Simpan" }).click();
    await galat(page, "Dosen wajib diisi");
    const dosen = modal.getByLabel("Dosen");
    await dosen.locator("option:not([value=''])").first().waitFor({ state: "attached" });
    // A teacher who teaches some course: the first whose course list is not empty.
    const ids = await dosen.locator("option:not([value=''])").evaluateAll((os) => os.map((o) => o.value));
    const mk = modal.getByLabel("Mata Kuliah");
    let idMk = null;
    for (const id of ids) {
      await dosen.selectOption(id);
      await mk.locator("option:first-child", { hasText: "Pilih Mata Kuliah" }).waitFor({ state: "attached" });
      idMk = await mk
        .locator("option:not([value=''])")
        .first()
        .getAttribute("value", { timeout: 500 })
        .catch(() => null);
      if (idMk) break;
    }
    assert.ok(idMk, "some teacher teaches a course");
    await mk.selectOption(idMk);
    await modal.getByRole("button", { name: "Simpan" }).click();
    await page.getByRole("heading", { name: "Bank Operator" }).waitFor();
    await page.getByRole("button", { name: "Tambah Soal" }).waitFor();
  } finally {
    await context.close();
  }
});
