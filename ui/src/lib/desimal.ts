// Shared number helpers for Indonesian display: dot groups thousands,
// comma separates decimals. Pure functions, no Intl (the server renders
// with an embedded engine that lacks full Intl data).

/** Rounds half away from zero to `digits` decimals, avoiding 1.005 -> 1.00. */
export function bulatkan(n: number, digits: number): number {
  if (!Number.isFinite(n)) return n;
  const abs = Math.abs(n);
  const text = String(abs);
  const scaled = text.includes("e")
    ? Math.round(abs * 10 ** digits) / 10 ** digits
    : Number(Math.round(Number(`${text}e${digits}`)) + `e-${digits}`);
  if (scaled === 0) return 0;
  return n < 0 ? -scaled : scaled;
}

/** Inserts a dot every three digits of a string of digits: '1250000' -> '1.250.000'. */
export function kelompokkanRibuan(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

export interface OpsiDesimal {
  /** Maximum decimals; the value is rounded to this many. */
  maks: number;
  /** Minimum decimals kept (trailing zeros beyond this are dropped). Default = maks. */
  min?: number;
  /** Group the integer part with dots. Default false. */
  ribuan?: boolean;
}

/** Formats a finite number with a comma decimal separator; '-' when not finite. */
export function formatDesimal(n: number, opsi: OpsiDesimal): string {
  if (!Number.isFinite(n)) return "-";
  const min = opsi.min ?? opsi.maks;
  const bulat = bulatkan(n, opsi.maks);
  const [intPart = "0", fracRaw = ""] = Math.abs(bulat).toFixed(opsi.maks).split(".");
  let frac = fracRaw;
  while (frac.length > min && frac.endsWith("0")) frac = frac.slice(0, -1);
  const intText = opsi.ribuan ? kelompokkanRibuan(intPart) : intPart;
  const tanda = bulat < 0 ? "-" : "";
  return frac ? `${tanda}${intText},${frac}` : `${tanda}${intText}`;
}
