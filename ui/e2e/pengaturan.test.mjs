// 'Pengaturan' (/pengaturan, issue 15). The operator with write on everything opens it from the
// sidebar, tries 'Berkas tugas' 0 MB (the server's message, nothing sent), sets it to 1 MB and
// saves; a lecturer's next 1.5 MB task attachment is then refused with 'Ukuran maksimal 1 MB',
// and the lecturer sees the same settings read-only, the lecturers' attendance rules included
// (a percentage over 100 refused, 'Kehadiran dosen perlu divalidasi' saved). Both at 1280 and
// 360 px, no sideways scroll. A refused value, the page's own check or the server's answer, marks
// its input (aria-invalid, red border, the message under it) and brings the cursor to it.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  collectConsole,
  login,
  newPage,
  openSidebar,
  propsSekarang,
  screenshot,
  tanpaGalat,
  tanpaGeserSamping,
  unggahDari,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

async function simpanTugas(page, mb) {
  await page.getByLabel("Berkas tugas", { exact: true }).fill(String(mb));
  await page.getByRole("button", { name: "Simpan" }).click();
}

/**
 * The input `kolom` is marked with `pesan` (aria-invalid, red border, the message it is described
 * by right under it), has the cursor, and is on screen below the sticky header.
 */
async function kolomTertanda(kolom, pesan) {
  await kolom.page().waitForFunction((el) => el === document.activeElement, await kolom.elementHandle(), { polling: 50 });
  const k = await kolom.evaluate((el) => {
    const galat = document.getElementById(el.getAttribute("aria-describedby") ?? "");
    const merah = document.createElement("span");
    merah.style.color = "var(--color-red-500)";
    document.body.append(merah);
    const warnaMerah = getComputedStyle(merah).color;
    merah.remove();
    const r = el.getBoundingClientRect();
    const header = document.querySelector("header").getBoundingClientRect();
    return {
      invalid: el.getAttribute("aria-invalid"),
      pesan: galat?.textContent,
      jarak: galat ? galat.getBoundingClientRect().top - r.bottom : null,
      merah: getComputedStyle(el).borderTopColor === warnaMerah,
      terlihat: r.top >= header.bottom && r.bottom <= window.innerHeight,
    };
  });
  assert.equal(k.invalid, "true", "aria-invalid");
  assert.equal(k.pesan, pesan, "the message the input is described by");
  assert.ok(k.jarak !== null && k.jarak >= 0 && k.jarak < 40, `the message right under the input (${k.jarak} px)`);
  assert.ok(k.merah, "a red border");
  assert.ok(k.terlihat, "the input was scrolled into view");
}

/** Saves 'Berkas tugas' = mb and waits for the server's answer. */
async function simpanTugasTerkirim(page, mb) {
  const simpan = page.waitForResponse((r) => r.url().endsWith("/lms/pengaturan") && r.request().method() === "PUT");
  await simpanTugas(page, mb);
  assert.equal((await simpan).status(), 200);
}

