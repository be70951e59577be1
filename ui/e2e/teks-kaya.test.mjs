// Rich text for a task's instructions and a 'Teks' activity (issue 34): a lecturer types bold
// text and a list in the editor (keyboard shortcut and toolbar), an empty 'Isi' is refused with
// the field marked; the meeting page shows <strong> and <li> inside both cards, the task opens
// for editing with its formatting, and a student sees the same formatted text on the meeting
// page, on the task page and without JavaScript.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  collectConsole,
  isiEditor,
  login,
  newPage,
  pageProps,
  screenshot,
  sharedMeeting,
  tanpaGalat,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

/** The card (section) whose header button names `judul`. */
const kartuDari = (page, judul) => {
  const tombol = page.getByRole("button", { name: new RegExp(judul) });
  return { tombol, kartu: page.locator("section", { has: tombol }).last() };
};

/** Opens the meeting's 'Tambah' menu item `jenis`; resolves with the form. */
async function bukaForm(page, jenis) {
  await page.getByRole("button", { name: "Tambah" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: jenis }).click();
  return page.getByRole("dialog", { name: "Tambah Data" });
}

/**
 * Types into the editor labelled `label`: `awal`, then `tebal` in bold (Ctrl+B), then a list of
 * `butir` made with the toolbar's `daftar` button. Resolves with the editor.
 */
async function tulisKaya(page, form, label, { awal, tebal, daftar, butir }) {
  const editor = await isiEditor(form, label, awal);
  await editor.press("End");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(tebal);
  await page.keyboard.press("Control+b");
  await page.keyboard.press("Enter");
  await form.getByRole("toolbar", { name: "Format teks" }).getByRole("button", { name: daftar }).click();
  for (const [i, b] of butir.entries()) {
    if (i > 0) await page.keyboard.press("Enter");
    await page.keyboard.type(b);
  }
  assert.equal(await editor.locator("strong").innerText(), tebal);
  assert.deepEqual(await editor.locator("li").allInnerTexts(), butir);
  return editor;
}

/** The formatted text is in `scope`: the bold part in <strong>, each item in an <li>. */
async function adaFormat(scope, { tebal, butir }, apa) {
  await scope.locator("strong", { hasText: tebal }).first().waitFor();
  assert.deepEqual(await scope.locator("li").allInnerTexts(), butir, `${apa}: the list items`);
}

