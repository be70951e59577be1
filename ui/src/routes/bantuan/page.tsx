// 'Bantuan' (/bantuan): the guides of the signed-in user's role, each a title and numbered
// steps, with a search box (?q=, a GET form, so it works before scripts load). Nothing is
// edited here: the guides ship with the release.
import { Link } from "../../app/link";
import { usePageData } from "../../app/page-context";
import { DataKosong } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";
import { INPUT } from "../../features/pertemuan/field";

export const title = "Bantuan";

export default function Page() {
  const { data } = usePageData("bantuan");
  return (
    <>
      <PageHeader crumbs={[{ label: "Bantuan" }]} />
      <form method="get" action="/bantuan" role="search" className="kartu mb-4 flex flex-wrap items-end gap-2 p-4">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="bantuan-cari" className="mb-1 block text-sm font-medium text-slate-700">
            Cari panduan
          </label>
          <input
            id="bantuan-cari"
            name="q"
            type="search"
            defaultValue={data.q}
            placeholder="mis. presensi, tugas, nilai"
            className={INPUT}
          />
        </div>
        <button type="submit" className="tombol-utama">
          Cari
        </button>
        {data.q && (
          <Link to="/bantuan" className="tombol-garis">
            Semua panduan
          </Link>
        )}
      </form>
      {data.q && (
        <p className="mb-3 text-sm text-slate-600">{`${data.panduan.length} dari ${data.jumlah_semua} panduan cocok dengan '${data.q}'.`}</p>
      )}
      {data.panduan.length === 0 ? (
        <DataKosong pesan="Tidak ada panduan yang cocok. Coba kata lain." className="kartu p-8" />
      ) : (
        <div className="space-y-3">
          {data.panduan.map((p) => (
            <details key={p.id} id={p.id} open={data.q !== "" || data.panduan.length === 1} className="kartu group p-4 sm:px-6">
              <summary className="cursor-pointer font-semibold text-slate-900 marker:text-blue-700">{p.judul}</summary>
              <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
                {p.langkah.map((l, i) => (
                  <li key={i}>{l}</li>
                ))}
              </ol>
            </details>
          ))}
        </div>
      )}
    </>
  );
}
