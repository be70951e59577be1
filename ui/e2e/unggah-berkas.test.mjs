// The shared upload box (issue 34, spec 1 §2.7 and §5) in the material form: a lecturer adds a
// file by the chooser (Enter on the focused box, then a click) and by dropping it (a synthetic
// drop with a DataTransfer built in the page), sees its name (shortened in the middle, read out
// whole), icon and size, removes it ('Berhasil hapus file', the upload is deleted); a file over
// the limit marks the field with 'Ukuran file melebihi batas maksimal', is not uploaded, and
// 'Simpan' waits until it is removed. No English 'Choose File' is ever visible.
import assert from "node:assert/strict";
import { copyFile, mkdir } from "node:fs/promises";
import { test } from "node:test";
import {
  collectConsole,
  isMobile,
  kelasSaya,
  login,
  newPage,
  pageProps,
  screenshot,
  tanpaGalat,
  tanpaGeserSamping,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const SHOTS = "/tmp/shots-unggah";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const NAMA_PANJANG = "Bahan Kuliah Pertemuan Ketiga.pdf";

/** The harness's screenshot (axe included), also copied where the brief looks for them. */
async function foto(page, nama, viewport) {
  const file = await screenshot(page, nama, viewport);
  if (!file) return;
  await mkdir(SHOTS, { recursive: true });
  await copyFile(file, `${SHOTS}/${nama}-${viewport.width}.png`);
}

/** A meeting still to come of one of the lecturer's classes: its address. */
async function pertemuanDosen(page) {
  for (const id of await kelasSaya(page)) {
    const { data } = await pageProps(page, `/kelas/${id}`);
    const p = data.pertemuan.find((x) => x.status === "belum_dimulai" && Date.parse(x.waktu_mulai) > Date.now());
    if (p) return `/kelas/${id}/${p.id}`;
  }
  throw new Error("the lecturer has no meeting to come");
}

/** Drags a file built in the page (`ukuran` bytes, or the PDF's) over `zona`; drops it unless `lepas` is false. */
async function seretBerkas(zona, nama, { ukuran = null, lepas = true } = {}) {
  await zona.evaluate(
    (el, { nama, isi, ukuran, lepas }) => {
      const bytes = ukuran === null ? Uint8Array.from(atob(isi), (c) => c.charCodeAt(0)) : new Uint8Array(ukuran);
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], nama, { type: "application/pdf" }));
      const kirim = (type) => el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: dt }));
      kirim("dragenter");
      kirim("dragover");
      if (lepas) kirim("drop");
      else window.__seretan = () => kirim("drop");
    },
    { nama, isi: PDF.toString("base64"), ukuran, lepas },
  );
}

const unggahan = (page) => page.waitForResponse((r) => new URL(r.url()).pathname === "/v2/storager" && r.request().method() === "POST");

