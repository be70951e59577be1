// Side filter panel of the class list (spec 1 §2.4): options from the reference
// endpoints, applied only with 'Terapkan', cleared by 'Reset' (period kept).
// The state lives in the URL, so a reload or a shared link shows the same list. The period
// defaults to the running one; 'Mata Kuliah' offers the courses of the user's own classes of the
// chosen period (a course of the university they have no class of would only give an empty list).
// Before scripts load (a slow phone) the panel is a plain GET form: '/kelas?filter=1' renders it
// open with its options in the page data, 'Terapkan' sends the fields with saring=1 and the server
// redirects to the URL 'terapkan' writes; 'Reset' and '×' are links.
import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { KelasFilter, KelasPageData } from "../../api/types";
import { panggil } from "../../app/panggil";
import { useNavigatePage, usePage } from "../../app/page-context";
import { getQuery, withQuery } from "../../app/query";
import { InputTanggalJam } from "../../components/input-tanggal-jam";
import { PilihSemua, type PilihSemuaProps } from "../../components/pilih-semua";
import {
  type FilterKey,
  type FilterState,
  filterDariQuery,
  JENIS_GRUP,
  jenisDariState,
  lokalKeUtc,
  periodeTerpilih,
  reset,
  setJenis,
  STATUS_PELAKSANAAN,
  terapkan,
  utcKeLokal,
} from "./filter";

type Opsi = [string, string][];
interface Referensi {
  periode: Opsi;
  label: Opsi;
  jenis: Opsi;
  prodi: Opsi;
}

const SEMUA_BARIS = { ignore_default_pagination: true };
/** A reference list's rows; none when it fails. */
const daftar = <T,>(p: Promise<{ data: T[] }>): Promise<T[]> => p.then((r) => r.data).catch((): T[] => []);

type OpsiServer = Omit<NonNullable<KelasPageData["opsi_filter"]>, "makul">;

/** The options from the reference lists' rows. */
const referensiDari = (r: OpsiServer): Referensi => ({
  periode: r.periode.map((p) => [String(p.kode), p.nama]),
  label: r.label.map((l) => [l.nama, l.nama]),
  jenis: r.jenis.map((j) => [String(j.id), j.nama]),
  prodi: r.prodi.map((p) => [String(p.id), `${p.jenjang} ${p.nama}`]),
});
const makulDari = (makul: { id: number; kode: string; nama: string }[]): Opsi => makul.map((m) => [String(m.id), `${m.kode} - ${m.nama}`]);

async function muatReferensi(): Promise<Referensi> {
  const [periode, label, jenis, prodi] = await Promise.all([
    daftar(panggil("/v1/periode_ref", "get")),
    daftar(panggil("/v1/label_kelas_ref", "get", { query: SEMUA_BARIS })),
    daftar(panggil("/v1/jenis_kelas_ref", "get", { query: SEMUA_BARIS })),
    daftar(panggil("/v1/prodi_ref", "get", { query: SEMUA_BARIS })),
  ]);
  return referensiDari({ periode, label, jenis, prodi });
}

/** The courses of the user's own classes of `periode` ('' = every period). */
async function muatMakul(periode: string): Promise<Opsi> {
  return makulDari(
    await daftar(
      panggil("/v1/makul_ref", "get", { query: { ...SEMUA_BARIS, kelas_saya: true, ...(periode ? { periode: Number(periode) } : {}) } }),
    ),
  );
}

function Pilih(props: Omit<PilihSemuaProps, "selectClassName">) {
  return <PilihSemua {...props} selectClassName="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm" />;
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}

interface FilterPanelProps {
  open: boolean;
  onClose: () => void;
  /** The filter the list in view was loaded with. */
  filter: KelasFilter | null | undefined;
  /** The choices, when the page sent them (/kelas?filter=1); otherwise read when the panel opens. */
  opsi?: KelasPageData["opsi_filter"];
}

