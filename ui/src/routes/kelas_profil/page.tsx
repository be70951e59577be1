// Class profile (/kelas/{id}/profil): the class data, syllabus, programmes, teachers and
// meeting count; a link back to the class.
import type { PageProps } from "../../api/types";
import { Link } from "../../app/link";
import { dataHalaman, usePageData } from "../../app/page-context";
import { PageHeader } from "../../components/page-header";
import { TombolSalin } from "../../components/tombol-salin";
import { prodiKelasLabel, prodiLabel } from "../../features/kelas/aturan";
import { BannerKelas, TOMBOL_BANNER } from "../../features/kelas/banner";
import { DataKelas, Kartu } from "../../features/kelas/kartu";
import { namaPengajar } from "../../features/kelas/pengajar";
import { Silabus } from "../../features/kelas/silabus-modal";

export const title = (p: PageProps) => {
  const k = dataHalaman(p, "kelas_profil");
  return k?.mata_kuliah ? `Profil ${k.mata_kuliah.nama} (${k.kelas.nama})` : "Profil Kelas";
};

export default function Page() {
  const { data: k } = usePageData("kelas_profil");
  const kembali = `/kelas/${k.id}`;
  return (
    <>
      <PageHeader crumbs={[{ label: "Kelas", to: "/kelas" }, { label: k.mata_kuliah.nama, to: kembali }, { label: "Profil Kelas" }]} />
      <BannerKelas
        k={k}
        aksi={
          <Link to={kembali} className={TOMBOL_BANNER}>
            Kembali ke Kelas
          </Link>
        }
      />
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <DataKelas
          k={k}
          extra={[
            ["SKS", k.mata_kuliah.sks],
            ["Prodi Matkul", prodiLabel(k.mata_kuliah.prodi)],
            ["Prodi Kelas", prodiKelasLabel(k.prodi_kelas)],
            [
              "Pengajar",
              k.pengajar.length ? (
                <ul>
                  {k.pengajar.map((p) => (
                    <li key={p.id_dosen}>{namaPengajar(p)}</li>
                  ))}
                </ul>
              ) : (
                "-"
              ),
            ],
            ["Pertemuan", k.jumlah_pertemuan],
            ["Peserta", k.jumlah_peserta],
            [
              "ID Kelas",
              <span key="id" className="inline-flex flex-wrap items-center gap-2">
                <span className="tabular-nums">{k.id}</span>
                <TombolSalin teks={String(k.id)} jenis="id" label="Salin ID" />
              </span>,
            ],
          ]}
        />
        <Kartu id="silabus" judul="Silabus">
          <Silabus teks={k.mata_kuliah.silabus?.teks} />
        </Kartu>
      </div>
    </>
  );
}
