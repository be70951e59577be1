import { describe, expect, it } from "vitest";
import type { Peserta, PertemuanRingkas } from "../../api/types";
import { bannerKelas, cariPeserta, cekBanner, cekJabatan, jadwalLabel, nimKetua, opsiPertemuan, pilihJabatan } from "./aturan";

const m = (nim: string, nama: string, jabatan = "peserta"): Peserta => ({
  id: Number(nim), nim, nama, angkatan: 2024, jabatan, avatar_url: null, prodi: { nama: "Teknik Informatika", jenjang: "S1" },
});

describe("ketua kelas", () => {
  const list = [m("1", "Ayu", "ketua_kelas"), m("2", "Budi"), m("3", "Citra")];
  it("one leader at most", () => {
    const next = pilihJabatan(list, "2", "ketua_kelas");
    expect(next.map((x) => x.jabatan)).toEqual(["peserta", "ketua_kelas", "peserta"]);
    expect(nimKetua(next)).toBe("2");
  });
  it("choosing Peserta for the leader leaves none", () => {
    expect(nimKetua(pilihJabatan(list, "1", "peserta"))).toBe("");
  });
  it("searches by name or NIM", () => {
    expect(cariPeserta(list, "cit").map((x) => x.nim)).toEqual(["3"]);
    expect(cariPeserta(list, "2").map((x) => x.nama)).toEqual(["Budi"]);
    expect(cariPeserta(list, "  ")).toHaveLength(3);
  });
});

describe("labels", () => {
  it("schedule", () => {
    expect(jadwalLabel({ hari: 1, jam_mulai: "07:30:00", jam_selesai: "09:10:00", ruangan: "R.101" })).toBe("Senin, 07:30 - 09:10 (R.101)");
    expect(jadwalLabel({ hari: 0, jam_mulai: "18:30:00", jam_selesai: "20:10:00" })).toBe("Minggu, 18:30 - 20:10");
  });
  it("meeting option in the configured zone", () => {
    const p = { nomor: 3, judul: "Landasan Teori", waktu_mulai: "2026-09-14T00:30:00Z", waktu_selesai: "2026-09-14T02:10:00Z" } as PertemuanRingkas;
    expect(opsiPertemuan(p, "Asia/Jakarta")).toBe("3. Landasan Teori (14 Sep 2026, 07:30 - 09:10 WIB)");
    expect(opsiPertemuan(p, "Asia/Jayapura")).toBe("3. Landasan Teori (14 Sep 2026, 09:30 - 11:10 WIT)");
  });
});

describe("checks", () => {
  it("exactly one coordinator", () => {
    expect(cekJabatan([{ jabatan: "koordinator" }, { jabatan: "pengajar" }])).toBeNull();
    expect(cekJabatan([{ jabatan: "koordinator" }, { jabatan: "koordinator" }])).toBe("Pilih tepat satu Dosen Koordinator.");
    expect(cekJabatan([{ jabatan: "asisten" }])).not.toBeNull();
  });
  it("banner type and size", () => {
    expect(cekBanner({ name: "a.PNG", size: 10 }, 2)).toBeNull();
    expect(cekBanner({ name: "a.gif", size: 10 }, 2)).toBe("File type .gif is not allowed");
    expect(cekBanner({ name: "a.jpg", size: 2_000_001 }, 2)).toBe("Ukuran file melebihi batas maksimal");
    expect(cekBanner({ name: "a.jpeg", size: 2_000_000 }, 2)).toBeNull();
  });
});

describe("bannerKelas", () => {
  it("uses the upload, else one of 7 stock banners", () => {
    expect(bannerKelas({ banner_url: "/lms/kelas_kuliah/3/banner", banner_color_idx: 2 })).toBe("/lms/kelas_kuliah/3/banner");
    expect(bannerKelas({ banner_url: null, banner_color_idx: 9 })).toBe("/assets/banner/banner-3.svg");
    expect(bannerKelas({ banner_url: null, banner_color_idx: 0 })).toBe("/assets/banner/banner-1.svg");
  });
});
