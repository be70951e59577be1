import { describe, expect, it } from "vitest";
import type { AktivitasSaya, KelasRow } from "../../api/types";
import { formatTanggalJam } from "../../lib/tanggal";
import { barisTenggat, kartuKelasHtml, persenRingkasan, PREVIEW_PENGUMUMAN, tilesRingkasan } from "./page";

describe("class summary tiles", () => {
  it("shows percentages with one decimal comma and '%'", () => {
    expect(persenRingkasan(87.5)).toBe("87,5%");
    expect(persenRingkasan(80)).toBe("80,0%");
    expect(persenRingkasan(100)).toBe("100,0%");
    expect(persenRingkasan(0)).toBe("0,0%");
    expect(persenRingkasan(null)).toBe("-");
    expect(persenRingkasan(undefined)).toBe("-");
    expect(persenRingkasan(Number.NaN)).toBe("-");
  });

  it("has Keaktifan, Partisipasi, Kehadiran and Nilai, '-' without data", () => {
    expect(tilesRingkasan({ id_kelas: 1, keaktifan: 87.5, partisipasi: 90, kehadiran: null, nilai: 81.25 })).toEqual([
      ["Keaktifan", "87,5%"],
      ["Partisipasi", "90,0%"],
      ["Kehadiran", "-"],
      ["Nilai", "81,25"],
    ]);
    expect(tilesRingkasan({ id_kelas: 1, keaktifan: 0, partisipasi: 0, kehadiran: 0, nilai: 80 }).at(-1)).toEqual(["Nilai", "80"]);
    expect(tilesRingkasan(undefined).map(([, v]) => v)).toEqual(["-", "-", "-", "-"]);
  });

  it("previews two announcements", () => {
    expect(PREVIEW_PENGUMUMAN).toBe(2);
  });
});

describe("kartuKelasHtml", () => {
  const k = {
    id: 81,
    periode: 20261,
    banner_color_idx: 2,
    banner_url: null,
    jumlah_pertemuan: 16,
    jumlah_peserta: 40,
    kelas: { nama: "A", jenis: { nama: "Reguler" } },
    mata_kuliah: { id: 1, kode: "IF101", nama: "Algoritma & <Pemrograman>", sks: 3, prodi: { nama: "Teknik Informatika", jenjang: "S1" } },
    mode_kuliah: "offline",
    pengajar: [{ id_dosen: 5, jabatan: "koordinator", nama: "Dr. Budi Santoso, M.Kom." }],
    prodi_kelas: [],
    status: "berlangsung",
  } as KelasRow;

  it("is a link the dashboard's click handler follows, with the class's figures", () => {
    const html = kartuKelasHtml(k);
    expect(
      html.startsWith(
        '<a class="kartu-kelas group" href="/kelas/81" data-nav=""><img src="/assets/banner/banner-3.svg" alt="" loading="lazy">',
      ),
    ).toBe(true);
    expect(html).toContain('<div class="nama">Algoritma &amp; &lt;Pemrograman&gt;</div>');
    expect(html).toContain('<div class="kelas">Kelas A · Reguler</div><div class="periode">2026/2027 Ganjil</div>');
    expect(html).toContain('data-inisial="BS"');
    expect(html).toContain('<span class="tag whitespace-nowrap bg-green-100 text-green-800">');
    expect(html).toContain(
      "<div><dt>Peserta</dt><dd>40</dd></div><div><dt>Pertemuan</dt><dd>16</dd></div><div><dt>SKS</dt><dd>3</dd></div>",
    );
    expect(html).not.toContain("ringkasan-kelas");
    expect(html.endsWith("</dl></div></a>")).toBe(true);
  });
  it("adds a lecturer's summary", () => {
    const html = kartuKelasHtml(k, tilesRingkasan({ id_kelas: 81, keaktifan: 87.5, partisipasi: null, kehadiran: 90, nilai: 80 }));
    expect(html).toContain('<dl class="ringkasan-kelas" aria-label="Ringkasan kelas"><div><dt>Keaktifan</dt><dd>87,5%</dd></div>');
    expect(html).toContain("<div><dt>Partisipasi</dt><dd>-</dd></div>");
  });
  it("shows the class's own banner", () => {
    expect(kartuKelasHtml({ ...k, banner_url: "/v2/storager/3/b.png" })).toContain('<img src="/v2/storager/3/b.png"');
  });
});

describe("barisTenggat", () => {
  const tugas: AktivitasSaya = {
    id: 7,
    jenis: "tugas",
    sub_jenis: "individu",
    judul: "Laporan Praktikum 3",
    waktu_mulai: "2026-11-20T01:00:00Z",
    waktu_selesai: "2026-11-30T16:59:00Z",
    status: "berlangsung",
    kelas: "Basis Data (A)",
    nomor_pertemuan: 3,
    tautan: "/kelas/81/tugas/7",
    dikerjakan: false,
  };

  it("tells a student the deadline in the college's zone and that it is not handed in yet", () => {
    expect(barisTenggat(tugas, "Asia/Jakarta")).toEqual([
      { teks: "Tugas · Basis Data (A)" },
      { teks: `Tenggat ${formatTanggalJam("2026-11-30T16:59:00Z", "Asia/Jakarta")}`, angka: true },
      { teks: "Belum dikumpulkan" },
    ]);
    expect(barisTenggat({ ...tugas, jenis: "ujian", dikerjakan: true }, "Asia/Jakarta").map((b) => b.teks)).toEqual([
      "Ujian · Basis Data (A)",
      `Tenggat ${formatTanggalJam("2026-11-30T16:59:00Z", "Asia/Jakarta")}`,
      "Sudah dikerjakan",
    ]);
  });

  it("has no hand-in line for a lecturer (dikerjakan null)", () => {
    expect(barisTenggat({ ...tugas, dikerjakan: null }, "Asia/Jakarta")).toHaveLength(2);
  });
});
