import { describe, expect, it } from "vitest";
import { labelKomponen, nilaiAkhir, nilaiAktivitas, nilaiKomponen } from "./aturan";

describe("a student's own grades", () => {
  it("shows a score only when graded and published", () => {
    expect(nilaiAktivitas({ keadaan: "dinilai", nilai: 85.5 })).toBe("85,5");
    expect(nilaiAktivitas({ keadaan: "belum_dinilai", nilai: null })).toBe("Belum dinilai");
    expect(nilaiAktivitas({ keadaan: "belum_dikerjakan", nilai: null })).toBe("Belum dikerjakan");
    expect(nilaiAktivitas({ keadaan: "belum_dipublikasi", nilai: null })).toBe("Belum dipublikasikan");
  });

  it("withholds a component and the final score while an exam is unpublished", () => {
    expect(nilaiKomponen({ nilai: 80, disembunyikan: false })).toBe("80");
    expect(nilaiKomponen({ nilai: null, disembunyikan: false })).toBe("-");
    expect(nilaiKomponen({ nilai: null, disembunyikan: true })).toBe("Menunggu publikasi");
    expect(labelKomponen({ label: "Tugas", bobot: 30 })).toBe("Tugas (30%)");
    const k = (bobot: number, disembunyikan: boolean) => ({ label: "X", bobot, nilai: null, dari_sikad: false, disembunyikan });
    expect(nilaiAkhir({ nilai_akhir: 78.25, komponen: [] })).toBe("78,25");
    expect(nilaiAkhir({ nilai_akhir: null, komponen: [k(40, true)] })).toBe("Menunggu publikasi");
    expect(nilaiAkhir({ nilai_akhir: null, komponen: [k(0, true), k(40, false)] })).toBe("-");
  });
});
