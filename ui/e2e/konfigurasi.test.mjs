// The configuration page (/konfigurasi, issue 15). The operator with write on everything opens
// 'Konfigurasi' from the sidebar, changes 'deadline' to 10 in its row (toast, the row and a
// reload show it), tries start_lecture '25:00' and a start after the end and sees the server's
// messages under the input (the same the server answers the PUT with). The read-only operator
// sees the values without 'Ubah'; a lecturer gets the 403 page. Both at 1280 and 360 px, where
// the rows stack and the page never scrolls sideways.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  collectConsole,
  login,
  newPage,
  openSidebar,
  pageData,
  propsSekarang,
  screenshot,
  tanpaGalat,
  tanpaGeserSamping,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const PESAN_JAM = "Jam harus berformat JJ:MM (24 jam), misalnya 07:00.";
const PESAN_URUTAN = "Jam mulai perkuliahan harus sebelum jam akhir perkuliahan.";

/** PUT /lms/konfigurasi/{keyword} with the page's session, outside the page (no console noise). */
async function simpanLangsung(page, keyword, nilai) {
  const collegeId = (await pageData(page)).app.college_id;
  const res = await page.request.put(`/lms/konfigurasi/${keyword}`, {
    data: { nilai },
    headers: { accept: "application/json", "college-id": collegeId },
  });
  return { status: res.status(), body: await res.json().catch(() => null) };
}

const baris = (page, keyword) => page.locator(`tr[data-keyword="${keyword}"]`);

/** Opens the row's form, fills the value and presses 'Simpan'. */
async function isi(page, keyword, label, nilai) {
  const b = baris(page, keyword);
  if ((await b.getByRole("button", { name: "Simpan" }).count()) === 0) await b.getByRole("button", { name: `Ubah ${label}` }).click();
  const input = b.getByLabel(label, { exact: true });
  await input.fill(nilai);
  await b.getByRole("button", { name: "Simpan" }).click();
  return b;
}

