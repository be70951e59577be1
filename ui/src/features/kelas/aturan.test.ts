import { describe, expect, it } from "vitest";
import {
  aktivitasAda,
  bannerKelas,
  batasBannerMb,
  cariPeserta,
  cekBanner,
  cekJabatan,
  jabatanDari,
  jabatanPengajarLabel,
  jabatanPesertaLabel,
  jadwalLabel,
  kelasLabel,
  mataKuliahLabel,
  metodeLabel,
  nimKetua,
  nomorAwal,
  opsiPertemuan,
  PER_PAGE_KELAS,
  pengajarLabel,
  pertemuanForum,
  pertemuanSekarang,
  pilihJabatan,
  prodiKelasLabel,
  waktuPertemuan,
} from "./aturan";
import type { Peserta, PertemuanRingkas } from "./types";

const m = (nim: string, nama: string, jabatan: Peserta["jabatan"] = "peserta"): Peserta => ({
  id: Number(nim),
  nim,
  nama,
  angkatan: 2024,
  jabatan,
  avatar_url: null,
  prodi: { nama: "Teknik Informatika", jenjang: "S1" },
});

describe("ketua kelas", () => {
  const list = [m("1", "Ayu", "ketua_kelas"), m("2", "Budi"), m("3", "Citra")];
  it("choosing a leader resets everyone else to Peserta", () => {
    const next = pilihJabatan(list, "2", "ketua_kelas");
    expect(next.map((x) => x.jabatan)).toEqual(["peserta", "ketua_kelas", "peserta"]);
    expect(nimKetua(next)).toBe("2");
    expect(list[0]!.jabatan).toBe("ketua_kelas");
  });
  it("choosing Peserta for the leader leaves none ('' is saved)", () => {
    expect(nimKetua(pilihJabatan(list, "1", "peserta"))).toBe("");
  });
  it("choosing Peserta for someone else keeps the leader", () => {
    expect(nimKetua(pilihJabatan(list, "3", "peserta"))).toBe("1");
  });
  it("finds the leader and labels each position", () => {
    const raw = [m("1", "Ayu", "ketua_kelas"), m("2", "Budi")];
    expect(nimKetua(raw)).toBe("1");
    expect(jabatanPesertaLabel("Ketua Kelas")).toBe("Ketua Kelas");
    expect(jabatanPesertaLabel("ketua_kelas")).toBe("Ketua Kelas");
    expect(jabatanPesertaLabel("peserta")).toBe("Peserta");
    expect(jabatanPesertaLabel("")).toBe("Peserta");
    expect(pilihJabatan(raw, "2", "ketua_kelas").map((x) => x.jabatan)).toEqual(["peserta", "ketua_kelas"]);
  });
  it("searches by name or NIM, case-insensitive", () => {
    expect(cariPeserta(list, "CIT").map((x) => x.nim)).toEqual(["3"]);
    expect(cariPeserta(list, " 2 ").map((x) => x.nama)).toEqual(["Budi"]);
    expect(cariPeserta(list, "  ")).toHaveLength(3);
    expect(cariPeserta(list, "zzz")).toEqual([]);
  });
});

describe("labels", () => {
  it("schedule: weekday (Sunday first), HH:mm - HH:mm, room", () => {
    expect(jadwalLabel({ hari: 1, jam_mulai: "07:30:00", jam_selesai: "09:10:00", ruangan: "R.101" })).toBe("Senin, 07:30 - 09:10 (R.101)");
    expect(jadwalLabel({ hari: 0, jam_mulai: "18:30:00", jam_selesai: "20:10:00" })).toBe("Minggu, 18:30 - 20:10");
    expect(jadwalLabel({ hari: 6, jam_mulai: "8:00", jam_selesai: "bad", ruangan: null })).toBe("Sabtu, 08:00 - -");
  });
  it("meeting time and option in the configured zone", () => {
    const p = {
      nomor: 3,
      judul: "Landasan Teori",
      waktu_mulai: "2026-09-14T00:30:00Z",
      waktu_selesai: "2026-09-14T02:10:00Z",
    } as PertemuanRingkas;
    expect(waktuPertemuan(p, "Asia/Jakarta")).toBe("14 Sep 2026, 07:30 - 09:10 WIB");
    expect(opsiPertemuan(p, "Asia/Jakarta")).toBe("3. Landasan Teori (14 Sep 2026, 07:30 - 09:10 WIB)");
    expect(opsiPertemuan(p, "Asia/Makassar")).toBe("3. Landasan Teori (14 Sep 2026, 08:30 - 10:10 WITA)");
    expect(opsiPertemuan(p, "Asia/Jayapura")).toBe("3. Landasan Teori (14 Sep 2026, 09:30 - 11:10 WIT)");
  });
  it("a meeting crossing midnight in the zone shows the local date", () => {
    const p = { waktu_mulai: "2026-09-13T17:30:00Z", waktu_selesai: "2026-09-13T19:00:00Z" };
    expect(waktuPertemuan(p, "Asia/Jakarta")).toBe("14 Sep 2026, 00:30 - 02:00 WIB");
  });
  it("teacher role and teaching method", () => {
    expect(jabatanPengajarLabel("koordinator")).toBe("Dosen Koordinator");
    expect(jabatanPengajarLabel("pengajar")).toBe("Pengajar");
    expect(jabatanPengajarLabel("asisten")).toBe("Asisten");
    expect(jabatanPengajarLabel("x")).toBe("-");
    expect(jabatanDari("asisten")).toBe("asisten");
    expect(jabatanDari("kepala")).toBeNull();
    expect(metodeLabel("individu")).toBe("Individu");
    expect(metodeLabel("team_teaching")).toBe("Team Teaching");
    expect(metodeLabel("toString")).toBe("-");
  });
  it("class name and programmes", () => {
    expect(kelasLabel({ kelas: { nama: "A", jenis: { nama: "Reguler" } } })).toBe("A (Reguler)");
    expect(kelasLabel({ kelas: { nama: "B", jenis: { nama: "" } } })).toBe("B");
    expect(prodiKelasLabel([])).toBe("Tidak Ada");
    expect(
      prodiKelasLabel([
        { jenjang: "S1", nama: "Akuntansi" },
        { jenjang: "D3", nama: "Manajemen" },
      ]),
    ).toBe("S1 Akuntansi, D3 Manajemen");
  });
  it("activities present, in a fixed order", () => {
    expect(aktivitasAda({ materi: 0, tugas: 0, vidcon: 0, ujian: 0, forum: 0 })).toEqual([]);
    expect(aktivitasAda({ materi: 2, tugas: 0, vidcon: 1, ujian: 0, forum: 3 })).toEqual(["materi", "vidcon", "forum"]);
    expect(aktivitasAda(null)).toEqual([]);
  });
});