for (const viewport of VIEWPORTS) {
  test(
    `rich text of a task and a text, typed by the lecturer and read by a student (${viewport.width} px)`,
    { timeout: 180_000 },
    async () => {
      const dosen = await newPage(ctx.browser, ctx.server, viewport);
      const mhs = await newPage(ctx.browser, ctx.server, viewport);
      const tanpaJs = await newPage(ctx.browser, ctx.server, viewport, { javaScriptEnabled: false });
      const logs = [collectConsole(dosen.page), collectConsole(mhs.page)];
      const judulTeks = `Teks Kaya ${viewport.width}`;
      const judulTugas = `Tugas Kaya ${viewport.width}`;
      const teks = { awal: "Sebelum kuliah: ", tebal: "wajib dibaca", daftar: "Daftar Berbutir", butir: ["Bab satu", "Bab dua"] };
      const tugas = {
        awal: "Kumpulkan ",
        tebal: "sebelum Jumat",
        daftar: "Daftar Bernomor",
        butir: ["Format PDF", "Paling banyak 5 halaman"],
      };
      try {
        await login(dosen.page, "dosen");
        await login(mhs.page, "mahasiswa");
        const { alamat } = await sharedMeeting(dosen.page, mhs.page);
        const page = dosen.page;
        await page.goto(alamat);
        await waitForHydration(page);

        // The text: an empty editor is refused, its field marked and focused; then bold and a list.
        const formTeks = await bukaForm(page, "Teks");
        await formTeks.getByLabel("Judul", { exact: true }).fill(judulTeks);
        const isi = formTeks.getByLabel("Isi", { exact: true }).and(formTeks.locator('[contenteditable="true"]'));
        await isi.waitFor();
        await formTeks.getByRole("button", { name: "Simpan" }).click();
        await formTeks.getByText("Isi teks wajib diisi").waitFor();
        assert.equal(await isi.getAttribute("aria-invalid"), "true", "the empty editor is marked invalid");
        assert.equal(await isi.getAttribute("aria-describedby"), "teks-isi-galat");
        assert.equal(await isi.evaluate((el) => el === document.activeElement), true, "the refused editor has the focus");
        await tulisKaya(page, formTeks, "Isi", teks);
        assert.equal(await isi.getAttribute("aria-invalid"), null, "typing clears the error");
        await screenshot(page, "teks-kaya-form", viewport);
        await formTeks.getByRole("button", { name: "Simpan" }).click();
        await formTeks.waitFor({ state: "hidden" });
        await page.getByText("Data berhasil disimpan").first().waitFor();

        // The task.
        const formTugas = await bukaForm(page, "Tugas");
        await formTugas.getByLabel("Judul", { exact: true }).fill(judulTugas);
        await formTugas.getByLabel("Jenis Tugas").selectOption("individu");
        await tulisKaya(page, formTugas, "Deskripsi", tugas);
        await screenshot(page, "tugas-kaya-form", viewport);
        await formTugas.getByRole("button", { name: "Simpan" }).click();
        await formTugas.waitFor({ state: "hidden" });
        await page.getByText("Data berhasil disimpan").first().waitFor();

        // The lecturer's cards show the formatting.
        const kt = kartuDari(page, judulTeks);
        await kt.tombol.click();
        await adaFormat(kt.kartu, teks, "lecturer's text card");
        const kg = kartuDari(page, judulTugas);
        await kg.tombol.click();
        await adaFormat(kg.kartu, tugas, "lecturer's task card");
        await screenshot(page, "teks-kaya-kartu-dosen", viewport);

        // Editing the task opens its formatted instructions in the editor.
        await kg.kartu.getByRole("button", { name: "Ubah" }).click();
        const ubah = page.getByRole("dialog", { name: "Ubah Data" });
        const editor = ubah.getByLabel("Deskripsi", { exact: true }).and(ubah.locator('[contenteditable="true"]'));
        await adaFormat(editor, tugas, "the task's editor");
        await ubah.getByRole("button", { name: "Batal", exact: true }).click();
        await ubah.waitFor({ state: "hidden" });

        // The student: both cards, then the task page.
        await mhs.page.goto(alamat);
        await waitForHydration(mhs.page);
        const mt = kartuDari(mhs.page, judulTeks);
        await mt.tombol.click();
        await adaFormat(mt.kartu, teks, "student's text card");
        const mg = kartuDari(mhs.page, judulTugas);
        await mg.tombol.click();
        await adaFormat(mg.kartu, tugas, "student's task card");
        await screenshot(mhs.page, "teks-kaya-kartu-mahasiswa", viewport);
        await mg.kartu.getByRole("link", { name: "Lihat Tugas" }).click();
        await mhs.page.waitForURL((u) => /\/tugas\/\d+$/.test(u.pathname));
        await adaFormat(mhs.page.getByRole("region", { name: judulTugas }), tugas, "student's task page");
        await screenshot(mhs.page, "tugas-kaya-halaman", viewport);
        const alamatTugas = new URL(mhs.page.url()).pathname;

        // Without JavaScript: the server's render of the opened cards and of the task page.
        const { data } = await pageProps(mhs.page, alamat);
        const idDari = (judul) => data.aktivitas.find((a) => a.judul === judul)?.id;
        await login(tanpaJs.page, "mahasiswa");
        await tanpaJs.page.goto(`${alamat}?buka=teks-${idDari(judulTeks)}`);
        await adaFormat(kartuDari(tanpaJs.page, judulTeks).kartu, teks, "text card without JavaScript");
        await tanpaJs.page.goto(`${alamat}?buka=tugas-${idDari(judulTugas)}`);
        await adaFormat(kartuDari(tanpaJs.page, judulTugas).kartu, tugas, "task card without JavaScript");
        await tanpaJs.page.goto(alamatTugas);
        await adaFormat(tanpaJs.page.getByRole("region", { name: judulTugas }), tugas, "task page without JavaScript");
        tanpaGalat(logs);
      } finally {
        await dosen.context.close();
        await mhs.context.close();
        await tanpaJs.context.close();
      }
    },
  );
}
