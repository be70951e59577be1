import { describe, expect, it } from "vitest";
import {
  jamDariKetik,
  ketikDariJam,
  ketikDariLokal,
  ketikDariTanggal,
  lokalDariKetik,
  PESAN_WAJIB_ISI,
  pesanKetik,
  tanggalDariKetik,
  teksUntukNilai,
} from "./tanggal-ketik";

describe("typed dates", () => {
  it("reads DD/MM/YYYY JJ:MM in any of the usual separators", () => {
    expect(lokalDariKetik("26/11/2026 08:05")).toBe("2026-11-26T08:05");
    expect(lokalDariKetik(" 1-2-2026 8.05 ")).toBe("2026-02-01T08:05");
    expect(lokalDariKetik("26/11/2026")).toBe("2026-11-26T00:00");
    expect(lokalDariKetik("29/02/2028 23:59")).toBe("2028-02-29T23:59");
  });

  it("refuses what is not a real date and time", () => {
    for (const t of ["29/02/2026 10:00", "26/13/2026", "26/11/2026 24:00", "26/11/26", "2026-11-26", "kemarin", ""])
      expect(lokalDariKetik(t)).toBeNull();
  });

  it("shows a datetime-local value as DD/MM/YYYY JJ:MM", () => {
    expect(ketikDariLokal("2026-11-26T08:05")).toBe("26/11/2026 08:05");
    expect(ketikDariLokal("")).toBe("");
    expect(ketikDariLokal(undefined)).toBe("");
  });
});

describe("typed dates and times on their own", () => {
  it("reads and writes a date", () => {
    expect(tanggalDariKetik("1/2/2026")).toBe("2026-02-01");
    expect(tanggalDariKetik("31/04/2026")).toBeNull();
    expect(tanggalDariKetik("26/11/2026 08:00")).toBeNull();
    expect(ketikDariTanggal("2026-02-01")).toBe("01/02/2026");
    expect(ketikDariTanggal("2026-02-01T08:00")).toBe("");
  });

  it("reads and writes a time of day in 24 hours", () => {
    expect(jamDariKetik("8.05")).toBe("08:05");
    expect(jamDariKetik("23:59")).toBe("23:59");
    for (const t of ["24:00", "12:60", "8", "8 PM"]) expect(jamDariKetik(t)).toBeNull();
    expect(ketikDariJam("08:05:00")).toBe("08:05");
  });

  it("says 'Harap isi bidang ini' for a required empty field and the format for a wrong one", () => {
    expect(pesanKetik("tanggal", " ", true)).toBe(PESAN_WAJIB_ISI);
    expect(pesanKetik("tanggal", "", false)).toBeNull();
    expect(pesanKetik("jam", "25:00", false)).toBe("Format JJ:MM, misalnya 08:00.");
    expect(pesanKetik("tanggal_jam", "26/11/2026 08:00", true)).toBeNull();
    expect(pesanKetik("tanggal_jam", "26/11/2026 08:00", true, "2026-11-26T09:30")).toBe("Paling awal 26/11/2026 09:30.");
    expect(pesanKetik("tanggal_jam", "26/11/2026 09:30", true, "2026-11-26T09:30")).toBeNull();
    expect(pesanKetik("tanggal", "25/11/2026", false, "2026-11-26")).toBe("Paling awal 26/11/2026.");
  });

  it("keeps the text being typed and follows a value the form sets", () => {
    expect(teksUntukNilai("jam", "8.05", "08:05")).toBe("8.05");
    expect(teksUntukNilai("jam", "8.0", "8.0")).toBe("8.0");
    expect(teksUntukNilai("tanggal_jam", "26/11", "")).toBe("26/11");
    expect(teksUntukNilai("jam", "8.05", "10:00")).toBe("10:00");
    expect(teksUntukNilai("tanggal", "", "2026-11-26")).toBe("26/11/2026");
    expect(teksUntukNilai("tanggal_jam", "26/11/2026 08:00", "")).toBe("");
  });
});
