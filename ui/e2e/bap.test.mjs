// BAP (Berita Acara Perkuliahan) downloads from the class list: one class's PDF through
// 'Unduh BAP', the whole period's zip through 'Unduh Semua BAP' (a background job whose
// progress is polled), the operator's teacher choice, the error toast, and no BAP
// buttons for a student.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";
import { collectConsole, login, newPage, pageData, screenshot, useServerAndBrowser, VIEWPORTS, waitForHydration } from "./harness.mjs";

const ctx = useServerAndBrowser();

const BAGIAN = ["Resume Kelas", "Detail Pertemuan", "Tanda Tangan"];
const isBapKelas = (r) => /^\/lms\/kelas_kuliah\/\d+\/bap\/unduh$/.test(new URL(r.url()).pathname);
const isBapSemua = (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/lms/kelas_kuliah/bap/unduh";
const noHorizontalScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function openKelas(page, username) {
  await login(page, username);
  await page.goto("/kelas");
  await waitForHydration(page);
}

for (const viewport of VIEWPORTS) {
  test(`lecturer downloads a class's BAP and the whole period (${viewport.width} px)`, { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport, { acceptDownloads: true });
    const log = collectConsole(page);
    try {
      await openKelas(page, "dosen");
      const first = page.locator("table.tabel-kelas tbody > tr").first();
      await first.getByRole("button", { name: "Unduh BAP" }).click();
      const modal = page.getByRole("dialog", { name: "Unduh BAP" });
      await modal.waitFor();
      const unduh = modal.getByRole("button", { name: "Unduh", exact: true });

      // All three parts on by default; with none left on there is nothing to download.
      for (const label of BAGIAN) assert.equal(await modal.getByLabel(label).isChecked(), true, `${label} on by default`);
      for (const label of BAGIAN) await modal.getByLabel(label).uncheck();
      assert.equal(await unduh.isDisabled(), true, "'Unduh' needs at least one part");
      await modal.getByLabel("Resume Kelas").check();
      assert.equal(await unduh.isEnabled(), true);
      for (const label of BAGIAN.slice(1)) await modal.getByLabel(label).check();
      // A lecturer chooses between every teacher's meetings and their own.
      assert.equal(await modal.getByLabel("Semua pengajar").isChecked(), true);
      await modal.getByLabel("Laporan saya").waitFor();
      if (viewport.width < 768) assert.ok(await noHorizontalScroll(page), "no horizontal scroll with the dialog open");

      const [res, download] = await Promise.all([page.waitForResponse(isBapKelas), page.waitForEvent("download"), unduh.click()]);
      const q = new URL(res.url()).searchParams;
      assert.equal(q.get("include_laporan_kelas"), "true");
      assert.equal(q.get("include_laporan_pertemuan_detail"), "true");
      assert.equal(q.get("include_tanda_tangan"), "true");
      assert.equal(q.has("laporan_saya"), false, "'Semua pengajar' sends no laporan_saya");
      assert.equal(res.status(), 200, `PDF answer: ${res.status()}`);
      assert.match(res.headers()["content-type"] ?? "", /^application\/pdf/);
      // The browser's copy of the answer (a fetch body read as a blob is not kept for
      // inspection): the saved download.
      const pdf = await readFile(await download.path());
      assert.ok(pdf.length > 1000, `PDF of ${pdf.length} bytes`);
      assert.equal(pdf.subarray(0, 5).toString("latin1"), "%PDF-");
      const length = Number(res.headers()["content-length"] ?? pdf.length);
      assert.equal(pdf.length, length, "the saved file is the whole answer");
      assert.match(download.suggestedFilename(), /^BAP.*\.pdf$/i);
      await modal.waitFor({ state: "hidden" });

      // 'Laporan saya' asks for the lecturer's own meetings.
      await first.getByRole("button", { name: "Unduh BAP" }).click();
      await modal.getByLabel("Laporan saya").check();
      const [own] = await Promise.all([page.waitForResponse(isBapKelas), page.waitForEvent("download"), unduh.click()]);
      assert.equal(new URL(own.url()).searchParams.get("laporan_saya"), "true");
      assert.equal(own.status(), 200);
      await modal.waitFor({ state: "hidden" });

      // The whole period as a zip, prepared in the background.
      await page.getByRole("button", { name: "Unduh Semua BAP" }).click();
      const semua = page.getByRole("dialog", { name: "Unduh Semua BAP" });
      for (const label of BAGIAN) assert.equal(await semua.getByLabel(label).isChecked(), true);
      await semua.getByLabel("Laporan saya").waitFor();
      const [post] = await Promise.all([
        page.waitForResponse(isBapSemua),
        semua.getByRole("button", { name: "Unduh", exact: true }).click(),
      ]);
      assert.equal(post.status(), 202, `job answer: ${post.status()}`);
      const body0 = JSON.parse(post.request().postData() ?? "{}");
      assert.equal(typeof body0.periode, "number");
      assert.deepEqual(
        [body0.include_laporan_kelas, body0.include_laporan_pertemuan_detail, body0.include_tanda_tangan, body0.laporan_saya],
        [true, true, true, false],
      );
      const job = await post.json();
      await semua.getByText(/^Menyiapkan BAP \d+ dari \d+ kelas$/).waitFor();
      const berkas = semua.getByRole("link", { name: "Unduh Berkas" });
      await berkas.waitFor({ timeout: 180_000 });
      assert.equal(await berkas.getAttribute("href"), `/lms/kelas_kuliah/bap/unduh/${encodeURIComponent(job.id)}/berkas`);
      const done = await semua.getByText(/^Menyiapkan BAP \d+ dari \d+ kelas$/).textContent();
      const [, selesai, total] = /(\d+) dari (\d+)/.exec(done ?? "") ?? [];
      assert.equal(selesai, total, `progress at the end: ${done}`);
      if (viewport.width < 768) assert.ok(await noHorizontalScroll(page), "no horizontal scroll with the progress shown");
      await screenshot(page, "bap-semua", viewport);
      const [zip] = await Promise.all([page.waitForEvent("download"), berkas.click()]);
      assert.match(zip.suggestedFilename(), /^BAP - .+\.zip$/);
      const bytes = await readFile(await zip.path());
      assert.equal(bytes.subarray(0, 2).toString("latin1"), "PK", "a zip file");
      await semua.getByRole("button", { name: "Tutup", exact: true }).last().click();
      await semua.waitFor({ state: "hidden" });

      assert.deepEqual(log.pageErrors, [], "uncaught page errors");
    } finally {
      await context.close();
    }
  });
}

