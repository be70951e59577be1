// Attendance lists (spec 2 §2): /kehadiran for lecturers, with the tabs 'Kehadiran Dosen'
// (their own attendance per meeting that has started, tab 0) and 'Kehadiran Peserta'
// (?tab=1), and /kehadiran-peserta for operators (participants only). The participants' list
// is the class list (its filter panel, search, pages: spec 2 §9) with each class's attendance,
// 'Rekap' to the class recap and 'Export Excel' of every row the filters select.
// Everything lives in the URL, so the tabs, pages and search work without JavaScript; rows are
// a table from 640 px up and cards below.
import { Link } from "../../app/link";
import { usePageData } from "../../app/page-context";
import { DataKosong } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";
import { TautanUnduh } from "../../components/tautan-unduh";
import { Pagination } from "../../components/pagination";
import { Tag } from "../../components/status-tag";
import { mataKuliahLabel } from "../../features/kelas/aturan";
import { DaftarKelas, Kepala, TD } from "../../features/kelas/daftar-kelas";
import { DaftarInfo } from "../../features/kelas/kartu";
import { formatJam, formatTanggal, zonaLabel } from "../../lib/tanggal";
import {
  alamatExport,
  alamatPertemuan,
  alamatRekap,
  jamKuliah,
  jenisLabel,
  judulPertemuan,
  KELAS_WARNA,
  type KehadiranDaftarPage,
  type KehadiranDosenBaris,
  type KehadiranKelasBaris,
  PER_PAGE_DOSEN,
  persenKehadiranLabel,
  pertemuanLabel,
  statusKehadiranDosen,
  TAB_KEHADIRAN,
  TAB_PESERTA,
} from "./aturan";

export const title = "Kehadiran";

