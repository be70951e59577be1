import { describe, expect, it } from "vitest";
import { jendelaHalaman, totalHalaman } from "./pagination";

describe("totalHalaman", () => {
  it("rounds up and is at least 1", () => {
    expect(totalHalaman(0, 5)).toBe(1);
    expect(totalHalaman(5, 5)).toBe(1);
    expect(totalHalaman(6, 5)).toBe(2);
    expect(totalHalaman(201, 200)).toBe(2);
    expect(totalHalaman(10, 0)).toBe(1);
  });
});

describe("jendelaHalaman", () => {
  it("centres on the current page", () => {
    expect(jendelaHalaman(5, 10)).toEqual([4, 5, 6]);
  });
  it("sticks to the edges", () => {
    expect(jendelaHalaman(1, 10)).toEqual([1, 2, 3]);
    expect(jendelaHalaman(10, 10)).toEqual([8, 9, 10]);
    expect(jendelaHalaman(9, 10)).toEqual([8, 9, 10]);
  });
  it("shows fewer pages when there are fewer", () => {
    expect(jendelaHalaman(1, 1)).toEqual([1]);
    expect(jendelaHalaman(2, 2)).toEqual([1, 2]);
    expect(jendelaHalaman(1, 0)).toEqual([1]);
  });
  it("clamps out-of-range pages", () => {
    expect(jendelaHalaman(99, 4)).toEqual([2, 3, 4]);
    expect(jendelaHalaman(-3, 4)).toEqual([1, 2, 3]);
  });
  it("honours another window size", () => {
    expect(jendelaHalaman(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
  });
});
