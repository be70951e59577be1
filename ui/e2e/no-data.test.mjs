// 'NO DATA' (issue 34; spec 2 §2 and §8, spec 3 §2 and §8): when reading a section's data again
// fails in the browser (no answer, or a server error), that section says 'NO DATA' with 'Coba
// lagi' while the rest of the page stays; 'Coba lagi' brings it back once the server answers.
// The meeting page after a deletion, a question bank after an import, the grade recap after a
// SIKAD component was saved, and the activity history after a filter or a tab. A page the
// server says is gone (404) is still the error page. Screenshots of each state at 360, 1024 and
// 1280 px go to test-results/screens/no-data/ (or SHOTS_DIR).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import {
  apiDari,
  kelasSaya,
  login,
  newPage,
  pageProps,
  periksaAxe,
  SCREENS_DIR,
  useServerAndBrowser,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();
const SHOTS = process.env.SHOTS_DIR || path.join(SCREENS_DIR, "no-data");
const LEBAR = [360, 1024, 1280];

/** A page that no service worker answers for (page.route sees every request). */
const halaman = (width = 1280) => newPage(ctx.browser, ctx.server, { width, height: 800 }, { serviceWorkers: "block" });

/** The page's state at each width, checked by axe and saved as `nama-{width}.png`. */
async function potret(page, nama) {
  await mkdir(SHOTS, { recursive: true });
  const semula = page.viewportSize();
  for (const width of LEBAR) {
    await page.setViewportSize({ width, height: 800 });
    await periksaAxe(page, `${nama}-${width}`);
    await page.screenshot({ path: path.join(SHOTS, `${nama}-${width}.png`), fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize(semula);
}

/**
 * One route for the page-data reads of `alamat` (client navigation, `x-lms-data: 1`): `jawab`
 * answers them (`jawab(route)`, changed with `.jawab = ...`); the rest passes. `lepas()` removes it.
 */
async function gagalkanData(page, alamat, jawab) {
  const kendali = { jawab };
  const cocok = (u) => u.pathname === alamat;
  await page.route(cocok, (route) => (route.request().headers()["x-lms-data"] === "1" ? kendali.jawab(route) : route.continue()));
  kendali.lepas = () => page.unroute(cocok);
  return kendali;
}

const putus = (route) => route.abort("internetdisconnected");
const galat500 = (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
const noData = (scope) => scope.getByText("NO DATA", { exact: true });

test(
  "meeting page: a failed reload after a deletion shows 'NO DATA' under the meeting, 'Coba lagi' brings it back",
  { timeout: 90_000 },
  async () => {
    const { context, page } = await halaman();
    try {
      await login(page, "dosen");
      const [idKelas] = await kelasSaya(page);
      const p = (await pageProps(page, `/kelas/${idKelas}`)).data.pertemuan[0];
      const alamat = `/kelas/${idKelas}/${p.id}`;
      for (const judul of ["Teks Uji Satu", "Teks Uji Dua"]) {
        const r = await apiDari(page, "/lms/teks", "POST", { id_pertemuan: p.id, judul, isi: "<p>Bacaan singkat.</p>" });
        assert.equal(r.status, 201, JSON.stringify(r.body));
      }
      await page.goto(alamat);
      await waitForHydration(page);
      const judulPertemuan = page.getByRole("heading", { level: 2, name: new RegExp(`^Pertemuan ${p.nomor}: `) });
      await judulPertemuan.waitFor();

      const hapus = async (judul) => {
        const tombol = page.getByRole("button", { name: new RegExp(judul) });
        await tombol.click();
        await page.locator("section", { has: tombol }).last().getByRole("button", { name: "Hapus" }).click();
        await page.getByRole("dialog", { name: "Konfirmasi" }).getByRole("button", { name: "Ok" }).click();
        await page.getByText("Teks berhasil dihapus").first().waitFor();
      };

      // No answer: the page stays, the activities say 'NO DATA'.
      const rute = await gagalkanData(page, alamat, putus);
      await hapus("Teks Uji Satu");
      await noData(page).waitFor();
      await judulPertemuan.waitFor();
      assert.equal(new URL(page.url()).pathname, alamat);
      assert.equal(await page.getByRole("button", { name: /Teks Uji Dua/ }).count(), 0, "the old activities are not shown as if fresh");
      assert.equal(await page.getByText(/^Error \d+/).count(), 0, "no error page");
      await potret(page, "pertemuan-no-data");

      // A server error (not JSON) on 'Coba lagi': still 'NO DATA'.
      rute.jawab = galat500;
      await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === alamat && r.status() === 500),
        page.getByRole("button", { name: "Coba lagi" }).click(),
      ]);
      await page.getByRole("button", { name: "Coba lagi", disabled: false }).waitFor();
      await noData(page).waitFor();
      await judulPertemuan.waitFor();

      // The server answers again: the activities are back, without the deleted one.
      rute.jawab = (route) => route.continue();
      await page.getByRole("button", { name: "Coba lagi" }).click();
      await page.getByRole("button", { name: /Teks Uji Dua/ }).waitFor();
      assert.equal(await noData(page).count(), 0);
      assert.equal(await page.getByRole("button", { name: /Teks Uji Satu/ }).count(), 0);

      // A meeting the server says is gone is the 404 page, not 'NO DATA'.
      const hilang = JSON.stringify(await pageProps(page, `/kelas/${idKelas}/999999999`));
      assert.match(hilang, /"page":"not_found"/);
      rute.jawab = (route) => route.fulfill({ status: 404, contentType: "application/json", body: hilang });
      await hapus("Teks Uji Dua");
      await page.getByText("Uppss!!! Alamat yang Anda tuju tidak ditemukan").waitFor();
      assert.equal(await noData(page).count(), 0);
    } finally {
      await context.close();
    }
  },
);

/** A file the page fetches with its own session, as bytes. */
async function ambilBerkas(page, alamat) {
  const b64 = await page.evaluate(async (p) => {
    const res = await fetch(p);
    const bytes = new Uint8Array(await res.arrayBuffer());
    let s = "";
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  }, alamat);
  return Buffer.from(b64, "base64");
}

test(
  "question bank: a failed reading after an import shows 'NO DATA' in 'Daftar Soal', the header stays",
  { timeout: 90_000 },
  async () => {
    const { context, page } = await halaman();
    try {
      await login(page, "dosen");
      const { mata_kuliah } = (await pageProps(page, "/bank-soal")).data;
      const dibuat = await apiDari(page, "/lms/bank_soal", "POST", {
        judul: "Bank Uji NO DATA",
        deskripsi: "Untuk uji gagal baca.",
        id_mata_kuliah: mata_kuliah[0]?.id ?? null,
        ditampilkan: true,
      });
      assert.equal(dibuat.status, 201, JSON.stringify(dibuat.body));
      const bank = dibuat.body;
      await page.goto(`/bank-soal/${bank.id}`);
      await waitForHydration(page);
      const daftar = page.getByRole("region", { name: "Daftar Soal" });
      await daftar.getByText("Belum ada soal yang tersedia pada bank soal ini.").waitFor();

      const jalur = `/lms/bank_soal/${bank.id}`;
      const cocok = (u) => u.pathname === jalur;
      await page.route(cocok, (route) =>
        route.request().method() === "GET"
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: JSON.stringify({ status: { code: "INTERNAL", message: "Server sibuk" } }),
            })
          : route.continue(),
      );
      await page.getByRole("button", { name: "Tambah Soal" }).click();
      await page.getByRole("menuitem", { name: "Impor Soal" }).click();
      const impor = page.getByRole("dialog", { name: "Impor Soal" });
      await impor.getByLabel("Pilihan", { exact: true }).check();
      await impor.getByLabel("Berkas soal (.xls atau .xlsx)").setInputFiles({
        name: "template-pilihan.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: await ambilBerkas(page, "/lms/bank_soal/template/pilihan"),
      });
      await impor.getByRole("button", { name: "Proses" }).click();
      await impor.getByText("Impor Berhasil").waitFor();
      await impor.getByRole("button", { name: "Tutup", exact: true }).last().click();
      await impor.waitFor({ state: "detached" });

      await noData(daftar).waitFor();
      await page.getByRole("alert").filter({ hasText: "Server sibuk" }).first().waitFor();
      assert.equal(await daftar.getByRole("article").count(), 0);
      await page.getByRole("heading", { level: 2, name: bank.judul, exact: true }).waitFor();
      await daftar.getByRole("searchbox", { name: "Cari soal" }).waitFor();
      await potret(page, "bank-soal-no-data");

      await page.unroute(cocok);
      await daftar.getByRole("button", { name: "Coba lagi" }).click();
      await daftar.getByRole("article", { name: "Soal 1" }).waitFor();
      assert.equal(await noData(daftar).count(), 0);
    } finally {
      await context.close();
    }
  },
);

