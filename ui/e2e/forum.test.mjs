// Forums (issue 10): a lecturer adds a forum in a meeting of a class the demo student
// attends; the student opens it from the meeting page ('Lihat'), posts a comment and sees
// their count; the lecturer opens the forum page, sees the comment and the student in
// 'Keaktifan Peserta', and replies under it.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  collectConsole,
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
  test(`lecturer adds a forum, student posts, lecturer replies (${viewport.width} px)`, { timeout: 90_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(dosen.page), collectConsole(mhs.page)];
    const judul = `Diskusi Uji ${viewport.width}`;
    const komentar = `Pendapat saya tentang bab ini (${viewport.width}).`;
    try {
      await login(dosen.page, "dosen");
      await login(mhs.page, "mahasiswa");
      const { alamat } = await sharedMeeting(dosen.page, mhs.page);
      const page = dosen.page;
      await page.goto(alamat);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Tambah" }).click();
      await page.getByRole("menuitem", { name: "Forum" }).click();
      const form = page.getByRole("dialog", { name: "Tambah Data" });
      await form.getByLabel("Judul Forum").fill(judul);
      await form.getByLabel("Deskripsi").fill("Apa pendapat Anda tentang bab ini?");
      await form.getByLabel("Waktu Mulai").fill(ketik(wib(-10)));
      await form.getByLabel("Waktu Selesai").fill(ketik(wib(24 * 60)));
      await screenshot(page, "forum-form", viewport);
      await form.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Data berhasil disimpan").waitFor();
      await form.waitFor({ state: "hidden" });

      // The student: card > 'Lihat' > the forum page, a comment.
      await mhs.page.goto(alamat);
      await waitForHydration(mhs.page);
      await mhs.page.getByRole("button", { name: new RegExp(judul) }).click();
      await mhs.page.getByRole("link", { name: "Lihat" }).first().click();
      await mhs.page.waitForURL((u) => u.pathname === "/forum" && u.searchParams.has("forumId"));
      await waitForHydration(mhs.page);
      await mhs.page.getByLabel("Tulis komentar").fill(komentar);
      await mhs.page.getByRole("button", { name: "Kirim" }).click();
      await mhs.page.getByText(komentar).waitFor();
      await screenshot(mhs.page, "forum-mahasiswa", viewport);
      const url = mhs.page.url();

      // The lecturer sees the comment and the student's activity, and replies.
      await page.goto(url);
      await waitForHydration(page);
      await page.getByText(komentar).waitFor();
      await page.getByText("Keaktifan Peserta").waitFor();
      await page.getByRole("button", { name: "Balas" }).first().click();
      await page.getByLabel(/^Balas /).fill("Terima kasih, pendapat yang baik.");
      await page.getByRole("button", { name: "Kirim" }).last().click();
      await page.getByText("Terima kasih, pendapat yang baik.").waitFor();
      await screenshot(page, "forum-dosen", viewport);
      for (const log of logs) assert.deepEqual(log.pageErrors, [], "no uncaught page errors");
    } finally {
      await dosen.context.close();
      await mhs.context.close();
    }
  });
}
