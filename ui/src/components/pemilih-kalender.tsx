// The month calendar of a date picker (issue 34): Indonesian names, weeks from Monday, today
// marked, days before `min` closed. A grid in the WAI-ARIA date picker's manner: one day
// takes the focus at a time; arrows, Home/End and Page Up/Down move it, Enter chooses.
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { hariPekan } from "../lib/kalender-grid";
import {
  geserBulanHari,
  gridPemilih,
  hariTertutup,
  kunciTanggal,
  samaTanggal,
  type Tanggal,
  tanggalUntukTombol,
} from "../lib/pemilih-tanggal";
import { hariDariSipil } from "../lib/tanggal-inti";
import { BULAN, HARI } from "../lib/tanggal-nama";

const HARI_SENIN = [...HARI.slice(1), HARI[0]!];

export interface KalenderPilihProps {
  dipilih: Tanggal | null;
  hariIni: Tanggal;
  /** the day that has the focus first */
  awal: Tanggal;
  min?: string;
  onPilih: (t: Tanggal) => void;
}

const labelHari = (t: Tanggal) => `${HARI[hariPekan(hariDariSipil(t.tahun, t.bulan, t.hari))]}, ${t.hari} ${BULAN[t.bulan - 1]} ${t.tahun}`;

export function KalenderPilih({ dipilih, hariIni, awal, min, onPilih }: KalenderPilihProps) {
  const [fokus, setFokus] = useState(awal);
  const [tampil, setTampil] = useState({ tahun: awal.tahun, bulan: awal.bulan });
  const tabel = useRef<HTMLTableElement>(null);
  // The focused day takes the browser's focus on opening and after a key, not after the
  // month buttons (which keep it).
  const ikutiFokus = useRef(true);
  useEffect(() => {
    if (ikutiFokus.current)
      tabel.current?.querySelector<HTMLElement>(`[data-kunci="${kunciTanggal(fokus)}"]`)?.focus({ preventScroll: true });
  }, [fokus]);

  const pindah = (t: Tanggal, ikuti: boolean) => {
    ikutiFokus.current = ikuti;
    setFokus(t);
    setTampil({ tahun: t.tahun, bulan: t.bulan });
  };
  const tombol = (e: KeyboardEvent) => {
    const t = tanggalUntukTombol(e.key, fokus, e.shiftKey);
    if (!t) return;
    e.preventDefault();
    pindah(t, true);
  };
  const idJudul = `kal-${kunciTanggal(awal)}-judul`;
  return (
    <div className="w-[19.5rem] max-w-full">
      <div className="mb-1 flex items-center justify-between">
        <button
          type="button"
          className="pemilih-navigasi"
          aria-label="Bulan sebelumnya"
          onClick={() => pindah(geserBulanHari(fokus, -1), false)}
        >
          ‹
        </button>
        <div id={idJudul} className="text-sm font-semibold text-slate-900" aria-live="polite">
          {`${BULAN[tampil.bulan - 1]} ${tampil.tahun}`}
        </div>
        <button
          type="button"
          className="pemilih-navigasi"
          aria-label="Bulan berikutnya"
          onClick={() => pindah(geserBulanHari(fokus, 1), false)}
        >
          ›
        </button>
      </div>
      <table ref={tabel} role="grid" aria-labelledby={idJudul} className="w-full border-separate border-spacing-0.5">
        <thead>
          <tr>
            {HARI_SENIN.map((h) => (
              <th key={h} scope="col" abbr={h} className="text-xs font-medium text-slate-500">
                {h.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={tombol}>
          {gridPemilih(tampil.tahun, tampil.bulan).map((pekan) => (
            <tr key={kunciTanggal(pekan[0]!)}>
              {pekan.map((h) => {
                const kunci = kunciTanggal(h);
                const tertutup = hariTertutup(h, min);
                const pilih = samaTanggal(h, dipilih);
                return (
                  <td key={kunci} aria-selected={pilih} className="p-0 text-center">
                    <button
                      type="button"
                      data-kunci={kunci}
                      className="pemilih-hari"
                      data-luar={h.diBulanIni ? undefined : ""}
                      aria-current={samaTanggal(h, hariIni) ? "date" : undefined}
                      aria-disabled={tertutup || undefined}
                      aria-label={labelHari(h)}
                      tabIndex={samaTanggal(h, fokus) ? 0 : -1}
                      onClick={() => {
                        if (tertutup) return;
                        pindah(h, false);
                        onPilih(h);
                      }}
                    >
                      {h.hari}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
