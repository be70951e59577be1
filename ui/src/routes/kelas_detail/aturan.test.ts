import { describe, expect, it } from "vitest";
import { alamatAktivitas } from "../rekap_penilaian/aturan";
import { crumbsKelas, dariRekapForum, labelRekap } from "./aturan";

const kelas = { id: 42, mata_kuliah: { id: 7, kode: "IF101", nama: "Algoritma" }, kelas: { id: 3, nama: "A", jenis: { nama: "Reguler" } } };

describe("dariRekapForum", () => {
  it("follows the recap's forum link for an operator", () => {
    const alamat = alamatAktivitas({ aktivitas: { id: 9, jenis: "forum", label: "Forum 1" } }, 42, "operator", true);
    expect(alamat).toBe("/kelas/42?back=forum");
    expect(dariRekapForum(alamat!.slice(alamat!.indexOf("?")), "operator")).toBe(true);
  });
  it("is on for the recap's readers only, and only for back=forum", () => {
    expect(dariRekapForum("?back=forum", "dosen")).toBe(true);
    expect(dariRekapForum("?back=forum", "mahasiswa")).toBe(false);
    expect(dariRekapForum("?back=forum", null)).toBe(false);
    expect(dariRekapForum("", "operator")).toBe(false);
    expect(dariRekapForum("?back=nilai", "operator")).toBe(false);
    expect(dariRekapForum("?pertemuan=5&back=forum", "operator")).toBe(true);
  });
});

describe("crumbsKelas", () => {
  it("is Kelas › course on the ordinary class page", () => {
    expect(crumbsKelas(kelas, false)).toEqual([{ label: "Kelas", to: "/kelas" }, { label: "Algoritma" }]);
  });
  it("leads back to the recap, labelled as the recap labels itself, from its forum link", () => {
    expect(labelRekap(kelas)).toBe("IF101 - Algoritma (A)");
    expect(crumbsKelas(kelas, true)).toEqual([
      { label: "Nilai", to: "/nilai" },
      { label: "IF101 - Algoritma (A)", to: "/nilai/42" },
      { label: "Forum" },
    ]);
  });
});
