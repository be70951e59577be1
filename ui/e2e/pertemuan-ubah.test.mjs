// 'Ubah Data Pertemuan' (spec 2 §2, §4, §5): the demo settings let online schedules change
// (ubah_jadwal.online) but not offline ones, so an operator edits an upcoming ONLINE meeting:
// first an empty title and description ('Pengisian Data Belum Lengkap!', the inline messages,
// 'Cek Jadwal Bentrok' disabled), then switches it to Offline (the parameter block goes), moves
// it onto the date, session and times of another class's offline meeting and picks that
// meeting's room: 'Cek Jadwal Bentrok' lists it under 'Bentrok Ruangan' and 'Simpan' stays
// disabled. Another room shown free checks clean, the save toasts 'Data berhasil disimpan', the
// page reloads with the new date and the server holds the new schedule. The wide run edits from
// the meeting page, the narrow one from the meeting's attendance page; each its own meeting.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apiDari,
  collectConsole,
  ketik,
  login,
  newPage,
  pageProps,
  screenshot,
  useServerAndBrowser,
  VIEWPORTS,
  waitForHydration,
} from "./harness.mjs";

const ctx = useServerAndBrowser();

const BULAN = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];
/** A UTC time -> { tanggal: 'YYYY-MM-DD', jam: 'HH:MM' } in WIB (the demo's zone). */
const wibDari = (iso) => {
  const s = new Date(Date.parse(iso) + 7 * 3600_000).toISOString();
  return { tanggal: s.slice(0, 10), jam: s.slice(11, 16) };
};
/** '1 Des 2026' as the page shows a WIB date ('D MMM YYYY'). */
const tanggalTampil = (tanggal) => `${Number(tanggal.slice(8, 10))} ${BULAN[Number(tanggal.slice(5, 7)) - 1]} ${tanggal.slice(0, 4)}`;
const hhmm = (jam) => jam.slice(0, 5);

/** Meetings (edited or booked) already used by an earlier run of this file. */
const dipakai = new Set();

/**
 * An upcoming online meeting A whose schedule may change, and another class's upcoming offline
 * meeting B (other course, no shared teacher) such that moving A onto B's slot in B's room
 * clashes on the room only, while another free room at that time does not clash at all (or
 * only ignorably). Found through the API the dialog uses.
 */
async function rencana(page) {
  const kelas = (await pageProps(page, "/kelas?per_page=100")).data.rows.filter((k) => k.status === "berlangsung");
  const { body: sesiBody } = await apiDari(page, "/lms/sesi_kuliah", "GET");
  const sesi = sesiBody.data;
  const sekarang = Date.now() + 24 * 3600_000;
  const akan = (p) => p.status === "belum_dimulai" && Date.parse(p.waktu_mulai) > sekarang && !dipakai.has(p.id);
  const pertemuanKelas = new Map();
  const daftar = async (id) => {
    if (!pertemuanKelas.has(id)) pertemuanKelas.set(id, (await pageProps(page, `/kelas/${id}`)).data.pertemuan);
    return pertemuanKelas.get(id);
  };
  for (const ka of kelas.filter((k) => k.mode_kuliah === "online")) {
    const a = (await daftar(ka.id)).find((p) => p.jenis === "online" && akan(p));
    if (!a) continue;
    const { body: ubahA } = await apiDari(page, `/lms/pertemuan/${a.id}`, "GET");
    if (!ubahA?.bisa_ubah_jadwal) continue;
    const guruA = new Set(ka.pengajar.map((g) => g.id_dosen));
    for (const kb of kelas.filter((k) => k.mode_kuliah === "offline" && k.mata_kuliah.id !== ka.mata_kuliah.id)) {
      if (kb.pengajar.some((g) => guruA.has(g.id_dosen))) continue;
      const b = (await daftar(kb.id)).find((p) => p.jenis === "offline" && akan(p));
      if (!b) continue;
      const { body: ubahB } = await apiDari(page, `/lms/pertemuan/${b.id}`, "GET");
      if (!ubahB?.id_ruangan) continue;
      const mulai = wibDari(ubahB.waktu_mulai);
      const selesai = wibDari(ubahB.waktu_selesai);
      const s = sesi.find((x) => hhmm(x.jam_mulai) <= mulai.jam && mulai.jam <= hhmm(x.jam_selesai));
      if (!s || selesai.tanggal !== mulai.tanggal) continue;
      const waktu = { mulai: `${mulai.tanggal}T${mulai.jam}:00+07:00`, selesai: `${mulai.tanggal}T${selesai.jam}:00+07:00` };
      const cek = async (idRuangan) =>
        (
          await apiDari(page, "/lms/pertemuan/cek_bentrok", "PUT", {
            judul: ubahA.judul,
            jenis: "offline",
            kategori: ubahA.kategori,
            deskripsi: ubahA.deskripsi,
            waktu_mulai: waktu.mulai,
            waktu_selesai: waktu.selesai,
            id_sesi: s.id,
            id_ruangan: idRuangan,
            pengajar_kelas: ubahA.pengajar_kelas.map((g) => ({ id: g.id, is_pengajar: g.is_pengajar })),
            id_kelas_kuliah: ubahA.id_kelas,
            id_pertemuan: ubahA.id,
          })
        ).body;
      const sibuk = await cek(ubahB.id_ruangan);
      const bentrokRuangan = sibuk?.bentrok_ruangan?.data?.find((x) => x.id_pertemuan === b.id && !x.boleh_diabaikan);
      if (!sibuk?.ada_bentrok || !bentrokRuangan || sibuk.bentrok_kelas.data.length) continue;
      const q = `availability_start=${encodeURIComponent(waktu.mulai)}&availability_end=${encodeURIComponent(waktu.selesai)}&id_pertemuan=${a.id}&id_kelas_kuliah=${ka.id}`;
      const { body: ruangan } = await apiDari(page, `/lms/ruangan?${q}`, "GET");
      const rB = ruangan.data.find((r) => r.id === ubahB.id_ruangan);
      if (!rB || rB.is_available) continue;
      for (const r of ruangan.data.filter((x) => x.is_available)) {
        const bersih = await cek(r.id);
        if (bersih?.ada_bentrok !== false) continue;
        dipakai.add(a.id).add(b.id);
        return { ka, a, ubahA, b, kb, sesi: s, mulai, selesai, ruanganB: rB, ruanganLain: r, bentrokRuangan, bersih };
      }
    }
  }
  throw new Error("no online meeting could be moved onto another class's offline slot");
}