describe("checks", () => {
  it("exactly one coordinator", () => {
    expect(cekJabatan([{ jabatan: "koordinator" }, { jabatan: "pengajar" }])).toBeNull();
    expect(cekJabatan([{ jabatan: "koordinator" }, { jabatan: "koordinator" }])).toBe("Pilih tepat satu Dosen Koordinator.");
    expect(cekJabatan([{ jabatan: "asisten" }])).toBe("Pilih tepat satu Dosen Koordinator.");
  });
  it("banner type and size", () => {
    expect(cekBanner({ name: "a.PNG", size: 10 }, 2)).toBeNull();
    expect(cekBanner({ name: "a.gif", size: 10 }, 2)).toBe("File type .gif is not allowed");
    expect(cekBanner({ name: "banner", size: 10 }, 2)).toBe("File type . is not allowed");
    expect(cekBanner({ name: "a.jpg", size: 2_000_001 }, 2)).toBe("Ukuran file melebihi batas maksimal");
    expect(cekBanner({ name: "a.jpeg", size: 2_000_000 }, 2)).toBeNull();
    expect(cekBanner({ name: "a.jpeg", size: 4_000_000 }, 5)).toBeNull();
  });
  it("banner limit from the settings, else 2 MB", () => {
    expect(batasBannerMb({ data: { pengaturan_sistem: { ukuran_max_file: { kelas: { banner: 5 } } } } })).toBe(5);
    expect(batasBannerMb({ data: { pengaturan_sistem: {} } })).toBe(2);
    expect(batasBannerMb(null)).toBe(2);
    expect(batasBannerMb({ data: { pengaturan_sistem: { ukuran_max_file: { kelas: { banner: "9" } } } } })).toBe(2);
  });
});

describe("bannerKelas", () => {
  it("uses the upload, else one of 7 stock banners", () => {
    expect(bannerKelas({ banner_url: "/lms/kelas_kuliah/3/banner", banner_color_idx: 2 })).toBe("/lms/kelas_kuliah/3/banner");
    expect(bannerKelas({ banner_url: null, banner_color_idx: 9 })).toBe("/assets/banner/banner-3.svg");
    expect(bannerKelas({ banner_url: "", banner_color_idx: 6 })).toBe("/assets/banner/banner-7.svg");
    expect(bannerKelas({ banner_url: null, banner_color_idx: 0 })).toBe("/assets/banner/banner-1.svg");
    expect(bannerKelas({ banner_url: null, banner_color_idx: -1 })).toBe("/assets/banner/banner-7.svg");
  });
});

describe("class list rows", () => {
  it("formats course and teachers", () => {
    expect(mataKuliahLabel({ kode: "IF101", nama: "Algoritma" })).toBe("IF101 - Algoritma");
    expect(pengajarLabel([{ nama: "Budi" }, { nama: "Ani" }])).toBe("Budi, Ani");
    expect(pengajarLabel([])).toBe("-");
  });
  it("numbers rows across pages", () => {
    expect(nomorAwal({ page: 1, per_page: 5 })).toBe(1);
    expect(nomorAwal({ page: 3, per_page: 5 })).toBe(11);
    expect(nomorAwal({ page: 0, per_page: 10 })).toBe(1);
  });
  it("offers the class list's page sizes", () => {
    expect(PER_PAGE_KELAS).toEqual([5, 10, 15, 20]);
  });
});

describe("pertemuanSekarang", () => {
  const p = (id: number, status: "belum_dimulai" | "berlangsung" | "selesai") => ({ id, status });
  it("takes the meeting in progress, then the next one, then the last", () => {
    expect(pertemuanSekarang([p(1, "selesai"), p(2, "berlangsung"), p(3, "belum_dimulai")])?.id).toBe(2);
    expect(pertemuanSekarang([p(1, "selesai"), p(2, "belum_dimulai"), p(3, "belum_dimulai")])?.id).toBe(2);
    expect(pertemuanSekarang([p(1, "selesai"), p(2, "selesai")])?.id).toBe(2);
    expect(pertemuanSekarang([])).toBeUndefined();
  });
});

describe("pertemuanForum", () => {
  const c = (forum: number) => ({ materi: 1, tugas: 0, vidcon: 0, ujian: 0, forum });
  it("keeps the meetings holding a forum, in order", () => {
    const list = [
      { id: 1, count_activity: c(0) },
      { id: 2, count_activity: c(2) },
      { id: 3, count_activity: c(0) },
      { id: 4, count_activity: c(1) },
    ];
    expect(pertemuanForum(list).map((p) => p.id)).toEqual([2, 4]);
    expect(pertemuanForum([{ id: 1, count_activity: c(0) }])).toEqual([]);
  });
});
