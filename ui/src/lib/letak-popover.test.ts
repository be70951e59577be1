import { describe, expect, it } from "vitest";
import { letakPopover } from "./letak-popover";

const layar = { width: 360, height: 740 };
const panel = { width: 320, height: 400 };

describe("letakPopover", () => {
  it("opens under the field, its left edge on the field's", () => {
    expect(letakPopover({ top: 100, bottom: 140, left: 20 }, panel, layar)).toEqual({ top: 144, left: 20, maxHeight: 724 });
  });
  it("moves left to stay on a narrow screen", () => {
    expect(letakPopover({ top: 100, bottom: 140, left: 200 }, panel, layar).left).toBe(32);
    expect(letakPopover({ top: 100, bottom: 140, left: 0 }, { width: 400, height: 100 }, layar).left).toBe(8);
  });
  it("opens above the field when there is no room under it", () => {
    expect(letakPopover({ top: 600, bottom: 640, left: 20 }, panel, layar).top).toBe(196);
  });
  it("fits the screen when there is room on neither side", () => {
    const r = letakPopover({ top: 300, bottom: 340, left: 20 }, { width: 320, height: 600 }, layar);
    expect(r.top).toBe(132);
    expect(r.top + 600).toBeLessThanOrEqual(740 - 8);
  });
  it("limits its height to the screen's", () => {
    const r = letakPopover({ top: 300, bottom: 340, left: 20 }, { width: 320, height: 900 }, layar);
    expect(r).toEqual({ top: 8, left: 20, maxHeight: 724 });
  });
});
