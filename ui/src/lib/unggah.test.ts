import { describe, expect, it } from "vitest";
import {
  acceptAtribut,
  BATAS_DEFAULT_MB,
  batasDariPengaturan,
  cocokAccept,
  hintUnggah,
  ikonBerkas,
  melebihiUkuran,
  PESAN_UNGGAH,
  periksaUnggah,
  pilihanDrop,
  singkatTengah,
} from "./unggah";

describe("accept matching", () => {
  it("matches by extension, with or without the dot, in any case", () => {
    expect(cocokAccept({ name: "Bab 1.PDF" }, [".pdf"])).toBe(true);
    expect(cocokAccept({ name: "Bab 1.pdf" }, ["doc", "pdf"])).toBe(true);
    expect(cocokAccept({ name: "Bab 1.pdf" }, ".doc,.docx")).toBe(false);
    expect(cocokAccept({ name: "pdf" }, ["pdf"])).toBe(false);
    expect(cocokAccept({ name: "arsip.tar.gz" }, ["tar"])).toBe(false);
  });

  it("matches by MIME type and by MIME group", () => {
    expect(cocokAccept({ name: "foto", type: "image/png" }, ["image/*"])).toBe(true);
    expect(cocokAccept({ name: "foto", type: "IMAGE/JPEG" }, "image/*")).toBe(true);
    expect(cocokAccept({ name: "x.bin", type: "application/pdf" }, ["application/pdf"])).toBe(true);
    expect(cocokAccept({ name: "x.bin", type: "application/pdfx" }, ["application/pdf"])).toBe(false);
    expect(cocokAccept({ name: "lagu.mp3", type: "audio/mpeg" }, ["image/*", ".pdf"])).toBe(false);
    expect(cocokAccept({ name: "catatan.txt" }, ["image/*"])).toBe(false);
  });

  it("takes every file when nothing is listed", () => {
    expect(cocokAccept({ name: "apa.saja" }, [])).toBe(true);
    expect(cocokAccept({ name: "apa.saja" }, " , ")).toBe(true);
  });

  it("writes the input's accept attribute", () => {
    expect(acceptAtribut(["pdf", ".docx", "image/*"])).toBe(".pdf,.docx,image/*");
  });
});

describe("size", () => {
  it("defaults to 10240 KB, shown as 10 MB", () => {
    expect(BATAS_DEFAULT_MB).toBe(10);
  });

  it("refuses only what is larger than the limit (MB = 1,000,000 bytes)", () => {
    expect(melebihiUkuran({ size: 10_000_000 }, 10)).toBe(false);
    expect(melebihiUkuran({ size: 10_000_001 }, 10)).toBe(true);
    expect(melebihiUkuran({ size: 2_600_000 }, 2.5)).toBe(true);
    expect(melebihiUkuran({ size: 9e12 }, 0)).toBe(false);
    expect(melebihiUkuran({ size: 9e12 }, null)).toBe(false);
  });

  it("reads a limit from the settings, else the fallback", () => {
    const res = { data: { pengaturan_sistem: { ukuran_max_file: { ujian: { lampiran_soal: 25, lampiran_kunci: 0 } } } } };
    expect(batasDariPengaturan(res, ["ujian", "lampiran_soal"], 10)).toBe(25);
    expect(batasDariPengaturan(res, ["ujian", "lampiran_kunci"], 10)).toBe(10);
    expect(batasDariPengaturan(res, ["ujian", "lampiran_jawaban_esai"], 10)).toBe(10);
    expect(
      batasDariPengaturan(
        { data: { pengaturan_sistem: { ukuran_max_file: { ujian: { lampiran_soal: "5" } } } } },
        ["ujian", "lampiran_soal"],
        10,
      ),
    ).toBe(10);
    expect(batasDariPengaturan(null, ["kelas", "banner"], 2)).toBe(2);
  });

  it("gives the kind before the size", () => {
    const aturan = { accept: ["pdf"], batasMb: 1 };
    expect(periksaUnggah({ name: "a.exe", size: 5e6 }, aturan)).toBe("jenis");
    expect(periksaUnggah({ name: "a.pdf", size: 5e6 }, aturan)).toBe("ukuran");
    expect(periksaUnggah({ name: "a.pdf", size: 1e6 }, aturan)).toBeNull();
  });

  it("has the spec's words", () => {
    expect(PESAN_UNGGAH.melebihi).toBe("Ukuran file melebihi batas maksimal");
    expect(PESAN_UNGGAH.gagalUnggah("Ukuran maksimal 1 MB")).toBe("Gagal upload file: Ukuran maksimal 1 MB");
    expect(PESAN_UNGGAH.berhasilHapus).toBe("Berhasil hapus file");
    expect(PESAN_UNGGAH.gagalHapus("Network Error")).toBe("Gagal hapus file: Network Error");
  });
});

