// Every page on a laptop (issue 34): signed in as the operator, the lecturer and the student, every
// page at 1024 px, and the pages the issue names also at 1280 and 1366, must not scroll sideways
// and must show its actions. A wide table may scroll inside its own box; then the last column of
// each row (where the row's actions are) must still be in the box's visible part, pinned or
// fitting. Everything else that can be clicked must lie inside the screen's width. The grading
// page stays a table from 1024 px up, and /kelas's pinned action column shows its edge and, as the
// page opens, leaves every column up to the lecturers' names uncovered.
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { kelasSaya, login, newPage, pageProps, SCREENS_DIR, useServerAndBrowser, waitForHydration } from "./harness.mjs";

const ctx = useServerAndBrowser();
const TINGGI = 800;
const LEBAR = [1024, 1280, 1366];

/** The first activity of `jenis` in the signed-in user's classes: { idKelas, idPertemuan, a }. */
async function aktivitasPertama(page, kelas, jenis) {
  for (const idKelas of kelas) {
    const { data } = await pageProps(page, `/kelas/${idKelas}`);
    for (const p of data.pertemuan.filter((x) => (x.count_activity?.[jenis] ?? 0) > 0)) {
      const a = (await pageProps(page, `/kelas/${idKelas}/${p.id}`)).data.aktivitas.find((x) => x.jenis === jenis);
      if (a) return { idKelas, idPertemuan: p.id, a };
    }
  }
  throw new Error(`no ${jenis} in the user's classes`);
}

/** The task with the most participants among the first classes: the grading page's long list. */
async function tugasTerbesar(page, kelas) {
  let terbesar = null;
  for (const idKelas of kelas.slice(0, 3)) {
    const { data } = await pageProps(page, `/kelas/${idKelas}`);
    const p = data.pertemuan.find((x) => (x.count_activity?.tugas ?? 0) > 0);
    if (!p) continue;
    const a = (await pageProps(page, `/kelas/${idKelas}/${p.id}`)).data.aktivitas.find((x) => x.jenis === "tugas");
    if (a && (!terbesar || data.mahasiswa.length > terbesar.peserta)) terbesar = { idKelas, a, peserta: data.mahasiswa.length };
  }
  if (!terbesar) throw new Error("no task in the user's first classes");
  return terbesar;
}

/** The pages of the lecturer and the operator (the operator's list adds its own four). */
async function halamanStaf(page, operator) {
  const kelas = await kelasSaya(page);
  const [idKelas] = kelas;
  const { data } = await pageProps(page, `/kelas/${idKelas}`);
  const idPertemuan = data.pertemuan[0].id;
  const tugas = await tugasTerbesar(page, kelas);
  const ujian = await aktivitasPertama(page, kelas, "ujian");
  const forum = await aktivitasPertama(page, kelas, "forum");
  const bank = (await pageProps(page, "/bank-soal")).data.data[0];
  const [berita] = (await pageProps(page, "/pengumuman")).data.items;
  return [
    "/beranda",
    "/kelas",
    `/kelas/${idKelas}`,
    `/kelas/${idKelas}/profil`,
    `/kelas/${idKelas}/${idPertemuan}`,
    `/kelas/${idKelas}/${idPertemuan}/kehadiran`,
    `/kelas/${tugas.idKelas}/tugas/${tugas.a.id}`,
    `/kelas/${tugas.idKelas}/tugas/${tugas.a.id}/penilaian`,
    `/kelas/${ujian.idKelas}/ujian/${ujian.a.id}`,
    `/kelas/${ujian.idKelas}/ujian/${ujian.a.id}?tab=hasil`,
    `/forum?groupId=${forum.idKelas}&forumId=${forum.a.id}&referer=kelas-kuliah`,
    "/tugas",
    "/ujian",
    "/forum",
    "/vidcon",
    "/pengumuman",
    `/berita/${berita.id}`,
    "/bank-soal",
    ...(bank ? [`/bank-soal/${bank.id}`] : []),
    ...(operator ? ["/kehadiran-peserta"] : ["/kehadiran", "/kehadiran?tab=1"]),
    `/kehadiran/${idKelas}`,
    `/kehadiran/${idKelas}/${idPertemuan}`,
    "/nilai",
    `/nilai/${idKelas}`,
    "/pengaturan",
    ...(operator ? ["/konfigurasi", "/operator", "/impor-akademik"] : []),
    "/profil",
    "/bantuan",
  ];
}

