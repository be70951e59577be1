// Rupiah amounts: 'Rp 1.250.000', negative '-Rp 5.000'. Decimals are rounded away.
import { kelompokkanRibuan } from "./desimal";

/** 1250000 -> 'Rp 1.250.000', -5000 -> '-Rp 5.000', 999.5 -> 'Rp 1.000'; '-' when not a finite number. */
export function formatRupiah(n: number | null | undefined): string {
  if (typeof n !== "number" || !Number.isFinite(n)) return "-";
  const bulat = Math.round(Math.abs(n)); // half away from zero via the absolute value
  const teks = `Rp ${kelompokkanRibuan(BigInt(bulat).toString())}`;
  return n < 0 && bulat !== 0 ? `-${teks}` : teks;
}