describe("hint", () => {
  it("names the kinds and the limit", () => {
    expect(hintUnggah([".png", ".jpg"], 2.5)).toBe("Jenis file yang didukung adalah .png, .jpg, dengan maksimal ukuran sebesar 2,5 MB");
    expect(hintUnggah(["pdf"], 10)).toBe("Jenis file yang didukung adalah pdf, dengan maksimal ukuran sebesar 10 MB");
  });

  it("names only the limit when every kind is taken, only the kinds without a limit", () => {
    expect(hintUnggah([], 10)).toBe("Maksimal ukuran file adalah 10 MB");
    expect(hintUnggah(["pdf"], 0)).toBe("Jenis file yang didukung adalah pdf");
    expect(hintUnggah([], null)).toBe("");
  });
});

describe("icon", () => {
  it.each([
    ["Surat.docx", "docx"],
    ["Surat.DOC", "docx"],
    ["Nilai.xlsx", "xlsx"],
    ["Nilai.xls", "xlsx"],
    ["Slide.pptx", "pptx"],
    ["Slide.ppt", "pptx"],
    ["Modul.pdf", "pdf"],
    ["Kode.zip", "zip"],
    ["Kode.rar", "zip"],
    ["Foto.JPG", "gambar"],
    ["Foto.png", "gambar"],
    ["Lagu.mp3", "lain"],
    ["tanpa-titik", "lain"],
  ])("%s -> %s", (nama, ikon) => {
    expect(ikonBerkas(nama)).toBe(ikon);
  });

  it("falls back to the MIME type", () => {
    expect(ikonBerkas("foto", "image/webp")).toBe("gambar");
    expect(ikonBerkas("dokumen", "application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe("docx");
    expect(ikonBerkas("tabel", "application/vnd.ms-excel")).toBe("xlsx");
    expect(ikonBerkas("slide", "application/vnd.openxmlformats-officedocument.presentationml.presentation")).toBe("pptx");
    expect(ikonBerkas("arsip", "application/x-zip-compressed")).toBe("zip");
    expect(ikonBerkas("berkas", "application/pdf")).toBe("pdf");
    expect(ikonBerkas("berkas", "application/octet-stream")).toBe("lain");
  });
});

describe("shortened name", () => {
  it.each([
    ["Modul Uji.pdf", 20, "Modul Uji.pdf"],
    ["12345678901234567890", 20, "12345678901234567890"],
    // 20 = 8 from the start + the ellipsis + 7 from the end + the extension (4).
    ["Laporan Praktikum Akhir.pdf", 20, "Laporan…m Akhir.pdf"],
    ["Tugas Besar Kelompok 3 revisi 2.docx", 20, "Tugas B…evisi 2.docx"],
    ["laporan-akhir-semester.pdf", 15, "lapor…ester.pdf"],
    // No extension: 10 from the start, 9 from the end.
    ["tanpa ekstensi sama sekali", 20, "tanpa ekst…ma sekali"],
    // An 'extension' longer than half the room is cut like the rest.
    ["nama.ekstensipanjangsekali", 20, "nama.ekste…angsekali"],
  ])("%j at %i -> %j", (nama, maks, hasil) => {
    expect(singkatTengah(nama, maks)).toBe(hasil);
  });

  it("is never longer than allowed once shortened, and keeps the end", () => {
    for (const nama of ["Rencana Pembelajaran Semester Genap.pdf", "a".repeat(50), "Foto 😀 kegiatan lapangan hari pertama.jpg"]) {
      const s = singkatTengah(nama);
      expect(Array.from(s).length).toBeLessThanOrEqual(20);
      expect(Array.from(s).length).toBeGreaterThanOrEqual(19);
      expect(s).toContain("…");
      expect(nama.endsWith(Array.from(s).slice(-3).join(""))).toBe(true);
    }
  });
});

describe("drop", () => {
  it("hands over every file, or the first for a single-file box", () => {
    expect(pilihanDrop(["a", "b"], true)).toEqual(["a", "b"]);
    expect(pilihanDrop(["a", "b"], false)).toEqual(["a"]);
    expect(pilihanDrop([], false)).toEqual([]);
  });
});
