import { describe, expect, it } from "vitest";
import {
  adaJawaban,
  aturanKelompok,
  ekstensiJawaban,
  hurufPilihan,
  jawabanTerhitung,
  jawabanBenar,
  judulKelompok,
  jumlahDijawab,
  nilaiAkhirLabel,
  pesanSelesai,
  ringkasDijawab,
  semuaSoal,
  teksJawaban,
  terimaTeks,
  tolakSebagian,
  urlPertemuanUjian,
} from "./lembar-aturan";
import type { KelompokLembar, SoalLembar } from "./lembar-types";

const soal = (id: number, jenis: SoalLembar["jenis"] = "pilihan", lain: Partial<SoalLembar> = {}): SoalLembar => ({
  id,
  nomor: id,
  jenis,
  pertanyaan: `<p>Soal ${id}</p>`,
  pilihan: jenis === "pilihan" ? ["satu", "dua", "tiga"] : jenis === "benar_salah" ? ["benar", "salah"] : [],
  jenis_file_diterima: jenis === "esay" ? ["text"] : [],
  jawaban: null,
  berkas: [],
  soal_files: [],
  gambar: [],
  kunci_files: [],
  versi: 0,
  kunci: null,
  nilai: null,
  ...lain,
});

const kelompok = (aturan: KelompokLembar["aturan"], n: number | null, ...s: SoalLembar[]): KelompokLembar => ({
  id: 1,
  nomor: 2,
  aturan,
  jumlah_wajib_dijawab: n,
  soal: s,
});

describe("groups", () => {
  it("titles a group and words its rule", () => {
    expect(judulKelompok(2)).toBe("Kelompok Soal 2");
    expect(aturanKelompok(kelompok("semua", null, soal(1), soal(2)))).toBe("Jawab semua soal.");
    expect(aturanKelompok(kelompok("random", 2, soal(1), soal(2))), "a random group shows only its subset").toBe("Jawab semua soal.");
    expect(aturanKelompok(kelompok("sebagian", 2, soal(1), soal(2), soal(3)))).toBe("Jawab 2 dari 3 soal.");
  });

  it("letters the options", () => {
    expect([0, 1, 2, 9].map(hurufPilihan)).toEqual(["A", "B", "C", "J"]);
  });

  it("refuses one answer too many in a 'sebagian' group, not a change or a clearing", () => {
    const k = kelompok("sebagian", 2, soal(1), soal(2), soal(3));
    const dua = new Map([
      [1, "0"],
      [2, "1"],
    ]);
    expect(tolakSebagian(k, dua, 3, "2")).toBe("Kelompok soal ini cukup dijawab 2 soal. Kosongkan salah satu jawaban untuk menggantinya.");
    expect(tolakSebagian(k, dua, 2, "2"), "changing an answer").toBeNull();
    expect(tolakSebagian(k, dua, 3, ""), "clearing").toBeNull();
    expect(tolakSebagian(k, new Map([[1, "0"]]), 3, "2")).toBeNull();
    expect(tolakSebagian(kelompok("semua", null, soal(1), soal(2)), dua, 3, "1")).toBeNull();
  });
});

describe("counting answers", () => {
  it("counts the non-empty answers of the sheet's questions", () => {
    const l = { kelompok_soal: [kelompok("semua", null, soal(1), soal(2)), kelompok("semua", null, soal(3, "esay"))] };
    expect(semuaSoal(l).map((s) => s.id)).toEqual([1, 2, 3]);
    const jawaban = new Map([
      [1, "0"],
      [2, ""],
      [3, "teks"],
      [9, "1"],
    ]);
    expect(jumlahDijawab(l, jawaban)).toBe(2);
    expect(ringkasDijawab(2, 3)).toBe("2/3 dijawab");
  });

  it("words the finish confirmation by what is missing", () => {
    expect(pesanSelesai(0, 0)).toBe("Setelah selesai, jawaban tidak dapat diubah lagi. Selesaikan kuis/ujian sekarang?");
    expect(pesanSelesai(2, 1)).toBe(
      "Masih ada 2 soal yang belum dijawab. 1 jawaban belum terkirim dan akan dikirim lebih dulu. Setelah selesai, jawaban tidak dapat diubah lagi. Selesaikan kuis/ujian sekarang?",
    );
  });
});