async function bukaDariSidebar(page, viewport) {
  const nav = await openSidebar(page, viewport);
  await nav.getByRole("link", { name: "Konfigurasi", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/konfigurasi");
  await baris(page, "deadline").waitFor();
}

for (const viewport of VIEWPORTS) {
  test(`operator changes configuration in place (${viewport.width} px)`, { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(page)];
    try {
      await login(page, "operator");
      await waitForHydration(page);
      await bukaDariSidebar(page, viewport);
      const props = await propsSekarang(page);
      assert.equal(props.boleh_ubah, true);
      const kunci = props.items.map((x) => x.keyword);
      for (const k of [
        "start_lecture",
        "end_lecture",
        "attendance_percentage",
        "lecture_activity",
        "deadline",
        "url_sikad",
        "url_dosen_new",
      ]) {
        assert.ok(kunci.includes(k), k);
      }
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByText("Konfigurasi", { exact: true }).waitFor();
      for (const label of [
        "Jam Mulai Perkuliahan",
        "Jam Akhir Perkuliahan",
        "Persentase Kehadiran Minimal",
        "Aktivitas Kuliah sebagai Kehadiran",
        "Alamat SIKAD Dosen",
      ]) {
        await page.getByText(label, { exact: true }).waitFor();
      }
      const persen = props.items.find((x) => x.keyword === "attendance_percentage");
      await baris(page, "attendance_percentage").getByText(`${persen.nilai}%`, { exact: true }).waitFor();
      const aktivitas = props.items.find((x) => x.keyword === "lecture_activity");
      await baris(page, "lecture_activity")
        .getByText(aktivitas.nilai === "true" ? "Ya" : "Tidak", { exact: true })
        .waitFor();
      assert.equal(await page.getByText("Anda hanya dapat melihat konfigurasi.").count(), 0);
      await tanpaGeserSamping(page, "configuration list");
      await screenshot(page, "konfigurasi-daftar", viewport);

      // 'Batal' leaves the row as it was.
      const label = "Batas Hari Aktivitas Pertemuan";
      await baris(page, "deadline")
        .getByRole("button", { name: `Ubah ${label}` })
        .click();
      await baris(page, "deadline").getByRole("button", { name: "Batal" }).click();
      await baris(page, "deadline")
        .getByRole("button", { name: `Ubah ${label}` })
        .waitFor();

      // deadline -> 10: saved, toast, the row shows it, and so does a reload.
      const simpan = page.waitForResponse((r) => r.url().endsWith("/lms/konfigurasi/deadline") && r.request().method() === "PUT");
      const b = await isi(page, "deadline", label, "10");
      assert.equal((await simpan).status(), 200);
      await page.getByText("Konfigurasi berhasil disimpan").waitFor();
      await b.getByText("10 hari", { exact: true }).waitFor();
      await page.reload();
      await waitForHydration(page);
      await baris(page, "deadline").getByText("10 hari", { exact: true }).waitFor();
      assert.equal((await propsSekarang(page)).items.find((x) => x.keyword === "deadline").nilai, "10");

      // start_lecture '25:00': the hour format message, the one the server answers too.
      const mulai = "Jam Mulai Perkuliahan";
      const input = baris(page, "start_lecture").getByLabel(mulai, { exact: true });
      const m = await isi(page, "start_lecture", mulai, "25:00");
      await m.getByRole("alert").filter({ hasText: PESAN_JAM }).waitFor();
      assert.equal(await input.getAttribute("aria-invalid"), "true");
      const server = await simpanLangsung(page, "start_lecture", "25:00");
      assert.equal(server.status, 422);
      assert.equal(server.body.status.message, PESAN_JAM);
      await tanpaGeserSamping(page, "hour error");

      // A start after the end: the order message.
      const akhir = props.items.find((x) => x.keyword === "end_lecture").nilai;
      assert.ok(akhir < "23:30", akhir);
      await isi(page, "start_lecture", mulai, "23:30");
      await m.getByRole("alert").filter({ hasText: PESAN_URUTAN }).waitFor();
      const urutan = await simpanLangsung(page, "start_lecture", "23:30");
      assert.equal(urutan.status, 422);
      assert.equal(urutan.body.status.message, PESAN_URUTAN);
      await tanpaGeserSamping(page, "order error");
      await screenshot(page, "konfigurasi-ubah", viewport);
      await m.getByRole("button", { name: "Batal" }).click();
      const awal = props.items.find((x) => x.keyword === "start_lecture").nilai;
      await m.getByText(awal, { exact: true }).waitFor();
      tanpaGalat(logs);
    } finally {
      await context.close();
    }
  });

  test(`read-only operator sees values, no 'Ubah'; a lecturer gets 403 (${viewport.width} px)`, { timeout: 60_000 }, async () => {
    const baca = await newPage(ctx.browser, ctx.server, viewport);
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const logs = [collectConsole(baca.page)];
    try {
      const page = baca.page;
      await login(page, "operator_baca");
      await waitForHydration(page);
      await bukaDariSidebar(page, viewport);
      const props = await propsSekarang(page);
      assert.equal(props.boleh_ubah, false);
      await page.getByText("Anda hanya dapat melihat konfigurasi.").waitFor();
      await page.getByText("Jam Mulai Perkuliahan", { exact: true }).waitFor();
      const url = props.items.find((x) => x.keyword === "url_sikad").nilai;
      await baris(page, "url_sikad").getByText(url, { exact: true }).waitFor();
      assert.equal(await page.getByRole("button", { name: /^Ubah/ }).count(), 0);
      const tolak = await simpanLangsung(page, "deadline", "3");
      assert.equal(tolak.status, 403);
      await tanpaGeserSamping(page, "read-only list");
      await screenshot(page, "konfigurasi-baca", viewport);

      await login(dosen.page, "dosen");
      const res = await dosen.page.goto("/konfigurasi");
      assert.equal(res.status(), 403);
      await dosen.page.getByText("403", { exact: true }).waitFor();
      await screenshot(dosen.page, "konfigurasi-403", viewport);
      tanpaGalat(logs);
    } finally {
      await baca.context.close();
      await dosen.context.close();
    }
  });
}
