// Indonesian time zones. All three have fixed offsets and no DST, so the
// conversion is plain arithmetic: identical output on the server (embedded
// engine without Intl time zone data) and in the browser.

export type ZonaWaktu = "Asia/Jakarta" | "Asia/Makassar" | "Asia/Jayapura";

export const ZONA_DEFAULT: ZonaWaktu = "Asia/Jakarta";

const ZONA: Record<ZonaWaktu, { offsetJam: number; label: string }> = {
  "Asia/Jakarta": { offsetJam: 7, label: "WIB" },
  "Asia/Makassar": { offsetJam: 8, label: "WITA" },
  "Asia/Jayapura": { offsetJam: 9, label: "WIT" },
};

/** Known zone or Asia/Jakarta for anything unknown/empty. */
export function normalisasiZona(tz?: string | null): ZonaWaktu {
  return tz && Object.prototype.hasOwnProperty.call(ZONA, tz) ? (tz as ZonaWaktu) : ZONA_DEFAULT;
}

/** 'WIB' | 'WITA' | 'WIT'; unknown zones are treated as Asia/Jakarta. */
export function zonaLabel(tz?: string | null): string {
  return ZONA[normalisasiZona(tz)].label;
}

/** UTC offset in hours: +7, +8 or +9. */
export function zonaOffsetJam(tz?: string | null): number {
  return ZONA[normalisasiZona(tz)].offsetJam;
}
