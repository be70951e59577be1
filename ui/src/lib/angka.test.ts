import { describe, expect, it } from "vitest";
import { NILAI_KOSONG, formatAngka, formatNilai, formatPersen, isNilaiKosong } from "./angka";

const TIDAK_VALID = [Number.NaN, Infinity, -Infinity, null, undefined];

describe("formatAngka", () => {
  it.each([
    [0, "0"],
    [42, "42"],
    [-7, "-7"],
    [1500, "1500"],
    [3.14159, "3,14"],
    [3.1, "3,10"],
    [0.005, "0,01"],
    [-2.345, "-2,35"],
    [2.999, "3,00"],
  ])("%s -> %s", (n, want) => {
    expect(formatAngka(n)).toBe(want);
  });

  it.each(TIDAK_VALID)('%s -> "-"', (n) => {
    expect(formatAngka(n)).toBe("-");
  });
});

describe("formatPersen", () => {
  it.each([
    [0.8567, "85,7%"],
    [1, "100,0%"],
    [0, "0,0%"],
    [0.5, "50,0%"],
    [0.12345, "12,3%"],
    [0.00049, "0,0%"],
    [1.234, "123,4%"],
    [-0.05, "-5,0%"],
  ])("%s -> %s", (n, want) => {
    expect(formatPersen(n)).toBe(want);
  });

  it.each(TIDAK_VALID)('%s -> "-"', (n) => {
    expect(formatPersen(n)).toBe("-");
  });
});

describe("formatNilai", () => {
  it.each([
    [-1.618, "-"],
    [NILAI_KOSONG, "-"],
    [-1.618 + 5e-10, "-"],
    [-1.618 - 5e-10, "-"],
    [-1.6180001, "-1,62"],
    [-1.62, "-1,62"],
    [85.5, "85,5"],
    [85.5, "85,5"],
    [85.50001, "85,5"],
    [90, "90"],
    [0, "0"],
    [100, "100"],
    [77.777, "77,78"],
    [59.995, "60"],
    [3.005, "3,01"],
  ])("%s -> %s", (n, want) => {
    expect(formatNilai(n)).toBe(want);
  });

  it.each(TIDAK_VALID)('%s -> "-"', (n) => {
    expect(formatNilai(n)).toBe("-");
  });

  it("detects the sentinel only within 1e-9", () => {
    expect(isNilaiKosong(-1.618)).toBe(true);
    expect(isNilaiKosong(-1.618 + 2e-9)).toBe(false);
    expect(isNilaiKosong(1.618)).toBe(false);
  });
});
