// No dead links (issue 15): for each role, every link a signed-in user can reach from /beranda
// by following links (breadth first, as the server renders the pages) answers neither 404 nor
// 5xx. Links of the same shape (/kelas/{id}/..., numbers taken as ids) are followed three times
// each, which keeps the walk to a few hundred requests per role while every kind of page is
// visited. Redirects are not followed (the SIAKAD hand-off leaves the site).
import assert from "node:assert/strict";
import { test } from "node:test";
import { login, newPage, useServerAndBrowser, VIEWPORTS } from "./harness.mjs";

const ctx = useServerAndBrowser();

const PER_BENTUK = 3;
const MAKS_HALAMAN = 400;

/** '/kelas/12/pertemuan/5?tab=2' -> '/kelas/:id/pertemuan/:id' */
const bentuk = (href) => href.split(/[?#]/)[0].replace(/\/\d+(?=\/|$)/g, "/:id");

/** Same-site paths linked from an HTML page (a and area elements), without assets. */
function tautan(html) {
  const out = new Set();
  for (const m of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
    const href = m[1].replace(/&amp;/g, "&");
    if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/assets/")) continue;
    out.add(href.split("#")[0]);
  }
  return out;
}

test("a signed-in user's 404 keeps the sidebar and header; a visitor's is the bare page", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(ctx.browser, ctx.server, VIEWPORTS[0]);
  try {
    const anonim = await page.goto("/tidak-ada-halaman-ini");
    assert.equal(anonim.status(), 404);
    assert.equal(await page.getByRole("navigation", { name: "Menu utama" }).count(), 0);
    await login(page, "mahasiswa");
    const res = await page.goto("/tidak-ada-halaman-ini");
    assert.equal(res.status(), 404);
    await page.getByText("Uppss!!! Alamat yang Anda tuju tidak ditemukan").waitFor();
    await page.locator("aside").getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Kelas", exact: true }).waitFor();
  } finally {
    await context.close();
  }
});

for (const username of ["mahasiswa", "dosen", "operator", "operator_baca", "operator_khusus"]) {
  test(`every link ${username} can reach from /beranda leads to a page`, { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, VIEWPORTS[0]);
    try {
      await login(page, username);
      const antre = ["/beranda"];
      const dilihat = new Set(antre);
      const perBentuk = new Map();
      const rusak = [];
      let n = 0;
      while (antre.length && n < MAKS_HALAMAN) {
        const href = antre.shift();
        n++;
        const res = await page.request.get(href, { maxRedirects: 0, failOnStatusCode: false });
        const status = res.status();
        if (status === 404 || status >= 500) rusak.push(`${href} -> ${status}`);
        const jenis = res.headers()["content-type"] ?? "";
        if (status !== 200 || !jenis.startsWith("text/html")) continue;
        for (const t of tautan(await res.text())) {
          const b = bentuk(t);
          if (dilihat.has(t) || (perBentuk.get(b) ?? 0) >= PER_BENTUK || t.startsWith("/logout")) continue;
          dilihat.add(t);
          perBentuk.set(b, (perBentuk.get(b) ?? 0) + 1);
          antre.push(t);
        }
      }
      assert.deepEqual(rusak, [], `dead links for ${username} (${n} pages walked)`);
      assert.ok(n >= 5, `the walk reached ${n} pages`);
      console.log(`${username}: ${n} links followed, ${perBentuk.size} shapes`);
    } finally {
      await context.close();
    }
  });
}
