// The list's filters (spec 1 §2.6): Prodi (derived from the courses), Mata Kuliah (narrowed to
// that programme) and 'Cari' (500 ms after typing). They live in the URL, so a reload or a
// shared link shows the same list; the form also submits without JavaScript.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useNavigatePage } from "../../app/page-context";
import { withQuery } from "../../app/query";
import { PilihSemua, type PilihSemuaProps } from "../../components/pilih-semua";
import { INPUT } from "../pertemuan/field";
import { type BankSoalHalaman, opsiMataKuliah, opsiProdi } from "./aturan";

export const CARI_BANK_DEBOUNCE_MS = 500;

/** Some filter is set: 'Reset' has something to clear. */
export const adaSaring = (f: BankSoalHalaman["filter"]) => Boolean(f.search || f.mata_kuliah || f.prodi_matkul);

const teks = (v: number | string | null | undefined) => (v == null ? "" : String(v));

function Saring(props: Omit<PilihSemuaProps, "className" | "selectClassName">) {
  return <PilihSemua {...props} className="min-w-0 flex-1 sm:max-w-64" selectClassName={INPUT} />;
}

export function FilterBank({ data }: { data: Pick<BankSoalHalaman, "filter" | "mata_kuliah"> }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigatePage();
  const prodi = teks(data.filter.prodi_matkul);
  const mk = teks(data.filter.mata_kuliah);
  const opsiMk = opsiMataKuliah(data.mata_kuliah, prodi);
  const ke = (ubah: Record<string, string | null>) => navigate(pathname + withQuery(search, { ...ubah, page: null }));
  const [cari, setCari] = useState(teks(data.filter.search));
  const timer = useRef<number | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  // Follow the URL (back/forward) unless the user is typing.
  const dariUrl = teks(data.filter.search);
  useEffect(() => {
    if (document.activeElement !== input.current) setCari(dariUrl);
  }, [dariUrl]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const cariNanti = (v: string) => {
    setCari(v);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => ke({ search: v.trim() || null }), CARI_BANK_DEBOUNCE_MS);
  };
  return (
    <form
      method="get"
      action={pathname}
      role="search"
      aria-label="Filter bank soal"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        window.clearTimeout(timer.current);
        ke({ search: cari.trim() || null });
      }}
    >
      <Saring
        id="filter-prodi"
        label="Prodi"
        nama="prodi_matkul"
        value={prodi}
        opsi={opsiProdi(data.mata_kuliah)}
        // A course of another programme no longer fits the list.
        onChange={(v) =>
          ke({
            prodi_matkul: v || null,
            mata_kuliah: v && mk && !opsiMataKuliah(data.mata_kuliah, v).some(([id]) => id === mk) ? null : mk || null,
          })
        }
      />
      <Saring
        id="filter-mata-kuliah"
        label="Mata Kuliah"
        nama="mata_kuliah"
        value={mk}
        opsi={opsiMk}
        onChange={(v) => ke({ mata_kuliah: v || null })}
      />
      <div className="min-w-0 basis-full sm:basis-auto sm:flex-1">
        <label htmlFor="cari-bank" className="mb-1 block text-xs font-medium text-slate-600">
          Cari
        </label>
        <input
          ref={input}
          id="cari-bank"
          name="search"
          type="search"
          value={cari}
          placeholder="Cari judul, deskripsi atau pembuat"
          onChange={(e) => cariNanti(e.target.value)}
          className={INPUT}
        />
      </div>
      <noscript>
        <button type="submit" className="tombol-garis">
          Terapkan
        </button>
      </noscript>
      {/* Spec 1 §2.6 'Reset': every filter cleared; a plain link, so it works before scripts. */}
      {adaSaring(data.filter) && (
        <a
          href={pathname}
          className="tombol-garis"
          onClick={(e) => {
            e.preventDefault();
            window.clearTimeout(timer.current);
            setCari("");
            ke({ search: null, mata_kuliah: null, prodi_matkul: null });
          }}
        >
          Reset
        </a>
      )}
    </form>
  );
}
