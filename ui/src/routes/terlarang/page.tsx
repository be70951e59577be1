// /forbidden/{idPertemuan} (spec 2 §2, §8): where a lecturer lands when a meeting's attendance
// is kept from its teachers by the exam attendance restriction (UTS and UAS meetings), with the
// reason and the way back to the meeting.
import { Link } from "../../app/link";
import { usePageData } from "../../app/page-context";
import { PageHeader } from "../../components/page-header";

export const title = "Akses Dibatasi";

export default function Page() {
  const { data } = usePageData("terlarang");
  return (
    <>
      <PageHeader crumbs={[{ label: "Kehadiran", to: "/kehadiran" }, { label: "Akses Dibatasi" }]} />
      <section className="kartu mx-auto max-w-xl p-5 text-center" aria-labelledby="terlarang-judul">
        <h1 id="terlarang-judul" className="text-lg font-bold text-slate-900">
          Akses Dibatasi
        </h1>
        <p className="mt-2 text-sm text-slate-600">{data.pesan}</p>
        <Link to={`/kelas/${data.id_kelas}/${data.id_pertemuan}`} className="tombol-utama mt-4 inline-flex">
          Kembali ke Pertemuan
        </Link>
      </section>
    </>
  );
}
