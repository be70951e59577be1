import { describe, expect, it } from "vitest";
import {
  namaSemester,
  nilaiSemesterSesi,
  parsePeriodeLabel,
  periodeKode,
  periodeLabel,
  periodeLabelParitas,
  qrSemester,
  qrTahun,
} from "./periode";

describe("periodeLabel", () => {
  it.each([
    [20251, "2025/2026 Ganjil"],
    [20252, "2025/2026 Genap"],
    [20243, "2024/2025 SP Ganjil"],
    [20244, "2024/2025 SP Genap"],
    [20245, "2024/2025 SP Ganjil"],
    [20240, "2024/2025 Genap"],
    [19991, "1999/2000 Ganjil"],
  ])("%i -> %s", (code, want) => {
    expect(periodeLabel(code)).toBe(want);
  });

  it.each([Number.NaN, -20251, 2025.1, Infinity])('invalid %s -> "-"', (code) => {
    expect(periodeLabel(code)).toBe("-");
  });
});

describe("namaSemester", () => {
  it.each([
    [1, "Ganjil"],
    [2, "Genap"],
    [3, "SP Ganjil"],
    [4, "SP Genap"],
  ])("%i -> %s", (digit, want) => {
    expect(namaSemester(digit)).toBe(want);
  });
});

describe("periodeLabelParitas", () => {
  it.each([
    [20251, "2025/2026 Ganjil"],
    [20252, "2025/2026 Genap"],
    [20243, "2024/2025 Ganjil"],
    [20244, "2024/2025 Genap"],
  ])("%i -> %s", (code, want) => {
    expect(periodeLabelParitas(code)).toBe(want);
  });

  it("rejects invalid codes", () => {
    expect(periodeLabelParitas(Number.NaN)).toBe("-");
  });
});

describe("periodeKode and nilaiSemesterSesi", () => {
  it.each([
    [2025, 1, 20251, 20241],
    [2025, 2, 20252, 20242],
    [2024, 3, 20243, 20233],
    [2024, 4, 20244, 20234],
  ])("(%i, %i)", (tahun, semester, kode, sesi) => {
    expect(periodeKode(tahun, semester)).toBe(kode);
    expect(nilaiSemesterSesi(tahun, semester)).toBe(sesi);
  });

  it("round-trips through the label", () => {
    expect(periodeLabel(periodeKode(2025, 1))).toBe("2025/2026 Ganjil");
    expect(periodeLabel(periodeKode(2024, 3))).toBe("2024/2025 SP Ganjil");
  });
});

describe("parsePeriodeLabel", () => {
  it.each([
    ["2025/2026 Genap", 20252],
    ["2025/2026 Ganjil", 20251],
    ["2024/2025 SP Ganjil", 20243],
    ["2024/2025 SP Genap", 20244],
    ["  2024 / 2025   sp  genap ", 20244],
  ])("%s -> %i", (label, want) => {
    expect(parsePeriodeLabel(label)).toBe(want);
  });

  it.each(["", "2025/2027 Genap", "2025/2026", "2025/2026 Pendek", "25/26 Genap", "Genap 2025/2026", null, undefined])(
    "bad input %s -> null",
    (label) => {
      expect(parsePeriodeLabel(label)).toBeNull();
    },
  );

  it.each([20251, 20252, 20243, 20244])("round-trips %i", (code) => {
    expect(parsePeriodeLabel(periodeLabel(code))).toBe(code);
  });
});

describe("qrSemester and qrTahun", () => {
  it.each([
    [20251, 1, 2026],
    [20252, 2, 2026],
    [20243, 3, 2025],
    [20244, 4, 2025],
  ])("%i -> semester %i, tahun %i", (code, semester, tahun) => {
    expect(qrSemester(code)).toBe(semester);
    expect(qrTahun(code)).toBe(tahun);
  });
});