/** The class-list filter, on every page that lists classes (/kelas, /nilai, /kehadiran). */
export function FilterPanel({ open, onClose, filter, opsi: dariServer }: FilterPanelProps) {
  const { pathname, search } = useLocation();
  const { app } = usePage();
  const tampil = filter?.periode;
  const navigate = useNavigatePage();
  const dariUrl = () => filterDariQuery((k) => (k === "periode" ? periodeTerpilih(getQuery(search, k), tampil) : getQuery(search, k)));
  const [state, setState] = useState<FilterState>(dariUrl);
  const [ref, setRef] = useState<Referensi | null>(() => (dariServer ? referensiDari(dariServer) : null));
  const [makul, setMakul] = useState<{ periode: string; opsi: Opsi } | null>(() =>
    dariServer ? { periode: state.periode, opsi: makulDari(dariServer.makul) } : null,
  );
  // Read again when the URL changes or the panel opens.
  useEffect(() => setState(dariUrl()), [search, open, tampil]);
  useEffect(() => {
    if (open && !ref) void muatReferensi().then(setRef);
  }, [open, ref]);
  useEffect(() => {
    if (!open || makul?.periode === state.periode) return;
    let batal = false;
    void muatMakul(state.periode).then((opsi) => !batal && setMakul({ periode: state.periode, opsi }));
    return () => {
      batal = true;
    };
  }, [open, state.periode, makul?.periode]);
  if (!open) return null;
  const set = (k: FilterKey) => (v: string) => setState({ ...state, [k]: v });
  const alamat = (changes: Record<string, string | null>) => pathname + withQuery(search, { ...changes, filter: null });
  const pergi = (changes: Record<string, string | null>) => (e: { preventDefault: () => void }) => {
    e.preventDefault();
    navigate(alamat(changes));
    onClose();
  };
  const cari = getQuery(search, "search");
  const r = { ...(ref ?? { periode: [], label: [], jenis: [], prodi: [] }), makul: makul?.opsi ?? [] };
  const pertemuan: Opsi = Array.from({ length: 16 }, (_, i) => [String(i + 1), `Pertemuan ${i + 1}`]);
  return (
    <div className="fixed inset-0 z-[70] flex justify-end bg-slate-900/40" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <form
        method="get"
        action={pathname}
        onSubmit={pergi(terapkan(state))}
        role="dialog"
        aria-label="Filter"
        className="flex h-full w-full max-w-sm flex-col bg-white shadow-xl"
      >
        <input type="hidden" name="saring" value="1" />
        {cari && <input type="hidden" name="search" value={cari} />}
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 className="font-semibold text-slate-900">Filter</h2>
          <a
            href={alamat({})}
            role="button"
            aria-label="Tutup"
            onClick={(e) => {
              e.preventDefault();
              onClose();
            }}
            className="rounded p-1 text-xl leading-none text-slate-500 hover:bg-slate-100"
          >
            ×
          </a>
        </div>
        <div className="flex-1 space-y-3 overflow-y-auto p-4">
          <Pilih id="f-periode" nama="periode" label="Periode" value={state.periode} opsi={r.periode} onChange={set("periode")} />
          <Pilih
            id="f-makul"
            nama="id_mata_kuliah"
            label="Mata Kuliah"
            value={state.id_mata_kuliah}
            opsi={r.makul}
            onChange={set("id_mata_kuliah")}
          />
          <Pilih id="f-nama" nama="nama_kelas" label="Nama Kelas" value={state.nama_kelas} opsi={r.label} onChange={set("nama_kelas")} />
          <Pilih
            id="f-jenis-kelas"
            nama="id_jenis_kelas"
            label="Jenis Kelas"
            value={state.id_jenis_kelas}
            opsi={r.jenis}
            onChange={set("id_jenis_kelas")}
          />
          <Pilih id="f-prodi" nama="id_prodi" label="Program Studi" value={state.id_prodi} opsi={r.prodi} onChange={set("id_prodi")} />
          <Pilih
            id="f-pertemuan"
            nama="nomor_pertemuan"
            label="Pertemuan"
            value={state.nomor_pertemuan}
            opsi={pertemuan}
            onChange={set("nomor_pertemuan")}
          />
          <Field id="f-jenis" label="Jenis">
            <select
              id="f-jenis"
              name="jenis"
              value={jenisDariState(state)}
              onChange={(e) => setState(setJenis(state, e.target.value))}
              className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            >
              <option value="">Semua</option>
              {JENIS_GRUP.map((g) => (
                <optgroup key={g.key} label={g.label}>
                  {g.opsi.map(([v, l]) => (
                    <option key={v} value={`${g.key}:${v}`}>
                      {l}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </Field>
          <Pilih
            id="f-status"
            nama="status"
            label="Status Pelaksanaan"
            value={state.status}
            opsi={STATUS_PELAKSANAAN.slice(1)}
            onChange={set("status")}
          />
          <Field id="f-awal" label="Waktu Mulai">
            <InputTanggalJam
              id="f-awal"
              name="waktu_awal"
              value={utcKeLokal(state.waktu_awal, app.time_zone)}
              onChange={(v) => set("waktu_awal")(lokalKeUtc(v, app.time_zone))}
              className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            />
          </Field>
          <Field id="f-akhir" label="Waktu Selesai">
            <InputTanggalJam
              id="f-akhir"
              name="waktu_akhir"
              value={utcKeLokal(state.waktu_akhir, app.time_zone)}
              onChange={(v) => set("waktu_akhir")(lokalKeUtc(v, app.time_zone))}
              className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            />
          </Field>
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-200 px-4 py-3">
          <a href={alamat(reset(state))} role="button" className="tombol-garis" onClick={pergi(reset(state))}>
            Reset
          </a>
          <button type="submit" className="tombol-utama">
            Terapkan
          </button>
        </div>
      </form>
    </div>
  );
}
