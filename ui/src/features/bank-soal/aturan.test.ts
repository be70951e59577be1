import { describe, expect, it } from "vitest";
import {
  bodyBank,
  formBankAwal,
  judulModalBank,
  mataKuliahDalamOpsi,
  mataKuliahLabel,
  opsiMataKuliah,
  opsiProdi,
  PESAN_BANK,
  periksaBank,
} from "./aturan";

const isi = { ...formBankAwal(null), judul: "Bank A", deskripsi: "Latihan", id_mata_kuliah: "7" };

describe("the bank modal", () => {
  it("is titled by its mode", () => {
    expect(["tambah", "ubah", "duplikat"].map((m) => judulModalBank(m as "tambah"))).toEqual(["Tambah Data", "Ubah Data", "Duplikat Data"]);
  });

  it("starts empty and shown, or with the bank's values", () => {
    expect(formBankAwal(null)).toEqual({ judul: "", deskripsi: "", id_dosen: "", id_mata_kuliah: "", ditampilkan: true });
    expect(formBankAwal({ judul: "J", deskripsi: "D", id_dosen: 3, id_mata_kuliah: 9, ditampilkan: false })).toEqual({
      judul: "J",
      deskripsi: "D",
      id_dosen: "3",
      id_mata_kuliah: "9",
      ditampilkan: false,
    });
  });

  it("checks the fields in the server's order and words", () => {
    expect(periksaBank({ ...isi, judul: "  ", deskripsi: "" }, false)).toBe(PESAN_BANK.judul);
    expect(periksaBank({ ...isi, judul: "x".repeat(101) }, false)).toBe("Judul maksimal 100 karakter");
    expect(periksaBank({ ...isi, judul: ` ${"x".repeat(100)} ` }, false)).toBeNull();
    expect(periksaBank({ ...isi, deskripsi: " " }, false)).toBe("Deskripsi wajib diisi");
    expect(periksaBank({ ...isi, deskripsi: "é".repeat(301) }, false)).toBe("Deskripsi maksimal 300 karakter");
    expect(periksaBank({ ...isi, id_mata_kuliah: "" }, false)).toBe("Mata Kuliah wajib diisi");
    expect(periksaBank(isi, true)).toBe("Dosen wajib diisi");
    expect(periksaBank({ ...isi, id_dosen: "4", id_mata_kuliah: "0" }, true)).toBe("Mata Kuliah wajib diisi");
    expect(periksaBank({ ...isi, id_dosen: "4" }, true)).toBeNull();
  });

  it("sends the teacher only when it was chosen", () => {
    expect(bodyBank({ ...isi, judul: " Bank A ", id_dosen: "4" }, false)).toEqual({
      judul: "Bank A",
      deskripsi: "Latihan",
      id_dosen: null,
      id_mata_kuliah: 7,
      ditampilkan: true,
    });
    expect(bodyBank({ ...isi, id_dosen: "4", ditampilkan: false }, true)).toMatchObject({ id_dosen: 4, ditampilkan: false });
  });

  it("clears a course the chosen teacher does not teach", () => {
    expect(mataKuliahDalamOpsi(isi, [{ id: 7 }]).id_mata_kuliah).toBe("7");
    expect(mataKuliahDalamOpsi(isi, [{ id: 8 }]).id_mata_kuliah).toBe("");
  });
});

describe("the list filters", () => {
  const mk = [
    { id: 1, kode: "IF1", nama: "Algoritma", id_prodi: 2, prodi: "S1 Informatika" },
    { id: 2, kode: "AK1", nama: "Akuntansi Dasar", id_prodi: 5, prodi: "S1 Akuntansi" },
    { id: 3, kode: "IF2", nama: "Basis Data", id_prodi: 2, prodi: "S1 Informatika" },
  ];

  it("derives each programme once, by name", () => {
    expect(opsiProdi(mk)).toEqual([
      ["5", "S1 Akuntansi"],
      ["2", "S1 Informatika"],
    ]);
  });

  it("narrows the courses to the chosen programme", () => {
    expect(opsiMataKuliah(mk, "2")).toEqual([
      ["1", "IF1 - Algoritma"],
      ["3", "IF2 - Basis Data"],
    ]);
    expect(opsiMataKuliah(mk, "")).toHaveLength(3);
  });

  it("labels a course with its code", () => {
    expect(mataKuliahLabel({ kode_mata_kuliah: "IF1", mata_kuliah: "Algoritma" })).toBe("IF1 - Algoritma");
    expect(mataKuliahLabel({ kode_mata_kuliah: "", mata_kuliah: "" })).toBe("-");
  });
});
