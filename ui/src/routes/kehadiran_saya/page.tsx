// A student's own attendance (/kehadiran-saya, issue 37 §3): per class of the running period the
// percentage by the one rule, whether the final exam's requirement is met, and each meeting with
// its status and how it was recorded. Phone first; the classes are <details>, so the page opens
// and closes without scripts; `?kelas=` (the class page's link) opens that class first.
import { usePage } from "../../app/page-context";
import { Link } from "../../app/link";
import { PageHeader } from "../../components/page-header";
import type { KehadiranSayaKelas, KehadiranSayaPage, PresensiSaya } from "../../features/kehadiran/types";
import { formatTanggal } from "../../lib/tanggal";
import { caraPencatatan, hitunganHadir, persenLabel, statusPertemuan, syaratUjian, WARNA_CHIP } from "./aturan";

export const title = "Kehadiran Saya";

export default function Page() {
  const { data } = usePage<KehadiranSayaPage>();
  return (
    <>
      <PageHeader crumbs={[{ label: "Kehadiran Saya" }]} />
      <section aria-label="Kehadiran Saya" className="mx-auto w-full max-w-3xl space-y-3">
        <div>
          <p className="text-sm text-slate-600">
            {data.periode ? `Periode ${data.periode}. ` : ""}Persentase dihitung dari pertemuan yang telah terlaksana; syarat mengikuti UAS
            minimal {data.syarat_persen}% kehadiran.
          </p>
        </div>
        {data.kelas.length === 0 ? (
          <p className="kartu p-4 text-sm text-slate-600">Belum ada kelas pada periode ini.</p>
        ) : (
          <ul className="space-y-3">
            {data.kelas.map((k) => (
              <li key={k.kelas.id}>
                <KartuKelas k={k} syarat={data.syarat_persen} buka={data.dibuka === k.kelas.id} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function KartuKelas({ k, syarat, buka }: { k: KehadiranSayaKelas; syarat: number; buka: boolean }) {
  const s = syaratUjian(k, syarat);
  return (
    <details id={`kelas-${k.kelas.id}`} open={buka} className="kartu group overflow-hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-start justify-between gap-3 p-4">
        <div className="min-w-0">
          <div className="font-semibold text-slate-900">{k.kelas.nama_mk}</div>
          <div className="text-sm text-slate-600">
            {k.kelas.kode_mk} · Kelas {k.kelas.nama_kelas}
          </div>
          <div className="mt-1 text-xs text-slate-600">{hitunganHadir(k)}</div>
          <span className={`mt-2 inline-block rounded px-2 py-0.5 text-xs font-semibold ${WARNA_CHIP[s.warna]}`}>{s.label}</span>
        </div>
        <div className="shrink-0 text-right">
          <div className="text-xl font-bold text-slate-900">{persenLabel(k.kehadiran.persen)}</div>
          <div className="text-xs text-blue-700 group-open:hidden">Lihat rincian</div>
          <div className="hidden text-xs text-blue-700 group-open:block">Tutup rincian</div>
        </div>
      </summary>
      <ol className="divide-y divide-slate-100 border-t border-slate-200" aria-label={`Pertemuan ${k.kelas.nama_mk}`}>
        {k.pertemuan.map((p) => (
          <BarisPertemuan key={p.id_pertemuan} p={p} idKelas={k.kelas.id} />
        ))}
      </ol>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 p-3">
        <Link to={`/kelas/${k.kelas.id}`} className="tombol-garis inline-flex min-h-11 items-center">
          Buka kelas
        </Link>
        <Link to={`/nilai-saya?kelas=${k.kelas.id}#kelas-${k.kelas.id}`} className="tombol-garis inline-flex min-h-11 items-center">
          Nilai saya
        </Link>
      </div>
    </details>
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
