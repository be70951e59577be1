// The student's phone offline (issue 38, item 3), at 360 px: after a visit, the dashboard, a
// class, a meeting reached inside the app and a PDF opened there read offline under the 'Offline —
// data terakhir' banner; a page never opened shows the app's own offline page listing what is
// kept; a forum comment written offline waits ('Menunggu dikirim') and is posted exactly once
// when the network returns; logout leaves nothing of the student's on the device.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import {
  apiDari,
  cariAktivitas,
  collectConsole,
  login,
  materiBerkas,
  newPage,
  SCREENS_DIR,
  sharedMeeting,
  useServerAndBrowser,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();
const PONSEL = { width: 360, height: 740 };

/** Waits until the service worker controls the page and has taken the page it was told about. */
async function pekerjaSiap(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
  });
}

/** The pages the worker keeps for the signed-in user, by path. */
async function tersimpan(page) {
  return page.evaluate(async () => {
    const nama = (await caches.keys()).find((n) => n.startsWith("lms-pengguna-"));
    if (!nama) return [];
    const c = await caches.open(nama);
    return (await c.keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
  });
}

/** Polls `f` until it is true (the worker writes its caches after answering). */
async function sampai(f, apa, ms = 10_000) {
  const akhir = Date.now() + ms;
  while (Date.now() < akhir) {
    if (await f()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`timed out waiting for ${apa}`);
}

const spanduk = (page) => page.locator("#spanduk-luring");

describe("the student's phone offline", () => {
  test("pages and a PDF opened before read offline; a page never opened shows the offline page", { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, PONSEL);
    const logs = [collectConsole(page)];
    try {
      await login(page, "mahasiswa");
      const { idKelas, alamat, a } = await cariAktivitas(page, materiBerkas);
      await page.goto("/beranda");
      await waitForHydration(page);
      await pekerjaSiap(page);
      // The meeting as a whole page (kept as HTML), the class reached inside the app (kept as
      // props), as the dashboard was (its document came before the worker).
      await page.goto(alamat);
      await waitForHydration(page);
      await page.getByRole("button", { name: new RegExp(a.judul) }).click();
      await page.getByRole("button", { name: "Lihat", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "File Viewer" });
      await dialog.locator("canvas[data-tergambar]").first().waitFor({ timeout: 30_000 });
      await page.keyboard.press("Escape");
      await page.locator(`main a[href="/kelas/${idKelas}"]`).first().click();
      await page.waitForURL((u) => u.pathname === `/kelas/${idKelas}`);
      await page.getByLabel("Pilih Pertemuan").waitFor();
      await sampai(async () => {
        const kunci = await tersimpan(page);
        const props = (p) => kunci.includes(`/__lms/data?u=${encodeURIComponent(p)}`);
        return (
          props("/beranda") && props(`/kelas/${idKelas}`) && kunci.includes(alamat) && kunci.some((k) => k.startsWith("/v2/storager/"))
        );
      }, "the dashboard, the class, the meeting and the PDF kept").catch(async (e) => {
        console.log("kept:", await tersimpan(page));
        throw e;
      });

      await context.setOffline(true);
      await page.goto("/beranda");
      await spanduk(page)
        .getByText(/^Offline — data terakhir \d{1,2} \w{3} \d{4}, \d{2}:\d{2} WIB$/)
        .waitFor();
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.screenshot({ path: path.join(SCREENS_DIR, "luring-beranda-360.png"), fullPage: false });

      // The class was reached inside the app: drawn in the browser from its kept props.
      await page.goto(`/kelas/${idKelas}`);
      await spanduk(page).waitFor();
      await page.getByLabel("Pilih Pertemuan").waitFor();

      // The meeting's kept document, and the PDF opened there.
      await page.goto(alamat);
      await spanduk(page).waitFor();
      await waitForHydration(page);
      await page.getByRole("button", { name: new RegExp(a.judul) }).click();
      await page.getByRole("button", { name: "Lihat", exact: true }).click();
      await page.getByRole("dialog", { name: "File Viewer" }).locator("canvas[data-tergambar]").first().waitFor({ timeout: 30_000 });
      await page.screenshot({ path: path.join(SCREENS_DIR, "luring-pdf-360.png"), fullPage: false });

      // Never opened on this phone: the app's offline page, which lists what is kept.
      await page.goto("/profil");
      await page.getByRole("heading", { name: "Anda sedang offline" }).waitFor();
      await waitForHydration(page);
      const daftar = page.getByRole("region", { name: "Tersimpan di perangkat ini" });
      await daftar.locator(`a[href="/kelas/${idKelas}"]`).waitFor();
      await daftar.locator(`a[href="/beranda"]`).waitFor();
      await page.screenshot({ path: path.join(SCREENS_DIR, "luring-halaman-360.png"), fullPage: true });
      await context.setOffline(false);
      // Offline, the browser reports each request the worker could not answer (a page's own
      // API calls); nothing else may fail.
      for (const { messages, pageErrors } of logs) {
        assert.deepEqual(pageErrors, [], "no uncaught page errors");
        const lain = messages.filter(
          (m) => m.type === "error" && !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(m.text),
        );
        assert.deepEqual(lain, [], "no other console errors");
      }
    } finally {
      await context.close();
    }
  });

  test(
    "a forum comment written offline is posted once when the network returns; logout forgets the device",
    { timeout: 120_000 },
    async () => {
      const dosen = await newPage(ctx.browser, ctx.server, PONSEL);
      const { context, page } = await newPage(ctx.browser, ctx.server, PONSEL);
      try {
        await login(dosen.page, "dosen");
        await login(page, "mahasiswa");
        const { idKelas, idPertemuan } = await sharedMeeting(dosen.page, page);
        const iso = (menit) => new Date(Date.now() + menit * 60_000).toISOString().replace(/\.\d+Z$/, "Z");
        const forum = await apiDari(dosen.page, "/lms/forum", "POST", {
          id_pertemuan: idPertemuan,
          judul: "Forum Luring",
          deskripsi: "<p>Pendapat Anda?</p>",
          penilaian_keaktifan: false,
          minimal_post: 1,
          waktu_mulai: iso(-5),
          waktu_selesai: iso(2 * 24 * 60),
        });
        assert.equal(forum.status, 201, JSON.stringify(forum.body));
        const alamatForum = `/forum?groupId=${idKelas}&forumId=${forum.body.id}&referer=kelas-kuliah`;
        await page.goto(alamatForum);
        await waitForHydration(page);
        await pekerjaSiap(page);

        await context.setOffline(true);
        const komentar = "Komentar yang ditulis tanpa sinyal.";
        await page.getByLabel("Tulis komentar").fill(komentar);
        await page.getByRole("button", { name: "Kirim" }).click();
        const menunggu = page.getByRole("list", { name: "Komentar menunggu dikirim" });
        await menunggu.getByText(komentar).waitFor();
        await menunggu.getByText("Menunggu dikirim").waitFor();
        await page.getByText("1 kiriman menunggu dikirim").waitFor();
        await page.screenshot({ path: path.join(SCREENS_DIR, "luring-forum-menunggu-360.png"), fullPage: false });

        await context.setOffline(false);
        await page.getByText("Komentar terkirim").waitFor({ timeout: 15_000 });
        await menunggu.waitFor({ state: "detached" });
        await page.locator("#forum-komentar ~ *").getByText(komentar).first().waitFor();
        // A reload starts the queue again: nothing is left to send twice.
        await page.reload();
        await waitForHydration(page);
        const posts = await apiDari(page, `/lms/forum/${forum.body.id}/post`, "GET");
        assert.deepEqual(
          posts.body.data.map((p) => p.isi),
          [komentar],
          "the comment is posted exactly once",
        );

        // Logout: the device keeps nothing of the student's.
        await page.goto("/beranda");
        await waitForHydration(page);
        await sampai(async () => (await tersimpan(page)).includes("/beranda"), "the dashboard kept");
        await page.locator("header details summary").last().click();
        await page.getByRole("button", { name: "Logout" }).click();
        await page.waitForURL((u) => u.pathname === "/");
        await sampai(async () => (await tersimpan(page)).length === 0, "every user's pages forgotten");
        await context.setOffline(true);
        await page.goto("/beranda");
        await page.getByRole("heading", { name: "Anda sedang offline" }).waitFor();
        assert.equal(await spanduk(page).count(), 0, "no kept page is shown after logout");
        await context.setOffline(false);
      } finally {
        await dosen.context.close();
        await context.close();
      }
    },
  );
});
