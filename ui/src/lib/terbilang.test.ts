import { describe, expect, it } from "vitest";
import { terbilang } from "./terbilang";

describe("terbilang", () => {
  it.each([
    [0, "nol"],
    [1, "satu"],
    [9, "sembilan"],
    [10, "sepuluh"],
    [11, "sebelas"],
    [12, "dua belas"],
    [19, "sembilan belas"],
    [20, "dua puluh"],
    [21, "dua puluh satu"],
    [99, "sembilan puluh sembilan"],
    [100, "seratus"],
    [101, "seratus satu"],
    [111, "seratus sebelas"],
    [115, "seratus lima belas"],
    [200, "dua ratus"],
    [999, "sembilan ratus sembilan puluh sembilan"],
    [1000, "seribu"],
    [1001, "seribu satu"],
    [1500, "seribu lima ratus"],
    [2000, "dua ribu"],
    [11_000, "sebelas ribu"],
    [21_311, "dua puluh satu ribu tiga ratus sebelas"],
    [100_000, "seratus ribu"],
    [101_000, "seratus satu ribu"],
    [999_999, "sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan"],
    [1_000_000, "satu juta"],
    [1_001_000, "satu juta seribu"],
    [2_000_001, "dua juta satu"],
    [12_500_000, "dua belas juta lima ratus ribu"],
    [100_000_000, "seratus juta"],
    [
      999_999_999,
      "sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu " + "sembilan ratus sembilan puluh sembilan",
    ],
  ])("%i -> %s", (n, want) => {
    expect(terbilang(n)).toBe(want);
  });

  it("uses lowercase words separated by single spaces", () => {
    for (let n = 0; n <= 1_000_000_000 - 1; n += 7_654_321) {
      expect(terbilang(n)).toMatch(/^[a-z]+( [a-z]+)*$/);
    }
  });

  it.each([1_000_000_000, -1, 1.5, Number.NaN, Infinity])("%s throws RangeError", (n) => {
    expect(() => terbilang(n)).toThrow(RangeError);
  });
});