for (const viewport of VIEWPORTS) {
  test(`an operator changes a file size and a lecturer's upload obeys it (${viewport.width} px)`, { timeout: 90_000 }, async () => {
    const op = await newPage(ctx.browser, ctx.server, viewport);
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(op.page), collectConsole(dosen.page)];
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1_500_000, 32)]);
    try {
      await login(op.page, "operator");
      await waitForHydration(op.page);
      const nav = await openSidebar(op.page, viewport);
      await nav.getByRole("link", { name: "Pengaturan", exact: true }).click();
      await op.page.waitForURL((u) => u.pathname === "/pengaturan");
      const awal = (await propsSekarang(op.page)).isi;
      assert.equal(awal.ukuran_max_file.tugas, 10);
      await tanpaGeserSamping(op.page, "settings");
      await screenshot(op.page, "pengaturan", viewport);

      await simpanTugas(op.page, 0);
      await op.page.getByRole("alert").filter({ hasText: "Ukuran maksimal berkas tugas harus 1 sampai 1000 MB." }).waitFor();
      const berkasTugas = op.page.getByLabel("Berkas tugas", { exact: true });
      await kolomTertanda(berkasTugas, "Ukuran maksimal berkas tugas harus 1 sampai 1000 MB.");
      assert.equal(await op.page.locator("form p[role=alert]").count(), 1, "the message once, under its input, not also beside 'Simpan'");

      // The server's refusal (its message names the value) marks the same way: here the server
      // is made to refuse a value the page let through.
      const vidcon = op.page.getByLabel("Batas terlambat vidcon", { exact: true });
      const pesanServer = "Batas terlambat vidcon harus 0 sampai 240 menit.";
      await op.page.route("**/lms/pengaturan", (r) =>
        r.request().method() === "PUT"
          ? r.fulfill({ status: 422, json: { status: { code: "TIDAK_DAPAT_DIPROSES", message: pesanServer } } })
          : r.fallback(),
      );
      await berkasTugas.fill("10");
      await op.page.getByRole("button", { name: "Simpan" }).click();
      await kolomTertanda(vidcon, pesanServer);
      assert.equal(await berkasTugas.getAttribute("aria-invalid"), "false", "the earlier mark is gone");
      await op.page.unroute("**/lms/pengaturan");
      // (The browser logs that refusal as a failed load, as it should.)
      const ditolak = logs[0].messages.findIndex((m) => m.source?.endsWith("/lms/pengaturan") && m.text.includes("422"));
      if (ditolak >= 0) logs[0].messages.splice(ditolak, 1);

      await login(dosen.page, "dosen");
      await waitForHydration(dosen.page);
      const sebelum = await unggahDari(dosen.page, "tugas/lampiran", "bab1.pdf", pdf);
      assert.ok(sebelum.url, JSON.stringify(sebelum));

      await simpanTugasTerkirim(op.page, 1);
      await op.page.getByText("Pengaturan berhasil disimpan").first().waitFor();

      const sesudah = await unggahDari(dosen.page, "tugas/lampiran", "bab1.pdf", pdf);
      assert.equal(sesudah.status?.message, "Ukuran maksimal 1 MB", JSON.stringify(sesudah));

      // The lecturers' attendance rules: their own card, checked like the rest and saved with it.
      const online = op.page.getByRole("region", { name: "Syarat Kehadiran Dosen" }).getByRole("group", { name: "Online" });
      await online.getByLabel("Minimal kehadiran kelas").fill("101");
      await op.page.getByRole("button", { name: "Simpan" }).click();
      await op.page.getByRole("alert").filter({ hasText: "Persentase kehadiran kelas (dosen, online) harus 0 sampai 100." }).waitFor();
      await kolomTertanda(online.getByLabel("Minimal kehadiran kelas"), "Persentase kehadiran kelas (dosen, online) harus 0 sampai 100.");
      await online.getByLabel("Minimal kehadiran kelas").fill("50");
      await op.page.getByLabel("Kehadiran dosen perlu divalidasi").check();
      const simpanDosen = op.page.waitForResponse((r) => r.url().endsWith("/lms/pengaturan") && r.request().method() === "PUT");
      await op.page.getByRole("button", { name: "Simpan" }).click();
      const jawaban = await simpanDosen;
      assert.equal(jawaban.status(), 200);
      assert.equal(jawaban.request().postDataJSON().validasi_kehadiran_dosen, true);

      // The lecturer sees the same value, read-only.
      await dosen.page.goto("/pengaturan");
      await waitForHydration(dosen.page);
      await dosen.page.getByText("Anda hanya dapat melihat pengaturan.").waitFor();
      const input = dosen.page.getByLabel("Berkas tugas", { exact: true });
      assert.equal(await input.inputValue(), "1");
      assert.equal(await input.isDisabled(), true);
      assert.equal(await dosen.page.getByRole("button", { name: "Simpan" }).count(), 0);
      const validasi = dosen.page.getByLabel("Kehadiran dosen perlu divalidasi");
      assert.deepEqual([await validasi.isChecked(), await validasi.isDisabled()], [true, true]);
      await tanpaGeserSamping(dosen.page, "settings, read-only");

      await op.page.getByLabel("Kehadiran dosen perlu divalidasi").uncheck();
      await simpanTugasTerkirim(op.page, 10);
      // (The lecturer's page logs the refused upload's 413 as a console error, as it should.)
      tanpaGalat(logs.slice(0, 1));
    } finally {
      await op.context.close();
      await dosen.context.close();
    }
  });
}
