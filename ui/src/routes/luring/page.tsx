// The offline page (/luring): the service worker keeps it and shows it when a page was never
// opened on this device and the network is gone (ui/src/sw/sw.ts). It lists the pages kept on
// the device for the signed-in user, which open offline with their 'data terakhir' banner.
import { useEffect, useState } from "react";
import { daftarTersimpan } from "../../app/luring";
import { formatTanggalJam } from "../../lib/tanggal";
import { type EntriDaftar, urutDaftar } from "../../sw/aturan";

export const layout = "blank";
export const title = "Offline";

/** The title without the app's name ('Detail Kelas | LMS' → 'Detail Kelas'). */
const judulHalaman = (judul: string) => judul.replace(/\s*\|[^|]*$/, "") || judul;

export default function Page() {
  const [tersimpan, setTersimpan] = useState<(EntriDaftar & { path: string })[] | null>(null);
  useEffect(() => {
    void daftarTersimpan().then((d) => setTersimpan(urutDaftar(d)));
  }, []);
  return (
    <main className="flex min-h-screen items-start justify-center px-4 py-10 sm:items-center">
      <div className="kartu w-full max-w-lg p-6">
        <h1 className="mb-2 text-xl font-semibold text-slate-900">Anda sedang offline</h1>
        <p className="mb-4 text-sm text-slate-600">
          Halaman ini belum tersimpan di perangkat ini. Periksa koneksi internet Anda, lalu coba lagi.
        </p>
        <button type="button" className="tombol-utama" onClick={() => window.location.reload()}>
          Coba Lagi
        </button>
        {tersimpan && tersimpan.length > 0 && (
          <section aria-labelledby="luring-tersimpan" className="mt-6 border-t border-slate-100 pt-4">
            <h2 id="luring-tersimpan" className="mb-2 text-base font-semibold text-slate-900">
              Tersimpan di perangkat ini
            </h2>
            <ul className="divide-y divide-slate-100">
              {tersimpan.map((e) => (
                <li key={e.path}>
                  <a href={e.path} className="flex min-h-11 flex-col justify-center py-2 text-sm hover:bg-slate-50">
                    <span className="font-medium text-blue-700">{judulHalaman(e.judul)}</span>
                    <span className="text-xs text-slate-500">{`Data terakhir ${formatTanggalJam(e.waktu)}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </main>
  );
}
