// Dashboard calendar (spec 1 §2.3): Indonesian month grid, today marked, a dot on each day
// with events, the chosen day's events under 'Keterangan' (the shown month's, by day, after
// moving to a month without the chosen day). "Today" comes from the server time in the
// configured zone, so server and browser render the same month. The page brings this month's
// events per day (the dots) and today's events; a month's whole list is asked for
// (`/v1/kegiatan?bulan=`) when another day or month is chosen, once.
import { useEffect, useState } from "react";
import type { Kegiatan, KegiatanAwal } from "../api/types";
import { panggil } from "../app/panggil";
import { Link } from "../app/link";
import { BULAN, HARI } from "../lib/tanggal-nama";
import { pecahTanggal } from "../lib/tanggal-inti";
import { geserBulan, gridBulan, type Hari, jumlahPerHari } from "../lib/kalender-grid";
import { Memuat } from "./memuat";

const kunci = (h: { tahun: number; bulan: number; hari: number }) =>
  `${h.tahun}-${String(h.bulan).padStart(2, "0")}-${String(h.hari).padStart(2, "0")}`;

const kunciBulan = (b: { tahun: number; bulan: number }) => kunci({ ...b, hari: 1 }).slice(0, 7);

/**
 * The shown month: its events per day (the dots) and its list: loaded (kept for coming back),
 * today's from the first load while today is chosen, "gagal" when asking failed (asked again
 * when a day or the month is chosen again), undefined while being asked.
 */
function useKegiatanBulan(awal: KegiatanAwal, bulan: string, pilih: string | null) {
  const [dimuat, setDimuat] = useState<Record<string, Kegiatan[]>>({});
  const [gagal, setGagal] = useState<string | null>(null);
  const cukupAwal = bulan === awal.bulan && pilih === awal.hari_ini;
  const perlu = !cukupAwal && !dimuat[bulan];
  useEffect(() => {
    setGagal(null);
    if (!perlu) return;
    const batal = new AbortController();
    panggil("/v1/kegiatan", "get", { query: { bulan }, signal: batal.signal }).then(
      (r) => setDimuat((m) => ({ ...m, [bulan]: r.data })),
      () => {
        if (!batal.signal.aborted) setGagal(bulan);
      },
    );
    return () => batal.abort();
  }, [bulan, perlu, pilih]);
  const semua = dimuat[bulan];
  const jumlah = semua ? jumlahPerHari(semua) : new Map(bulan === awal.bulan ? Object.entries(awal.jumlah) : []);
  const daftar: Kegiatan[] | "gagal" | undefined = semua ?? (cukupAwal ? awal.data : gagal === bulan ? "gagal" : undefined);
  return { jumlah, daftar };
}

export function Kalender({ serverTime, timeZone, kegiatan }: { serverTime: string; timeZone: string; kegiatan: KegiatanAwal }) {
  const hariIni = pecahTanggal(serverTime, timeZone) ?? { tahun: 2026, bulan: 1, hari: 1 };
  const [bulan, setBulan] = useState({ tahun: hariIni.tahun, bulan: hariIni.bulan });
  const [pilih, setPilih] = useState<string | null>(kunci(hariIni));
  const grid = gridBulan(bulan.tahun, bulan.bulan);
  const { jumlah, daftar: muatan } = useKegiatanBulan(kegiatan, kunciBulan(bulan), pilih);
  const daftar = Array.isArray(muatan) ? muatan : [];
  const tampilkan = (baru: { tahun: number; bulan: number }, hari: string | null) => {
    setBulan(baru);
    setPilih(hari);
  };
  // The chosen day stays only while its month is shown; else 'Keterangan' lists the month.
  const geser = (d: number) => {
    const baru = geserBulan(bulan.tahun, bulan.bulan, d);
    tampilkan(baru, baru.tahun === hariIni.tahun && baru.bulan === hariIni.bulan ? kunci(hariIni) : null);
  };
  const acara = pilih ? daftar.filter((k) => k.tanggal === pilih) : daftar;
  const kunciHariIni = kunci(hariIni);
  const sel = (h: Hari) => {
    const k = kunci(h);
    const n = h.diBulanIni ? (jumlah.get(k) ?? 0) : 0;
    const label = `${h.hari} ${BULAN[h.bulan - 1]} ${h.tahun}${n ? `, ${n} kegiatan` : ""}`;
    // Looks: .hari-kal in styles/app.css (the dot is its ::after).
    return (
      <button
        key={k}
        type="button"
        className="hari-kal"
        data-luar={h.diBulanIni ? undefined : ""}
        data-hari-ini={k === kunciHariIni ? "" : undefined}
        data-ada={n > 0 ? "" : undefined}
        aria-pressed={k === pilih}
        aria-label={label}
        onClick={() => (h.diBulanIni ? setPilih(k) : tampilkan(h, k))}
      >
        {h.hari}
      </button>
    );
  };
  return (
    <section className="kartu p-3 sm:p-4" aria-label="Kalender">
      <div className="mb-2 flex items-center justify-between">
        <button type="button" className="tombol-garis size-11 p-0 text-lg" aria-label="Bulan sebelumnya" onClick={() => geser(-1)}>
          ‹
        </button>
        <div className="font-semibold text-slate-900">{`${BULAN[bulan.bulan - 1]} ${bulan.tahun}`}</div>
        <button type="button" className="tombol-garis size-11 p-0 text-lg" aria-label="Bulan berikutnya" onClick={() => geser(1)}>
          ›
        </button>
      </div>
      <div className="grid grid-cols-7 justify-items-center text-xs font-medium text-slate-500">
        {HARI.map((h) => (
          <div key={h} title={h}>
            {h.slice(0, 3)}
          </div>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 justify-items-center">{grid.flat().map(sel)}</div>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">
        {pilih ? "Keterangan" : `Keterangan ${BULAN[bulan.bulan - 1]} ${bulan.tahun}`}
      </h3>
      {muatan === undefined ? (
        <Memuat className="text-sm text-slate-500">Memuat kegiatan…</Memuat>
      ) : muatan === "gagal" ? (
        <p className="text-sm text-red-700">Kegiatan bulan ini gagal dimuat. Periksa koneksi lalu buka bulan ini lagi.</p>
      ) : acara.length === 0 ? (
        <p className="text-sm text-slate-500">{pilih ? "Tidak ada kegiatan pada tanggal ini." : "Tidak ada kegiatan pada bulan ini."}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-700">
          {acara.map((a) => (
            <li key={`${a.tanggal} ${a.tautan} ${a.judul}`}>
              {!pilih && (
                <span className="mr-1.5 text-xs text-slate-500 tabular-nums">{`${a.tanggal.slice(8, 10)}/${a.tanggal.slice(5, 7)}`}</span>
              )}
              <Link to={a.tautan} className="inline-flex min-h-11 items-center hover:text-blue-700 hover:underline">
                {a.judul}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
