// Roman numerals 1..3999.

const PASANGAN: ReadonlyArray<readonly [number, string]> = [
  [1000, "M"],
  [900, "CM"],
  [500, "D"],
  [400, "CD"],
  [100, "C"],
  [90, "XC"],
  [50, "L"],
  [40, "XL"],
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];

/** 4 -> 'IV', 1994 -> 'MCMXCIV'. RangeError outside 1..3999 or for non-integers. */
export function romawi(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) {
    throw new RangeError(`romawi: ${n} di luar rentang 1..3999`);
  }
  let sisa = n;
  let hasil = "";
  for (const [nilai, huruf] of PASANGAN) {
    while (sisa >= nilai) {
      hasil += huruf;
      sisa -= nilai;
    }
  }
  return hasil;
}

/** Canonical numeral (case-insensitive) -> number; null for anything non-canonical. */
export function dariRomawi(s: string | null | undefined): number | null {
  const teks = (s ?? "").trim().toUpperCase();
  if (!/^[MDCLXVI]+$/.test(teks)) return null;
  let total = 0;
  let i = 0;
  for (const [nilai, huruf] of PASANGAN) {
    while (teks.startsWith(huruf, i)) {
      total += nilai;
      i += huruf.length;
    }
  }
  return i === teks.length && total <= 3999 && romawi(total) === teks ? total : null;
}
