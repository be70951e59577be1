// Date parsing and calendar arithmetic without Intl or the host's local zone.
import { zonaOffsetJam } from "./tanggal-zona";

export type NilaiTanggal = string | Date | null | undefined;

export interface BagianTanggal {
  tahun: number;
  bulan: number; // 1..12
  hari: number; // 1..31
  jam: number;
  menit: number;
  detik: number;
  hariMinggu: number; // 0 = Minggu
}

const MS_HARI = 86_400_000;

/** Days since 1970-01-01 for a proleptic Gregorian date (H. Hinnant's algorithm). */
export function hariDariSipil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

/** Inverse of hariDariSipil. */
export function sipilDariHari(n: number): { tahun: number; bulan: number; hari: number } {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const bulan = mp < 10 ? mp + 3 : mp - 9;
  return { tahun: yoe + era * 400 + (bulan <= 2 ? 1 : 0), bulan, hari: doy - Math.floor((153 * mp + 2) / 5) + 1 };
}

const HARI_BULAN = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in month m (1-12) of year y. */
export function jumlahHari(y: number, m: number): number {
  if (m !== 2) return HARI_BULAN[m - 1] ?? 0;
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Epoch milliseconds of an ISO 8601 / RFC 3339 string, or NaN.
 * A string without an offset is read as UTC (like Date.parse does for a
 * date-only string), so the result never depends on the host's zone.
 */
export function parseIso(s: string): number {
  const m = ISO.exec(s.trim());
  if (!m) return Number.NaN;
  const angka = (i: number): number => Number(m[i] ?? 0);
  const [y, mo, d, h, mi, se] = [angka(1), angka(2), angka(3), angka(4), angka(5), angka(6)];
  if (mo < 1 || mo > 12 || d < 1 || d > jumlahHari(y, mo)) return Number.NaN;
  if (h > 23 || mi > 59 || se > 59) return Number.NaN;
  let offsetMenit = 0;
  const zona = m[8];
  if (zona && zona.toUpperCase() !== "Z") {
    const digit = zona.slice(1).replace(":", "");
    const oj = Number(digit.slice(0, 2));
    const om = Number(digit.slice(2) || 0);
    if (oj > 23 || om > 59) return Number.NaN;
    offsetMenit = (zona[0] === "-" ? -1 : 1) * (oj * 60 + om);
  }
  const ms = Number((m[7] ?? "").slice(0, 3).padEnd(3, "0"));
  const detik = hariDariSipil(y, mo, d) * 86400 + h * 3600 + mi * 60 + se - offsetMenit * 60;
  return detik * 1000 + ms;
}

/** Anything before 0002-01-01T00:00:00Z is the "zero time" (Go's 0001-01-01T00:00:00Z). */
const BATAS_KOSONG = hariDariSipil(2, 1, 1) * MS_HARI;

function keMs(v: unknown): number {
  if (typeof v === "string") return parseIso(v);
  if (v instanceof Date) return v.getTime();
  return Number.NaN;
}

const kosong = (ms: number) => !Number.isFinite(ms) || ms < BATAS_KOSONG;

/** True for null/undefined/'', unparsable values and the zero time 0001-01-01T00:00:00Z. */
export function isTanggalKosong(v: unknown): boolean {
  return kosong(keMs(v));
}

/** Calendar fields of a moment as seen in the zone tz; null when empty. */
export function pecahTanggal(v: NilaiTanggal, tz?: string | null): BagianTanggal | null {
  const ms = keMs(v);
  if (kosong(ms)) return null;
  const lokal = ms + zonaOffsetJam(tz) * 3_600_000;
  const hariKe = Math.floor(lokal / MS_HARI);
  const detikHari = Math.floor((lokal - hariKe * MS_HARI) / 1000);
  return {
    ...sipilDariHari(hariKe),
    jam: Math.floor(detikHari / 3600),
    menit: Math.floor((detikHari % 3600) / 60),
    detik: detikHari % 60,
    hariMinggu: (((hariKe + 4) % 7) + 7) % 7,
  };
}
