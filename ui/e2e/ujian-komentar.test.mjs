// Exam comments (spec 3 E2/ST19, issue 34): on a quiz the lecturer made in a meeting both attend,
// the student follows 'Komentar' on the exam card to the exam page, asks a question there; the
// lecturer's exam page lists the student under 'Komentar Mahasiswa' with one unread, opens the
// dialog, reads the question and answers; the student's page shows the answer. At 1280 and 360 px.
import assert from "node:assert/strict";
import { test } from "node:test";
import { apiDari, login, newPage, screenshot, sharedMeeting, useServerAndBrowser, VIEWPORTS, waitForHydration } from "./harness.mjs";

const ctx = useServerAndBrowser();
const iso = (menit) => new Date(Date.now() + menit * 60_000).toISOString().replace(/\.\d+Z$/, "Z");

for (const viewport of VIEWPORTS) {
  test(`a student asks about an exam and the lecturer answers (${viewport.width} px)`, { timeout: 120_000 }, async () => {
    const { context: cDosen, page: dosen } = await newPage(ctx.browser, ctx.server, viewport);
    const { context: cMhs, page: mhs } = await newPage(ctx.browser, ctx.server, viewport);
    await login(dosen, "dosen");
    await login(mhs, "mahasiswa");
    const { idKelas, idPertemuan, alamat } = await sharedMeeting(dosen, mhs);
    const judul = `Kuis Komentar ${viewport.width}`;
    const { status, body } = await apiDari(dosen, "/lms/ujian", "POST", {
      id_pertemuan: idPertemuan,
      judul,
      deskripsi: "<p>x</p>",
      jenis: "kuis",
      sifat: "open",
      gunakan_batas_waktu: false,
      waktu_mulai: iso(60),
      waktu_selesai: iso(180),
    });
    assert.equal(status, 201, JSON.stringify(body));
    const urlUjian = `/kelas/${idKelas}/ujian/${body.id}`;

    // The student: the card's 'Komentar' leads to the exam page's comments.
    await mhs.goto(alamat);
    await waitForHydration(mhs);
    // The quiz starts in an hour: its card cannot be opened yet, its 'Komentar' is there already.
    const tombol = mhs.getByRole("button", { name: new RegExp(judul) });
    const kartu = mhs.locator("section", { has: tombol }).last();
    assert.equal(await tombol.getAttribute("aria-disabled"), "true");
    await kartu.scrollIntoViewIfNeeded();
    await screenshot(mhs, "ujian-komentar-kartu", viewport);
    await kartu.getByRole("link", { name: "Komentar" }).click();
    await mhs.waitForURL((u) => u.pathname === urlUjian);
    const komentar = mhs.getByRole("region", { name: "Komentar" });
    await komentar.getByText("Komentar untuk Pengajar").waitFor();
    const pertanyaan = `Apakah boleh memakai kalkulator? (${viewport.width})`;
    await komentar.getByRole("textbox").fill(pertanyaan);
    await komentar.getByRole("button", { name: "Kirim" }).click();
    await komentar.getByText(pertanyaan).waitFor();
    await screenshot(mhs, "ujian-komentar-mahasiswa", viewport);

    // The lecturer: listed with one unread, opened in a dialog, answered.
    await dosen.goto(urlUjian);
    await waitForHydration(dosen);
    const daftar = dosen.getByRole("region", { name: "Komentar Mahasiswa" });
    const baris = daftar.getByRole("button", { name: /belum dibaca/ });
    await baris.waitFor();
    assert.match(await baris.innerText(), /1 komentar, 1 belum dibaca/);
    await baris.click();
    const dialog = dosen.getByRole("dialog");
    await dialog.getByText(pertanyaan).waitFor();
    await dialog.getByRole("textbox").fill("Boleh, kalkulator biasa.");
    await dialog.getByRole("button", { name: "Kirim" }).click();
    await dialog.getByText("Boleh, kalkulator biasa.").waitFor();
    await screenshot(dosen, "ujian-komentar-dosen", viewport);
    await dialog.press("Escape");
    assert.equal(await daftar.getByRole("button", { name: /belum dibaca/ }).count(), 0, "read once opened");

    // The student's page shows the answer (it polls; a reload is the same).
    await mhs.reload();
    await waitForHydration(mhs);
    await mhs.getByRole("region", { name: "Komentar" }).getByText("Boleh, kalkulator biasa.").waitFor();
    await cDosen.close();
    await cMhs.close();
  });
}
