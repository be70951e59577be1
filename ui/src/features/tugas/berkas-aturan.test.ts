import { describe, expect, it } from "vitest";
import { acceptAtribut, hintUnggah, mbLabel } from "../../lib/unggah";
import { cekBerkasTugas, EKSTENSI_TUGAS, MAKS_BERKAS_TUGAS, PESAN_JUMLAH_BERKAS, pesanGagalUnggah, pilahBerkas } from "./berkas-aturan";

// The widget's hint and accept attribute, as the upload box builds them from the task's kinds.
const hintBerkasTugas = (batasMb: number) => hintUnggah(EKSTENSI_TUGAS, batasMb);

const file = (name: string, size = 1_000) => ({ name, size });

describe("task file checks", () => {
  it("lists the kinds of spec 3 §5 and at most five files", () => {
    expect(EKSTENSI_TUGAS).toEqual(["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "zip", "rar", "png", "jpg", "jpeg"]);
    expect(MAKS_BERKAS_TUGAS).toBe(5);
    expect(acceptAtribut(EKSTENSI_TUGAS)).toBe(".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip,.rar,.png,.jpg,.jpeg");
    expect(PESAN_JUMLAH_BERKAS).toBe("Paling banyak 5 file.");
  });

  it("writes the hint with the size limit", () => {
    expect(hintBerkasTugas(10)).toBe(
      "Jenis file yang didukung adalah pdf, doc, docx, xls, xlsx, ppt, pptx, zip, rar, png, jpg, jpeg, dengan maksimal ukuran sebesar 10 MB",
    );
    expect(hintBerkasTugas(2.5)).toMatch(/sebesar 2,5 MB$/);
    expect(hintBerkasTugas(0)).toBe("Jenis file yang didukung adalah pdf, doc, docx, xls, xlsx, ppt, pptx, zip, rar, png, jpg, jpeg");
    expect(mbLabel(10)).toBe("10");
    expect(mbLabel(0.25)).toBe("0,25");
  });

  it("refuses a wrong kind, whatever the case of the name", () => {
    expect(cekBerkasTugas(file("laporan.PDF"), 10)).toBeNull();
    expect(cekBerkasTugas(file("foto.Jpeg"), 10)).toBeNull();
    expect(cekBerkasTugas(file("virus.exe"), 10)).toBe("File type .exe is not allowed");
    expect(cekBerkasTugas(file("video.mp4"), 10)).toBe("File type .mp4 is not allowed");
    expect(cekBerkasTugas(file("tanpa-ekstensi"), 10)).toBe("File type . is not allowed");
  });

  it("refuses a file above the limit (MB × 1,000,000 bytes), the kind first", () => {
    expect(cekBerkasTugas(file("a.pdf", 10_000_000), 10)).toBeNull();
    expect(cekBerkasTugas(file("a.pdf", 10_000_001), 10)).toBe("Maximum file size is 10 MB");
    expect(cekBerkasTugas(file("a.pdf", 2_600_000), 2.5)).toBe("Maximum file size is 2,5 MB");
    expect(cekBerkasTugas(file("a.exe", 99_000_000), 10)).toBe("File type .exe is not allowed");
    // No limit known: only the kind is checked.
    expect(cekBerkasTugas(file("a.pdf", 99_000_000), 0)).toBeNull();
  });

  it("takes good files up to five and names each refused one when several were chosen", () => {
    const pilih = [file("a.pdf"), file("b.exe"), file("c.docx"), file("d.zip", 20_000_000)];
    expect(pilahBerkas(pilih, 0, 10)).toEqual({
      terima: [pilih[0], pilih[2]],
      galat: ["b.exe: File type .exe is not allowed", "d.zip: Maximum file size is 10 MB"],
    });
    expect(pilahBerkas([file("b.exe")], 0, 10)).toEqual({ terima: [], galat: ["File type .exe is not allowed"] });
    const tiga = [file("a.pdf"), file("b.pdf"), file("c.pdf")];
    expect(pilahBerkas(tiga, 3, 10)).toEqual({ terima: tiga.slice(0, 2), galat: ["Paling banyak 5 file."] });
    expect(pilahBerkas([file("a.pdf")], 5, 10)).toEqual({ terima: [], galat: ["Paling banyak 5 file."] });
    expect(pilahBerkas([file("a.pdf")], 4, 10)).toEqual({ terima: [file("a.pdf")], galat: [] });
  });

  it("prefixes a failed upload", () => {
    expect(pesanGagalUnggah("Ukuran maksimal 10 MB")).toBe("Unggah gagal: Ukuran maksimal 10 MB");
  });
});
