// The section roots /tugas, /ujian, /forum and /vidcon (spec 1, the dashboard tiles): the
// user's activities of one kind across the classes of the current period. 'Aktif' is what
// the tile counts (still open; for a student, not done yet), 'Selesai' the ended ones; a
// student sees on each whether they handed it in.
import type { PageProps } from "../../api/types";
import type { components } from "../../api/schema";
import { Link } from "../../app/link";
import { dataHalaman, usePageData } from "../../app/page-context";
import { DataKosong } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { Tag, TagStatusPertemuan } from "../../components/status-tag";
import { pengerjaanLabel } from "../../lib/status";
import { formatTanggalJam } from "../../lib/tanggal";

type Data = components["schemas"]["DaftarAktivitasPageData"];
type Jenis = Data["jenis"];

const JUDUL: Partial<Record<Jenis, string>> = { tugas: "Tugas", ujian: "Kuis/Ujian", forum: "Forum", vidcon: "Vidcon" };

export const title = (p: PageProps) => JUDUL[dataHalaman(p, "daftar_aktivitas")?.jenis ?? "tugas"] ?? "Aktivitas";

const tab = (aktif: boolean) =>
  `border-b-2 px-3 py-2 text-sm font-medium sentuh:py-3 ${aktif ? "border-blue-700 text-blue-800" : "border-transparent text-slate-600 hover:text-slate-900"}`;

/** A student's 'Sudah dikumpulkan' (green) or 'Belum dikumpulkan' (amber); nothing for staff. */
function TagPengerjaan({ jenis, dikerjakan }: { jenis: string; dikerjakan?: boolean | null }) {
  const label = pengerjaanLabel(jenis, dikerjakan);
  if (!label) return null;
  return <Tag className={dikerjakan ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-800"}>{label}</Tag>;
}

export default function Page() {
  const { data, app } = usePageData("daftar_aktivitas");
  const judul = JUDUL[data.jenis] ?? "Aktivitas";
  return (
    <>
      <PageHeader crumbs={[{ label: judul }]} />
      <section className="kartu p-4 sm:p-5">
        <nav aria-label={`Daftar ${judul}`} className="mb-3 flex gap-2 border-b border-slate-200">
          <Link to={`/${data.jenis}`} className={tab(!data.selesai)} aria-current={!data.selesai ? "page" : undefined}>
            Aktif
          </Link>
          <Link to={`/${data.jenis}?status=selesai`} className={tab(data.selesai)} aria-current={data.selesai ? "page" : undefined}>
            Selesai
          </Link>
        </nav>
        {data.items.length === 0 ? (
          <DataKosong
            pesan={data.selesai ? `Belum ada ${judul.toLowerCase()} yang selesai.` : `Tidak ada ${judul.toLowerCase()} yang sedang aktif.`}
          />
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.items.map((a) => (
              <li key={a.id}>
                <Link to={a.tautan} className="-mx-2 block rounded-md px-2 py-3 hover:bg-slate-50">
                  <span className="flex flex-wrap items-center gap-1.5">
                    <TagStatusPertemuan status={a.status} />
                    <TagPengerjaan jenis={a.jenis} dikerjakan={a.dikerjakan} />
                    <span className="text-xs text-slate-500">{`${a.kelas} · Pertemuan ${a.nomor_pertemuan}`}</span>
                  </span>
                  <span className="mt-1 block font-medium break-words text-slate-900">{a.judul}</span>
                  <span className="block text-xs text-slate-500">
                    {`${formatTanggalJam(a.waktu_mulai, app.time_zone)} - ${formatTanggalJam(a.waktu_selesai, app.time_zone)}`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pagination meta={data.meta} options={[10, 20]} />
      </section>
    </>
  );
}
