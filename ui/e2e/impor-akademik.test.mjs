// 'Impor Data Akademik' (/impor-akademik, issue 35): the operator opens it from the sidebar,
// uploads SIAKAD's students as CSV, reads the preview (2 added), saves, and sees the result; the
// same file again changes nothing; a file with a bad row names it and 'Simpan' stays disabled.
// The read-only operator has no menu entry and gets 403. At 1280 and 360 px, no sideways scroll.
// An imported student opens their activation link (downloaded by the operator from the page),
// chooses a password and is signed in; the link then says it is no longer valid. An integration
// token made on the page opens the sync endpoint until the operator revokes it.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  collectConsole,
  login,
  newPage,
  openSidebar,
  pageData,
  screenshot,
  tanpaGalat,
  tanpaGeserSamping,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const csv = (baris) => ({
  name: "mahasiswa-siakad.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(["NIM;Nama;Kode Prodi;Angkatan", ...baris].join("\n")),
});

async function unggah(page, berkas) {
  await page.locator("#impor-akademik-berkas").setInputFiles(berkas);
  await page.getByText(berkas.name).first().waitFor();
  await page.getByRole("button", { name: "Pratinjau" }).click();
  const p = page.getByRole("status", { name: "Pratinjau impor" }).or(page.getByRole("alert", { name: "Pratinjau impor" }));
  await p.waitFor();
  return p;
}

const angka = async (scope, label) =>
  (await scope.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd").innerText()).trim();

for (const viewport of VIEWPORTS) {
  test(`an operator imports students from SIAKAD's CSV after a preview (${viewport.width} px)`, { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const logs = collectConsole(page);
    const nim = (n) => `27${viewport.width}${n}`;
    try {
      await login(page, "operator");
      await waitForHydration(page);
      const nav = await openSidebar(page, viewport);
      await nav.getByRole("link", { name: "Impor Data Akademik", exact: true }).click();
      await page.waitForURL("**/impor-akademik");
      await page.getByRole("heading", { name: "Kolom Template Mahasiswa" }).waitFor();
      assert.equal(
        await page.getByRole("link", { name: "Unduh Template Mahasiswa" }).getAttribute("href"),
        "/lms/impor_akademik/mahasiswa/template",
      );
      assert.ok(await page.getByRole("button", { name: "Simpan" }).isDisabled(), "nothing to save before a preview");

      const baik = csv([`${nim(1)};Dewi Anggraini;TI;2026`, `${nim(2)};Eko Prasetyo;SI;2026`]);
      const p = await unggah(page, baik);
      assert.equal(await angka(p, "Ditambah"), "2");
      await screenshot(page, `impor-akademik-pratinjau`, viewport);
      await tanpaGeserSamping(page, "impor akademik");

      const [jawaban] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === "/lms/impor_akademik/mahasiswa" && r.request().method() === "POST"),
        page.getByRole("button", { name: "Simpan" }).click(),
      ]);
      assert.match(jawaban.headers()["content-type"] ?? "", /text\/event-stream/, "the import answers with its progress as events");
      const hasil = page.getByRole("status", { name: "Hasil impor" });
      await hasil.waitFor({ timeout: 30_000 });
      assert.equal(await angka(hasil, "Ditambah"), "2");
      await page.getByText("Impor berhasil. 2 ditambah, 0 diubah, 0 tetap.").first().waitFor();

      // The same file again: nothing to save.
      const lagi = await unggah(page, baik);
      assert.equal(await angka(lagi, "Tetap"), "2");
      await lagi.getByText("tidak ada yang perlu disimpan").waitFor();
      assert.ok(await page.getByRole("button", { name: "Simpan" }).isDisabled());

      // A bad row: named with its column, nothing to save.
      const salah = await unggah(page, csv([`${nim(3)};Fajar;TI;2026`, `${nim(4)};;TI;2026`, `${nim(5)};Gita;XX;2026`]));
      const tabel = salah.getByRole("table", { name: "Baris yang perlu diperbaiki" });
      await tabel.waitFor();
      assert.equal(await tabel.locator("tbody tr").count(), 2);
      await tabel.getByText("Nama wajib diisi.").waitFor();
      await tabel.getByText(/program studi 'XX' tidak ada di LMS/).waitFor();
      assert.ok(await page.getByRole("button", { name: "Simpan" }).isDisabled());
      await screenshot(page, `impor-akademik-galat`, viewport);
      await tanpaGeserSamping(page, "impor akademik, baris salah");
      tanpaGalat([logs]);
    } finally {
      await context.close();
    }
  });
}

test("the read-only operator has no import entry and gets 403", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(ctx.browser, ctx.server, VIEWPORTS[0]);
  try {
    await login(page, "operator_baca");
    await waitForHydration(page);
    const nav = await openSidebar(page, VIEWPORTS[0]);
    assert.equal(await nav.getByRole("link", { name: "Impor Data Akademik" }).count(), 0);
    const res = await page.goto("/impor-akademik");
    assert.equal(res?.status(), 403);
  } finally {
    await context.close();
  }
});

