// Indonesian number words, 0 .. 999 999 999.

const SATUAN = ["", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan", "sepuluh", "sebelas"];

export const TERBILANG_MAKS = 999_999_999;

function gabung(kepala: string, sisa: number): string {
  return sisa === 0 ? kepala : `${kepala} ${kata(sisa)}`;
}

function kata(n: number): string {
  if (n < 12) return SATUAN[n] ?? "";
  if (n < 20) return `${SATUAN[n - 10]} belas`;
  if (n < 100) return gabung(`${SATUAN[Math.floor(n / 10)]} puluh`, n % 10);
  if (n < 200) return gabung("seratus", n - 100);
  if (n < 1000) return gabung(`${SATUAN[Math.floor(n / 100)]} ratus`, n % 100);
  if (n < 2000) return gabung("seribu", n - 1000);
  if (n < 1_000_000) return gabung(`${kata(Math.floor(n / 1000))} ribu`, n % 1000);
  return gabung(`${kata(Math.floor(n / 1_000_000))} juta`, n % 1_000_000);
}

/** 21311 -> 'dua puluh satu ribu tiga ratus sebelas'. RangeError for negatives, non-integers and > 999 999 999. */
export function terbilang(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > TERBILANG_MAKS) {
    throw new RangeError(`terbilang: ${n} di luar rentang 0..${TERBILANG_MAKS}`);
  }
  return n === 0 ? "nol" : kata(n);
}