test("grade recap: a failed reading after a SIKAD component is saved shows 'NO DATA' in the table", { timeout: 90_000 }, async () => {
  const { context, page } = await halaman();
  try {
    await login(page, "dosen");
    const id = (await pageProps(page, "/nilai")).data.kelas.data[0].kelas.id;
    await page.goto(`/nilai/${id}`);
    await waitForHydration(page);
    const tabel = page.locator("table.rekap-nilai");
    await tabel.locator("tbody tr").first().waitFor();
    const { data: rekap } = await pageProps(page, `/nilai/${id}`);
    const s = rekap.header_sikad.find((x) => x.jenis === "tugas" && x.aktivitas.length > 1);
    assert.ok(s, "a task component with several activities");

    const jalur = `/lms/nilai/kelas_kuliah/${id}`;
    const cocok = (u) => u.pathname === jalur;
    await page.route(cocok, (route) => (route.request().method() === "GET" ? putus(route) : route.continue()));
    await tabel.locator(`thead th[data-komponen="${s.id}"] button`).click();
    const dialog = page.getByRole("dialog", { name: `Komponen Nilai SIKAD: ${s.label}` });
    await dialog.getByRole("checkbox", { checked: true }).first().uncheck();
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await page.getByText("Berhasil menyimpan komponen nilai").waitFor();
    await dialog.waitFor({ state: "detached" });

    await noData(page).waitFor();
    assert.equal(await tabel.count(), 0, "the stale table is not shown");
    await page.getByRole("group", { name: "Tampilkan" }).waitFor();
    await page.getByRole("link", { name: "Export Excel" }).waitFor();
    await potret(page, "rekap-nilai-no-data");

    await page.unroute(cocok);
    await page.getByRole("button", { name: "Coba lagi" }).click();
    await tabel.locator("tbody tr").first().waitFor();
    assert.equal(await noData(page).count(), 0);
  } finally {
    await context.close();
  }
});

