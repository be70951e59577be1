import { describe, expect, it } from "vitest";
import { gayaSel, KOSONG } from "./page";

describe("gayaSel", () => {
  it("shows a grey minus without a record", () => {
    expect(gayaSel(null, true)).toBe(KOSONG);
    expect(gayaSel(undefined, false).cls).toContain("k-kosong");
  });
  it("warns when not valid, whatever the meeting type", () => {
    expect(gayaSel({ is_hadir: true, is_valid: false }, true)).toMatchObject({ cls: "k k-warn", g: "\u2713" });
    expect(gayaSel({ is_hadir: false, is_valid: false }, false)).toMatchObject({ cls: "k k-warn", g: "\u2717" });
  });
  it("colours valid cells by meeting type", () => {
    expect(gayaSel({ is_hadir: true, is_valid: true }, true).cls).toBe("k k-on-h");
    expect(gayaSel({ is_hadir: true, is_valid: true }, false).cls).toBe("k k-off-h");
    expect(gayaSel({ is_hadir: false, is_valid: true }, true).cls).toBe("k k-on-a");
    expect(gayaSel({ is_hadir: false, is_valid: true }, false).cls).toBe("k k-off-a");
  });
});
