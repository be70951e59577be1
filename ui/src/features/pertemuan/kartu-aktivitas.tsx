// One collapsible activity card (spec 3 §2), coloured by type; collapsed at first unless
// awalTerbuka (a student's forum that has not started). A text shows neither a status nor
// times in its header. The body
// is mounted on the first opening and then only hidden, so a reading countdown or a player
// keeps its state while the card is closed.
import { type ReactNode, useState } from "react";
import { Link } from "../../app/link";
import { formatTanggalJam } from "../../lib/tanggal";
import { jenisAktivitasLabel, rentangWaktu } from "./aturan";
import { TagStatusPertemuan } from "../../components/status-tag";
import { TagAktivitas, WARNA_AKTIVITAS } from "./tag";
import type { AktivitasKartu } from "./types";

export interface KartuAktivitasProps {
  a: AktivitasKartu;
  idKelas: number;
  tz: string;
  /** The body of a material, task, forum, vidcon or text card; other kinds (exams) show their times. */
  isi?: (terbuka: boolean) => ReactNode;
  /** Expanded at first (also in the server render). */
  awalTerbuka?: boolean;
}

function Waktu({ a, idKelas, tz }: Pick<KartuAktivitasProps, "a" | "idKelas" | "tz">) {
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Waktu Mulai</dt>
        <dd className="text-slate-800">{formatTanggalJam(a.waktu_mulai, tz)}</dd>
        <dt className="text-slate-500">Waktu Selesai</dt>
        <dd className="text-slate-800">{formatTanggalJam(a.waktu_selesai, tz)}</dd>
      </dl>
      {a.jenis === "tugas" && (
        <Link to={`/kelas/${idKelas}/tugas/${a.id}`} className="tombol-utama">
          Lihat Tugas
        </Link>
      )}
    </div>
  );
}

export function KartuAktivitas({ a, idKelas, tz, isi, awalTerbuka = false }: KartuAktivitasProps) {
  const [terbuka, setTerbuka] = useState(awalTerbuka);
  const [pernah, setPernah] = useState(awalTerbuka);
  const idIsi = `aktivitas-${a.jenis}-${a.id}`;
  // A text lasts as long as its meeting: no status, no times of its own.
  const teks = a.jenis === "teks";
  const buka = () => {
    setTerbuka((t) => !t);
    setPernah(true);
  };
  return (
    <section className={`kartu overflow-hidden border-l-4 ${WARNA_AKTIVITAS[a.jenis]?.garis ?? "border-l-slate-400"}`}>
      <h3>
        <button
          type="button"
          aria-expanded={terbuka}
          aria-controls={idIsi}
          onClick={buka}
          className="flex w-full items-start gap-3 p-3 text-left hover:bg-slate-50 sm:p-4"
        >
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-1.5">
              <TagAktivitas jenis={a.jenis} label={jenisAktivitasLabel(a.jenis)} />
              {!teks && <TagStatusPertemuan status={a.status} />}
            </span>
            <span className="mt-1 block font-medium break-words text-slate-900">{a.judul}</span>
            {!teks && <span className="block text-xs text-slate-500">{rentangWaktu(a.waktu_mulai, a.waktu_selesai, tz)}</span>}
          </span>
          <svg
            viewBox="0 0 20 20"
            fill="currentColor"
            aria-hidden="true"
            className={`mt-1 size-5 shrink-0 text-slate-400 transition-transform ${terbuka ? "rotate-180" : ""}`}
          >
            <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
          </svg>
        </button>
      </h3>
      <div id={idIsi} hidden={!terbuka} className="border-t border-slate-100 p-3 sm:p-4">
        {pernah && (isi ? isi(terbuka) : <Waktu a={a} idKelas={idKelas} tz={tz} />)}
      </div>
    </section>
  );
}
