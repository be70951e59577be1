// 'Tautan Aktivasi' on the import page: imported accounts have no password until their one-time
// link gives them one. The operator downloads the links (a CSV for the university's mail merge
// or printer) for students, lecturers or both; a new link replaces an account's older one, so
// the page says so before it makes them.
import { useState } from "react";
import { unduh } from "../../app/api-client";
import { useToast } from "../../components/toast";
import { galatHariTautan, HARI_TAUTAN_BAWAAN, KOTAK_ISIAN, PERAN_TAUTAN, type PeranTautan } from "./aturan";

export function TautanAktivasi() {
  const toast = useToast();
  const [peran, setPeran] = useState<PeranTautan>("");
  const [hari, setHari] = useState(String(HARI_TAUTAN_BAWAAN));
  const [sibuk, setSibuk] = useState(false);
  const galat = galatHariTautan(hari);

  const buat = async () => {
    if (galat) return;
    setSibuk(true);
    try {
      const body = { alamat: window.location.origin, peran: peran || undefined, hari: Number(hari) };
      await unduh("/lms/tautan_aktivasi", undefined, "tautan-aktivasi.csv", body);
      toast.success("Tautan aktivasi diunduh");
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setSibuk(false);
    }
  };

  return (
    <section aria-labelledby="tautan-aktivasi-judul" className="kartu space-y-4 p-4 sm:p-6">
      <h2 id="tautan-aktivasi-judul" className="font-semibold text-slate-900">
        Tautan Aktivasi
      </h2>
      <p className="text-sm text-slate-600">
        Akun hasil impor belum mempunyai password. Unduh satu tautan untuk setiap akun tersebut (.csv), lalu kirimkan lewat email atau
        cetak. Tautan dipakai sekali untuk membuat password; tautan baru menggantikan tautan lama akun itu.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700">
          Peran
          <select
            className={`mt-1 block ${KOTAK_ISIAN}`}
            value={peran}
            onChange={(e) => setPeran(e.target.value as PeranTautan)}
            disabled={sibuk}
          >
            {PERAN_TAUTAN.map(([nilai, label]) => (
              <option key={nilai} value={nilai}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Berlaku (hari)
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={90}
            className={`mt-1 block w-28 ${KOTAK_ISIAN}`}
            value={hari}
            onChange={(e) => setHari(e.target.value)}
            aria-invalid={galat != null}
            aria-describedby={galat ? "tautan-hari-galat" : undefined}
            disabled={sibuk}
          />
        </label>
        <button type="button" className="tombol-utama" onClick={() => void buat()} disabled={sibuk || galat != null} aria-busy={sibuk}>
          {sibuk ? "Membuat..." : "Unduh Tautan Aktivasi"}
        </button>
      </div>
      {galat && (
        <p id="tautan-hari-galat" className="text-sm text-red-600">
          {galat}
        </p>
      )}
    </section>
  );
}