describe("the review", () => {
  it("words answers by kind", () => {
    expect(teksJawaban(soal(1), "1")).toBe("B. dua");
    expect(teksJawaban(soal(1), "7")).toBe("7");
    expect(teksJawaban(soal(1, "benar_salah"), "salah")).toBe("Salah");
    expect(teksJawaban(soal(1, "esay"), "Jawaban saya")).toBe("Jawaban saya");
    expect(teksJawaban(soal(1), null)).toBeNull();
    expect(teksJawaban(soal(1), "")).toBeNull();
  });

  it("marks a choice right or wrong only when the key is shown", () => {
    expect(jawabanBenar(soal(1, "pilihan", { jawaban: "1", kunci: "1" }))).toBe(true);
    expect(jawabanBenar(soal(1, "pilihan", { jawaban: "0", kunci: "1" }))).toBe(false);
    expect(jawabanBenar(soal(1, "benar_salah", { jawaban: null, kunci: "benar" }))).toBe(false);
    expect(jawabanBenar(soal(1, "pilihan", { jawaban: "1", kunci: null }))).toBeNull();
    expect(jawabanBenar(soal(1, "esay", { jawaban: "x", kunci: "x" }))).toBeNull();
  });

  it("shows the score with a decimal comma, and links the meeting", () => {
    expect(nilaiAkhirLabel(85.5)).toBe("Nilai: 85,5");
    expect(nilaiAkhirLabel(100)).toBe("Nilai: 100");
    expect(nilaiAkhirLabel(null)).toBeNull();
    expect(urlPertemuanUjian({ id_kelas_kuliah: 7, id_pertemuan: 12 })).toBe("/kelas/7/12");
  });
});

describe("essay answer files", () => {
  const berkas = { url: "/v2/storager/ab/Laporan.pdf", name: "Laporan.pdf", content_length: 10 };

  it("takes the extensions of the kinds the question accepts, text only when named", () => {
    expect(ekstensiJawaban(soal(1, "esay", { jenis_file_diterima: ["text"] }))).toEqual([]);
    expect(ekstensiJawaban(soal(1, "esay", { jenis_file_diterima: ["pdf", "image"] }))).toEqual(["pdf", "png", "jpg", "jpeg"]);
    expect(ekstensiJawaban(soal(1, "esay", { jenis_file_diterima: ["docs", "compressed"] }))).toEqual([
      "doc",
      "docx",
      "xls",
      "xlsx",
      "ppt",
      "pptx",
      "zip",
      "rar",
    ]);
    expect(terimaTeks(soal(1, "esay", { jenis_file_diterima: ["pdf"] }))).toBe(false);
    expect(terimaTeks(soal(1, "esay", { jenis_file_diterima: ["text", "pdf"] }))).toBe(true);
    expect(terimaTeks(soal(1, "esay", { jenis_file_diterima: [] }))).toBe(true);
  });

  it("counts an essay answered with files only, in the total and the 'sebagian' limit", () => {
    const k = kelompok("sebagian", 1, soal(1, "esay", { jenis_file_diterima: ["pdf"] }), soal(2, "esay"));
    const terhitung = jawabanTerhitung(new Map([[1, ""]]), new Map([[1, [berkas]]]));
    expect(jumlahDijawab({ kelompok_soal: [k] }, terhitung)).toBe(1);
    expect(tolakSebagian(k, terhitung, 2, "teks")).toContain("cukup dijawab 1 soal");
    expect(jumlahDijawab({ kelompok_soal: [k] }, jawabanTerhitung(new Map(), new Map([[1, []]])))).toBe(0);
    expect(adaJawaban(soal(1, "esay", { berkas: [berkas] }))).toBe(true);
    expect(adaJawaban(soal(1, "esay"))).toBe(false);
  });
});