async function halamanMahasiswa(page) {
  const kelas = await kelasSaya(page);
  const [idKelas] = kelas;
  const { data } = await pageProps(page, `/kelas/${idKelas}`);
  const idPertemuan = data.pertemuan[0].id;
  const tugas = await aktivitasPertama(page, kelas, "tugas");
  const ujian = await aktivitasPertama(page, kelas, "ujian");
  const forum = await aktivitasPertama(page, kelas, "forum");
  const [berita] = (await pageProps(page, "/pengumuman")).data.items;
  return [
    "/beranda",
    "/kelas",
    `/kelas/${idKelas}`,
    `/kelas/${idKelas}/profil`,
    `/kelas/${idKelas}/${idPertemuan}`,
    `/kelas/${tugas.idKelas}/tugas/${tugas.a.id}`,
    `/kelas/${ujian.idKelas}/ujian/${ujian.a.id}`,
    `/forum?groupId=${forum.idKelas}&forumId=${forum.a.id}&referer=kelas-kuliah`,
    "/tugas",
    "/ujian",
    "/forum",
    "/vidcon",
    "/pengumuman",
    `/berita/${berita.id}`,
    `/presensi/${idPertemuan}`,
    "/kehadiran-saya",
    "/nilai-saya",
    "/profil",
    "/bantuan",
  ];
}

/**
 * What does not fit, measured in the page: the page's own sideways scroll, anything clickable
 * outside the screen's width, and in a box that scrolls sideways, a row's last cell (its actions)
 * outside the box's visible part. Each finding is one line.
 */
