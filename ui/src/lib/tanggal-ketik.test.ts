import { describe, expect, it } from "vitest";
import { ketikDariLokal, lokalDariKetik } from "./tanggal-ketik";

describe("typed dates", () => {
  it("reads DD/MM/YYYY JJ:MM in any of the usual separators", () => {
    expect(lokalDariKetik("26/11/2026 08:05")).toBe("2026-11-26T08:05");
    expect(lokalDariKetik(" 1-2-2026 8.05 ")).toBe("2026-02-01T08:05");
    expect(lokalDariKetik("26/11/2026")).toBe("2026-11-26T00:00");
    expect(lokalDariKetik("29/02/2028 23:59")).toBe("2028-02-29T23:59");
  });

  it("refuses what is not a real date and time", () => {
    for (const t of ["29/02/2026 10:00", "26/13/2026", "26/11/2026 24:00", "26/11/26", "2026-11-26", "kemarin", ""]) expect(lokalDariKetik(t)).toBeNull();
  });

  it("shows a datetime-local value as DD/MM/YYYY JJ:MM", () => {
    expect(ketikDariLokal("2026-11-26T08:05")).toBe("26/11/2026 08:05");
    expect(ketikDariLokal("")).toBe("");
    expect(ketikDariLokal(undefined)).toBe("");
  });
});
