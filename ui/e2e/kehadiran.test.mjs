// Attendance (issue 13): the demo seed starts one offline meeting of a class the demo lecturer
// and student share five minutes before the seed ran. The lecturer opens its attendance page,
// starts it ('Mulai Pertemuan', once: both viewports share one server) and shows the QR code;
// a student opens the code's address on a phone, records with 'Catat Kehadiran' and sees the
// success state (the typed-code form refuses a short code first). The lecturer reloads, sees the
// student 'Hadir', changes another row in 'Ubah kehadiran' and saves ('Berhasil update
// kehadiran'); the class recap then shows the scanned student's cell as 'Hadir Offline', not
// clickable, while a cell with a record of a meeting that is not offline opens the 'Detail'
// dialog, which fetches that cell's record (by click and by Enter).
// The first viewport scans as the demo student; the next ones as another participant not
// present yet (a QR record is final), logged in with the NIM (the demo's usernames).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apiDari,
  collectConsole,
  kegiatanKalender,
  kelasSaya,
  login,
  newPage,
  pageData,
  pageProps,
  propsSekarang,
  screenshot,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

/** The classes of the signed-in page's user: this period's list and the calendar's around this month. */
const kelasBeranda = async (page) =>
  new Set([
    ...(await kelasSaya(page)),
    ...(await kegiatanKalender(page)).map((k) => Number(/^\/kelas\/(\d+)/.exec(k.tautan)?.[1])).filter(Boolean),
  ]);

/** The seeded running meeting, found once (the first run starts it). */
let rapat = null;

/**
 * The offline meeting of a class both users are in whose time has come and that has not
 * ended: not started yet (the seed's), or started by an earlier run of this file.
 */
async function rapatSekarang(dosenPage, mhsPage) {
  if (rapat) return rapat;
  const kelasMhs = await kelasBeranda(mhsPage);
  const kandidat = [];
  for (const id of [...(await kelasBeranda(dosenPage))].filter((k) => kelasMhs.has(k))) {
    const { data } = await pageProps(dosenPage, `/kelas/${id}`);
    for (const p of data.pertemuan) {
      const sekarang = Date.now();
      if (p.jenis !== "offline" || Date.parse(p.waktu_mulai) > sekarang || Date.parse(p.waktu_selesai) <= sekarang) continue;
      if (p.status === "belum_dimulai" || p.status === "berlangsung") kandidat.push({ idKelas: id, idPertemuan: p.id, status: p.status });
    }
  }
  const pilih = kandidat.find((k) => k.status === "belum_dimulai") ?? kandidat[0];
  if (!pilih) throw new Error("no offline meeting of a shared class is due now (demo seed: seed_pertemuan_sekarang)");
  rapat = { ...pilih, alamat: `/kehadiran/${pilih.idKelas}/${pilih.idPertemuan}` };
  return rapat;
}

/** The names (without academic titles) on the teacher cards of the section headed `judul`. */
async function kartuDi(page, judul) {
  const bagian = page.locator("section").filter({ has: page.getByRole("heading", { name: judul, exact: true }) });
  if (!(await bagian.count())) return [];
  const label = await bagian.getByRole("article").evaluateAll((xs) => xs.map((x) => x.getAttribute("aria-label") ?? ""));
  return label.map((n) => n.replace(/,.*$/, ""));
}

/** The participant row showing `nim`, going through the pages of the table when needed. */
async function barisPeserta(page, nim) {
  const baris = page.locator("tbody tr").filter({ hasText: nim });
  for (let i = 0; i < 200; i++) {
    if (await baris.count()) return baris.first();
    const lanjut = page.getByRole("navigation", { name: "Halaman" }).getByRole("button", { name: "Berikutnya" });
    if (!(await lanjut.count()) || (await lanjut.isDisabled())) break;
    await lanjut.click();
  }
  throw new Error(`participant ${nim} is not in the table`);
}