/** Waits until `fn` resolves truthy (polling), else fails with `pesan`. */
async function tunggu(fn, pesan, ms = 10_000) {
  const akhir = Date.now() + ms;
  for (;;) {
    if (await fn()) return;
    if (Date.now() > akhir) throw new Error(pesan);
    await new Promise((r) => setTimeout(r, 100));
  }
}

for (const [urutan, viewport] of VIEWPORTS.entries()) {
  test(`edit a meeting's schedule with the clash check (${viewport.width} px)`, { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(ctx.browser, ctx.server, viewport);
    const log = collectConsole(page);
    try {
      await login(page, "operator");
      const r = await rencana(page);
      const alamat = urutan === 0 ? `/kelas/${r.ka.id}/${r.a.id}` : `/kelas/${r.ka.id}/${r.a.id}/kehadiran`;
      await page.goto(alamat);
      await waitForHydration(page);
      const judulHalaman = urutan === 0 ? page.locator("#pertemuan-judul").locator("..") : page.locator("#kehadiran-judul").locator("..");
      await judulHalaman.waitFor();

      await page.getByRole("button", { name: "Ubah Data", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Ubah Data Pertemuan" });
      await dialog.waitFor();
      const judul = dialog.getByLabel("Judul", { exact: true });
      await judul.waitFor();
      const simpan = dialog.getByRole("button", { name: "Simpan", exact: true });
      const cek = dialog.getByRole("button", { name: "Cek Jadwal Bentrok" });
      assert.equal(await judul.inputValue(), r.ubahA.judul);
      assert.ok(await simpan.isDisabled(), "nothing changed yet");
      assert.ok(
        await dialog.getByRole("group", { name: "Parameter Kehadiran" }).isVisible(),
        "an operator sets an online meeting's parameters",
      );
      const deskripsi = dialog.getByLabel("Deskripsi", { exact: true });
      await dialog.getByText(`${r.ubahA.deskripsi.length}/300`).waitFor();

      // An empty title and description: the server's messages, no check possible.
      await judul.fill("");
      await deskripsi.fill("");
      assert.ok(await cek.isDisabled(), "the check needs a title and a description");
      await dialog.getByRole("list", { name: "Belum dapat cek jadwal bentrok" }).getByText("Judul wajib diisi!").waitFor();
      await simpan.click();
      await page.getByRole("alert").filter({ hasText: "Pengisian Data Belum Lengkap!" }).waitFor();
      await dialog.getByRole("alert").filter({ hasText: "Judul wajib diisi!" }).waitFor();
      await dialog.getByRole("alert").filter({ hasText: "Deskripsi wajib diisi!" }).waitFor();
      await judul.fill(r.ubahA.judul);
      await deskripsi.fill(r.ubahA.deskripsi);
      assert.ok(await simpan.isDisabled(), "back to the stored data");

      // Offline, on the other meeting's date, session, times and room.
      await dialog.getByLabel("Jenis", { exact: true }).selectOption("offline");
      assert.equal(await dialog.getByRole("group", { name: "Parameter Kehadiran" }).count(), 0, "offline meetings count no activity");
      assert.ok(await cek.isDisabled(), "an offline meeting needs a room before the check");
      await dialog.getByText("id_ruangan wajib diisi!").waitFor();
      await dialog.getByLabel("Tanggal", { exact: true }).fill(ketik(r.mulai.tanggal));
      await dialog.getByLabel("Sesi", { exact: true }).selectOption(String(r.sesi.id));
      assert.equal(await dialog.getByLabel("Waktu Mulai").inputValue(), hhmm(r.sesi.jam_mulai), "a session sets the times");
      await dialog.getByLabel("Waktu Mulai").fill(r.mulai.jam);
      await dialog.getByLabel("Waktu Selesai").fill(r.selesai.jam);
      const ruangan = dialog.getByLabel("Ruangan", { exact: true });
      const opsiB = ruangan.locator(`option[value="${r.ruanganB.id}"]`);
      await tunggu(async () => (await opsiB.textContent())?.includes("( Tidak Tersedia )"), "the busy room is marked '( Tidak Tersedia )'");
      assert.equal((await opsiB.textContent()).trim(), `${r.ruanganB.nama} (kapasitas ${r.ruanganB.kapasitas}) ( Tidak Tersedia )`);
      await ruangan.selectOption(String(r.ruanganB.id));
      assert.ok(await simpan.isDisabled(), "a schedule change needs a check");
      await cek.click();
      await dialog.getByRole("heading", { name: "Bentrok Ruangan" }).waitFor();
      const baris = dialog.locator("li").filter({ hasText: `${r.bentrokRuangan.kelas} · Pertemuan ${r.bentrokRuangan.nomor}` });
      await baris.waitFor();
      assert.match(await baris.textContent(), new RegExp(`${r.ruanganB.nama.replace(".", "\\.")}$`));
      assert.ok(await simpan.isDisabled(), "a blocking clash keeps 'Simpan' disabled");
      await baris.scrollIntoViewIfNeeded();
      await screenshot(page, "pertemuan-ubah-bentrok", viewport);

      // Another room, free at that time: the result goes with the change, the new check is clean.
      const opsiLain = ruangan.locator(`option[value="${r.ruanganLain.id}"]`);
      assert.ok(!(await opsiLain.textContent()).includes("Tidak Tersedia"));
      await ruangan.selectOption(String(r.ruanganLain.id));
      assert.equal(await dialog.getByRole("heading", { name: "Bentrok Ruangan" }).count(), 0, "any change drops the result");
      await cek.click();
      const bersih = r.bersih.bentrok_pengajar.data.length + r.bersih.bentrok_ruangan.data.length === 0;
      await dialog.getByText(bersih ? "Tidak ada jadwal bentrok" : "Semua bentrok boleh diabaikan.").waitFor();
      await tunggu(() => simpan.isEnabled(), "'Simpan' enabled after a clean check");
      await simpan.click();
      await page.getByRole("status").filter({ hasText: "Data berhasil disimpan" }).first().waitFor();
      await dialog.waitFor({ state: "hidden" });
      const rentang = `${tanggalTampil(r.mulai.tanggal)}, ${r.mulai.jam} - ${r.selesai.jam} WIB`;
      await judulHalaman.getByText(rentang).waitFor();
      await judulHalaman.getByText("Offline", { exact: true }).waitFor();
      await screenshot(page, "pertemuan-ubah-tersimpan", viewport);

      const { body: sesudah } = await apiDari(page, `/lms/pertemuan/${r.a.id}`, "GET");
      assert.equal(sesudah.jenis, "offline");
      assert.equal(sesudah.id_ruangan, r.ruanganLain.id);
      assert.equal(sesudah.id_sesi, r.sesi.id);
      assert.equal(Date.parse(sesudah.waktu_mulai), Date.parse(`${r.mulai.tanggal}T${r.mulai.jam}:00+07:00`));
      assert.equal(Date.parse(sesudah.waktu_selesai), Date.parse(`${r.mulai.tanggal}T${r.selesai.jam}:00+07:00`));
      assert.deepEqual(Object.values(sesudah.parameter_kehadiran), [false, false, false, false, false]);
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });
}
