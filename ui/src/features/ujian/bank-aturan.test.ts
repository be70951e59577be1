import { describe, expect, it } from "vitest";
import { bodyDariBank, labelBank, periksaDariBank } from "./bank-aturan";

describe("'Ambil dari Bank Soal'", () => {
  it("labels a bank with its course and question count", () => {
    expect(labelBank({ judul: "Bank A", kode_mata_kuliah: "IF101", mata_kuliah: "Algoritma", jumlah_soal: 12 })).toBe(
      "Bank A - IF101 - Algoritma (12 soal)",
    );
    expect(labelBank({ judul: "Bank B", kode_mata_kuliah: "", mata_kuliah: "", jumlah_soal: 0 })).toBe("Bank B - - (0 soal)");
  });

  it("refuses saving without a bank or a ticked question, in the server's words", () => {
    expect(periksaDariBank(null, [1])).toBe("Tidak ada soal yang dipilih");
    expect(periksaDariBank(3, [])).toBe("Tidak ada soal yang dipilih");
    expect(periksaDariBank(3, [5, 7])).toBeNull();
  });

  it("builds the call's body and address", () => {
    const dipilih = [4, 2];
    const body = bodyDariBank(9, dipilih);
    expect(body).toEqual({ id_bank: 9, list_id_soal: [4, 2] });
    expect(body.list_id_soal).not.toBe(dipilih);
  });
});
