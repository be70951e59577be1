// Inner scroll boxes end on a row boundary instead of through the middle of a line (issue 16).

/**
 * The height of a box showing as many whole rows as fit in `maks` px, given each row's bottom
 * edge measured from the box's top (in order); null when every row fits (no limit needed).
 * A first row taller than `maks` keeps `maks`.
 */
export function tinggiUtuh(bawahBaris: readonly number[], maks: number): number | null {
  const terakhir = bawahBaris.at(-1);
  if (terakhir === undefined || terakhir <= maks) return null;
  let tinggi = 0;
  for (const bawah of bawahBaris) {
    if (bawah > maks) break;
    tinggi = bawah;
  }
  return tinggi > 0 ? Math.ceil(tinggi) : maks;
}

/** Rows continue below what the box shows (1 px of rounding allowed). */
export const adaDiBawah = (el: { scrollTop: number; clientHeight: number; scrollHeight: number }) =>
  el.scrollTop + el.clientHeight < el.scrollHeight - 1;
