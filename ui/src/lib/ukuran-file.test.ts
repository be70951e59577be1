import { describe, expect, it } from "vitest";
import { formatUkuranFile, melebihiBatas, pesanUkuranMaksimal } from "./ukuran-file";

describe("formatUkuranFile", () => {
  it.each([
    [0, "0 B"],
    [1, "1 B"],
    [950, "950 B"],
    [999, "999 B"],
    [999.6, "1 KB"],
    [1000, "1 KB"],
    [1500, "1,5 KB"],
    [1234, "1,23 KB"],
    [1235, "1,24 KB"],
    [10_240, "10,24 KB"],
    [999_994, "999,99 KB"],
    [999_999, "1 MB"],
    [2_000_000, "2 MB"],
    [2_500_000, "2,5 MB"],
    [1_250_000_000, "1,25 GB"],
    [1_000_000_000, "1 GB"],
    [1_500_000_000_000, "1.500 GB"],
  ])("%s bytes -> %s", (bytes, want) => {
    expect(formatUkuranFile(bytes)).toBe(want);
  });

  it.each([-1, Number.NaN, Infinity, null, undefined])('invalid %s -> "-"', (bytes) => {
    expect(formatUkuranFile(bytes)).toBe("-");
  });
});

describe("pesanUkuranMaksimal", () => {
  it.each([
    [2_000_000, "2.00"],
    [5_242_880, "5.24"],
    [500_000, "0.50"],
    [10_000_000, "10.00"],
  ])("%i -> %s MB", (bytes, x) => {
    expect(pesanUkuranMaksimal(bytes)).toBe(`Ukuran file tidak boleh lebih dari ${x} MB.`);
  });
});

describe("melebihiBatas", () => {
  it.each([
    [2_000_001, 2_000_000, true],
    [2_000_000, 2_000_000, false],
    [0, 2_000_000, false],
    [1, 0, true],
    [Number.NaN, 10, false],
    [10, Number.NaN, false],
    [10, Infinity, false],
  ])("melebihiBatas(%s, %s) = %s", (size, max, want) => {
    expect(melebihiBatas(size, max)).toBe(want);
  });
});
