// Paging of a list already in the page (no URL change): 'Total N data', the page size and at
// most 3 page buttons around the current page, plus previous/next.
import { jendelaHalaman, totalHalaman } from "../../components/pagination";

const TOMBOL = "inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 text-sm disabled:cursor-not-allowed";
const BIASA = `${TOMBOL} border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-300`;
const AKTIF = `${TOMBOL} border-blue-700 bg-blue-700 font-semibold text-white`;

export interface HalamanKlienProps {
  total: number;
  halaman: number;
  perHalaman: number;
  pilihan: number[];
  onHalaman: (h: number) => void;
  onPerHalaman: (n: number) => void;
}

export function HalamanKlien({ total, halaman, perHalaman, pilihan, onHalaman, onPerHalaman }: HalamanKlienProps) {
  const jumlah = totalHalaman(total, perHalaman);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <div className="flex items-center gap-3">
        <span>{`Total ${total} data`}</span>
        <select
          aria-label="Data per halaman"
          value={perHalaman}
          onChange={(e) => onPerHalaman(Number(e.target.value))}
          className="h-8 rounded-md border border-slate-300 bg-white px-2"
        >
          {pilihan.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label="Halaman" className="flex items-center gap-1">
        <button type="button" className={BIASA} aria-label="Sebelumnya" disabled={halaman <= 1} onClick={() => onHalaman(halaman - 1)}>
          ‹
        </button>
        {jendelaHalaman(halaman, jumlah).map((h) => (
          <button
            key={h}
            type="button"
            className={h === halaman ? AKTIF : BIASA}
            aria-current={h === halaman ? "page" : undefined}
            onClick={() => onHalaman(h)}
          >
            {h}
          </button>
        ))}
        <button type="button" className={BIASA} aria-label="Berikutnya" disabled={halaman >= jumlah} onClick={() => onHalaman(halaman + 1)}>
          ›
        </button>
      </nav>
    </div>
  );
}
