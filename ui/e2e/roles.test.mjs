// What each role sees: sidebar entries (ui/src/components/layout/menu.ts), the user menu
// ('Login Akun Lain' only for an operator with write access to kelas_kuliah), the
// ticking clock in the page header, the dashboard tiles' counts, and logout.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { isMobile, login, newPage, openSidebar, useServerAndBrowser, VIEWPORTS, waitForHydration } from "./harness.mjs";

const ctx = useServerAndBrowser();

// menu.ts: everyone; + Kehadiran, Nilai for every role (students: their own pages, issue 37 §3);
// + Bank Soal, Pengaturan for dosen and operator; + Konfigurasi and Operator LMS for operators (both demo operators read konfigurasi and data_sistem; an operator's
// entries follow their module rights, see operator.test.mjs); + Impor Data Akademik for the operator with write on data_master.
const STAF = ["Beranda", "Kelas", "Kehadiran", "Nilai"];
const MENU_OPERATOR_BACA = [...STAF, "Bank Soal", "Pengaturan", "Konfigurasi", "Operator LMS", "Bantuan"];
const MENU_OPERATOR = [...STAF, "Bank Soal", "Pengaturan", "Konfigurasi", "Operator LMS", "Impor Data Akademik", "Bantuan"];
const MENU_DOSEN = [...STAF, "Bank Soal", "Pengaturan", "Bantuan"];
const MENU_MAHASISWA = [...STAF, "Bantuan"];

const USERS = [
  { username: "operator", nama: "Rudi Hartono", role: "Operator", menu: MENU_OPERATOR, akunLain: true },
  { username: "operator_baca", nama: "Sinta Marlina", role: "Operator", menu: MENU_OPERATOR_BACA, akunLain: false },
  { username: "dosen", nama: "Dr. Budi Santoso, M.Kom.", role: "Dosen", menu: MENU_DOSEN, akunLain: false },
  { username: "mahasiswa", nama: "Siti Rahmawati", role: "Mahasiswa", menu: MENU_MAHASISWA, akunLain: false },
];

const CLOCK_WAIT_MS = 2_200;
const readClock = (page) => page.getByLabel("Waktu server").locator("div").first().textContent();

// Two logins at a time: most of each test is the clock's 2.2 s wait. Sessions are per
// ctx.browser context and logout revokes only its own session, so the tests do not interfere.
describe("roles", { concurrency: 2 }, () => {
  for (const viewport of VIEWPORTS) {
    for (const user of USERS) {
      test(`${user.username}: sidebar, user menu, clock and logout @${viewport.width}`, { timeout: 30_000 }, async () => {
        const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
        try {
          await login(page, user.username);
          await waitForHydration(page);
          await page.getByRole("heading", { name: `Selamat datang, ${user.nama}` }).waitFor();

          // The clock: first reading now, the second one at least 2.2 s later (below).
          const clock1 = await readClock(page);
          const clockRead = Date.now();
          assert.match(clock1 ?? "", /^\d{2}:\d{2}:\d{2} WIB$/);

          // Dashboard tiles show this user's counts as the server computed them from the database.
          const props = await (await page.request.get("/beranda", { headers: { "x-lms-data": "1" } })).json();
          for (const key of ["tugas", "ujian", "forum", "vidcon"]) {
            const tile = await page.locator(`main a[href="/${key}"]`).first().textContent();
            assert.match(tile ?? "", new RegExp(`^\\D*${props.data.tiles[key]}\\D`), `tile ${key}`);
          }

          // Sidebar (behind the hamburger below 1024 px).
          const nav = await openSidebar(page, viewport);
          const entries = (await nav.getByRole("link").allTextContents()).map((s) => s.trim());
          assert.deepEqual(entries, user.menu, "sidebar entries");
          assert.equal(await nav.locator('a[aria-current="page"]').textContent(), "Beranda");
          const panel = isMobile(viewport) ? page.getByRole("dialog", { name: "Menu" }) : page.locator("aside");
          await panel.getByText(user.nama, { exact: true }).waitFor();
          await panel.getByText(user.role, { exact: true }).waitFor();
          if (isMobile(viewport)) {
            await page.getByRole("button", { name: "Tutup menu" }).click();
            await panel.waitFor({ state: "hidden" });
          }

          // User menu.
          const menu = page.locator("header details");
          await menu.getByLabel("Menu pengguna").click();
          await menu.getByRole("link", { name: "Profil Saya" }).waitFor({ state: "visible" });
          await menu.getByRole("button", { name: "Logout" }).waitFor({ state: "visible" });
          const akunLain = menu.getByRole("button", { name: "Login Akun Lain" });
          assert.equal(await akunLain.count(), user.akunLain ? 1 : 0, "'Login Akun Lain' entry");
          if (user.akunLain) {
            assert.ok(await akunLain.isVisible());
            await akunLain.click();
            const modal = page.getByRole("dialog", { name: "Login Akun Lain" });
            await modal.getByLabel("Username").waitFor({ state: "visible" });
            await modal.getByRole("button", { name: "Batal" }).click();
            await modal.waitFor({ state: "hidden" });
          } else {
            // Close the menu again (Escape is handled by the app).
            await page.keyboard.press("Escape");
          }

          // The clock ticks.
          const left = CLOCK_WAIT_MS - (Date.now() - clockRead);
          if (left > 0) await page.waitForTimeout(left);
          const clock2 = await readClock(page);
          assert.notEqual(clock2, clock1, `clock still shows ${clock1} after ${CLOCK_WAIT_MS} ms`);

          // Logout, then /beranda needs a login again.
          if (!(await menu.evaluate((d) => d.open))) await menu.getByLabel("Menu pengguna").click();
          await Promise.all([
            page.waitForURL((u) => u.pathname === "/" && u.search === ""),
            menu.getByRole("button", { name: "Logout" }).click(),
          ]);
          await page.getByLabel("Username").waitFor();
          await page.goto("/beranda");
          const u = new URL(page.url());
          assert.equal(u.pathname + u.search, "/?redirect=%2Fberanda");
          await page.getByRole("button", { name: "Masuk", exact: true }).waitFor();
        } finally {
          await context.close();
        }
      });
    }
  }
});
