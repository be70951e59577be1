import { describe, expect, it } from "vitest";
import { persenRingkasan, PREVIEW_PENGUMUMAN, tilesRingkasan } from "./page";

describe("class summary tiles", () => {
  it("shows percentages with one decimal comma and '%'", () => {
    expect(persenRingkasan(87.5)).toBe("87,5%");
    expect(persenRingkasan(80)).toBe("80,0%");
    expect(persenRingkasan(100)).toBe("100,0%");
    expect(persenRingkasan(0)).toBe("0,0%");
    expect(persenRingkasan(null)).toBe("-");
    expect(persenRingkasan(undefined)).toBe("-");
    expect(persenRingkasan(Number.NaN)).toBe("-");
  });

  it("has Keaktifan, Partisipasi, Kehadiran and Nilai, '-' without data", () => {
    expect(tilesRingkasan({ id_kelas: 1, keaktifan: 87.5, partisipasi: 90, kehadiran: null, nilai: 81.25 })).toEqual([
      ["Keaktifan", "87,5%"],
      ["Partisipasi", "90,0%"],
      ["Kehadiran", "-"],
      ["Nilai", "81,25"],
    ]);
    expect(tilesRingkasan({ id_kelas: 1, keaktifan: 0, partisipasi: 0, kehadiran: 0, nilai: 80 }).at(-1)).toEqual(["Nilai", "80"]);
    expect(tilesRingkasan(undefined).map(([, v]) => v)).toEqual(["-", "-", "-", "-"]);
  });

  it("previews two announcements", () => {
    expect(PREVIEW_PENGUMUMAN).toBe(2);
  });
});
