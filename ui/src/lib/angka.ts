// Plain numbers, percentages and scores for display (decimal comma, no thousands grouping).
import { formatDesimal } from "./desimal";

/** Sentinel the backend uses for "no score yet". */
export const NILAI_KOSONG = -1.618;

function bukanAngka(n: unknown): n is null | undefined {
  return typeof n !== "number" || !Number.isFinite(n);
}

/** Whole numbers as they are (1500 -> '1500'), others with two decimals (3.14159 -> '3,14'). */
export function formatAngka(n: number | null | undefined): string {
  if (bukanAngka(n)) return "-";
  return formatDesimal(n, { maks: Number.isInteger(n) ? 0 : 2 });
}

/** Fraction as percent with one decimal: 0.8567 -> '85,7%'. */
export function formatPersen(fraction: number | null | undefined): string {
  if (bukanAngka(fraction)) return "-";
  return `${formatDesimal(fraction * 100, { maks: 1 })}%`;
}

/** True for the -1.618 sentinel (within 1e-9). */
export function isNilaiKosong(score: number): boolean {
  return Math.abs(score - NILAI_KOSONG) <= 1e-9;
}

/** Score rounded to 2 decimals, trailing zeros dropped: 85.5 -> '85,5', 90 -> '90'; -1.618 -> '-'. */
export function formatNilai(score: number | null | undefined): string {
  if (bukanAngka(score) || isNilaiKosong(score)) return "-";
  return formatDesimal(score, { maks: 2, min: 0 });
}
