// A student's own grades (/nilai-saya, issue 37 §3): per class of the running period each graded
// activity with the student's score (an exam's only once its lecturer published the scores), the
// SIKAD components with their weights, and the final score once nothing it counts is withheld.
// Phone first; the classes are <details> (no scripts needed); `?kelas=` opens that class first.
import { usePageData } from "../../app/page-context";
import { Link } from "../../app/link";
import { HalamanKelasSaya, KartuKelasSaya } from "../../features/kelas/kelas-saya";
import { JENIS_LABEL } from "../../features/nilai/label";
import type { NilaiSayaKelas } from "../../features/nilai/types";
import { labelKomponen, nilaiAkhir, nilaiAktivitas, nilaiKomponen } from "./aturan";

export const title = "Nilai Saya";

export default function Page() {
  const { data } = usePageData("nilai_saya");
  return (
    <HalamanKelasSaya
      judul="Nilai Saya"
      keterangan={`${data.periode ? `Periode ${data.periode}. ` : ""}Nilai kuis dan ujian tampil setelah dosen mempublikasikannya; nilai akhir resmi tetap yang tercatat di SIKAD.`}
      kelas={data.kelas}
      kartu={(k) => <KartuNilai k={k} buka={data.dibuka === k.kelas.id} />}
    />
  );
}

function KartuNilai({ k, buka }: { k: NilaiSayaKelas; buka: boolean }) {
  const ringkasan = (
    <>
      <div className="text-xs text-slate-600">Nilai akhir</div>
      {/* A number stands out; 'Menunggu publikasi' must not squeeze the course's name on a phone. */}
      <div className={k.nilai_akhir != null ? "text-lg font-bold text-slate-900" : "text-sm font-semibold text-slate-700"}>
        {nilaiAkhir(k)}
      </div>
    </>
  );
  return (
    <KartuKelasSaya kelas={k.kelas} buka={buka} ringkasan={ringkasan} halaman="nilai">
      <div className="border-t border-slate-200 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-800">Komponen nilai</h2>
        {k.komponen.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">Rencana evaluasi mata kuliah ini belum diatur.</p>
        ) : (
          <dl className="mt-1 divide-y divide-slate-100 text-sm">
            {k.komponen.map((c) => (
              <div key={c.label} className="flex justify-between gap-3 py-1.5">
                <dt className="text-slate-700">
                  {labelKomponen(c)}
                  {c.dari_sikad && <span className="ml-1 text-xs text-slate-500">(dari SIKAD)</span>}
                </dt>
                <dd className="font-semibold text-slate-900">{nilaiKomponen(c)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className="border-t border-slate-200 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-800">Aktivitas yang dinilai</h2>
        {k.aktivitas.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">Belum ada tugas, kuis, forum atau ujian yang dinilai.</p>
        ) : (
          <ol className="mt-1 divide-y divide-slate-100 text-sm">
            {k.aktivitas.map((a) => (
              <li key={a.id} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link to={`/kelas/${k.kelas.id}/${a.id_pertemuan}`} className="font-medium text-slate-800 hover:text-blue-700">
                    {a.judul}
                  </Link>
                  <div className="text-xs text-slate-600">
                    {JENIS_LABEL[a.jenis]} · Pertemuan {a.nomor_pertemuan}
                  </div>
                </div>
                <span className="shrink-0 font-semibold text-slate-900">{nilaiAktivitas(a)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </KartuKelasSaya>
  );
}
