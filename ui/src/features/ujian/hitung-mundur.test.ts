import { describe, expect, it } from "vitest";
import { formatSisa, labelSisa, offsetDari, offsetTerbaik, sisaMs, tingkatSisa } from "./hitung-mundur";

const t = (iso: string) => Date.parse(iso);

describe("the offset to the server's clock", () => {
  it("is the server's time minus the browser's when it arrived", () => {
    expect(offsetDari("2026-11-24T01:00:00Z", t("2026-11-24T00:59:50Z"))).toBe(10_000);
    expect(offsetDari("2026-11-24T01:00:00Z", t("2026-11-24T01:00:03Z"))).toBe(-3_000);
    expect(offsetDari("bukan waktu", 5)).toBe(0);
  });

  it("keeps the largest sample: each one is late, never early", () => {
    expect(offsetTerbaik(-2_000, -1_200)).toBe(-1_200);
    expect(offsetTerbaik(-1_200, -2_500)).toBe(-1_200);
  });
});

describe("sisaMs", () => {
  it("counts down to the deadline and stops at zero", () => {
    expect(sisaMs("2026-11-24T01:30:00Z", t("2026-11-24T01:00:00Z"))).toBe(30 * 60_000);
    expect(sisaMs("2026-11-24T01:30:00Z", t("2026-11-24T01:30:00Z"))).toBe(0);
    expect(sisaMs("2026-11-24T01:30:00Z", t("2026-11-24T02:00:00Z"))).toBe(0);
    expect(sisaMs("", 0)).toBe(0);
  });
});

describe("formatSisa", () => {
  it("shows minutes and seconds, hours from an hour up, a started second as whole", () => {
    expect(formatSisa(30 * 60_000)).toBe("30:00");
    expect(formatSisa(65_000)).toBe("01:05");
    expect(formatSisa(64_001)).toBe("01:05");
    expect(formatSisa(0)).toBe("00:00");
    expect(formatSisa(-5)).toBe("00:00");
    expect(formatSisa(3_723_000)).toBe("1:02:03");
    expect(formatSisa(90 * 60_000)).toBe("1:30:00");
  });

  it("words it for screen readers", () => {
    expect(labelSisa(725_000)).toBe("Sisa waktu 12 menit 5 detik");
    expect(labelSisa(3_600_000)).toBe("Sisa waktu 1 jam");
    expect(labelSisa(0)).toBe("Waktu habis");
  });
});

describe("tingkatSisa", () => {
  it("turns 'menipis' at five minutes and 'habis' at zero", () => {
    expect(tingkatSisa(5 * 60_000 + 1)).toBe("longgar");
    expect(tingkatSisa(5 * 60_000)).toBe("menipis");
    expect(tingkatSisa(1)).toBe("menipis");
    expect(tingkatSisa(0)).toBe("habis");
  });
});
