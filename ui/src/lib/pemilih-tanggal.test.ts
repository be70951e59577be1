import { describe, expect, it } from "vitest";
import {
  bagianNilai,
  daftarMenit,
  geserBulanHari,
  gridPemilih,
  hariTertutup,
  indeksUntukTombol,
  jamTertutup,
  kunciTanggal,
  menitTertutup,
  nilaiDari,
  tanggalAwal,
  tanggalUntukTombol,
} from "./pemilih-tanggal";

const t = (tahun: number, bulan: number, hari: number) => ({ tahun, bulan, hari });

describe("the field's value in pieces", () => {
  it("reads each kind's native form", () => {
    expect(bagianNilai("tanggal_jam", "2026-11-26T08:05")).toEqual({ tanggal: t(2026, 11, 26), jam: 8, menit: 5 });
    expect(bagianNilai("tanggal", "2026-12-02")).toEqual({ tanggal: t(2026, 12, 2), jam: null, menit: null });
    expect(bagianNilai("jam", "23:59")).toEqual({ tanggal: null, jam: 23, menit: 59 });
  });
  it("has nothing for an empty, unfinished or impossible value", () => {
    expect(bagianNilai("tanggal_jam", "")).toEqual({ tanggal: null, jam: null, menit: null });
    expect(bagianNilai("tanggal_jam", "26/11/20")).toEqual({ tanggal: null, jam: null, menit: null });
    expect(bagianNilai("tanggal", "2026-02-30").tanggal).toBeNull();
    expect(bagianNilai("jam", "24:00").jam).toBeNull();
  });
});

describe("the value a choice gives", () => {
  it("writes each kind's native form", () => {
    expect(nilaiDari("tanggal_jam", { tanggal: t(2026, 12, 2), jam: 7, menit: 30 })).toBe("2026-12-02T07:30");
    expect(nilaiDari("tanggal", { tanggal: t(2026, 12, 2), jam: null, menit: null })).toBe("2026-12-02");
    expect(nilaiDari("jam", { tanggal: null, jam: 9, menit: null })).toBe("09:00");
  });
  it("takes 00:00 for a date chosen before its time, and needs a date", () => {
    expect(nilaiDari("tanggal_jam", { tanggal: t(2026, 12, 2), jam: null, menit: null })).toBe("2026-12-02T00:00");
    expect(nilaiDari("tanggal_jam", { tanggal: null, jam: 8, menit: 0 })).toBeNull();
    expect(nilaiDari("jam", { tanggal: null, jam: null, menit: null })).toBeNull();
  });
  it("never gives a value before min: the earliest day chosen starts at min's time", () => {
    const min = "2026-11-26T10:15";
    expect(nilaiDari("tanggal_jam", { tanggal: t(2026, 11, 26), jam: 8, menit: 0 }, min)).toBe(min);
    expect(nilaiDari("tanggal_jam", { tanggal: t(2026, 11, 26), jam: 11, menit: 0 }, min)).toBe("2026-11-26T11:00");
    expect(nilaiDari("tanggal_jam", { tanggal: t(2026, 11, 27), jam: 8, menit: 0 }, min)).toBe("2026-11-27T08:00");
    expect(nilaiDari("tanggal", { tanggal: t(2026, 11, 20), jam: null, menit: null }, min)).toBe("2026-11-26");
    expect(nilaiDari("jam", { tanggal: null, jam: 7, menit: 0 }, "07:30")).toBe("07:30");
  });
});

describe("moving in the calendar by keys", () => {
  const kamis = t(2026, 11, 26); // a Thursday
  it("moves by a day, a week, to the week's ends", () => {
    expect(tanggalUntukTombol("ArrowRight", kamis)).toEqual(t(2026, 11, 27));
    expect(tanggalUntukTombol("ArrowLeft", t(2026, 12, 1))).toEqual(t(2026, 11, 30));
    expect(tanggalUntukTombol("ArrowDown", kamis)).toEqual(t(2026, 12, 3));
    expect(tanggalUntukTombol("ArrowUp", t(2027, 1, 3))).toEqual(t(2026, 12, 27));
    expect(tanggalUntukTombol("Home", kamis)).toEqual(t(2026, 11, 23)); // Monday
    expect(tanggalUntukTombol("End", kamis)).toEqual(t(2026, 11, 29)); // Sunday
    expect(tanggalUntukTombol("Home", t(2026, 11, 23))).toEqual(t(2026, 11, 23));
    expect(tanggalUntukTombol("End", t(2026, 11, 29))).toEqual(t(2026, 11, 29));
  });
  it("moves by a month or, with Shift, a year, to the month's last day when shorter", () => {
    expect(tanggalUntukTombol("PageDown", t(2026, 1, 31))).toEqual(t(2026, 2, 28));
    expect(tanggalUntukTombol("PageUp", t(2026, 1, 15))).toEqual(t(2025, 12, 15));
    expect(tanggalUntukTombol("PageDown", t(2028, 2, 29), true)).toEqual(t(2029, 2, 28));
    expect(geserBulanHari(t(2026, 12, 31), 2)).toEqual(t(2027, 2, 28));
  });
  it("ignores other keys", () => {
    expect(tanggalUntukTombol("Enter", kamis)).toBeNull();
    expect(tanggalUntukTombol("a", kamis)).toBeNull();
  });
});

