// The class info box of the recaps (attendance, grades: spec 2 §2): Periode, Mata Kuliah
// 'kode - nama', Kelas 'nama (jenis)', Kampus when given, Mode Kuliah (or '-'), and the
// recap's buttons (Export Excel) beside it.
import type { ReactNode } from "react";
import { periodeLabel } from "../../lib/periode";
import { tipePertemuanLabel } from "../../lib/status";

export interface KelasRekap {
  periode: number;
  kode_mk: string;
  nama_mk: string;
  nama_kelas: string;
  jenis_kelas: string;
  mode_kuliah?: string | null;
  kampus?: string | null;
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2 sm:block">
      <dt className="w-24 shrink-0 pt-0.5 text-xs font-medium text-slate-500 sm:w-auto sm:pt-0">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-slate-800">{value}</dd>
    </div>
  );
}

export function InfoKelasRekap({ kelas: k, children }: { kelas: KelasRekap; children?: ReactNode }) {
  return (
    <div className="kartu mb-4 flex flex-wrap items-start justify-between gap-4 p-4">
      <dl className="grid w-full grid-cols-1 gap-2 sm:w-auto sm:flex-1 sm:grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] sm:gap-3">
        <Info label="Periode" value={periodeLabel(k.periode)} />
        <Info label="Mata Kuliah" value={`${k.kode_mk} - ${k.nama_mk}`} />
        <Info label="Kelas" value={k.jenis_kelas ? `${k.nama_kelas} (${k.jenis_kelas})` : k.nama_kelas} />
        {k.kampus != null && <Info label="Kampus" value={k.kampus || "-"} />}
        <Info label="Mode Kuliah" value={k.mode_kuliah ? tipePertemuanLabel(k.mode_kuliah) : "-"} />
      </dl>
      {children}
    </div>
  );
}
