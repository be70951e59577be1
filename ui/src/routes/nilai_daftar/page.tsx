// Grade list (/nilai, spec 2 §2): the classes the user may see grades of, with the class
// list's search, filter panel and pages (spec 2 §9), each with its graded activities and
// the hand-ins still waiting for a score (a red tag), and 'Rekap Nilai' to the class grade
// recap. Everything lives in the URL, so it works without JavaScript; rows are a table from
// 640 px up and cards below.
import { usePageData } from "../../app/page-context";
import { PageHeader } from "../../components/page-header";
import { Tag } from "../../components/status-tag";
import { DaftarKelas } from "../../features/kelas/daftar-kelas";
import type { NilaiKelasBaris } from "../../features/nilai/types";
import { alamatRekapNilai, belumDinilai } from "./aturan";

export const title = "Nilai";

function BelumDinilai({ r }: { r: NilaiKelasBaris }) {
  const b = belumDinilai(r.nilai);
  return b.tag ? <Tag className="bg-red-100 text-red-800">{b.teks}</Tag> : <>{b.teks}</>;
}

export default function Page() {
  const { data } = usePageData("nilai_daftar");
  return (
    <>
      <PageHeader crumbs={[{ label: "Nilai" }]} />
      {data && (
        <div className="kartu p-3 sm:p-4">
          <DaftarKelas<NilaiKelasBaris>
            judul="Daftar Kelas"
            judulTerlihat
            filter={data.filter}
            list={data.kelas}
            kolom={[
              { label: "Aktivitas Bernilai", isi: (r) => r.nilai.aktivitas_bernilai },
              { label: "Belum Dinilai", isi: (r) => <BelumDinilai r={r} /> },
            ]}
            sorotan={(r) => ({ nilai: <BelumDinilai r={r} />, label: "Belum Dinilai" })}
            info={(r) => [["Aktivitas Bernilai", r.nilai.aktivitas_bernilai]]}
            aksi={(r) => ({ label: "Rekap Nilai", to: alamatRekapNilai(r.kelas.id) })}
          />
        </div>
      )}
    </>
  );
}
