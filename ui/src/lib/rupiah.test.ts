import { describe, expect, it } from "vitest";
import { formatRupiah } from "./rupiah";

describe("formatRupiah", () => {
  it.each([
    [0, "Rp 0"],
    [-0, "Rp 0"],
    [5, "Rp 5"],
    [999, "Rp 999"],
    [1000, "Rp 1.000"],
    [1_250_000, "Rp 1.250.000"],
    [-5000, "-Rp 5.000"],
    [999.5, "Rp 1.000"],
    [1250.49, "Rp 1.250"],
    [-2.5, "-Rp 3"],
    [-0.4, "Rp 0"],
    [1_000_000_000_000, "Rp 1.000.000.000.000"],
    [1e21, "Rp 1.000.000.000.000.000.000.000"],
  ])("%s -> %s", (n, want) => {
    expect(formatRupiah(n)).toBe(want);
  });

  it.each([Number.NaN, Infinity, -Infinity, null, undefined])('invalid %s -> "-"', (n) => {
    expect(formatRupiah(n)).toBe("-");
  });
});
