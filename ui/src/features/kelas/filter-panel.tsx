// Side filter panel of the class list (spec 1 §2.4): options from the reference
// endpoints, applied only with 'Terapkan', cleared by 'Reset' (period kept).
// The state lives in the URL, so a reload or a shared link shows the same list. The period
// defaults to the running one; 'Mata Kuliah' offers the courses of the user's own classes of the
// chosen period (a course of the university they have no class of would only give an empty list).
import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { KelasPageData } from "../../api/types";
import { apiGet } from "../../app/api-client";
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
const daftar = <T,>(path: string, query: Record<string, string | number | boolean> = {}) =>
  apiGet<{ data: T[] }>(path, { ...SEMUA_BARIS, ...query }).then((r) => r.data).catch(() => [] as T[]);

async function muatReferensi(): Promise<Referensi> {
  const [periode, label, jenis, prodi] = await Promise.all([
    apiGet<{ data: { kode: number; nama: string }[] }>("/v1/periode_ref").then((r) => r.data).catch(() => []),
    daftar<{ nama: string }>("/v1/label_kelas_ref"),
    daftar<{ id: number; nama: string }>("/v1/jenis_kelas_ref"),
    daftar<{ id: number; nama: string; jenjang: string }>("/v1/prodi_ref"),
  ]);
  return {
    periode: periode.map((p) => [String(p.kode), p.nama]),
    label: label.map((l) => [l.nama, l.nama]),
    jenis: jenis.map((j) => [String(j.id), j.nama]),
    prodi: prodi.map((p) => [String(p.id), `${p.jenjang} ${p.nama}`]),
  };
}

/** The courses of the user's own classes of `periode` ('' = every period). */
async function muatMakul(periode: string): Promise<Opsi> {
  const makul = await daftar<{ id: number; kode: string; nama: string }>("/v1/makul_ref", { kelas_saya: true, ...(periode ? { periode } : {}) });
  return makul.map((m) => [String(m.id), `${m.kode} - ${m.nama}`]);
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

export function FilterPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname, search } = useLocation();
  const { app, data } = usePage<KelasPageData>();
  const tampil = data?.filter?.periode;
  const navigate = useNavigatePage();
  const [ref, setRef] = useState<Referensi | null>(null);
  const [makul, setMakul] = useState<{ periode: string; opsi: Opsi } | null>(null);
  const dariUrl = () => filterDariQuery((k) => (k === "periode" ? periodeTerpilih(getQuery(search, k), tampil) : getQuery(search, k)));
  const [state, setState] = useState<FilterState>(dariUrl);
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
  const pergi = (changes: Record<string, string | null>) => {
    navigate(pathname + withQuery(search, changes));
    onClose();
  };
  const r = { ...(ref ?? { periode: [], label: [], jenis: [], prodi: [] }), makul: makul?.opsi ?? [] };
  const pertemuan: Opsi = Array.from({ length: 16 }, (_, i) => [String(i + 1), `Pertemuan ${i + 1}`]);
  return (
    <div className="fixed inset-0 z-[70] flex justify-end bg-slate-900/40" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <aside role="dialog" aria-label="Filter" className="flex h-full w-full max-w-sm flex-col bg-white shadow-xl">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 className="font-semibold text-slate-900">Filter</h2>
          <button type="button" aria-label="Tutup" onClick={onClose} className="rounded p-1 text-xl leading-none text-slate-500 hover:bg-slate-100">
            ×
          </button>
        </div>
        <div className="flex-1 space-y-3 overflow-y-auto p-4">
          <Pilih id="f-periode" label="Periode" value={state.periode} opsi={r.periode} onChange={set("periode")} />
          <Pilih id="f-makul" label="Mata Kuliah" value={state.id_mata_kuliah} opsi={r.makul} onChange={set("id_mata_kuliah")} />
          <Pilih id="f-nama" label="Nama Kelas" value={state.nama_kelas} opsi={r.label} onChange={set("nama_kelas")} />
          <Pilih id="f-jenis-kelas" label="Jenis Kelas" value={state.id_jenis_kelas} opsi={r.jenis} onChange={set("id_jenis_kelas")} />
          <Pilih id="f-prodi" label="Program Studi" value={state.id_prodi} opsi={r.prodi} onChange={set("id_prodi")} />
          <Pilih id="f-pertemuan" label="Pertemuan" value={state.nomor_pertemuan} opsi={pertemuan} onChange={set("nomor_pertemuan")} />
          <Field id="f-jenis" label="Jenis">
            <select id="f-jenis" value={jenisDariState(state)} onChange={(e) => setState(setJenis(state, e.target.value))} className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm">
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
          <Pilih id="f-status" label="Status Pelaksanaan" value={state.status} opsi={STATUS_PELAKSANAAN.slice(1)} onChange={set("status")} />
          <Field id="f-awal" label="Waktu Mulai">
            <InputTanggalJam id="f-awal" value={utcKeLokal(state.waktu_awal, app.time_zone)} onChange={(v) => set("waktu_awal")(lokalKeUtc(v, app.time_zone))} className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm" />
          </Field>
          <Field id="f-akhir" label="Waktu Selesai">
            <InputTanggalJam id="f-akhir" value={utcKeLokal(state.waktu_akhir, app.time_zone)} onChange={(v) => set("waktu_akhir")(lokalKeUtc(v, app.time_zone))} className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm" />
          </Field>
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-200 px-4 py-3">
          <button type="button" className="tombol-garis" onClick={() => pergi(reset(state))}>
            Reset
          </button>
          <button type="button" className="tombol-utama" onClick={() => pergi(terapkan(state))}>
            Terapkan
          </button>
        </div>
      </aside>
    </div>
  );
}
