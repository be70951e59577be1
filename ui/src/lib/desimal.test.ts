import { describe, expect, it } from "vitest";
import { bulatkan, formatDesimal, kelompokkanRibuan } from "./desimal";

describe("bulatkan", () => {
  it.each([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [-2.5, 0, -3],
    [2.5, 0, 3],
    [-0.004, 2, 0],
    [85.67, 1, 85.7],
    [1e-7, 2, 0],
    [123456.789, 0, 123457],
  ])("bulatkan(%s, %s) = %s", (n, d, want) => {
    expect(bulatkan(n, d)).toBe(want);
  });

  it("keeps non-finite values", () => {
    expect(bulatkan(Number.NaN, 2)).toBeNaN();
    expect(bulatkan(Infinity, 2)).toBe(Infinity);
  });

  it("never returns negative zero", () => {
    expect(Object.is(bulatkan(-0.001, 2), 0)).toBe(true);
  });
});

describe("kelompokkanRibuan", () => {
  it.each([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1.000"],
    ["1250000", "1.250.000"],
    ["999999999999", "999.999.999.999"],
  ])("%s -> %s", (input, want) => {
    expect(kelompokkanRibuan(input)).toBe(want);
  });
});

describe("formatDesimal", () => {
  it.each([
    [85.5, { maks: 2, min: 0 }, "85,5"],
    [85, { maks: 2, min: 0 }, "85"],
    [3.1, { maks: 2 }, "3,10"],
    [1234.5, { maks: 2, ribuan: true }, "1.234,50"],
    [-1.25, { maks: 1 }, "-1,3"],
    [-0.001, { maks: 2 }, "0,00"],
    [1.999, { maks: 2, min: 0 }, "2"],
  ])("formatDesimal(%s, %o) = %s", (n, opsi, want) => {
    expect(formatDesimal(n, opsi)).toBe(want);
  });

  it.each([Number.NaN, Infinity, -Infinity])('%s -> "-"', (n) => {
    expect(formatDesimal(n, { maks: 2 })).toBe("-");
  });
});
