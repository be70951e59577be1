import { describe, expect, it } from "vitest";
import {
  formatInputTanggalJam,
  formatJam,
  formatJamDetik,
  formatJamZona,
  formatTanggal,
  formatTanggalJam,
  formatTanggalPanjang,
  jamKelas,
  namaHari,
  zonaLabel,
  BULAN,
  BULAN_SINGKAT,
  HARI,
} from "./tanggal";

const WIB = "Asia/Jakarta";
const WITA = "Asia/Makassar";
const WIT = "Asia/Jayapura";
const T = "2026-05-05T07:05:09Z";

describe("formatters", () => {
  it.each(
    (
      [
        [formatTanggal, T, WIB, "5 Mei 2026"],
        [formatTanggal, T, undefined, "5 Mei 2026"],
        [formatJam, T, WIB, "14:05"],
        [formatJam, T, WITA, "15:05"],
        [formatJam, T, WIT, "16:05"],
        [formatJam, T, "Europe/London", "14:05"],
        [formatJamZona, T, WIB, "14:05 WIB"],
        [formatJamZona, T, WITA, "15:05 WITA"],
        [formatJamZona, T, WIT, "16:05 WIT"],
        [formatJamZona, T, "Mars/Base", "14:05 WIB"],
        [formatJamDetik, T, WIB, "14:05:09"],
        [formatTanggalJam, T, WIB, "5 Mei 2026, 14:05 WIB"],
        [formatTanggalJam, T, null, "5 Mei 2026, 14:05 WIB"],
        [formatTanggalPanjang, T, WIB, "Selasa, 5 Mei 2026"],
        [formatInputTanggalJam, T, WIB, "05/05/2026, 14:05"],
        // midnight crossing: 22:30 WIB is already the next day in WIT
        [formatTanggalJam, "2026-05-05T15:30:00Z", WIB, "5 Mei 2026, 22:30 WIB"],
        [formatTanggalJam, "2026-05-05T15:30:00Z", WITA, "5 Mei 2026, 23:30 WITA"],
        [formatTanggalJam, "2026-05-05T15:30:00Z", WIT, "6 Mei 2026, 00:30 WIT"],
        [formatTanggalPanjang, "2026-05-05T15:30:00Z", WIT, "Rabu, 6 Mei 2026"],
        [formatTanggalPanjang, "2026-05-05T15:30:00Z", WIB, "Selasa, 5 Mei 2026"],
        [formatInputTanggalJam, "2025-12-31T15:00:00Z", WIT, "01/01/2026, 00:00"],
        [formatInputTanggalJam, "2025-12-31T15:00:00Z", WIB, "31/12/2025, 22:00"],
        [formatTanggalPanjang, "2024-02-28T20:00:00Z", WIB, "Kamis, 29 Februari 2024"],
        [formatTanggal, "2026-08-17T00:00:00+07:00", WIB, "17 Agu 2026"],
        // 'D MMM YYYY': no leading zero (spec 2 §9, issue 34)
        [formatTanggal, "2026-12-02T03:00:00Z", WIB, "2 Des 2026"],
        [formatTanggalJam, "2026-12-02T03:00:00Z", WIB, "2 Des 2026, 10:00 WIB"],
        [formatTanggal, "0002-01-01T00:00:00Z", WIB, "1 Jan 0002"],
        [formatTanggalJam, new Date(Date.UTC(2026, 9, 1, 1, 2)), WITA, "1 Okt 2026, 09:02 WITA"],
      ] as const
    ).map(([fn, v, tz, want]) => [fn.name, v, tz, want, fn] as const),
  )("%s(%j, %s) = %s", (_nama, v, tz, want, fn) => {
    expect(fn(v, tz)).toBe(want);
  });

  const kosong = ["0001-01-01T00:00:00Z", null, undefined, "", "tidak valid", "2026-02-30T00:00:00Z"];
  const semua = [formatTanggal, formatJam, formatJamZona, formatJamDetik, formatTanggalJam, formatTanggalPanjang, formatInputTanggalJam];
  it.each(kosong.flatMap((v) => semua.map((fn) => [fn.name, v, fn] as const)))('%s(%j) = "-"', (_nama, v, fn) => {
    expect(fn(v, WIT)).toBe("-");
  });

  it("matches Intl for every zone over many instants", () => {
    for (const tz of [WIB, WITA, WIT]) {
      const intl = new Intl.DateTimeFormat("en-GB", {
        timeZone: tz,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
      for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 777_777_777) {
        const d = new Date(Math.floor(ms / 60000) * 60000);
        expect(formatInputTanggalJam(d.toISOString(), tz)).toBe(intl.format(d));
      }
    }
  });
});

describe("zonaLabel", () => {
  it.each([
    [WIB, "WIB"],
    [WITA, "WITA"],
    [WIT, "WIT"],
    ["UTC", "WIB"],
    ["", "WIB"],
    [null, "WIB"],
    [undefined, "WIB"],
    ["toString", "WIB"],
  ])("%j -> %s", (tz, want) => {
    expect(zonaLabel(tz)).toBe(want);
  });
});

describe("names", () => {
  it("has Sunday-first days and twelve months", () => {
    expect(HARI).toEqual(["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"]);
    expect(BULAN_SINGKAT.join(" ")).toBe("Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des");
    expect(BULAN).toHaveLength(12);
    expect(BULAN[7]).toBe("Agustus");
  });

  it.each([
    [0, "Minggu"],
    [5, "Jumat"],
    [6, "Sabtu"],
    [7, "-"],
    [-1, "-"],
    [1.5, "-"],
  ])("namaHari(%s) = %s", (i, w) => {
    expect(namaHari(i)).toBe(w);
  });
});

describe("jamKelas", () => {
  it.each([
    ["07:30:00", "07:30"],
    ["13:00:00", "13:00"],
    ["7:30:00", "07:30"],
    ["07:30", "07:30"],
    ["23:59:59.123", "23:59"],
    ["00:00:00", "00:00"],
    ["24:00:00", "-"],
    ["07:60:00", "-"],
    ["", "-"],
    [null, "-"],
    [undefined, "-"],
    ["jam tujuh", "-"],
  ])("%j -> %s", (v, want) => {
    expect(jamKelas(v)).toBe(want);
  });
});
