// Indonesian day and month names.

/** Day names, Sunday first (index = JavaScript getDay()). */
export const HARI: readonly string[] = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"];

export const BULAN: readonly string[] = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];

export const BULAN_SINGKAT: readonly string[] = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];

/** namaHari(0) = 'Minggu'; '-' for anything but an integer 0..6. */
export function namaHari(i: number): string {
  return Number.isInteger(i) && i >= 0 && i < 7 ? (HARI[i] ?? "-") : "-";
}