for (const viewport of [VIEWPORTS[0], { width: 1024, height: 768 }, VIEWPORTS[1]]) {
  test(`the upload box of the material form (${viewport.width} px)`, { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const logs = collectConsole(page);
    let posts = 0;
    page.on("request", (r) => new URL(r.url()).pathname === "/v2/storager" && r.method() === "POST" && posts++);
    try {
      await login(page, "dosen");
      const alamat = await pertemuanDosen(page);
      const batasMb = (await pageProps(page, alamat)).data.batas_ukuran.ebook;
      assert.ok(batasMb > 0, "the e-book limit comes from the settings");
      await page.goto(alamat);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Tambah" }).click();
      await page.getByRole("menuitem", { name: "Materi" }).click();
      const form = page.getByRole("dialog", { name: "Tambah Data" });
      await form.getByLabel("Tipe").selectOption("ebook");

      // The box: 'Unggah berkas', the hint with the setting's limit, the native input hidden.
      const input = form.getByLabel("File");
      // The label around the input (its words change while a file is dragged over it).
      const zona = form.locator("label", { has: page.locator('input[type="file"]') });
      await zona.getByText("Unggah berkas").waitFor();
      await form
        .getByText(
          `Jenis file yang didukung adalah .pdf, .doc, .docx, .xls, .xlsx, .ppt, .pptx, dengan maksimal ukuran sebesar ${batasMb} MB`,
        )
        .waitFor();
      const kotak = await input.boundingBox();
      assert.ok(
        kotak === null || (kotak.width <= 1 && kotak.height <= 1),
        `the native input is visually hidden (${JSON.stringify(kotak)})`,
      );
      const zonaKotak = await zona.boundingBox();
      assert.ok(zonaKotak.width > 200 && zonaKotak.height > 60, "the drop zone is a real target");
      assert.equal(await page.getByText(/Choose File|No file chosen|Browse/).count(), 0, "no English chooser text");
      await foto(page, "unggah-kosong", viewport);

      // By the chooser, from the keyboard: Tab from 'Deskripsi' reaches the box (its ring shows),
      // Enter opens the chooser. Listened for first: Playwright turns its chooser interception on
      // without waiting, and a key press is quick enough to beat it (the browser's own dialog then
      // opens, unseen, and holds back every later one).
      const pemilihDibuka = page.waitForEvent("filechooser");
      await form.getByLabel("Deskripsi").focus();
      await page.keyboard.press("Tab");
      assert.equal(await input.evaluate((el) => document.activeElement === el), true, "Tab reaches the hidden input");
      assert.equal(await zona.evaluate((el) => el.matches(":has(:focus-visible)")), true, "the box shows the focus");
      await foto(page, "unggah-fokus", viewport);
      await page.keyboard.press("Enter");
      const pemilih = await pemilihDibuka;
      assert.equal(pemilih.isMultiple(), false, "a material takes one file");
      const naik = unggahan(page);
      await pemilih.setFiles({ name: "Modul Uji.pdf", mimeType: "application/pdf", buffer: PDF });
      const info = await (await naik).json();
      const baris = form.getByRole("listitem").filter({ hasText: "Modul Uji.pdf" });
      await baris.getByRole("link", { name: "Modul Uji.pdf" }).waitFor();
      assert.equal(await baris.locator('svg[data-ikon="pdf"]').count(), 1, "the PDF icon");
      await baris.getByText(`${PDF.length} B`).waitFor();
      await foto(page, "unggah-dipilih", viewport);

      // Removed: deleted from storage with the spec's toast.
      await baris.getByRole("button", { name: "Hapus Modul Uji.pdf" }).click();
      await page.getByText("Berhasil hapus file").waitFor();
      await baris.waitFor({ state: "detached" });
      assert.equal((await page.request.get(info.url)).status(), 404, "the removed upload is deleted");

      // A click on the box opens the chooser too.
      const [lagi] = await Promise.all([page.waitForEvent("filechooser"), zona.click()]);
      const naikKlik = unggahan(page);
      await lagi.setFiles({ name: "Modul Dua.pdf", mimeType: "application/pdf", buffer: PDF });
      assert.equal((await naikKlik).status(), 201);
      await form.getByRole("link", { name: "Modul Dua.pdf" }).waitFor();

      // By dropping: highlighted while dragged over, then uploaded; the long name shortened.
      await seretBerkas(zona, NAMA_PANJANG, { lepas: false });
      await form.locator("label[data-seret]").waitFor();
      await form.getByText("Lepaskan untuk mengunggah").waitFor();
      await foto(page, "unggah-seret", viewport);
      const naik2 = unggahan(page);
      await page.evaluate(() => window.__seretan());
      assert.equal((await naik2).status(), 201, "the dropped file uploaded at once");
      assert.equal(await form.locator("label[data-seret]").count(), 0, "no highlight after the drop");
      const tautan = form.getByRole("link", { name: NAMA_PANJANG });
      await tautan.waitFor();
      assert.equal(await tautan.locator('[aria-hidden="true"]').innerText(), "Bahan Ku…Ketiga.pdf", "the name shortened in the middle");
      assert.equal(await form.locator("[title]", { hasText: "Bahan Ku…Ketiga.pdf" }).getAttribute("title"), NAMA_PANJANG);

      // Too large: refused before any upload, the field invalid, 'Simpan' disabled.
      const simpan = form.getByRole("button", { name: "Simpan" });
      const sebelum = posts;
      // A quarter over the limit, so that its size reads as more than the limit.
      await seretBerkas(zona, "Video Kuliah.pdf", { ukuran: batasMb * 1_250_000 });
      await form.getByRole("alert").filter({ hasText: "Ukuran file melebihi batas maksimal" }).waitFor();
      assert.equal(await input.getAttribute("aria-invalid"), "true");
      assert.equal(await simpan.isDisabled(), true, "no saving with a file over the limit");
      await form.getByRole("listitem").filter({ hasText: "Video Kuliah.pdf" }).getByText(`Ukuran maksimal ${batasMb} MB`).waitFor();
      assert.equal(posts, sebelum, "a file over the limit is not uploaded");
      await foto(page, "unggah-terlalu-besar", viewport);
      await form.getByRole("button", { name: "Hapus Video Kuliah.pdf" }).click();
      await form.getByRole("alert").filter({ hasText: "Ukuran file melebihi batas maksimal" }).waitFor({ state: "detached" });
      assert.equal(await simpan.isDisabled(), false, "saving is possible again");

      // Saved with a chosen file (setInputFiles on the labelled input).
      await form.getByLabel("Judul").fill(`Materi Unggah ${viewport.width}`);
      await form.getByLabel("Jenis").selectOption("modul");
      await form.getByLabel("Deskripsi").fill("Dipilih lewat kotak unggah.");
      const naik3 = unggahan(page);
      await input.setInputFiles({ name: "Ringkasan.pdf", mimeType: "application/pdf", buffer: PDF });
      assert.equal((await naik3).status(), 201);
      await form.getByRole("link", { name: "Ringkasan.pdf" }).waitFor();
      if (isMobile(viewport)) await tanpaGeserSamping(page, "the material form on a phone");
      await simpan.click();
      await page.getByText("Data berhasil disimpan").waitFor();
      await form.waitFor({ state: "hidden" });
      tanpaGalat([logs]);
    } finally {
      await context.close();
    }
  });
}
