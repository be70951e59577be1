// Attendance lists (spec 2 §2): /kehadiran for lecturers, with the tabs 'Kehadiran Dosen'
// (their own attendance per meeting that has started, tab 0) and 'Kehadiran Peserta'
// (?tab=1), and /kehadiran-peserta for operators (participants only). The participants' list
// is the class list (its filter panel, search, pages: spec 2 §9) with each class's attendance,
// 'Rekap' to the class recap and 'Export Excel' of every row the filters select.
// Everything lives in the URL, so the tabs, pages and search work without JavaScript; rows are
// a table from 640 px up and cards below.
import { type ReactNode, useState } from "react";
import { Link } from "../../app/link";
import { usePage } from "../../app/page-context";
import { DataKosong } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { Tag } from "../../components/status-tag";
import { kelasLabel } from "../../features/kelas/aturan";
import { CariKelas } from "../../features/kelas/cari";
import { FilterPanel } from "../../features/kelas/filter-panel";
import { DaftarInfo } from "../../features/kelas/kartu";
import { periodeLabel } from "../../lib/periode";
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
  mataKuliahLabel,
  nomorAwal,
  PER_PAGE_DOSEN,
  PER_PAGE_KELAS,
  pengajarLabel,
  persenKehadiranLabel,
  pertemuanLabel,
  statusKehadiranDosen,
  TAB_KEHADIRAN,
  TAB_PESERTA,
} from "./aturan";

export const title = "Kehadiran";

const TH = "bg-slate-100 px-3 py-2 text-left text-xs font-semibold whitespace-nowrap text-slate-600 uppercase";

/** A table's header row, one cell per column. */
function Kepala({ kolom }: { kolom: ReactNode[] }) {
  return (
    <thead>
      <tr>
        {kolom.map((k, i) => (
          <th key={i} className={TH}>
            {k}
          </th>
        ))}
      </tr>
    </thead>
  );
}
const TD = "px-3 py-2 align-top";
const TOMBOL_LINK =
  "inline-flex items-center rounded-md border border-blue-700 bg-blue-700 px-2.5 py-1 text-xs font-medium text-white hover:bg-blue-800";
const KOSONG_META = { total_items: 0, page: 1, per_page: 5 };

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
  const [filter, setFilter] = useState(false);
  const rows: KehadiranKelasBaris[] = data.kelas?.data ?? [];
  const meta = data.kelas?.meta ?? KOSONG_META;
  const awal = nomorAwal(meta);
  const cari = data.filter?.search;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className={judulTerlihat ? "text-lg font-semibold text-slate-900" : "sr-only"}>Kehadiran Peserta</h2>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <CariKelas value={cari == null ? "" : String(cari)} />
          <button type="button" className="tombol-garis h-9" onClick={() => setFilter(true)}>
            Filter
          </button>
          <a href={alamatExport(data.filter)} className="tombol-garis h-9" download>
            Export Excel
          </a>
        </div>
      </div>
      {rows.length === 0 ? (
        <DataKosong pesan="Tidak ada kelas yang tersedia." className="py-10" />
      ) : (
        <>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full border-collapse text-sm">
              <Kepala kolom={["No", "Periode", "Mata Kuliah", "Kelas", "Pengajar", "Peserta", "Pertemuan", "Kehadiran", <span key="aksi" className="sr-only">Aksi</span>]} />
              <tbody>
                {rows.map((r, i) => (
                  <tr key={r.kelas.id} data-kelas={r.kelas.id} className="border-b border-slate-100 hover:bg-slate-50">
                    <td className={TD}>{awal + i}</td>
                    <td className={`${TD} whitespace-nowrap`}>{periodeLabel(r.kelas.periode)}</td>
                    <td className={`${TD} min-w-36`}>{mataKuliahLabel(r.kelas.mata_kuliah)}</td>
                    <td className={`${TD} whitespace-nowrap`}>{kelasLabel(r.kelas)}</td>
                    <td className={TD}>{pengajarLabel(r.kelas.pengajar)}</td>
                    <td className={TD}>{r.kelas.jumlah_peserta}</td>
                    <td className={`${TD} whitespace-nowrap`}>{pertemuanLabel(r)}</td>
                    <td className={`${TD} font-semibold whitespace-nowrap text-slate-900`}>{persenKehadiranLabel(r.kehadiran.persen_kehadiran)}</td>
                    <td className={`${TD} text-right`}>
                      <Link to={alamatRekap(r.kelas.id)} className={TOMBOL_LINK}>
                        Rekap
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 sm:hidden">
            {rows.map((r, i) => (
              <li key={r.kelas.id} data-kelas={r.kelas.id} className="rounded-lg border border-slate-200 p-3 shadow-sm">
                <div className="mb-2 flex items-start justify-between gap-3">
                  <p className="min-w-0 font-medium break-words text-slate-900">{`${awal + i}. ${mataKuliahLabel(r.kelas.mata_kuliah)}`}</p>
                  <p className="shrink-0 text-right">
                    <span className="block text-base font-semibold text-slate-900">{persenKehadiranLabel(r.kehadiran.persen_kehadiran)}</span>
                    <span className="block text-xs text-slate-500">Kehadiran</span>
                  </p>
                </div>
                <DaftarInfo
                  baris={[
                    ["Periode", periodeLabel(r.kelas.periode)],
                    ["Kelas", kelasLabel(r.kelas)],
                    ["Pengajar", pengajarLabel(r.kelas.pengajar)],
                    ["Peserta", r.kelas.jumlah_peserta],
                    ["Pertemuan", pertemuanLabel(r)],
                  ]}
                />
                <div className="mt-2 flex justify-end border-t border-slate-100 pt-2">
                  <Link to={alamatRekap(r.kelas.id)} className={TOMBOL_LINK}>
                    Rekap
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination meta={meta} options={PER_PAGE_KELAS} />
      <FilterPanel open={filter} onClose={() => setFilter(false)} />
    </>
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
  const meta = data.dosen?.meta ?? { ...KOSONG_META, per_page: 10 };
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
  const { data, app } = usePage<KehadiranDaftarPage | null>();
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
