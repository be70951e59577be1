// Where a popover opened from a field sits (the date pickers, issue 34): under the field,
// else above it, else wherever it fits best; never past the screen's edges, so it works on
// a 360 px phone and inside a modal that scrolls.

export interface Sisi {
  top: number;
  bottom: number;
  left: number;
}

export interface Ukuran {
  width: number;
  height: number;
}

/** A gap between the field and the popover, and between the popover and the screen's edge. */
const JARAK = 4;
const TEPI = 8;

/** `top`/`left` for a `position: fixed` popover of size `panel` opened from `jangkar`, and its `maxHeight`. */
export function letakPopover(jangkar: Sisi, panel: Ukuran, layar: Ukuran): { top: number; left: number; maxHeight: number } {
  const maxHeight = Math.max(0, layar.height - 2 * TEPI);
  const tinggi = Math.min(panel.height, maxHeight);
  const left = Math.max(TEPI, Math.min(jangkar.left, layar.width - TEPI - panel.width));
  const bawah = jangkar.bottom + JARAK;
  const atas = jangkar.top - JARAK - tinggi;
  let top: number;
  if (bawah + tinggi <= layar.height - TEPI) top = bawah;
  else if (atas >= TEPI) top = atas;
  else top = Math.max(TEPI, layar.height - TEPI - tinggi);
  return { top, left, maxHeight };
}