test("operator picks one teacher; a failed download shows the server's message", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(ctx.browser, ctx.server, VIEWPORTS[0], { acceptDownloads: true });
  try {
    await openKelas(page, "operator");
    const { data } = await pageData(page);
    const row = data.rows.find((r) => r.pengajar.length > 0);
    assert.ok(row, "a class with teachers");
    const index = data.rows.indexOf(row);
    const tr = page.locator("table.tabel-kelas tbody > tr").nth(index);
    await tr.getByRole("button", { name: "Unduh BAP" }).click();
    const modal = page.getByRole("dialog", { name: "Unduh BAP" });
    const pilih = modal.getByLabel("Pengajar");
    await pilih.waitFor(); // the dialog's code loads on first open
    const opsi = (await pilih.locator("option").allTextContents()).map((s) => s.trim());
    assert.deepEqual(opsi, ["Semua pengajar", ...row.pengajar.map((p) => p.nama)]);
    assert.equal(await modal.getByLabel("Laporan saya").count(), 0, "no 'Laporan saya' for an operator");
    await pilih.selectOption(String(row.pengajar[0].id_dosen));
    const [res] = await Promise.all([
      page.waitForResponse(isBapKelas),
      page.waitForEvent("download"),
      modal.getByRole("button", { name: "Unduh", exact: true }).click(),
    ]);
    assert.equal(new URL(res.url()).searchParams.get("id_pengajar"), String(row.pengajar[0].id_dosen));
    assert.equal(res.status(), 200);
    assert.match(res.headers()["content-type"] ?? "", /^application\/pdf/);
    await modal.waitFor({ state: "hidden" });

    // An error answer: danger toast with the server's message, the dialog stays open.
    await page.route(/\/bap\/unduh\?/, (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({ status: { code: "akses_ditolak", message: "Anda tidak berhak mengunduh BAP kelas ini." } }),
      }),
    );
    await tr.getByRole("button", { name: "Unduh BAP" }).click();
    await modal.getByRole("button", { name: "Unduh", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Anda tidak berhak mengunduh BAP kelas ini." }).waitFor();
    assert.ok(await modal.isVisible());
  } finally {
    await context.close();
  }
});

test("a student sees no BAP buttons", async () => {
  const { context, page } = await newPage(ctx.browser, ctx.server, VIEWPORTS[0]);
  try {
    await openKelas(page, "mahasiswa");
    await page.getByRole("heading", { name: "Daftar Kelas Kuliah" }).waitFor();
    assert.equal(await page.getByRole("button", { name: "Unduh BAP" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: "Unduh Semua BAP" }).count(), 0);
  } finally {
    await context.close();
  }
});
