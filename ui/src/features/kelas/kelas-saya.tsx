// The shell of a student's own pages (/kehadiran-saya, /nilai-saya; issue 37 §3): the period's
// note, one card per class as a <details> (opens and closes without scripts), `buka` the class
// the link asked for, and the card's way to the class and to the other own page.
import type { ReactNode } from "react";
import type { components } from "../../api/schema";
import { Link } from "../../app/link";
import { PageHeader } from "../../components/page-header";

export type KelasSaya = components["schemas"]["KelasSaya"];

export function HalamanKelasSaya<T extends { kelas: KelasSaya }>(props: {
  judul: string;
  keterangan: string;
  kelas: T[];
  kartu: (k: T) => ReactNode;
}) {
  return (
    <>
      <PageHeader crumbs={[{ label: props.judul }]} />
      <section aria-label={props.judul} className="mx-auto w-full max-w-3xl space-y-3">
        <p className="text-sm text-slate-600">{props.keterangan}</p>
        {props.kelas.length === 0 ? (
          <p className="kartu p-4 text-sm text-slate-600">Belum ada kelas pada periode ini.</p>
        ) : (
          <ul className="space-y-3">
            {props.kelas.map((k) => (
              <li key={k.kelas.id}>{props.kartu(k)}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The other own page of the same class: its link's label and address. */
const LAIN = {
  kehadiran: { label: "Nilai saya", alamat: "/nilai-saya" },
  nilai: { label: "Kehadiran saya", alamat: "/kehadiran-saya" },
} as const;

export function KartuKelasSaya(props: {
  kelas: KelasSaya;
  buka: boolean;
  /** The figure on the card's right: a percentage, a final score. */
  ringkasan: ReactNode;
  /** Under the course's name, always shown. */
  keterangan?: ReactNode;
  halaman: keyof typeof LAIN;
  children: ReactNode;
}) {
  const { kelas: k } = props;
  const lain = LAIN[props.halaman];
  return (
    <details id={`kelas-${k.id}`} open={props.buka} className="kartu group overflow-hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-start justify-between gap-3 p-4">
        <div className="min-w-0">
          <div className="font-semibold text-slate-900">{k.nama_mk}</div>
          <div className="text-sm text-slate-600">
            {k.kode_mk} · Kelas {k.nama_kelas}
          </div>
          {props.keterangan}
        </div>
        <div className="max-w-[45%] shrink-0 text-right">
          {props.ringkasan}
          <div className="text-xs text-blue-700 group-open:hidden">Lihat rincian</div>
          <div className="hidden text-xs text-blue-700 group-open:block">Tutup rincian</div>
        </div>
      </summary>
      {props.children}
      <div className="flex flex-wrap gap-2 border-t border-slate-200 p-3">
        <Link to={`/kelas/${k.id}`} className="tombol-garis inline-flex min-h-11 items-center">
          Buka kelas
        </Link>
        <Link to={`${lain.alamat}?kelas=${k.id}#kelas-${k.id}`} className="tombol-garis inline-flex min-h-11 items-center">
          {lain.label}
        </Link>
      </div>
    </details>
  );
}
