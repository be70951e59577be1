// Class profile (/kelas/{id}/profil): the class data, syllabus and teachers.
import { Link } from "react-router";
import type { KelasDetail, PageProps } from "../../api/types";
import { usePage } from "../../app/page-context";
import { PageHeader } from "../../components/page-header";
import { DataKelas, DataPengajar } from "../../features/kelas/kartu";

export const title = (p: PageProps) => {
  const k = p.data as KelasDetail | null;
  return k ? `Profil ${k.mata_kuliah.nama}` : "Profil Kelas";
};

export default function Page() {
  const { data: k } = usePage<KelasDetail>();
  const prodiKelas = k.prodi_kelas.length ? k.prodi_kelas.map((p) => `${p.jenjang} ${p.nama}`).join(", ") : "Tidak Ada";
  return (
    <>
      <PageHeader
        crumbs={[{ label: "Beranda", to: "/beranda" }, { label: "Kelas", to: "/kelas" }, { label: k.mata_kuliah.nama, to: `/kelas/${k.id}` }, { label: "Profil" }]}
      />
      <div className="grid gap-4 xl:grid-cols-2">
        <DataKelas k={k} />
        <section className="kartu p-4 text-sm">
          <h2 className="mb-2 font-semibold text-slate-900">Silabus</h2>
          <p className="whitespace-pre-line text-slate-700">{k.mata_kuliah.silabus.teks || "Belum ada silabus."}</p>
          <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-1.5">
            <dt className="text-slate-500">SKS</dt>
            <dd>{k.mata_kuliah.sks}</dd>
            <dt className="text-slate-500">Pertemuan</dt>
            <dd>{k.jumlah_pertemuan}</dd>
            <dt className="text-slate-500">Prodi Kelas</dt>
            <dd>{prodiKelas}</dd>
          </dl>
        </section>
        <DataPengajar k={k} />
      </div>
      <Link to={`/kelas/${k.id}`} className="tombol-garis mt-4">
        Kembali ke kelas
      </Link>
    </>
  );
}
