// File sizes in decimal steps of 1000 (B, KB, MB, GB) with an Indonesian decimal comma.
import { bulatkan, formatDesimal } from "./desimal";

const SATUAN = ["B", "KB", "MB", "GB"] as const;

/** 950 -> '950 B', 1500 -> '1,5 KB', 2e6 -> '2 MB', 1.25e9 -> '1,25 GB'; '-' when invalid. */
export function formatUkuranFile(bytes: number | null | undefined): string {
  if (typeof bytes !== "number" || !Number.isFinite(bytes) || bytes < 0) return "-";
  let nilai = bytes;
  let i = 0;
  // Move up while the value (after rounding to 2 decimals) would show 1000 or more,
  // so 999 999 B reads '1 MB' rather than '1000 KB'.
  while (i < SATUAN.length - 1 && bulatkan(nilai, i === 0 ? 0 : 2) >= 1000) {
    nilai /= 1000;
    i += 1;
  }
  const teks = formatDesimal(nilai, { maks: i === 0 ? 0 : 2, min: 0, ribuan: true });
  return `${teks} ${SATUAN[i]}`;
}

/** Widget text: 'Ukuran file tidak boleh lebih dari 2.00 MB.' (toFixed(2), dot kept as the spec shows). */
export function pesanUkuranMaksimal(bytesMax: number): string {
  return `Ukuran file tidak boleh lebih dari ${(bytesMax / 1e6).toFixed(2)} MB.`;
}

/** True when size is strictly greater than maxBytes (both must be finite numbers). */
export function melebihiBatas(size: number, maxBytes: number): boolean {
  return Number.isFinite(size) && Number.isFinite(maxBytes) && size > maxBytes;
}
