import { describe, expect, it } from "vitest";
import { gayaSel, KOSONG } from "./page";

describe("gayaSel", () => {
  it("shows a grey minus without a record", () => {
    expect(gayaSel("-", true)).toBe(KOSONG);
    expect(gayaSel(undefined, false).cls).toContain("k-kosong");
  });
  it("warns when not valid (lower case), whatever the meeting type", () => {
    expect(gayaSel("h", true)).toMatchObject({ cls: "k k-warn", g: "\u2713" });
    expect(gayaSel("a", false)).toMatchObject({ cls: "k k-warn", g: "\u2717" });
  });
  it("colours valid cells by meeting type", () => {
    expect(gayaSel("H", true).cls).toBe("k k-on-h");
    expect(gayaSel("H", false).cls).toBe("k k-off-h");
    expect(gayaSel("A", true).cls).toBe("k k-on-a");
    expect(gayaSel("S", false).cls).toBe("k k-off-a");
  });
});
