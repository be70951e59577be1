// Video conferences (issue 10): a lecturer adds a vidcon in a meeting of a class the demo
// student attends (the form's first message, then a valid save, the end set an hour after
// the start); the student opens the card and joins (the link opens in a new tab, the join is
// recorded); the lecturer then sees one participant joined.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  collectConsole,
  isMobile,
  login,
  newPage,
  screenshot,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
  ketik,
  sharedMeeting,
  wib,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

for (const viewport of VIEWPORTS) {
  test(`lecturer adds a vidcon, student joins it (${viewport.width} px)`, { timeout: 90_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(dosen.page), collectConsole(mhs.page)];
    const judul = `Kuliah Daring Uji ${viewport.width}`;
    try {
      await login(dosen.page, "dosen");
      await login(mhs.page, "mahasiswa");
      const { alamat } = await sharedMeeting(dosen.page, mhs.page, { online: true });
      const page = dosen.page;
      await page.goto(alamat);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Tambah" }).click();
      await page.getByRole("menuitem", { name: "Vidcon" }).click();
      const form = page.getByRole("dialog", { name: "Tambah Data" });
      await form.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Judul wajib diisi").first().waitFor();
      await form.getByLabel("Judul").fill(judul);
      await form.getByLabel("Aplikasi").selectOption("gmeet");
      await form.getByLabel("Link").fill("meet.google.com/uji-abcd-efg");
      await form.getByText("Harap tidak membagikan link kepada peserta").waitFor();
      await form.getByLabel("Waktu Mulai").fill(ketik(wib(-10)));
      assert.equal(await form.getByLabel("Waktu Selesai").inputValue(), ketik(wib(50)), "the end follows the start by an hour");
      await screenshot(page, "vidcon-form", viewport);
      await form.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Data berhasil disimpan").waitFor();
      await form.waitFor({ state: "hidden" });

      // The student joins: the link opens in a new tab, the join is recorded.
      await mhs.page.goto(alamat);
      await waitForHydration(mhs.page);
      await mhs.page.getByRole("button", { name: new RegExp(judul) }).click();
      const [tab] = await Promise.all([mhs.context.waitForEvent("page"), mhs.page.getByRole("link", { name: "Join" }).click()]);
      await tab.close();
      await mhs.page.getByText(/Anda telah mengikuti vidcon ini pada tanggal/).waitFor();
      await screenshot(mhs.page, "vidcon-mahasiswa", viewport);

      await page.reload();
      await waitForHydration(page);
      await page.getByRole("button", { name: new RegExp(judul) }).click();
      await page.getByText(/Bergabung 1 dari \d+ peserta/).waitFor();
      await screenshot(page, "vidcon-dosen", viewport);
      if (!isMobile(viewport)) await page.getByText("Siti Rahmawati").first().waitFor();
      for (const log of logs) assert.deepEqual(log.pageErrors, [], "no uncaught page errors");
    } finally {
      await dosen.context.close();
      await mhs.context.close();
    }
  });
}
