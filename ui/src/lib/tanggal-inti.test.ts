import { describe, expect, it } from "vitest";
import { hariDariSipil, isTanggalKosong, parseIso, pecahTanggal, sipilDariHari } from "./tanggal-inti";

describe("hariDariSipil / sipilDariHari", () => {
  it.each([
    [1970, 1, 1, 0],
    [2000, 3, 1, 11017],
    [2024, 2, 29, 19782],
    [1969, 12, 31, -1],
  ])("%i-%i-%i = day %i", (y, m, d, n) => {
    expect(hariDariSipil(y, m, d)).toBe(n);
    expect(sipilDariHari(n)).toEqual({ tahun: y, bulan: m, hari: d });
  });

  it("agrees with Date.UTC across four centuries", () => {
    for (let n = -40000; n <= 110000; n += 37) {
      const dt = new Date(n * 86_400_000);
      const want = { tahun: dt.getUTCFullYear(), bulan: dt.getUTCMonth() + 1, hari: dt.getUTCDate() };
      expect(sipilDariHari(n)).toEqual(want);
      expect(hariDariSipil(want.tahun, want.bulan, want.hari)).toBe(n);
    }
  });
});

describe("parseIso", () => {
  it.each([
    "2026-05-05T07:05:09Z",
    "2026-05-05T14:05:09+07:00",
    "2026-05-05T14:05:09+0700",
    "2026-05-05T16:05:09.000+09:00",
    "2026-05-04T23:05:09-08:00",
    "2026-05-05 07:05:09",
    "2026-05-05t07:05:09z",
  ])("%s", (s) => {
    expect(parseIso(s)).toBe(Date.UTC(2026, 4, 5, 7, 5, 9));
  });

  it.each([
    ["2026-05-05", Date.UTC(2026, 4, 5)],
    ["2026-05-05T07:05Z", Date.UTC(2026, 4, 5, 7, 5)],
    ["2026-05-05T07:05:09.123456789Z", Date.UTC(2026, 4, 5, 7, 5, 9, 123)],
    ["2026-05-05T07:05:09.5Z", Date.UTC(2026, 4, 5, 7, 5, 9, 500)],
    ["2024-02-29T00:00:00Z", Date.UTC(2024, 1, 29)],
  ])("%s", (s, want) => {
    expect(parseIso(s)).toBe(want);
  });

  it.each([
    "",
    "kemarin",
    "2026-5-5",
    "2026-13-01T00:00:00Z",
    "2026-02-29T00:00:00Z",
    "2026-04-31T00:00:00Z",
    "2026-05-05T24:00:00Z",
    "2026-05-05T12:60:00Z",
    "2026-05-05T12:00:00+25:00",
    "2026-05-05T12:00:00 WIB",
  ])("invalid %j -> NaN", (s) => {
    expect(parseIso(s)).toBeNaN();
  });
});

describe("isTanggalKosong", () => {
  it.each([
    ["0001-01-01T00:00:00Z", true],
    ["0001-01-01T00:00:00+07:00", true],
    ["0001-01-01 00:00:00", true],
    ["0001-12-31T23:59:59Z", true],
    [null, true],
    [undefined, true],
    ["", true],
    ["   ", true],
    ["bukan tanggal", true],
    [new Date(Number.NaN), true],
    [12345, true],
    ["0002-01-01T00:00:00Z", false],
    ["1970-01-01T00:00:00Z", false],
    ["2026-05-05T07:05:00Z", false],
    [new Date(Date.UTC(2026, 4, 5)), false],
  ])("%j -> %s", (v, want) => {
    expect(isTanggalKosong(v)).toBe(want);
  });
});

describe("pecahTanggal", () => {
  it("splits in the requested zone", () => {
    expect(pecahTanggal("2026-05-05T15:30:09Z", "Asia/Jayapura")).toEqual({
      tahun: 2026,
      bulan: 5,
      hari: 6,
      jam: 0,
      menit: 30,
      detik: 9,
      hariMinggu: 3,
    });
  });

  it("returns null when empty", () => {
    expect(pecahTanggal("0001-01-01T00:00:00Z")).toBeNull();
  });

  it("handles instants before 1970", () => {
    expect(pecahTanggal("1969-12-31T16:59:59Z")).toMatchObject({ tahun: 1969, hari: 31, jam: 23, hariMinggu: 3 });
  });
});
