import { describe, expect, it } from "vitest";
import { dariRomawi, romawi } from "./romawi";

describe("romawi", () => {
  it.each([
    [1, "I"],
    [3, "III"],
    [4, "IV"],
    [5, "V"],
    [9, "IX"],
    [14, "XIV"],
    [40, "XL"],
    [44, "XLIV"],
    [90, "XC"],
    [400, "CD"],
    [900, "CM"],
    [1994, "MCMXCIV"],
    [2026, "MMXXVI"],
    [3999, "MMMCMXCIX"],
  ])("%i -> %s", (n, want) => {
    expect(romawi(n)).toBe(want);
    expect(dariRomawi(want)).toBe(n);
  });

  it.each([0, -1, 4000, 2.5, Number.NaN, Infinity])("%s throws RangeError", (n) => {
    expect(() => romawi(n)).toThrow(RangeError);
  });

  it("round-trips every value", () => {
    for (let n = 1; n <= 3999; n++) expect(dariRomawi(romawi(n))).toBe(n);
  });
});

describe("dariRomawi", () => {
  it.each([
    ["xiv", 14],
    [" MCMXCIV ", 1994],
  ])("%j -> %i", (s, want) => {
    expect(dariRomawi(s)).toBe(want);
  });

  it.each(["", "IIII", "IC", "VX", "MMMM", "ABC", "XIIV", null, undefined])("%j -> null", (s) => {
    expect(dariRomawi(s)).toBeNull();
  });
});
