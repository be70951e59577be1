// Dashboard calendar (spec 1 §2.3): Indonesian month grid, today marked, a dot on each day
// with events, the chosen day's events under 'Keterangan' (the shown month's, by day, after
// moving to a month without the chosen day). "Today" comes from the server time in the
// configured zone, so server and browser render the same month.
import { useState } from "react";
import { Link } from "../app/link";
import { BULAN, HARI } from "../lib/tanggal-nama";
import { pecahTanggal } from "../lib/tanggal-inti";
import { geserBulan, gridBulan, type Hari, jumlahPerHari } from "./kalender-grid";

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
  const [pilih, setPilih] = useState<string | null>(kunci(hariIni));
  const grid = gridBulan(bulan.tahun, bulan.bulan);
  const jumlah = jumlahPerHari(kegiatan);
  const geser = (d: number) => {
    const baru = geserBulan(bulan.tahun, bulan.bulan, d);
    setBulan(baru);
    // The chosen day stays only while its month is shown; else 'Keterangan' lists the month.
    setPilih(baru.tahun === hariIni.tahun && baru.bulan === hariIni.bulan ? kunci(hariIni) : null);
  };
  const awalBulan = kunci({ ...bulan, hari: 1 }).slice(0, 8);
  const acara = pilih ? kegiatan.filter((k) => k.tanggal === pilih) : kegiatan.filter((k) => k.tanggal.startsWith(awalBulan));
  const sel = (h: Hari) => {
    const k = kunci(h);
    const n = jumlah.get(k) ?? 0;
    const cls = [
      "relative size-9 rounded-full text-sm",
      h.diBulanIni ? "text-slate-800" : "text-slate-500",
      k === kunci(hariIni) ? "font-bold ring-2 ring-blue-700" : "",
      k === pilih ? "bg-blue-700 text-white" : "hover:bg-slate-100",
    ].join(" ");
    const label = `${h.hari} ${BULAN[h.bulan - 1]} ${h.tahun}${n ? `, ${n} kegiatan` : ""}`;
    return (
      <button key={k} type="button" className={cls} aria-pressed={k === pilih} aria-label={label} onClick={() => setPilih(k)}>
        {h.hari}
        {n > 0 && <span aria-hidden="true" className={`absolute bottom-1 left-1/2 size-1.5 -translate-x-1/2 rounded-full ${k === pilih ? "bg-white" : "bg-orange-500"}`} />}
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
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{pilih ? "Keterangan" : `Keterangan ${BULAN[bulan.bulan - 1]} ${bulan.tahun}`}</h3>
      {acara.length === 0 ? (
        <p className="text-sm text-slate-500">{pilih ? "Tidak ada kegiatan pada tanggal ini." : "Tidak ada kegiatan pada bulan ini."}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-700">
          {acara.map((a) => (
            <li key={`${a.tanggal} ${a.tautan} ${a.judul}`}>
              {!pilih && <span className="mr-1.5 text-xs text-slate-500 tabular-nums">{`${a.tanggal.slice(8, 10)}/${a.tanggal.slice(5, 7)}`}</span>}
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
