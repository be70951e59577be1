import { describe, expect, it } from "vitest";
import { geserBulan, gridBulan, jumlahPerHari } from "./kalender-grid";

describe("gridBulan", () => {
  it("starts on Sunday and pads with neighbouring months", () => {
    // 1 November 2026 is a Sunday; 30 November a Monday.
    const g = gridBulan(2026, 11);
    expect(g[0]![0]).toEqual({ tahun: 2026, bulan: 11, hari: 1, diBulanIni: true });
    expect(g.length).toBe(5);
    expect(g[4]![1]).toEqual({ tahun: 2026, bulan: 11, hari: 30, diBulanIni: true });
    expect(g[4]![2]).toEqual({ tahun: 2026, bulan: 12, hari: 1, diBulanIni: false });
  });
  it("handles leap February and year boundaries", () => {
    const feb = gridBulan(2028, 2); // 1 Feb 2028 is a Tuesday
    expect(feb[0]![0]).toEqual({ tahun: 2028, bulan: 1, hari: 30, diBulanIni: false });
    expect(feb.flat().filter((h) => h.diBulanIni).length).toBe(29);
    const jan = gridBulan(2027, 1); // 1 Jan 2027 is a Friday
    expect(jan[0]![0]).toEqual({ tahun: 2026, bulan: 12, hari: 27, diBulanIni: false });
  });
  it("starts on Monday when asked (the date pickers)", () => {
    // 1 November 2026 is a Sunday: the first week is 26 Oct - 1 Nov.
    const g = gridBulan(2026, 11, 1);
    expect(g[0]![0]).toEqual({ tahun: 2026, bulan: 10, hari: 26, diBulanIni: false });
    expect(g[0]![6]).toEqual({ tahun: 2026, bulan: 11, hari: 1, diBulanIni: true });
    expect(g.length).toBe(6);
    // 1 June 2026 is a Monday: no padding before it.
    expect(gridBulan(2026, 6, 1)[0]![0]).toEqual({ tahun: 2026, bulan: 6, hari: 1, diBulanIni: true });
  });
  it("every week has 7 days", () => {
    for (let m = 1; m <= 12; m++) expect(gridBulan(2026, m).every((w) => w.length === 7)).toBe(true);
  });
});

describe("geserBulan", () => {
  it("moves across years", () => {
    expect(geserBulan(2026, 12, 1)).toEqual({ tahun: 2027, bulan: 1 });
    expect(geserBulan(2026, 1, -1)).toEqual({ tahun: 2025, bulan: 12 });
    expect(geserBulan(2026, 5, 0)).toEqual({ tahun: 2026, bulan: 5 });
  });
});

describe("jumlahPerHari", () => {
  it("counts the events of each day, for the dots", () => {
    const m = jumlahPerHari([{ tanggal: "2026-11-26" }, { tanggal: "2026-11-26" }, { tanggal: "2026-12-01" }]);
    expect([...m]).toEqual([
      ["2026-11-26", 2],
      ["2026-12-01", 1],
    ]);
  });
});
