// One collapsible activity card (spec 3 §2), coloured by type; collapsed at first unless
// awalTerbuka (a student's forum that has not started). A text shows neither a status nor
// times in its header. The body
// is mounted on the first opening and then only hidden, so a reading countdown or a player
// keeps its state while the card is closed.
//
// The header is a GET form's button: before the scripts run (a slow phone line) or without them,
// a tap asks for the page with `?buka=<jenis>-<id>`, which the server renders with that card open
// and the browser scrolls to; once hydrated, the tap opens the card in place.
import { type ReactNode, useState } from "react";
import { useLocation } from "react-router";
import { getQuery } from "../../app/query";
import { jenisAktivitasLabel, rentangWaktu } from "./aturan";
import { TagStatusPertemuan } from "../../components/status-tag";
import { TagAktivitas, WARNA_AKTIVITAS } from "./tag";
import type { AktivitasKartu } from "./types";

export interface KartuAktivitasProps {
  a: AktivitasKartu;
  tz: string;
  /** The body of the card (every kind has one); called with whether the card is open. */
  isi?: (terbuka: boolean) => ReactNode;
  /** Expanded at first (also in the server render). */
  awalTerbuka?: boolean;
  /** Why the card cannot be opened now (a student's exam before its start); null: it can. */
  terkunci?: string | null;
  /** Shown below the header whether the card is open or locked (a student's exam comments). */
  kaki?: ReactNode;
}

/** The `buka` query value that opens this card in the server's render. */
export const kunciKartu = (a: Pick<AktivitasKartu, "jenis" | "id">) => `${a.jenis}-${a.id}`;

export function KartuAktivitas({ a, tz, isi, awalTerbuka = false, terkunci = null, kaki }: KartuAktivitasProps) {
  const { pathname, search } = useLocation();
  const kunci = kunciKartu(a);
  const awal = !terkunci && (awalTerbuka || getQuery(search, "buka") === kunci);
  const [terbuka, setTerbuka] = useState(awal);
  const [pernah, setPernah] = useState(awal);
  const idIsi = `aktivitas-${kunci}`;
  const idKartu = `kartu-${kunci}`;
  // A text lasts as long as its meeting: no status, no times of its own.
  const teks = a.jenis === "teks";
  const buka = () => {
    if (terkunci) return;
    setTerbuka((t) => !t);
    setPernah(true);
  };
  return (
    <section
      id={idKartu}
      className={`kartu scroll-mt-4 overflow-hidden border-l-4 ${WARNA_AKTIVITAS[a.jenis]?.garis ?? "border-l-slate-400"}`}
    >
      <form
        method="get"
        action={`${pathname}#${idKartu}`}
        onSubmit={(e) => {
          e.preventDefault();
          buka();
        }}
      >
        <input type="hidden" name="buka" value={terbuka ? "" : kunci} />
        <h3>
          <button
            type={terkunci ? "button" : "submit"}
            aria-expanded={terbuka}
            aria-controls={idIsi}
            aria-disabled={terkunci ? true : undefined}
            className={`flex w-full items-start gap-3 p-3 text-left sm:p-4 ${terkunci ? "cursor-not-allowed" : "hover:bg-slate-50"}`}
          >
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-1.5">
                <TagAktivitas jenis={a.jenis} label={jenisAktivitasLabel(a.jenis)} />
                {!teks && <TagStatusPertemuan status={a.status} />}
              </span>
              <span className="mt-1 block font-medium break-words text-slate-900">{a.judul}</span>
              {!teks && <span className="block text-xs text-slate-500">{rentangWaktu(a.waktu_mulai, a.waktu_selesai, tz)}</span>}
              {terkunci && <span className="mt-1 block text-xs text-amber-800">{terkunci}</span>}
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
      </form>
      <div id={idIsi} hidden={!terbuka} className="border-t border-slate-100 p-3 sm:p-4">
        {pernah && isi?.(terbuka)}
      </div>
      {kaki && <div className="flex flex-wrap gap-2 border-t border-slate-100 px-3 py-2 sm:px-4">{kaki}</div>}
    </section>
  );
}