test("activity history: a filter or tab the server cannot answer shows 'NO DATA', the filter box stays", { timeout: 60_000 }, async () => {
  const { context, page } = await halaman();
  try {
    await login(page, "dosen");
    await page.goto("/profil?tab=riwayat");
    await waitForHydration(page);
    const riwayat = page.getByRole("region", { name: "Riwayat Aktivitas" });
    await riwayat.waitFor();

    const rute = await gagalkanData(page, "/profil", putus);
    await page.getByRole("button", { name: "Terapkan" }).click();
    await noData(riwayat).waitFor();
    await page.getByRole("form", { name: "Filter" }).waitFor();
    await potret(page, "riwayat-no-data");

    // Another tab that fails: its place says 'NO DATA', the tabs follow the URL.
    await page.getByRole("link", { name: "Data Diri" }).click();
    await page.waitForURL((u) => u.pathname === "/profil" && !u.searchParams.has("tab"));
    // While the tab loads, the history's own 'NO DATA' and filter are still on screen: wait for them to go.
    await page.getByRole("form", { name: "Filter" }).waitFor({ state: "detached" });
    await noData(page).waitFor();
    assert.equal(await page.getByRole("link", { name: "Data Diri" }).getAttribute("aria-current"), "page");

    await rute.lepas();
    await page.getByRole("button", { name: "Coba lagi" }).click();
    await page.getByText("Username", { exact: true }).waitFor();
    assert.equal(await noData(page).count(), 0);
  } finally {
    await context.close();
  }
});

/** Runs one SQL statement on the server's SQLite database from outside it (Python's sqlite3). */
function sqlDiServer(sql) {
  const skrip = "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(sys.argv[2]); c.commit()";
  execFileSync("python3", ["-c", skrip, path.join(ctx.server.dataDir, "lms.db"), sql]);
}

test(
  "attendance recap: a first load the server cannot answer keeps the menu with 'NO DATA', 'Coba lagi' brings it back",
  { timeout: 60_000 },
  async () => {
    const { context, page } = await halaman();
    try {
      await login(page, "dosen");
      const [idKelas] = await kelasSaya(page);
      sqlDiServer("ALTER TABLE kehadiran_mahasiswa RENAME TO kehadiran_mahasiswa_hilang");
      try {
        const res = await page.goto(`/kehadiran/${idKelas}`);
        assert.equal(res?.status(), 500);
        await waitForHydration(page);
        await noData(page).waitFor();
        await page.getByRole("navigation", { name: "Breadcrumb" }).getByText("Rekap Kehadiran").waitFor();
        assert.equal(await page.getByText(/^Error \d+/).count(), 0, "not the whole-screen error page");
        await potret(page, "rekap-kehadiran-muat-pertama");
      } finally {
        sqlDiServer("ALTER TABLE kehadiran_mahasiswa_hilang RENAME TO kehadiran_mahasiswa");
      }
      await page.getByRole("button", { name: "Coba lagi" }).click();
      await page.getByRole("region", { name: "Rekap kehadiran" }).waitFor();
      assert.equal(await noData(page).count(), 0);
      assert.equal(new URL(page.url()).pathname, `/kehadiran/${idKelas}`);
    } finally {
      await context.close();
    }
  },
);
