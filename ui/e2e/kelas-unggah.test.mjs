// The class banner ('Ubah Kelas') and the syllabus attachment ('Ubah Data Silabus') upload as soon
// as a valid file is chosen (spec 1 §5), with progress; 'Simpan' then saves the upload's URL and
// the class page shows the new banner, the syllabus its attachment.
import assert from "node:assert/strict";
import { test } from "node:test";
import { collectConsole, login, newPage, screenshot, tanpaGalat, useServerAndBrowser, VIEWPORTS, waitForHydration } from "./harness.mjs";

const ctx = useServerAndBrowser();

/** A 1 × 1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const unggahan = (page) => page.waitForResponse((r) => r.url().endsWith("/v2/storager") && r.request().method() === "POST");

test("an operator's banner and syllabus attachment upload on choosing", async () => {
  const viewport = VIEWPORTS[0];
  const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
  const logs = collectConsole(page);
  try {
    await login(page, "operator");
    await page.goto("/kelas");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Lihat" }).first().click();
    await page.waitForURL(/\/kelas\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());

    await page.getByRole("button", { name: "Ubah Kelas" }).first().click();
    const banner = page.getByRole("dialog", { name: "Ubah Kelas" });
    const simpanBanner = banner.getByRole("button", { name: "Simpan" });
    assert.equal(await simpanBanner.isDisabled(), true, "nothing to save before a file is chosen");
    const naik = unggahan(page);
    await banner.getByLabel("Banner Kelas").setInputFiles({ name: "Sampul Kelas.png", mimeType: "image/png", buffer: PNG });
    assert.equal((await naik).status(), 201, "the banner uploaded on choosing");
    await simpanBanner.click();
    await page.getByText("Berhasil mengubah banner kelas").waitFor();
    const gambar = await page.evaluate(
      (id) => fetch(`/lms/kelas_kuliah/${id}/banner`).then(async (r) => [r.status, (await r.arrayBuffer()).byteLength]),
      id,
    );
    assert.deepEqual(gambar, [200, PNG.length], "the class serves the chosen picture");

    // A file of the wrong kind is refused before any upload (in a dialog opened anew, not the
    // saved one on its way out).
    await banner.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Ubah Kelas" }).first().click();
    await banner.getByLabel("Banner Kelas").waitFor();
    let diunggah = 0;
    page.on("request", (r) => r.url().endsWith("/v2/storager") && r.method() === "POST" && diunggah++);
    await banner.getByLabel("Banner Kelas").setInputFiles({ name: "animasi.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await banner.getByRole("alert").waitFor();
    assert.equal(diunggah, 0, "an invalid file is not uploaded");
    assert.equal(await simpanBanner.isDisabled(), true);
    await banner.getByRole("button", { name: "Batal" }).click();

    await page.getByRole("button", { name: "Lihat Silabus, RPS, dan RE" }).first().click();
    await page.getByRole("button", { name: "Ubah Data Silabus" }).click();
    const silabus = page.getByRole("dialog", { name: "Ubah Data Silabus" });
    await silabus.getByLabel("Keterangan").fill("Silabus dengan lampiran RPS terbaru.");
    const naikPdf = unggahan(page);
    await silabus.getByLabel("Lampiran").setInputFiles({ name: "RPS Terbaru.pdf", mimeType: "application/pdf", buffer: PDF });
    const res = await naikPdf;
    assert.equal(res.status(), 201, "the attachment uploaded on choosing");
    await screenshot(page, "silabus-ubah", viewport);
    await silabus.getByRole("button", { name: "Simpan" }).click();
    await page.getByText("Berhasil menyimpan silabus").waitFor();
    const idMakul = await page.evaluate(
      (id) =>
        fetch(`/v2/lms/kelas_kuliah/${id}`)
          .then((r) => r.json())
          .then((k) => k.mata_kuliah.id),
      id,
    );
    const info = await page.evaluate((mk) => fetch(`/v2/academic/matakuliah/${mk}`).then((r) => r.json()), idMakul);
    assert.equal(info.silabus, "Silabus dengan lampiran RPS terbaru.");
    assert.equal(info.lampiran?.name, "RPS Terbaru.pdf");
    tanpaGalat([logs]);
  } finally {
    await context.close();
  }
});
