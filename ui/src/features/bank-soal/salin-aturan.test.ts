import { describe, expect, it } from "vitest";
import {
  adaPembuat,
  jawabanSoal,
  centang,
  centangHalaman,
  halamanSalin,
  labelKelas,
  labelUjian,
  punyaKunciTampil,
  soalDariUjian,
} from "./salin-aturan";

const soal = (id: number, jenis: "pilihan" | "benar_salah" | "esay" = "pilihan") => ({
  id,
  jenis,
  nomor: id,
  pertanyaan: `<p>${id}</p>`,
  pilihan: [],
  kunci: "",
  jenis_file_diterima: [],
  soal_files: [],
  kunci_files: [],
  gambar: [],
});

describe("the copy modal", () => {
  it("lists the groups' questions in order", () => {
    const d = { kelompok_soal: [{ soal: [soal(1), soal(2)] }, { soal: [soal(3, "esay")] }] } as unknown as Parameters<
      typeof soalDariUjian
    >[0];
    expect(soalDariUjian(d).map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it("pages by 10 and keeps the page inside the list", () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(halamanSalin(rows, 1)).toHaveLength(10);
    expect(halamanSalin(rows, 3)).toEqual([21, 22, 23]);
    expect(halamanSalin(rows, 9)).toEqual([21, 22, 23]);
    expect(halamanSalin([], 1)).toEqual([]);
  });

  it("keeps the ticks in the exam's order, across pages", () => {
    const urutan = [5, 3, 9, 1];
    let dipilih = centang([], urutan, 9, true);
    dipilih = centang(dipilih, urutan, 5, true);
    expect(dipilih).toEqual([5, 9]);
    expect(centang(dipilih, urutan, 5, false)).toEqual([9]);
    expect(centangHalaman([9], urutan, [5, 3], true)).toEqual([5, 3, 9]);
    expect(centangHalaman([5, 3, 9], urutan, [5, 3], false)).toEqual([9]);
  });

  it("shows the creator column and the answer toggle only where they apply", () => {
    expect(adaPembuat([soal(1)])).toBe(false);
    expect(adaPembuat([{ ...soal(1), created_by: "Budi" }])).toBe(true);
    expect([punyaKunciTampil(soal(1)), punyaKunciTampil(soal(2, "benar_salah")), punyaKunciTampil(soal(3, "esay"))]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("labels the pickers' options", () => {
    expect(labelKelas({ mata_kuliah: { kode: "IF1", nama: "Algoritma" }, kelas: { nama: "A" } })).toBe("IF1 - Algoritma (A)");
    expect(labelUjian({ id: 1, jenis: "uts", judul: "UTS Algoritma", pertemuan: 8, jumlah_soal: 12 })).toBe(
      "UTS - UTS Algoritma (Pertemuan 8, 12 soal)",
    );
  });

  it("names the key of a choice and a true/false question", () => {
    expect(jawabanSoal({ jenis: "pilihan", pilihan: ["3", "4"], kunci: "1" })).toBe("B. 4");
    expect(jawabanSoal({ jenis: "benar_salah", pilihan: [], kunci: "salah" })).toBe("S. Salah");
    expect(jawabanSoal({ jenis: "pilihan", pilihan: ["3"], kunci: "" })).toBe("-");
  });
});