for (const [urutan, viewport] of VIEWPORTS.entries()) {
  test(`QR attendance, edit and the class recap (${viewport.width} px)`, { timeout: 120_000 }, async () => {
    const dosen = await newPage(ctx.browser, ctx.server, viewport);
    const mhs = await newPage(ctx.browser, ctx.server, viewport);
    let lain = null;
    const logs = [collectConsole(dosen.page), collectConsole(mhs.page)];
    try {
      await login(dosen.page, "dosen");
      await login(mhs.page, "mahasiswa");
      const { idKelas, idPertemuan, alamat } = await rapatSekarang(dosen.page, mhs.page);
      const page = dosen.page;
      const kelasDosen = [...(await kelasBeranda(page))];

      // The lecturer starts the meeting (unless an earlier run did) and shows the QR code.
      await page.goto(alamat);
      await waitForHydration(page);
      const mulai = page.getByRole("button", { name: "Mulai Pertemuan" });
      if (await mulai.count()) {
        await mulai.click();
        await page.getByRole("button", { name: "Akhiri Pertemuan" }).waitFor();
      }
      await screenshot(page, "kehadiran-pertemuan", viewport);

      // Teachers' cards: lecturers under 'Kehadiran Pengajar', assistants in their own section.
      const { pengajar } = await propsSekarang(page);
      const nama = (g) => [g.pengajar.gelar_depan, g.pengajar.nama].filter(Boolean).join(" ");
      assert.deepEqual(await kartuDi(page, "Kehadiran Pengajar"), pengajar.filter((g) => g.pengajar.jabatan !== "asisten").map(nama));
      assert.deepEqual(await kartuDi(page, "Kehadiran Asisten"), pengajar.filter((g) => g.pengajar.jabatan === "asisten").map(nama));

      // Who scans: the demo student first, then a participant without any record.
      let pelajar = mhs;
      const { body: daftar } = await apiDari(page, `/lms/kehadiran_mahasiswa/pertemuan/${idPertemuan}`, "GET");
      assert.ok(Array.isArray(daftar?.data) && daftar.data.length > 1, "the meeting lists its participants");
      if (urutan > 0) {
        const calon = daftar.data.find((r) => !r.is_qr_code && r.presensi !== "H" && r.mahasiswa.nama !== "Siti Rahmawati");
        assert.ok(calon, "a participant not present yet");
        lain = await newPage(ctx.browser, ctx.server, viewport);
        logs.push(collectConsole(lain.page));
        await login(lain.page, calon.mahasiswa.nim);
        pelajar = lain;
      }

      await page.getByRole("button", { name: "Generate QR Code" }).click();
      const dialogQr = page.getByRole("dialog", { name: "QR Code Presensi" });
      const teksUrl = dialogQr.getByText(/\/presensi\/\d+\?t=/);
      await teksUrl.waitFor();
      const url = new URL((await teksUrl.textContent()).trim());
      assert.equal(url.pathname, `/presensi/${idPertemuan}`);

      // The student's phone, at once (a code counts for under ten seconds):
      // nothing is recorded before the button is pressed.
      const hp = pelajar.page;
      await hp.goto(url.pathname + url.search);
      await waitForHydration(hp);
      await screenshot(page, "kehadiran-qr", viewport);
      const props = (await pageData(hp)).data;
      assert.equal(props.id_pertemuan, idPertemuan);
      // The code came in time: the page holds a receipt for this student, not the code.
      assert.match(props.token, /^r\d+\./);
      assert.notEqual(props.token, url.searchParams.get("t"));
      assert.equal(props.kehadiran.is_qr_code, false);
      const { body: saya } = await apiDari(hp, `/lms/kehadiran_mahasiswa/kelas_kuliah/${idKelas}/pertemuan/${idPertemuan}/me`, "GET");
      assert.equal(saya.is_qr_code, false, "opening (and hydrating) the page records nothing");
      const nim = props.kehadiran.mahasiswa.nim;
      await hp.getByText(`Pertemuan ${props.nomor}: ${props.judul}`).waitFor();
      // The typed code is checked before anything is sent.
      await hp.getByLabel("Kode Presensi").fill("123");
      await hp.getByRole("button", { name: "Kirim Kode" }).click();
      await hp.getByText("Kode presensi terdiri dari 6 angka.").waitFor();
      await screenshot(hp, "presensi-mahasiswa", viewport);
      await hp.getByRole("button", { name: "Catat Kehadiran" }).click();
      await hp.getByText("Kehadiran Anda berhasil dicatat").waitFor();
      assert.equal(await hp.getByRole("button", { name: "Catat Kehadiran" }).count(), 0, "the form is gone");
      await screenshot(hp, "presensi-tercatat", viewport);
      // Opening it again shows the record.
      await hp.reload();
      await waitForHydration(hp);
      await hp.getByText("Kehadiran Anda sudah tercatat").waitFor();

      // The lecturer sees the student present, then changes another row.
      await dialogQr.getByRole("button", { name: "Tutup" }).last().click();
      await dialogQr.waitFor({ state: "hidden" });
      await page.reload();
      await waitForHydration(page);
      const barisMhs = await barisPeserta(page, nim);
      await barisMhs.getByText("Hadir", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Ubah kehadiran" }).click();
      const grup = page.locator("tbody").getByRole("radiogroup");
      await grup.first().waitFor();
      let ubah = null;
      for (let i = 0; i < (await grup.count()); i++) {
        const g = grup.nth(i);
        const nama = await g.getAttribute("aria-label");
        if (nama === `Kehadiran ${props.kehadiran.mahasiswa.nama}`) continue;
        ubah = { g, nama };
        break;
      }
      assert.ok(ubah, "another participant on the page");
      const kode = (await ubah.g.getByRole("radio", { name: "S", exact: true }).count()) ? "S" : "A";
      await ubah.g.getByRole("radio", { name: kode, exact: true }).check();
      await screenshot(page, "kehadiran-ubah", viewport);
      const { body: dimuat } = await apiDari(page, `/lms/kehadiran_mahasiswa/pertemuan/${idPertemuan}`, "GET");
      const dipindai = dimuat.data.find((r) => r.mahasiswa.nim === nim);
      const belumAda = dimuat.data.filter((r) => !r.ada_presensi && `Kehadiran ${r.mahasiswa.nama}` !== ubah.nama).length;
      // The first layout meets the meeting untouched; the second one after the first saved every row.
      assert.ok(urutan > 0 || belumAda > 0, "students without a record before the first save");
      await page.getByRole("button", { name: "Simpan kehadiran" }).click();
      if (belumAda > 0) {
        // Students without a record are counted first, and counted 'Alpa' only after a yes.
        const tanya = page.getByRole("dialog", { name: "Simpan kehadiran" });
        await tanya.getByText(`${belumAda} mahasiswa belum memiliki presensi dan akan dihitung Alpa.`, { exact: false }).waitFor();
        await screenshot(page, "kehadiran-tanya-alpa", viewport);
        await tanya.getByRole("button", { name: "Simpan", exact: true }).click();
      }
      await page.getByText("Berhasil update kehadiran").first().waitFor();
      await page.getByRole("button", { name: "Ubah kehadiran" }).waitFor();
      const { body: sesudah } = await apiDari(page, `/lms/kehadiran_mahasiswa/pertemuan/${idPertemuan}`, "GET");
      const diubah = sesudah.data.find((r) => `Kehadiran ${r.mahasiswa.nama}` === ubah.nama);
      assert.equal(diubah?.presensi, kode, "the changed row was saved");
      const tetap = sesudah.data.find((r) => r.mahasiswa.nim === nim);
      assert.deepEqual(
        [tetap?.presensi, tetap?.is_qr_code, tetap?.updated_by?.username, tetap?.updated_at],
        ["H", true, dipindai.updated_by.username, dipindai.updated_at],
        "the scanned row keeps its code, QR tag, author and time",
      );
      const tanpa = sesudah.data.find(
        (r) => !dimuat.data.find((d) => d.mahasiswa.nim === r.mahasiswa.nim)?.ada_presensi && `Kehadiran ${r.mahasiswa.nama}` !== ubah.nama,
      );
      assert.equal(Boolean(tanpa), belumAda > 0, "the dialog counted the students without a record");
      if (tanpa)
        assert.deepEqual(
          [tanpa.presensi, tanpa.updated_by?.username],
          ["A", "LMS:SYSTEM"],
          "an unset row is the system's default A, not the lecturer's",
        );

      // The class recap: the scanned cell is present offline, and an offline cell opens nothing.
      await page.goto(`/kehadiran/${idKelas}`);
      await waitForHydration(page);
      const rekap = (await pageData(page)).data;
      const kolom = rekap.pertemuan.findIndex((p) => p.id === idPertemuan);
      assert.ok(kolom >= 0, "the meeting is a column of the recap");
      assert.equal(rekap.mahasiswa.find((m) => m.nim === nim)?.presensi[kolom], "H", "one character per meeting: valid present");
      // Percentages below the final exam's minimum are marked (red), the others not.
      const ditandai = await page
        .locator("table.rekap tbody tr")
        .evaluateAll((trs) => trs.map((tr) => !!tr.querySelector("td.persen.kurang")));
      const kurang = rekap.mahasiswa.map((m) => m.kehadiran.persen != null && m.kehadiran.persen < rekap.syarat_ujian_persen);
      assert.deepEqual(ditandai, kurang);
      await page.getByText(`Di bawah syarat kehadiran UAS (minimal ${rekap.syarat_ujian_persen}%)`).waitFor();
      const sel = page
        .locator("table.rekap tbody tr")
        .filter({ hasText: nim })
        .locator("td")
        .nth(3 + kolom);
      assert.equal(await sel.getAttribute("title"), "Hadir Offline");
      assert.equal(await sel.getAttribute("role"), null, "offline cells are not clickable");
      assert.equal(await sel.getAttribute("data-p"), null, "offline cells carry no index");
      assert.equal(await sel.getAttribute("aria-label"), null, "the title names a cell");
      await screenshot(page, "kehadiran-rekap", viewport);
      // The legend names the grey minus too.
      await page.locator("ul.rekap li").filter({ hasText: "Belum ada rekap" }).waitFor();
      // A refused export is a toast with the server's message; the page stays (issue 37).
      const alamatEkspor = `**/lms/kehadiran_mahasiswa/kelas_kuliah/${idKelas}/export_excel`;
      await page.route(alamatEkspor, (route) =>
        route.fulfill({
          status: 422,
          contentType: "application/json",
          body: JSON.stringify({ status: { code: "validasi", message: "Rekap sedang dihitung ulang. Coba lagi sebentar." } }),
        }),
      );
      const sebelumEkspor = page.url();
      await page.getByRole("link", { name: "Export Excel" }).click();
      await page.getByText("Rekap sedang dihitung ulang. Coba lagi sebentar.").first().waitFor();
      assert.equal(page.url(), sebelumEkspor, "the page is not replaced by the error body");
      await page.unroute(alamatEkspor);
      const [unduhan] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export Excel" }).click()]);
      assert.match(unduhan.suggestedFilename(), /\.xlsx$/, "the real export still downloads");

      // A cell with a record of a meeting that is not offline opens 'Detail' (this class, else another one).
      const klikSel = "table.rekap tbody tr[data-m] td[role=button][data-p]";
      if (!(await page.locator(klikSel).count())) {
        for (const idLain of kelasDosen) {
          const { data } = await pageProps(page, `/kehadiran/${idLain}`);
          const ada = data?.pertemuan?.some(
            (p, j) => p.jenis !== "offline" && data.mahasiswa.some((m) => /^[HAIShais]$/.test(m.presensi[j] ?? "")),
          );
          if (ada) {
            await page.goto(`/kehadiran/${idLain}`);
            await waitForHydration(page);
            break;
          }
        }
      }
      const klik = page.locator(klikSel).first();
      await klik.scrollIntoViewIfNeeded();
      const data = (await pageData(page)).data;
      const m = data.mahasiswa[Number(await klik.locator("xpath=..").getAttribute("data-m"))];
      const j = Number(await klik.getAttribute("data-p"));
      const p = data.pertemuan[j];
      assert.notEqual(p.jenis, "offline");
      const huruf = m.presensi[j];
      assert.match(huruf, /^[HAIShais]$/, "a clickable cell has a record");
      const detailDimuat = page.waitForResponse((r) =>
        r.url().endsWith(`/kelas_kuliah/${data.kelas.id}/pertemuan/${p.id}/nim/${encodeURIComponent(m.nim)}`),
      );
      await klik.click();
      const detail = page.getByRole("dialog", { name: "Detail" });
      assert.equal((await detailDimuat).status(), 200, "the dialog fetches the cell's record");
      await detail.getByText(m.nama).waitFor();
      await detail.getByText(`Pertemuan ${p.nomor}`).waitFor();
      await detail.getByText("Diperbarui oleh").waitFor();
      const label = { H: "Hadir", A: "Alpa", I: "Izin", S: "Sakit" }[huruf.toUpperCase()];
      await detail.getByText(label, { exact: true }).waitFor();
      assert.equal(
        await detail.getByText("Belum Valid", { exact: true }).count(),
        huruf === huruf.toUpperCase() ? 0 : 1,
        "'Belum Valid' for lower case cells",
      );
      assert.equal(await detail.getByText("Memuat...").count(), 0);
      await screenshot(page, "kehadiran-rekap-detail", viewport);
      await detail.getByRole("button", { name: "Kembali" }).click();
      await detail.waitFor({ state: "hidden" });
      // The keyboard opens it too.
      await klik.focus();
      await page.keyboard.press("Enter");
      await detail.waitFor();
      await detail.getByText(m.nama).waitFor();
      await page.keyboard.press("Escape");
      await detail.waitFor({ state: "hidden" });

      for (const log of logs) assert.deepEqual(log.pageErrors, [], "no uncaught page errors");
    } finally {
      await dosen.context.close();
      await mhs.context.close();
      await lain?.context.close();
    }
  });
}

// Spec 3 'Teaching roles and methods': in a class with a Dosen Koordinator, a Pengajar and an
// Asisten, the meeting's attendance page shows the Pengajar under 'Kehadiran Pengajar', the
// Asisten under 'Kehadiran Asisten', and no card for the coordinator (not recorded).
test("teachers and assistants apart, the team's coordinator not recorded (operator)", { timeout: 60_000 }, async () => {
  const { page, context } = await newPage(ctx.browser, ctx.server, VIEWPORTS[0]);
  try {
    await login(page, "operator");
    const { body } = await apiDari(page, "/lms/kelas_kuliah?per_page=50", "GET");
    const peran = ["koordinator", "pengajar", "asisten"];
    const kelas = body.data.find((k) => peran.every((j) => k.pengajar.filter((g) => g.jabatan === j).length === 1));
    assert.ok(kelas, "a class with one coordinator, one lecturer and one assistant among the first 50");
    const dengan = (j) => kelas.pengajar.find((g) => g.jabatan === j).nama.replace(/,.*$/, "");
    const { data } = await pageProps(page, `/kelas/${kelas.id}`);
    await page.goto(`/kehadiran/${kelas.id}/${data.pertemuan[0].id}`);
    await waitForHydration(page);
    const dosen = await kartuDi(page, "Kehadiran Pengajar");
    const asisten = await kartuDi(page, "Kehadiran Asisten");
    assert.equal(dosen.length, 1, `one lecturer's card: ${dosen}`);
    assert.equal(dosen[0], dengan("pengajar"), "the Pengajar's card");
    assert.equal(asisten.length, 1, `one assistant's card: ${asisten}`);
    assert.equal(asisten[0], dengan("asisten"), "the Asisten's card");
    await screenshot(page, "kehadiran-pertemuan-asisten", VIEWPORTS[0]);
  } finally {
    await context.close();
  }
});
