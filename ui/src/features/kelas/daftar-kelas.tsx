// A class list with figures per class (participants' attendance at /kehadiran, grades at
// /nilai): the search box, the filter panel, rows as a table from 640 px up and cards
// below, and the pages. Everything lives in the URL, so it works without JavaScript.
import { type ReactNode, useState } from "react";
import type { KelasFilter, KelasRow, ListMeta } from "../../api/types";
import { Link } from "../../app/link";
import { DataKosong } from "../../components/data-kosong";
import { Pagination } from "../../components/pagination";
import { periodeLabel } from "../../lib/periode";
import { kelasLabel, mataKuliahLabel, nomorAwal, pengajarLabel, PER_PAGE_KELAS } from "./aturan";
import { CariKelas } from "./cari";
import { FilterPanel } from "./filter-panel";
import { DaftarInfo } from "./kartu";

export const TH = "bg-slate-100 px-3 py-2 text-left text-xs font-semibold whitespace-nowrap text-slate-600 uppercase";
export const TD = "px-3 py-2 align-top";
export const TOMBOL_LINK =
  "inline-flex items-center rounded-md border border-blue-700 bg-blue-700 px-2.5 py-1 text-xs font-medium text-white hover:bg-blue-800";
const KOSONG_META: ListMeta = { total_items: 0, page: 1, per_page: 5 };

/** A table's header row, one cell per column. */
export function Kepala({ kolom }: { kolom: ReactNode[] }) {
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

/** A table column: its heading, its cell and the cell's extra classes. */
export interface KolomKelas<R> {
  label: string;
  isi: (r: R) => ReactNode;
  className?: string;
}

export interface DaftarKelasProps<R extends { kelas: KelasRow }> {
  /** The list's heading (visually hidden unless judulTerlihat). */
  judul: string;
  judulTerlihat?: boolean;
  filter: KelasFilter | null | undefined;
  list: { data: R[]; meta: ListMeta } | null | undefined;
  /** A 'Periode' column before the course's. */
  kolomPeriode?: boolean;
  /** The list's own columns after No, (Periode,) Mata Kuliah, Kelas, Pengajar and Peserta. */
  kolom: KolomKelas<R>[];
  /** A card's headline figure and its caption, beside the course name. */
  sorotan: (r: R) => { nilai: ReactNode; label: string };
  /** A card's own label/value rows after Periode, Kelas, Pengajar and Peserta. */
  info: (r: R) => [string, ReactNode][];
  /** The row's action link. */
  aksi: (r: R) => { label: string; to: string };
  /** More toolbar buttons after 'Filter' (e.g. 'Export Excel'). */
  alat?: ReactNode;
}

const KOLOM_PERIODE: KolomKelas<{ kelas: KelasRow }> = {
  label: "Periode",
  isi: (r) => periodeLabel(r.kelas.periode),
  className: "whitespace-nowrap",
};
const KOLOM_KELAS: KolomKelas<{ kelas: KelasRow }>[] = [
  { label: "Mata Kuliah", isi: (r) => mataKuliahLabel(r.kelas.mata_kuliah), className: "min-w-36" },
  { label: "Kelas", isi: (r) => kelasLabel(r.kelas), className: "whitespace-nowrap" },
  { label: "Pengajar", isi: (r) => pengajarLabel(r.kelas.pengajar) },
  { label: "Peserta", isi: (r) => r.kelas.jumlah_peserta },
];

const infoKelas = (k: KelasRow): [string, ReactNode][] => [
  ["Periode", periodeLabel(k.periode)],
  ["Kelas", kelasLabel(k)],
  ["Pengajar", pengajarLabel(k.pengajar)],
  ["Peserta", k.jumlah_peserta],
];

export function DaftarKelas<R extends { kelas: KelasRow }>(props: DaftarKelasProps<R>) {
  const { judul, judulTerlihat = false, filter, list, kolomPeriode = false, sorotan, info, aksi, alat } = props;
  const kolom: KolomKelas<R>[] = [...(kolomPeriode ? [KOLOM_PERIODE] : []), ...KOLOM_KELAS, ...props.kolom];
  const [panel, setPanel] = useState(false);
  const rows = list?.data ?? [];
  const meta = list?.meta ?? KOSONG_META;
  const awal = nomorAwal(meta);
  const tautan = (r: R) => {
    const a = aksi(r);
    return (
      <Link to={a.to} className={TOMBOL_LINK}>
        {a.label}
      </Link>
    );
  };
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className={judulTerlihat ? "text-lg font-semibold text-slate-900" : "sr-only"}>{judul}</h2>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <CariKelas filter={filter} />
          <button type="button" className="tombol-garis h-9" onClick={() => setPanel(true)}>
            Filter
          </button>
          {alat}
        </div>
      </div>
      {rows.length === 0 ? (
        <DataKosong pesan="Tidak ada kelas yang tersedia." className="py-10" />
      ) : (
        <>
          <div className="relative hidden overflow-x-auto sm:block">
            <table className="w-full border-collapse text-sm sm:aksi-tersemat">
              <Kepala
                kolom={[
                  "No",
                  ...kolom.map((k) => k.label),
                  <span key="aksi" className="sr-only">
                    Aksi
                  </span>,
                ]}
              />
              <tbody>
                {rows.map((r, i) => (
                  <tr key={r.kelas.id} data-kelas={r.kelas.id} className="border-b border-slate-100 hover:bg-slate-50">
                    <td className={TD}>{awal + i}</td>
                    {kolom.map((k) => (
                      <td key={k.label} className={k.className ? `${TD} ${k.className}` : TD}>
                        {k.isi(r)}
                      </td>
                    ))}
                    <td className={`${TD} text-right`}>{tautan(r)}</td>
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
                    <span className="block text-base font-semibold text-slate-900">{sorotan(r).nilai}</span>
                    <span className="block text-xs text-slate-500">{sorotan(r).label}</span>
                  </p>
                </div>
                <DaftarInfo baris={[...infoKelas(r.kelas), ...info(r)]} />
                <div className="mt-2 flex justify-end border-t border-slate-100 pt-2">{tautan(r)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination meta={meta} options={PER_PAGE_KELAS} />
      <FilterPanel open={panel} onClose={() => setPanel(false)} filter={filter} />
    </>
  );
}
