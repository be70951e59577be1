// Dashboard calendar (spec 1 §2.3): Indonesian month grid, today marked, the
// chosen day's events under 'Keterangan'. "Today" comes from the server time in
// the configured zone, so server and browser render the same month.
import { useState } from "react";
import { Link } from "../app/link";
import { BULAN, HARI } from "../lib/tanggal-nama";
import { pecahTanggal } from "../lib/tanggal-inti";
import { geserBulan, gridBulan, type Hari } from "./kalender-grid";

export interface Kegiatan {
  /** YYYY-MM-DD in the configured zone */
  tanggal: string;
  judul: string;
  /** The class page, or the task page for a deadline. */
  tautan: string;
}

const kunci = (h: { tahun: number; bulan: number; hari: number }) =>
  `${h.tahun}-${String(h.bulan).padStart(2, "0")}-${String(h.hari).padStart(2, "0")}`;

export function Kalender({ serverTime, timeZone, kegiatan = [] }: { serverTime: string; timeZone: string; kegiatan?: Kegiatan[] }) {
  const hariIni = pecahTanggal(serverTime, timeZone) ?? { tahun: 2026, bulan: 1, hari: 1 };
  const [bulan, setBulan] = useState({ tahun: hariIni.tahun, bulan: hariIni.bulan });
  const [pilih, setPilih] = useState(kunci(hariIni));
  const grid = gridBulan(bulan.tahun, bulan.bulan);
  const geser = (d: number) => setBulan(geserBulan(bulan.tahun, bulan.bulan, d));
  const acara = kegiatan.filter((k) => k.tanggal === pilih);
  const sel = (h: Hari) => {
    const k = kunci(h);
    const cls = [
      "size-9 rounded-full text-sm",
      h.diBulanIni ? "text-slate-800" : "text-slate-400",
      k === kunci(hariIni) ? "font-bold ring-2 ring-blue-700" : "",
      k === pilih ? "bg-blue-700 text-white" : "hover:bg-slate-100",
    ].join(" ");
    return (
      <button key={k} type="button" className={cls} aria-pressed={k === pilih} aria-label={`${h.hari} ${BULAN[h.bulan - 1]} ${h.tahun}`} onClick={() => setPilih(k)}>
        {h.hari}
      </button>
    );
  };
  return (
    <section className="kartu p-4" aria-label="Kalender">
      <div className="mb-2 flex items-center justify-between">
        <button type="button" className="tombol-garis px-2 py-1" aria-label="Bulan sebelumnya" onClick={() => geser(-1)}>
          ‹
        </button>
        <div className="font-semibold text-slate-900">{`${BULAN[bulan.bulan - 1]} ${bulan.tahun}`}</div>
        <button type="button" className="tombol-garis px-2 py-1" aria-label="Bulan berikutnya" onClick={() => geser(1)}>
          ›
        </button>
      </div>
      <div className="grid grid-cols-7 justify-items-center gap-1 text-xs font-medium text-slate-500">
        {HARI.map((h) => (
          <div key={h} title={h}>
            {h.slice(0, 3)}
          </div>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 justify-items-center gap-1">{grid.flat().map(sel)}</div>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Keterangan</h3>
      {acara.length === 0 ? (
        <p className="text-sm text-slate-500">Tidak ada kegiatan pada tanggal ini.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-700">
          {acara.map((a) => (
            <li key={a.judul}>
              <Link to={a.tautan} className="hover:text-blue-700 hover:underline">
                {a.judul}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