function Tab({ aktif }: { aktif: number }) {
  return (
    <nav aria-label="Tab Kehadiran" className="mb-4 border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {TAB_KEHADIRAN.map((t) => (
          <li key={t.tab}>
            <Link
              to={t.to}
              aria-current={t.tab === aktif ? "page" : undefined}
              className={`inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
                t.tab === aktif ? "border-blue-700 text-blue-700" : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Participants' attendance per class (tab 1 and the operator's page). */
function KehadiranPeserta({ data, judulTerlihat }: { data: KehadiranDaftarPage; judulTerlihat: boolean }) {
  return (
    <DaftarKelas<KehadiranKelasBaris>
      judul="Kehadiran Peserta"
      judulTerlihat={judulTerlihat}
      filter={data.filter}
      list={data.kelas}
      kolomPeriode
      kolom={[
        { label: "Pertemuan", isi: pertemuanLabel, className: "whitespace-nowrap" },
        {
          label: "Kehadiran",
          isi: (r) => persenKehadiranLabel(r.kehadiran.persen_kehadiran),
          className: "font-semibold whitespace-nowrap text-slate-900",
        },
      ]}
      sorotan={(r) => ({ nilai: persenKehadiranLabel(r.kehadiran.persen_kehadiran), label: "Kehadiran" })}
      info={(r) => [["Pertemuan", pertemuanLabel(r)]]}
      aksi={(r) => ({ label: "Rekap", to: alamatRekap(r.kelas.id) })}
      alat={
        <TautanUnduh href={alamatExport(data.filter)} className="tombol-garis h-9">
          Export Excel
        </TautanUnduh>
      }
    />
  );
}

function TagStatus({ b }: { b: KehadiranDosenBaris }) {
  return (
    <span className="flex flex-wrap gap-1">
      {statusKehadiranDosen(b).map((t) => (
        <Tag key={t.label} className={`${KELAS_WARNA[t.warna]} whitespace-nowrap`}>
          {t.label}
        </Tag>
      ))}
    </span>
  );
}

/** The lecturer's own attendance per meeting that has started (tab 0). */
function KehadiranDosen({ data, tz }: { data: KehadiranDaftarPage; tz: string }) {
  const rows: KehadiranDosenBaris[] = data.dosen?.data ?? [];
  const meta = data.dosen?.meta ?? { total_items: 0, page: 1, per_page: 10 };
  const waktu = (b: KehadiranDosenBaris) => `${formatJam(b.waktu_mulai, tz)} - ${formatJam(b.waktu_selesai, tz)} ${zonaLabel(tz)}`;
  return (
    <>
      <h2 className="sr-only">Kehadiran Dosen</h2>
      {rows.length === 0 ? (
        <DataKosong pesan="Tidak ada pertemuan yang tersedia." className="py-10" />
      ) : (
        <>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full border-collapse text-sm">
              <Kepala kolom={["Tanggal", "Mata Kuliah", "Pertemuan", "Jenis", "Mulai", "Selesai", "Status"]} />
              <tbody>
                {rows.map((b) => (
                  <tr key={b.id_pertemuan} data-pertemuan={b.id_pertemuan} className="border-b border-slate-100 hover:bg-slate-50">
                    <td className={`${TD} whitespace-nowrap`}>
                      <span className="block">{formatTanggal(b.waktu_mulai, tz)}</span>
                      <span className="block text-xs text-slate-500">{waktu(b)}</span>
                    </td>
                    <td className={TD}>
                      <span className="block">{mataKuliahLabel({ kode: b.kode_mk, nama: b.nama_mk })}</span>
                      <span className="block text-xs text-slate-500">{`Kelas ${b.nama_kelas}`}</span>
                    </td>
                    <td className={TD}>
                      <Link to={alamatPertemuan(b)} className="font-medium text-blue-700 hover:underline">
                        {judulPertemuan(b)}
                      </Link>
                    </td>
                    <td className={TD}>{jenisLabel(b.jenis)}</td>
                    <td className={TD}>{jamKuliah(b.mulai_kuliah, tz)}</td>
                    <td className={TD}>{jamKuliah(b.selesai_kuliah, tz)}</td>
                    <td className={TD}>
                      <TagStatus b={b} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 sm:hidden">
            {rows.map((b) => (
              <li key={b.id_pertemuan} data-pertemuan={b.id_pertemuan} className="rounded-lg border border-slate-200 p-3 shadow-sm">
                <Link to={alamatPertemuan(b)} className="block font-medium break-words text-blue-700 hover:underline">
                  {judulPertemuan(b)}
                </Link>
                <p className="mb-2 text-sm break-words text-slate-600">{`${mataKuliahLabel({ kode: b.kode_mk, nama: b.nama_mk })} · Kelas ${b.nama_kelas}`}</p>
                <DaftarInfo
                  baris={[
                    ["Tanggal", `${formatTanggal(b.waktu_mulai, tz)}, ${waktu(b)}`],
                    ["Jenis", jenisLabel(b.jenis)],
                    ["Mulai", jamKuliah(b.mulai_kuliah, tz)],
                    ["Selesai", jamKuliah(b.selesai_kuliah, tz)],
                    ["Status", <TagStatus key="status" b={b} />],
                  ]}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination meta={meta} options={PER_PAGE_DOSEN} />
    </>
  );
}

export default function Page() {
  const { data, app } = usePageData("kehadiran_daftar");
  if (!data) return <PageHeader crumbs={[{ label: "Kehadiran" }]} />;
  const dosen = data.tipe === "dosen";
  const tab = dosen ? data.tab : TAB_PESERTA;
  return (
    <>
      <PageHeader crumbs={[{ label: "Kehadiran" }]} />
      <div className="kartu p-3 sm:p-4">
        {dosen && <Tab aktif={tab} />}
        {tab === TAB_PESERTA ? <KehadiranPeserta data={data} judulTerlihat={!dosen} /> : <KehadiranDosen data={data} tz={app.time_zone} />}
      </div>
    </>
  );
}
