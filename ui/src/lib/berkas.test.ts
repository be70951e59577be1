import { describe, expect, it } from "vitest";
import { acceptDari, cekBerkas, ekstensi, hintUnggah, PESAN_BERKAS } from "./berkas";

const PDF = { ekstensi: ["pdf", "docx"], batasMb: 2 };

describe("file checks", () => {
  it("reads the extension in lower case", () => {
    expect(ekstensi("Bab 1.PDF")).toBe("pdf");
    expect(ekstensi("arsip.tar.gz")).toBe("gz");
    expect(ekstensi("tanpa-titik")).toBe("");
    expect(acceptDari(["zip", "rar"])).toBe(".zip,.rar");
  });

  it("checks the kind before the size, in each widget's words", () => {
    const besar = { name: "a.pdf", size: 2_000_001 };
    expect(cekBerkas({ name: "a.exe", size: 1 }, PDF, PESAN_BERKAS.dialog)).toBe("File type .exe is not allowed");
    expect(cekBerkas(besar, PDF, PESAN_BERKAS.dialog)).toBe("Ukuran file melebihi batas maksimal");
    expect(cekBerkas(besar, PDF, PESAN_BERKAS.widget)).toBe("Maximum file size is 2 MB");
    expect(cekBerkas(besar, PDF, PESAN_BERKAS.konten)).toBe("Ukuran maksimal 2 MB");
    expect(cekBerkas(besar, PDF, PESAN_BERKAS.kotak)).toBe("Ukuran file tidak boleh lebih dari 2.00 MB.");
    expect(cekBerkas({ name: "a.pdf", size: 2_000_000 }, PDF, PESAN_BERKAS.dialog)).toBeNull();
  });

  it("takes a limit of 0 or none as no limit", () => {
    expect(cekBerkas({ name: "a.pdf", size: 9e9 }, { ekstensi: ["pdf"], batasMb: 0 }, PESAN_BERKAS.widget)).toBeNull();
    expect(cekBerkas({ name: "a.pdf", size: 9e9 }, { ekstensi: ["pdf"] }, PESAN_BERKAS.widget)).toBeNull();
  });

  it("writes the hint with and without a limit", () => {
    expect(hintUnggah([".png", ".jpg"], 2.5)).toBe("Jenis file yang didukung adalah .png, .jpg, dengan maksimal ukuran sebesar 2,5 MB");
    expect(hintUnggah(["pdf"], 0)).toBe("Jenis file yang didukung adalah pdf");
  });
});
