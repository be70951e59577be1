import { describe, expect, it } from "vitest";
import {
  gantiItem,
  type KonfigurasiItem,
  labelKonfigurasi,
  menitJam,
  PESAN,
  periksaKonfigurasi,
  periksaNilai,
  tampilNilai,
  urutkan,
} from "./aturan";

const item = (keyword: string, jenis: KonfigurasiItem["jenis"], nilai: string): KonfigurasiItem => ({
  keyword,
  jenis,
  nilai,
  keterangan: "",
});
const ITEMS = [item("start_lecture", "jam", "07:00"), item("end_lecture", "jam", "17:00"), item("deadline", "hari", "7")];

describe("labelKonfigurasi", () => {
  it("names the known keys and falls back to the keyword", () => {
    expect(labelKonfigurasi("start_lecture")).toBe("Jam Mulai Perkuliahan");
    expect(labelKonfigurasi("end_lecture")).toBe("Jam Akhir Perkuliahan");
    expect(labelKonfigurasi("attendance_percentage")).toBe("Persentase Kehadiran Minimal");
    expect(labelKonfigurasi("lecture_activity")).toBe("Aktivitas Kuliah sebagai Kehadiran");
    expect(labelKonfigurasi("deadline")).toBe("Batas Hari Aktivitas Pertemuan");
    expect(labelKonfigurasi("url_sikad")).toBe("Alamat SIKAD");
    expect(labelKonfigurasi("url_dosen_new")).toBe("Alamat SIKAD Dosen");
    expect(labelKonfigurasi("kunci_baru")).toBe("kunci_baru");
    expect(labelKonfigurasi("toString")).toBe("toString");
  });
});

describe("tampilNilai", () => {
  it("shows each kind", () => {
    expect(tampilNilai("ya_tidak", "true")).toBe("Ya");
    expect(tampilNilai("ya_tidak", "false")).toBe("Tidak");
    expect(tampilNilai("persen", "75")).toBe("75%");
    expect(tampilNilai("hari", "7")).toBe("7 hari");
    expect(tampilNilai("jam", "07:00")).toBe("07:00");
    expect(tampilNilai("alamat", "https://sikad.kampus.ac.id")).toBe("https://sikad.kampus.ac.id");
    expect(tampilNilai("hari", " ")).toBe("-");
  });
});

describe("periksaNilai (the server's periksa)", () => {
  it("checks hours", () => {
    expect(periksaNilai("jam", " 07:30 ")).toBeNull();
    expect(periksaNilai("jam", "23:59")).toBeNull();
    for (const salah of ["7:30", "24:00", "25:00", "07:60", "jam", "07:3a", ""]) expect(periksaNilai("jam", salah), salah).toBe(PESAN.jam);
    expect(menitJam("01:30")).toBe(90);
  });
  it("checks percentages and days", () => {
    expect(periksaNilai("persen", "100")).toBeNull();
    expect(periksaNilai("persen", "0")).toBeNull();
    for (const salah of ["101", "-1", "7.5", "", "abc"]) expect(periksaNilai("persen", salah), salah).toBe(PESAN.persen);
    expect(periksaNilai("hari", "365")).toBeNull();
    expect(periksaNilai("hari", "10")).toBeNull();
    expect(periksaNilai("hari", "366")).toBe(PESAN.hari);
  });
  it("checks yes/no and addresses", () => {
    expect(periksaNilai("ya_tidak", "true")).toBeNull();
    expect(periksaNilai("ya_tidak", "ya")).toBe(PESAN.ya_tidak);
    expect(periksaNilai("alamat", "https://sikad.kampus.ac.id/dosen")).toBeNull();
    expect(periksaNilai("alamat", "http://a")).toBeNull();
    expect(periksaNilai("alamat", "/siakad-demo")).toBeNull();
    for (const salah of ["javascript:alert(1)", "https://a b", "https://", `https://${"a".repeat(500)}`, "//jahat.example", "/\\jahat"]) {
      expect(periksaNilai("alamat", salah), salah).toBe(PESAN.alamat);
    }
  });
});

describe("periksaKonfigurasi", () => {
  it("keeps the first lecture hour before the last", () => {
    expect(periksaKonfigurasi(ITEMS[0]!, "18:00", ITEMS)).toBe(PESAN.urutanJam);
    expect(periksaKonfigurasi(ITEMS[0]!, "17:00", ITEMS)).toBe(PESAN.urutanJam);
    expect(periksaKonfigurasi(ITEMS[0]!, "08:00", ITEMS)).toBeNull();
    expect(periksaKonfigurasi(ITEMS[1]!, "06:00", ITEMS)).toBe(PESAN.urutanJam);
    expect(periksaKonfigurasi(ITEMS[1]!, "16:00", ITEMS)).toBeNull();
    expect(periksaKonfigurasi(ITEMS[0]!, "25:00", ITEMS)).toBe(PESAN.jam);
    expect(periksaKonfigurasi(ITEMS[2]!, "10", ITEMS)).toBeNull();
  });
  it("passes when the other hour is missing", () => {
    expect(periksaKonfigurasi(ITEMS[0]!, "18:00", [ITEMS[0]!])).toBeNull();
  });
});

describe("gantiItem", () => {
  it("replaces the item with the same keyword", () => {
    const baru = item("deadline", "hari", "10");
    expect(gantiItem(ITEMS, baru)).toEqual([ITEMS[0], ITEMS[1], baru]);
  });
});

describe("urutkan", () => {
  it("puts the known keys in their order, then the rest by keyword", () => {
    const xs = [item("url_sikad", "alamat", "https://a"), item("zeta", "hari", "1"), item("alpha", "hari", "1"), ...ITEMS];
    expect(urutkan(xs).map((x) => x.keyword)).toEqual(["start_lecture", "end_lecture", "deadline", "url_sikad", "alpha", "zeta"]);
  });
});
