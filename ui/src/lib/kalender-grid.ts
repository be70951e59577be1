// Month grids: weeks of 7 days, with the days of the neighbouring months padding the first
// and last week. The dashboard calendar starts its weeks on Sunday (spec 1 §9), the date
// pickers on Monday (issue 34).
import { hariDariSipil, jumlahHari, sipilDariHari } from "./tanggal-inti";

export interface Hari {
  tahun: number;
  bulan: number; // 1-12
  hari: number;
  diBulanIni: boolean;
}

/** The weekday (0 = Sunday) of a day counted from 1970-01-01, a Thursday. */
export const hariPekan = (n: number): number => (((n + 4) % 7) + 7) % 7;

/** `awal`: the weekday each week starts on, 0 = Sunday (default), 1 = Monday. */
export function gridBulan(tahun: number, bulan: number, awal: 0 | 1 = 0): Hari[][] {
  const pertama = hariDariSipil(tahun, bulan, 1);
  const mulai = pertama - ((hariPekan(pertama) - awal + 7) % 7);
  const berikut = bulan === 12 ? hariDariSipil(tahun + 1, 1, 1) : hariDariSipil(tahun, bulan + 1, 1);
  const minggu = Math.ceil((berikut - mulai) / 7);
  const grid: Hari[][] = [];
  // One date conversion, then day after day (the grid is drawn on every render).
  let s = sipilDariHari(mulai);
  for (let w = 0; w < minggu; w++) {
    const baris: Hari[] = [];
    for (let d = 0; d < 7; d++) {
      baris.push({ ...s, diBulanIni: s.bulan === bulan && s.tahun === tahun });
      s = besok(s);
    }
    grid.push(baris);
  }
  return grid;
}

function besok({ tahun, bulan, hari }: { tahun: number; bulan: number; hari: number }) {
  if (hari < jumlahHari(tahun, bulan)) return { tahun, bulan, hari: hari + 1 };
  return bulan === 12 ? { tahun: tahun + 1, bulan: 1, hari: 1 } : { tahun, bulan: bulan + 1, hari: 1 };
}

export function geserBulan(tahun: number, bulan: number, delta: number): { tahun: number; bulan: number } {
  const i = tahun * 12 + (bulan - 1) + delta;
  return { tahun: Math.floor(i / 12), bulan: (i % 12) + 1 };
}

/** How many events fall on each day (YYYY-MM-DD). */
export function jumlahPerHari(kegiatan: readonly { tanggal: string }[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const k of kegiatan) m.set(k.tanggal, (m.get(k.tanggal) ?? 0) + 1);
  return m;
}
