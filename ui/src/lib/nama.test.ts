import { describe, expect, it } from "vitest";
import { inisial, namaLengkapDosen, singkatNamaFile } from "./nama";

describe("namaLengkapDosen", () => {
  it.each([
    [{ gelar_depan: "Dr.", nama: "Budi Santoso", gelar_akademik: "M.Kom." }, "Dr. Budi Santoso, M.Kom."],
    [{ gelar_depan: "", nama: "Budi Santoso", gelar_akademik: "M.Kom." }, "Budi Santoso, M.Kom."],
    [{ gelar_depan: "Prof. Dr.", nama: "Siti Aminah", gelar_akademik: "" }, "Prof. Dr. Siti Aminah"],
    [{ gelar_depan: null, nama: "Siti Aminah", gelar_akademik: null }, "Siti Aminah"],
    [{ nama: "Siti Aminah" }, "Siti Aminah"],
    [{ gelar_depan: " Ir. ", nama: " Andi ", gelar_akademik: " S.T., M.T. " }, "Ir. Andi, S.T., M.T."],
    [{ gelar_depan: "Dr.", nama: "", gelar_akademik: "M.Kom." }, "-"],
    [{}, "-"],
  ])("%o -> %s", (d, want) => {
    expect(namaLengkapDosen(d)).toBe(want);
  });
});

describe("inisial", () => {
  it.each([
    ["Budi Santoso", "BS"],
    ["Dr. Budi Santoso, M.Kom.", "BS"],
    ["Prof. Dr. Ir. Sari Pratama, M.Si.", "SP"],
    ["budi santoso wijaya", "BS"],
    ["Ani", "A"],
    ["  ani   yudhoyono ", "AY"],
    ["(Budi) Santoso", "BS"],
    ["Élodie Ñandú", "ÉÑ"],
    ["", ""],
    ["   ", ""],
    [null, ""],
    [undefined, ""],
  ])("%j -> %j", (nama, want) => {
    expect(inisial(nama)).toBe(want);
  });
});

describe("singkatNamaFile", () => {
  it.each([
    ["laporan.pdf", 15, "laporan.pdf"],
    ["abcdefghijklmno", 15, "abcdefghijklmno"],
    ["laporan-akhir-semester.pdf", 15, "laporan-akhi….pdf"],
    ["laporan-akhir-semester.pdf", undefined, "laporan-akhi….pdf"],
    ["tugas-besar-kelompok-3.docx", 15, "tugas-besar….docx"],
    ["README-tanpa-ekstensi", 15, "README-tanpa-ek…"],
    [".gitignore-yang-panjang", 10, ".gitignore…"],
    ["catatan.superpanjangekstensi", 10, "catatan.su…"],
    ["laporan-akhir-semester.pdf", 20, "laporan-akhir-sem….pdf"],
    ["abcdefghijklmnop.pdf", 19, "abcdefghijklmnop.pdf"],
    ["📄📄📄📄📄📄📄📄📄📄📄📄📄📄📄📄.pdf", 15, "📄📄📄📄📄📄📄📄📄📄📄📄….pdf"],
  ])("singkatNamaFile(%j, %s) = %j", (name, max, want) => {
    expect(singkatNamaFile(name, max)).toBe(want);
  });

  it("never returns something longer than the input", () => {
    for (let n = 1; n <= 40; n++) {
      const name = `${"a".repeat(n)}.pdf`;
      expect(Array.from(singkatNamaFile(name)).length).toBeLessThanOrEqual(name.length);
    }
  });
});
