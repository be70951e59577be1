import { describe, expect, it } from "vitest";
import {
  type AksiImpor,
  barisPesan,
  berkasExcel,
  type Impor,
  imporAwal,
  imporTerlaluBesar,
  langkahImpor,
  PESAN_IMPOR,
  periksaImpor,
  urlTemplate,
} from "./impor-aturan";

const jalan = (...aksi: AksiImpor[]) => aksi.reduce<Impor>((s, a) => langkahImpor(s, a), imporAwal());
const xlsx = { name: "Soal.XLSX" };

describe("the import modal", () => {
  it("asks for the type first, then a file, then a spreadsheet", () => {
    expect(periksaImpor(imporAwal())).toBe(PESAN_IMPOR.jenis);
    expect(periksaImpor(jalan({ aksi: "jenis", jenis: "pilihan" }))).toBe("File belum dipilih");
    expect(periksaImpor(jalan({ aksi: "jenis", jenis: "esay" }, { aksi: "berkas", berkas: { name: "soal.csv" } }))).toBe(
      PESAN_IMPOR.ekstensi,
    );
    expect(periksaImpor(jalan({ aksi: "jenis", jenis: "esay" }, { aksi: "berkas", berkas: xlsx }))).toBeNull();
    expect([berkasExcel({ name: "a.xls" }), berkasExcel({ name: "a.xlsx.pdf" })]).toEqual([true, false]);
  });

  it("refuses a spreadsheet over the server's 5 MB before sending it", () => {
    const besar = { name: "Soal.xlsx", size: 5_000_001 };
    expect(imporTerlaluBesar(besar)).toBe(true);
    expect(imporTerlaluBesar({ name: "Soal.xlsx", size: 5_000_000 })).toBe(false);
    expect(imporTerlaluBesar(null)).toBe(false);
    const s = jalan({ aksi: "jenis", jenis: "pilihan" }, { aksi: "berkas", berkas: besar });
    expect(periksaImpor(s)).toBe("Ukuran file melebihi batas maksimal");
    expect(langkahImpor(s, { aksi: "proses" }).status.tahap).toBe("kosong");
  });

  it("processes only a valid choice", () => {
    expect(jalan({ aksi: "proses" }).status.tahap).toBe("kosong");
    expect(jalan({ aksi: "jenis", jenis: "pilihan" }, { aksi: "berkas", berkas: xlsx }, { aksi: "proses" }).status.tahap).toBe("proses");
  });

  it("ends in success with the server's message", () => {
    const s = jalan(
      { aksi: "jenis", jenis: "pilihan" },
      { aksi: "berkas", berkas: xlsx },
      { aksi: "proses" },
      { aksi: "berhasil", pesan: "1 soal berhasil diimpor." },
    );
    expect(s.status).toEqual({ tahap: "berhasil", pesan: "1 soal berhasil diimpor." });
    expect(langkahImpor(s, { aksi: "ulang" })).toBe(s);
  });

  it("ends in failure with every line, and 'Impor Ulang' starts empty", () => {
    const s = jalan(
      { aksi: "jenis", jenis: "benar_salah" },
      { aksi: "berkas", berkas: xlsx },
      { aksi: "proses" },
      { aksi: "gagal", pesan: "Baris 2, kolom Kunci: wajib diisi.\n\nBaris 7, kolom Kunci: B atau S.\n" },
    );
    expect(s.status).toEqual({ tahap: "gagal", pesan: ["Baris 2, kolom Kunci: wajib diisi.", "Baris 7, kolom Kunci: B atau S."] });
    expect(langkahImpor(s, { aksi: "jenis", jenis: "esay" })).toBe(s);
    expect(langkahImpor(s, { aksi: "ulang" })).toEqual(imporAwal());
  });

  it("ignores answers when nothing is being processed", () => {
    const s = jalan({ aksi: "berhasil", pesan: "x" }, { aksi: "gagal", pesan: "y" });
    expect(s).toEqual(imporAwal());
  });

  it("reads an empty message as the generic one and names the template", () => {
    expect(barisPesan(" \n ")).toEqual(["Terjadi kesalahan"]);
    expect(urlTemplate("benar_salah")).toBe("/lms/bank_soal/template/benar_salah");
  });
});
