import { describe, expect, it } from "vitest";
import {
  bodyPengumpulan,
  JAWABAN_MAKS,
  jenisLabel,
  nilaiLabel,
  PESAN_KUMPUL,
  pengirimLabel,
  periksaPengumpulan,
  statusPengumpulan,
  tampilanKumpul,
  waktuPengumpulan,
  waktuTugas,
} from "./pengumpulan-aturan";
import type { Pengumpulan } from "./types";

const berkas = { url: "/v2/storager/ab12/laporan.pdf", name: "laporan.pdf", content_length: 2048 };
const kumpul: Pengumpulan = {
  waktu: "2026-05-06T02:05:00Z",
  nilai: null,
  teks: "Jawaban saya",
  berkas: [berkas],
  terlambat: false,
  pengirim: "Budi Santoso",
};

describe("times and scores", () => {
  it("shows times as 'DD MMM YYYY HH:mm' with the zone", () => {
    expect(waktuTugas("2026-05-12T16:59:00Z", "Asia/Jakarta")).toBe("12 Mei 2026 23:59 WIB");
    expect(waktuTugas("2026-05-12T16:59:00Z", "Asia/Makassar")).toBe("13 Mei 2026 00:59 WITA");
    expect(waktuTugas(null, "Asia/Jakarta")).toBe("-");
    expect(waktuTugas("0001-01-01T00:00:00Z", "Asia/Jakarta")).toBe("-");
  });
  it("marks a late hand-in", () => {
    expect(waktuPengumpulan(kumpul, "Asia/Jakarta")).toBe("6 Mei 2026 09:05 WIB");
    expect(waktuPengumpulan({ ...kumpul, terlambat: true }, "Asia/Jakarta")).toBe("6 Mei 2026 09:05 WIB (terlambat)");
    expect(statusPengumpulan(null, "Asia/Jakarta")).toBe("Belum dikumpulkan");
    expect(statusPengumpulan({ ...kumpul, terlambat: true }, "Asia/Jakarta")).toBe(
      "Sudah dikumpulkan pada 6 Mei 2026 09:05 WIB (terlambat)",
    );
  });
  it("formats the score", () => {
    expect(nilaiLabel(null)).toBe("Belum dinilai");
    expect(nilaiLabel(undefined)).toBe("Belum dinilai");
    expect(nilaiLabel(85.5)).toBe("85,5");
    expect(nilaiLabel(0)).toBe("0");
  });
  it("names the kind and a group's sender", () => {
    expect(jenisLabel("individu")).toBe("Individu");
    expect(jenisLabel("kelompok")).toBe("Kelompok");
    expect(pengirimLabel(kumpul, "kelompok")).toBe("Dikumpulkan oleh Budi Santoso");
    expect(pengirimLabel(kumpul, "individu")).toBeNull();
    expect(pengirimLabel({ pengirim: null }, "kelompok")).toBeNull();
  });
});

describe("periksaPengumpulan", () => {
  it("needs a text or a file", () => {
    expect(periksaPengumpulan("", 0)).toBe("Tulis jawaban atau unggah minimal satu file.");
    expect(periksaPengumpulan("  \n ", 0)).toBe(PESAN_KUMPUL.kosong);
    expect(periksaPengumpulan("", 1)).toBeNull();
    expect(periksaPengumpulan("Jawaban", 0)).toBeNull();
  });
  it("counts at most 20000 characters after trimming, as the server does", () => {
    expect(PESAN_KUMPUL.panjang).toBe("Jawaban paling banyak 20000 karakter.");
    expect(periksaPengumpulan("a".repeat(JAWABAN_MAKS), 0)).toBeNull();
    expect(periksaPengumpulan(`  ${"a".repeat(JAWABAN_MAKS)}  `, 0)).toBeNull();
    expect(periksaPengumpulan("a".repeat(JAWABAN_MAKS + 1), 0)).toBe(PESAN_KUMPUL.panjang);
    // An emoji is one character for the server, two UTF-16 units for JavaScript.
    expect(periksaPengumpulan("😀".repeat(JAWABAN_MAKS), 0)).toBeNull();
  });
  it("sends the trimmed text and the files' URLs in order", () => {
    const lain = { ...berkas, url: "/v2/storager/cd34/foto.png", name: "foto.png" };
    expect(bodyPengumpulan("  Jawaban \n", [berkas, lain])).toEqual({ teks: "Jawaban", berkas: [berkas.url, lain.url] });
  });
});

describe("tampilanKumpul", () => {
  it("offers the form while handing in is allowed", () => {
    expect(tampilanKumpul({ bisa: true, alasan: null, terlambat: false }, null)).toEqual({
      form: true,
      alasan: null,
      peringatan: null,
      tombol: "Kumpulkan",
      tersembunyi: false,
    });
  });
  it("hides a changed hand-in's form behind 'Ubah Pengumpulan'", () => {
    const t = tampilanKumpul({ bisa: true, alasan: null, terlambat: false }, kumpul);
    expect(t.tombol).toBe("Ubah Pengumpulan");
    expect(t.tersembunyi).toBe(true);
  });
  it("warns that a hand-in now is late", () => {
    expect(tampilanKumpul({ bisa: true, alasan: null, terlambat: true }, null).peringatan).toBe(
      "Batas waktu sudah lewat; pengumpulan akan ditandai terlambat.",
    );
  });
  it("gives the server's reason instead of the form", () => {
    const t = tampilanKumpul({ bisa: false, alasan: "Batas waktu pengumpulan sudah lewat.", terlambat: true }, null);
    expect(t).toMatchObject({ form: false, alasan: "Batas waktu pengumpulan sudah lewat.", peringatan: null });
    expect(tampilanKumpul(null, null)).toMatchObject({ form: false, alasan: null });
  });
});