describe("moving in a list of hours or minutes", () => {
  it("stays inside the list", () => {
    expect(indeksUntukTombol("ArrowDown", 3, 24)).toBe(4);
    expect(indeksUntukTombol("ArrowUp", 0, 24)).toBe(0);
    expect(indeksUntukTombol("ArrowDown", 23, 24)).toBe(23);
    expect(indeksUntukTombol("End", 3, 12)).toBe(11);
    expect(indeksUntukTombol("Home", 3, 12)).toBe(0);
    expect(indeksUntukTombol("PageDown", 20, 24)).toBe(23);
    expect(indeksUntukTombol("ArrowLeft", 3, 24)).toBeNull();
  });
});

describe("the picker's month", () => {
  it("is six weeks from Monday, whatever the month", () => {
    for (let m = 1; m <= 12; m++) {
      const g = gridPemilih(2026, m);
      expect(g.length).toBe(6);
      expect(g.every((w) => w.length === 7)).toBe(true);
    }
    // February 2027 starts on a Monday and fits in four weeks: two more follow.
    const feb = gridPemilih(2027, 2);
    expect(feb[0]![0]).toEqual({ tahun: 2027, bulan: 2, hari: 1, diBulanIni: true });
    expect(feb[5]![6]).toEqual({ tahun: 2027, bulan: 3, hari: 14, diBulanIni: false });
  });
});

describe("what min rules out", () => {
  const min = "2026-11-26T10:15";
  it("closes the days before min's day", () => {
    expect(hariTertutup(t(2026, 11, 25), min)).toBe(true);
    expect(hariTertutup(t(2026, 11, 26), min)).toBe(false);
    expect(hariTertutup(t(2025, 12, 31), "2026-01-01")).toBe(true);
    expect(hariTertutup(t(2020, 1, 1))).toBe(false);
  });
  it("closes the earlier hours and minutes on min's day only", () => {
    const hari = t(2026, 11, 26);
    expect(jamTertutup("tanggal_jam", hari, 9, min)).toBe(true);
    expect(jamTertutup("tanggal_jam", hari, 10, min)).toBe(false);
    expect(menitTertutup("tanggal_jam", hari, 10, 10, min)).toBe(true);
    expect(menitTertutup("tanggal_jam", hari, 10, 15, min)).toBe(false);
    expect(menitTertutup("tanggal_jam", hari, 11, 0, min)).toBe(false);
    expect(jamTertutup("tanggal_jam", t(2026, 11, 27), 0, min)).toBe(false);
    expect(jamTertutup("tanggal_jam", null, 0, min)).toBe(false);
  });
  it("reads a time field's min as a time", () => {
    expect(jamTertutup("jam", null, 6, "07:30")).toBe(true);
    expect(menitTertutup("jam", null, 7, 25, "07:30")).toBe(true);
    expect(menitTertutup("jam", null, 7, 30, "07:30")).toBe(false);
  });
});

describe("minutes offered", () => {
  it("are steps of 5, with the field's own minute when between", () => {
    expect(daftarMenit(null)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(daftarMenit(30)).toHaveLength(12);
    expect(daftarMenit(59).slice(-2)).toEqual([55, 59]);
    expect(daftarMenit(7).slice(0, 3)).toEqual([0, 5, 7]);
  });
});

describe("the day the calendar opens on", () => {
  const hariIni = t(2026, 11, 29);
  it("is the field's day, else today; min's day when that is before it", () => {
    expect(kunciTanggal(tanggalAwal(bagianNilai("tanggal", "2026-03-01"), hariIni))).toBe("2026-03-01");
    expect(tanggalAwal(bagianNilai("tanggal", ""), hariIni)).toEqual(hariIni);
    expect(tanggalAwal(bagianNilai("tanggal", ""), hariIni, "2026-12-05T08:00")).toEqual(t(2026, 12, 5));
    expect(tanggalAwal(bagianNilai("tanggal", ""), hariIni, "2026-11-01")).toEqual(hariIni);
    expect(tanggalAwal(bagianNilai("tanggal", "2026-11-02"), hariIni, "2026-11-20T08:00")).toEqual(t(2026, 11, 20));
  });
});
