// A student's own attendance (/kehadiran-saya, issue 37 §3): per class of the running period the
// percentage by the one rule, whether the final exam's requirement is met, and each meeting with
// its status and how it was recorded. Phone first; the classes are <details>, so the page opens
// and closes without scripts; `?kelas=` (the class page's link) opens that class first.
import { usePage, usePageData } from "../../app/page-context";
import { Link } from "../../app/link";
import type { KehadiranSayaKelas, PresensiSaya } from "../../features/kehadiran/types";
import { HalamanKelasSaya, KartuKelasSaya } from "../../features/kelas/kelas-saya";
import { formatTanggal } from "../../lib/tanggal";
import { caraPencatatan, hitunganHadir, persenLabel, statusPertemuan, syaratUjian, WARNA_CHIP } from "./aturan";

export const title = "Kehadiran Saya";

export default function Page() {
  const { data } = usePageData("kehadiran_saya");
  return (
    <HalamanKelasSaya
      judul="Kehadiran Saya"
      keterangan={`${data.periode ? `Periode ${data.periode}. ` : ""}Persentase dihitung dari pertemuan yang telah terlaksana; syarat mengikuti UAS minimal ${data.syarat_persen}% kehadiran.`}
      kelas={data.kelas}
      kartu={(k) => <KartuKehadiran k={k} syarat={data.syarat_persen} buka={data.dibuka === k.kelas.id} />}
    />
  );
}

function KartuKehadiran({ k, syarat, buka }: { k: KehadiranSayaKelas; syarat: number; buka: boolean }) {
  const s = syaratUjian(k, syarat);
  const keterangan = (
    <>
      <div className="mt-1 text-xs text-slate-600">{hitunganHadir(k)}</div>
      <span className={`mt-2 inline-block rounded px-2 py-0.5 text-xs font-semibold ${WARNA_CHIP[s.warna]}`}>{s.label}</span>
    </>
  );
  return (
    <KartuKelasSaya
      kelas={k.kelas}
      buka={buka}
      keterangan={keterangan}
      ringkasan={<div className="text-xl font-bold text-slate-900">{persenLabel(k.kehadiran.persen)}</div>}
      halaman="kehadiran"
    >
      <ol className="divide-y divide-slate-100 border-t border-slate-200" aria-label={`Pertemuan ${k.kelas.nama_mk}`}>
        {k.pertemuan.map((p) => (
          <BarisPertemuan key={p.id_pertemuan} p={p} idKelas={k.kelas.id} />
        ))}
      </ol>
    </KartuKelasSaya>
  );
}

function BarisPertemuan({ p, idKelas }: { p: PresensiSaya; idKelas: number }) {
  const { app } = usePage();
  const status = statusPertemuan(p);
  const cara = caraPencatatan(p);
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3">
      <div className="min-w-0 text-sm">
        <Link to={`/kelas/${idKelas}/${p.id_pertemuan}`} className="font-medium text-slate-800 hover:text-blue-700">
          Pertemuan {p.nomor}: {p.judul}
        </Link>
        <div className="text-xs text-slate-600">{formatTanggal(p.waktu_mulai, app.time_zone)}</div>
        {cara && <div className="text-xs text-slate-600">{cara}</div>}
      </div>
      <span className={`shrink-0 rounded px-2 py-0.5 text-xs font-semibold ${WARNA_CHIP[status.warna]}`}>{status.label}</span>
    </li>
  );
}
