// Card frame, empty state and the 'Data Kelas' card of the class detail and profile pages.
import type { ReactNode } from "react";
import { DataKosong } from "../../components/data-kosong";
import { StatusTag } from "../../components/status-tag";
import { periodeLabel } from "../../lib/periode";
import { lingkupLabel, tipePertemuanLabel } from "../../lib/status";
import { jadwalLabel, kelasLabel } from "./aturan";
import type { KelasDetail } from "./types";

export interface KartuProps {
  id?: string;
  judul: string;
  /** e.g. '32 Peserta', under the title. */
  sub?: ReactNode;
  aksi?: ReactNode;
  children: ReactNode;
}

export function Kartu({ id, judul, sub, aksi, children }: KartuProps) {
  return (
    <section id={id} className="kartu scroll-mt-4 p-3 sm:p-4" aria-labelledby={id ? `${id}-judul` : undefined}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={id ? `${id}-judul` : undefined} className="font-semibold text-slate-900">
            {judul}
          </h2>
          {sub != null && <p className="text-xs text-slate-500">{sub}</p>}
        </div>
        {aksi && <div className="flex flex-wrap gap-2">{aksi}</div>}
      </div>
      {children}
    </section>
  );
}

/** The empty student list message, also used for the teachers (spec 1 §2.5). */
export function Kosong() {
  return <DataKosong pesan="Tidak ada mahasiswa yang tersedia pada kelas ini." className="py-6" />;
}

/** Label/value rows; two columns from 360 px up. */
export function DaftarInfo({ baris }: { baris: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
      {baris.map(([label, isi]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-words text-slate-800">{isi}</dd>
        </div>
      ))}
    </dl>
  );
}

export function barisDataKelas(k: KelasDetail): [string, ReactNode][] {
  return [
    ["Periode", periodeLabel(k.periode)],
    ["Mata Kuliah", `${k.mata_kuliah.kode} - ${k.mata_kuliah.nama}`],
    ["Kelas", kelasLabel(k)],
    ["Mode Kuliah", tipePertemuanLabel(k.mode_kuliah)],
    ["Lingkup", lingkupLabel(k.lingkup)],
    ["Kapasitas", k.kapasitas],
    ["Kampus", k.kampus.nama || "-"],
    [
      "Jadwal",
      k.jadwal.length ? (
        <ul>
          {k.jadwal.map((j, i) => (
            <li key={i}>{jadwalLabel(j)}</li>
          ))}
        </ul>
      ) : (
        "-"
      ),
    ],
    ["Status", <StatusTag key="status" status={k.status} />],
  ];
}

export function DataKelas({ k, aksi, extra = [] }: { k: KelasDetail; aksi?: ReactNode; extra?: [string, ReactNode][] }) {
  return (
    <Kartu id="data-kelas" judul="Data Kelas" aksi={aksi}>
      <DaftarInfo baris={[...barisDataKelas(k), ...extra]} />
    </Kartu>
  );
}
