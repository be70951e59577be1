// Copy toasts (issue 34, spec 3 §8). A lecturer copies a vidcon's link from its card ('Copied',
// the link on the clipboard) and the class ID from the class profile ('Berhasil Copy ID'); a
// student's card has no such button. In a browser where both ways of copying fail the toast
// says 'Cannot copy' in the danger style. At 1280 and 360 px.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apiDari,
  collectConsole,
  login,
  newPage,
  screenshot,
  sharedMeeting,
  tanpaGalat,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const isiPapanKlip = (page) => page.evaluate(() => navigator.clipboard.readText());

for (const viewport of VIEWPORTS) {
  test(`a lecturer copies a vidcon link and the class ID (${viewport.width} px)`, { timeout: 90_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    await dosen.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const logs = [collectConsole(dosen.page)];
    const page = dosen.page;
    const judul = `Vidcon Salin ${viewport.width}`;
    try {
      await login(page, "dosen");
      await login(mhs.page, "mahasiswa");
      const { idKelas, idPertemuan, alamat } = await sharedMeeting(page, mhs.page, { online: true });
      const jam = (menit) => new Date(Date.now() + menit * 60_000).toISOString().replace(/\.\d{3}Z$/, "Z");
      const dibuat = await apiDari(page, "/lms/vidcon", "POST", {
        id_pertemuan: idPertemuan,
        judul,
        aplikasi: "gmeet",
        link: "meet.google.com/salin-abcd-efg",
        catatan: "",
        waktu_mulai: jam(60),
        waktu_selesai: jam(120),
      });
      assert.ok(dibuat.status < 300, JSON.stringify(dibuat));

      // The vidcon card: 'Salin Link' copies the link as 'Join' opens it.
      await page.goto(alamat);
      await waitForHydration(page);
      await page.getByRole("button", { name: new RegExp(judul) }).click();
      await page.getByRole("button", { name: "Salin Link" }).click();
      await page.getByRole("status").getByText("Copied", { exact: true }).waitFor();
      assert.equal(await isiPapanKlip(page), "http://meet.google.com/salin-abcd-efg");
      await screenshot(page, "salin-link", viewport);

      // A student does not get the button (the form asks not to share the link).
      await mhs.page.goto(alamat);
      await waitForHydration(mhs.page);
      await mhs.page.getByRole("button", { name: new RegExp(judul) }).click();
      await mhs.page.getByRole("link", { name: "Join" }).waitFor();
      assert.equal(await mhs.page.getByRole("button", { name: "Salin Link" }).count(), 0);

      // The class profile: 'ID Kelas' and 'Salin ID'.
      await page.goto(`/kelas/${idKelas}/profil`);
      await waitForHydration(page);
      await page.getByText("ID Kelas", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Salin ID" }).click();
      await page.getByRole("status").getByText("Berhasil Copy ID", { exact: true }).waitFor();
      assert.equal(await isiPapanKlip(page), String(idKelas));
      await screenshot(page, "salin-id", viewport);
      tanpaGalat(logs);
    } finally {
      await dosen.context.close();
      await mhs.context.close();
    }
  });

  test(`copying that fails says 'Cannot copy' (${viewport.width} px)`, { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    // Neither the Clipboard API nor the old copy command works in this browser.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("ditolak")) } });
      document.execCommand = () => false;
    });
    try {
      await login(page, "dosen");
      const { data } = await page.evaluate(() =>
        fetch("/kelas?per_page=1", { headers: { "x-lms-data": "1", accept: "application/json" } }).then((r) => r.json()),
      );
      const id = data.rows[0].id;
      await page.goto(`/kelas/${id}/profil`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Salin ID" }).click();
      const galat = page.getByRole("alert").filter({ has: page.getByText("Cannot copy", { exact: true }) });
      await galat.waitFor();
      assert.match(await galat.getAttribute("class"), /bg-red-600/, "the danger style");
    } finally {
      await context.close();
    }
  });
}
