import { describe, expect, it } from "vitest";
import { adaDiBawah, tinggiUtuh } from "./gulir";

describe("tinggiUtuh", () => {
  it("ends after the last row that fits whole", () => {
    // Header 40 px, rows of 52 px: 40, 92, 144, ... ; 300 px fits up to 248.
    const bawah = [40, 92, 144, 196, 248, 300.5, 352];
    expect(tinggiUtuh(bawah, 300)).toBe(248);
    expect(tinggiUtuh(bawah, 248)).toBe(248);
    expect(tinggiUtuh([10.2, 20.4, 50], 30)).toBe(21);
  });

  it("needs no limit when everything fits, and keeps the limit for one tall row", () => {
    expect(tinggiUtuh([40, 92], 300)).toBeNull();
    expect(tinggiUtuh([], 300)).toBeNull();
    expect(tinggiUtuh([500, 600], 300)).toBe(300);
  });
});

describe("adaDiBawah", () => {
  it("is true until the box is scrolled to its end", () => {
    expect(adaDiBawah({ scrollTop: 0, clientHeight: 248, scrollHeight: 900 })).toBe(true);
    expect(adaDiBawah({ scrollTop: 652, clientHeight: 248, scrollHeight: 900 })).toBe(false);
    expect(adaDiBawah({ scrollTop: 651.5, clientHeight: 248, scrollHeight: 900 })).toBe(false);
    expect(adaDiBawah({ scrollTop: 0, clientHeight: 248, scrollHeight: 248 })).toBe(false);
  });
});