test("an imported student activates their account through the link and is signed in (360 px)", { timeout: 90_000 }, async () => {
  const op = await newPage(ctx.browser, ctx.server, VIEWPORTS[0]);
  const mhs = await newPage(ctx.browser, ctx.server, VIEWPORTS[1]);
  try {
    await login(op.page, "operator");
    await op.page.goto("/impor-akademik");
    await waitForHydration(op.page);
    await unggah(op.page, csv(["2799001;Laras Wulandari;TI;2026"]));
    await op.page.getByRole("button", { name: "Simpan" }).click();
    await op.page.getByRole("status", { name: "Hasil impor" }).waitFor({ timeout: 30_000 });

    // 'Unduh Tautan Aktivasi' for the students: a CSV a spreadsheet program opens.
    await op.page.getByLabel("Peran").selectOption("mahasiswa");
    const [unduhan] = await Promise.all([
      op.page.waitForEvent("download"),
      op.page.getByRole("button", { name: "Unduh Tautan Aktivasi" }).click(),
    ]);
    assert.equal(unduhan.suggestedFilename(), "tautan-aktivasi.csv");
    const baris = readFileSync(await unduhan.path(), "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    assert.equal(baris[0], "Username;Nama;Peran;Email;Tautan");
    await op.page.getByText("Tautan aktivasi diunduh").first().waitFor();
    const tautan = baris.find((b) => b.startsWith("2799001;"))?.split(";")[4];
    assert.ok(tautan?.startsWith(`${ctx.server.baseUrl}/aktivasi?token=`), baris.join("\n"));

    const { page } = mhs;
    await page.goto(tautan);
    await page.getByRole("heading", { name: "Aktivasi Akun" }).waitFor();
    await page.getByText("Selamat datang, Laras Wulandari.").waitFor();
    await page.getByLabel("Password Baru").fill("Laras-2799001");
    await page.getByLabel("Ulangi Password").fill("Laras-2799002");
    await page.getByRole("button", { name: "Aktifkan Akun" }).click();
    await page.getByRole("alert").getByText("Ulangi password tidak sama dengan password.").waitFor();
    await waitForHydration(page);
    await screenshot(page, "aktivasi-akun-galat", VIEWPORTS[1]);
    await page.getByLabel("Password Baru").fill("Laras-2799001");
    await page.getByLabel("Ulangi Password").fill("Laras-2799001");
    await page.getByRole("button", { name: "Aktifkan Akun" }).click();
    await page.waitForURL("**/beranda");
    await waitForHydration(page);

    await page.goto(tautan);
    await page.getByText(/Tautan aktivasi tidak valid, sudah dipakai, atau kedaluwarsa/).waitFor();
    await page.getByRole("link", { name: "Ke Halaman Masuk" }).waitFor();
  } finally {
    await op.context.close();
    await mhs.context.close();
  }
});

test("an operator makes an integration token, the sync signs in with it, revoking stops it (1280 px)", { timeout: 90_000 }, async () => {
  const { context, page } = await newPage(ctx.browser, ctx.server, VIEWPORTS[0]);
  const logs = collectConsole(page);
  try {
    await login(page, "operator");
    await page.goto("/impor-akademik");
    await waitForHydration(page);
    const bagian = page.getByRole("region", { name: "Token Integrasi SIAKAD" });
    await bagian.getByRole("button", { name: "Buat Token" }).click();
    await bagian.getByText(/^Nama token wajib diisi/).waitFor();
    await bagian.getByPlaceholder(/Nama token/).fill("SIAKAD sinkron malam");
    await bagian.getByRole("button", { name: "Buat Token" }).click();
    const token = (await bagian.getByLabel("Token baru").innerText()).trim();
    assert.match(token, /^lmsi_[0-9a-f]{64}$/);
    await bagian.getByRole("list", { name: "Daftar token integrasi" }).getByText("belum pernah dipakai").waitFor();
    await screenshot(page, "impor-akademik-token", VIEWPORTS[0]);
    await tanpaGeserSamping(page, "token integrasi");

    const collegeId = (await pageData(page)).app.college_id;
    // The academic system's job: no cookie, only the token.
    const sinkron = (t) =>
      fetch(`${ctx.server.baseUrl}/lms/sinkron/mahasiswa`, {
        method: "POST",
        headers: { authorization: `Bearer ${t}`, "college-id": collegeId, "content-type": "application/json" },
        body: JSON.stringify({ baris: [{ NIM: "2799101", Nama: "Hana Sinkron", "Kode Prodi": "TI", Angkatan: 2026 }] }),
      });
    const res = await sinkron(token);
    assert.equal(res.status, 200, await res.clone().text());
    assert.deepEqual((await res.json()).hasil, [{ baris: 1, status: "ditambah" }]);

    await page.reload();
    await waitForHydration(page);
    await bagian.getByText(/terakhir dipakai/).waitFor();
    await bagian.getByRole("button", { name: "Cabut" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cabut" }).click();
    await bagian.getByText(/^Dicabut /).waitFor();
    assert.equal((await sinkron(token)).status, 401);
    tanpaGalat([logs]);
  } finally {
    await context.close();
  }
});