function ukurLebar() {
  const hasil = [];
  const layar = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > layar)
    hasil.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${layar})`);
  const nama = (el) =>
    `${el.tagName.toLowerCase()} '${(el.getAttribute("aria-label") || el.textContent || el.getAttribute("placeholder") || "").trim().slice(0, 40)}'`;
  const tampak = (el) => {
    const r = el.getBoundingClientRect();
    return el.checkVisibility({ visibilityProperty: true }) && r.width > 1 && r.height > 1;
  };
  /** The nearest ancestor whose content scrolls sideways inside it. */
  const kotakGeser = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const ox = getComputedStyle(p).overflowX;
      if ((ox === "auto" || ox === "scroll") && p.scrollWidth > p.clientWidth + 1) return p;
    }
    return null;
  };
  const KENDALI = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]";
  for (const el of document.querySelectorAll(KENDALI)) {
    if (!tampak(el) || el.closest("[role=dialog]")) continue;
    const r = el.getBoundingClientRect();
    const kotak = kotakGeser(el);
    if (!kotak) {
      if (r.left < -1 || r.right > layar + 1) hasil.push(`${nama(el)} outside the screen (${Math.round(r.left)}..${Math.round(r.right)})`);
      continue;
    }
    const sel = el.closest("td, th");
    if (!sel || sel !== sel.parentElement.lastElementChild) continue;
    const k = kotak.getBoundingClientRect();
    if (r.left < k.left - 1 || r.right > k.left + kotak.clientWidth + 1)
      hasil.push(`${nama(el)} of the last column hidden in its scrolling box (${Math.round(r.left)}..${Math.round(r.right)})`);
  }
  return hasil;
}

/**
 * The pinned action columns (a last cell that is sticky) of the boxes that scroll sideways:
 * opaque, with an edge drawn (in these tables, which collapse their borders, the cell's own
 * border and shadow are not drawn where it is pinned; its ::after is), and with the box scrolled
 * to its end no column is left under them, so every column can be read. `wajib` names a table whose box must scroll with its actions pinned
 * (/kelas) and the column up to which every column must lie left of the actions as the page opens
 * (scrolled to its start, as the user first sees it): the class and its lecturers' names.
 */
function ukurTersemat(wajib) {
  const hasil = [];
  const teks = (el) => el.textContent.trim().replace(/\s+/g, " ").slice(0, 30);
  for (const kotak of document.querySelectorAll("main *")) {
    const ox = getComputedStyle(kotak).overflowX;
    if ((ox !== "auto" && ox !== "scroll") || kotak.scrollWidth <= kotak.clientWidth + 1) continue;
    const awal = kotak.scrollLeft;
    kotak.scrollLeft = kotak.scrollWidth;
    for (const tr of kotak.querySelectorAll("tbody tr")) {
      const akhir = tr.lastElementChild;
      const kiri = akhir?.previousElementSibling;
      if (!kiri || getComputedStyle(akhir).position !== "sticky") continue;
      if (getComputedStyle(akhir).backgroundColor === "rgba(0, 0, 0, 0)") hasil.push("a pinned action cell is see-through");
      const tepi = getComputedStyle(akhir, "::after");
      if (tepi.content === "none" || !(parseFloat(tepi.width) > 0) || tepi.position !== "absolute")
        hasil.push("a pinned action cell draws no edge on its left (in a collapsed table its own border and shadow are not drawn)");
      const k = kiri.getBoundingClientRect();
      const a = akhir.getBoundingClientRect();
      if (k.right > a.left + 1)
        hasil.push(`the pinned actions cover '${teks(kiri)}' even scrolled to the end (${Math.round(k.right)} > ${Math.round(a.left)})`);
    }
    kotak.scrollLeft = awal;
  }
  if (wajib) {
    const tabel = document.querySelector(wajib.tabel);
    const sel = tabel?.querySelector("tbody tr > td:last-child");
    const kotak = tabel?.parentElement;
    if (kotak && kotak.scrollWidth > kotak.clientWidth + 1) {
      if (getComputedStyle(sel).position !== "sticky") hasil.push(`the actions of ${wajib.tabel} are not pinned while the table scrolls`);
      const judul = [...tabel.tHead.rows[0].cells].map((th) => th.textContent.trim());
      const sampai = judul.findIndex((j) => j.toLowerCase() === wajib.sampai.toLowerCase());
      if (sampai < 0) hasil.push(`${wajib.tabel} has no column '${wajib.sampai}'`);
      const awal = kotak.scrollLeft;
      kotak.scrollLeft = 0;
      for (const tr of tabel.tBodies[0].rows) {
        const a = tr.lastElementChild.getBoundingClientRect();
        for (const td of [...tr.cells].slice(0, sampai + 1)) {
          const r = td.getBoundingClientRect();
          if (r.right > a.left + 1)
            hasil.push(
              `as the page opens the pinned actions cover ${judul[td.cellIndex]} '${teks(td)}' (${Math.round(r.right)} > ${Math.round(a.left)})`,
            );
        }
      }
      kotak.scrollLeft = awal;
    }
  }
  return [...new Set(hasil)];
}

/** The grading page at a laptop's width: a table (a header row), rows at most two lines high. */
function ukurPenilaian() {
  const tabel = document.querySelector('section[aria-label="Peserta"] table');
  if (!tabel) return ["no participants' table"];
  const hasil = [];
  if (!tabel.tHead?.checkVisibility()) hasil.push("the column headers are hidden (cards instead of a table)");
  const baris = [...tabel.tBodies[0].rows];
  const tertinggi = Math.max(...baris.map((r) => r.getBoundingClientRect().height));
  if (tertinggi > 90) hasil.push(`a row is ${Math.round(tertinggi)} px high`);
  return hasil;
}

async function buka(page, alamat) {
  const res = await page.goto(alamat);
  assert.ok(res && res.status() < 400, `${alamat}: HTTP ${res?.status()}`);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => undefined);
}

/** Opens each address at `lebar` and gathers what does not fit, by address. */
async function periksaSemua(page, daftar, lebar, nama) {
  const temuan = [];
  await mkdir(path.join(SCREENS_DIR, "lebar"), { recursive: true });
  for (const alamat of daftar) {
    await buka(page, alamat);
    const lain = await page.evaluate(ukurTersemat, alamat === "/kelas" ? { tabel: "table.tabel-kelas", sampai: "Pengajar" } : null);
    const penilaian = alamat.endsWith("/penilaian") ? await page.evaluate(ukurPenilaian) : [];
    for (const t of [...(await page.evaluate(ukurLebar)), ...lain, ...penilaian]) temuan.push(`${alamat} @${lebar}: ${t}`);
    const berkas = `${nama}-${alamat.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "akar"}-${lebar}.png`;
    await page.screenshot({ path: path.join(SCREENS_DIR, "lebar", berkas), fullPage: true }).catch(() => undefined);
  }
  return temuan;
}

/** The pages issue 34 names, checked at every laptop width. */
const DISEBUT = (daftar) => daftar.filter((a) => /^\/(nilai|bank-soal|kelas|kehadiran(\?tab=1|-peserta)?)$|\/penilaian$/.test(a));

const PERAN = [
  { username: "operator", daftar: (page) => halamanStaf(page, true) },
  { username: "dosen", daftar: (page) => halamanStaf(page, false) },
  { username: "mahasiswa", daftar: halamanMahasiswa },
];

describe("every page at a laptop's width", () => {
  for (const peran of PERAN) {
    test(`${peran.username}: no sideways scroll, every action on screen`, { timeout: 300_000 }, async () => {
      const { context, page } = await newPage(ctx.browser, ctx.server, { width: LEBAR[0], height: TINGGI });
      try {
        await login(page, peran.username);
        const daftar = await peran.daftar(page);
        const temuan = [];
        for (const lebar of LEBAR) {
          await page.setViewportSize({ width: lebar, height: TINGGI });
          temuan.push(...(await periksaSemua(page, lebar === LEBAR[0] ? daftar : DISEBUT(daftar), lebar, peran.username)));
        }
        assert.deepEqual(temuan, [], "pages that do not fit a laptop");
      } finally {
        await context.close();
      }
    });
  }
});
