// The meetings of a class (spec 1 §2.5): number, title, type and status tags, date and
// time in the configured zone, activity markers. Phones (< 768 px) get a 'Pilih Pertemuan'
// select instead ('Pendahuluan' goes back to the class data, a meeting is shown below it).
import { useEffect, useRef, useState } from "react";
import { statusPertemuanLabel, tipePertemuanLabel } from "../../lib/status";
import { aktivitasAda, opsiPertemuan, waktuPertemuan } from "./aturan";
import { IkonAktivitas } from "./ikon-aktivitas";
import { Kartu } from "./kartu";
import type { PertemuanRingkas } from "./types";

const PENDAHULUAN = "pendahuluan";

// Spec 3 §4: belum_dimulai plain, berlangsung success, selesai primary.
const WARNA_STATUS: Record<string, string> = {
  belum_dimulai: "bg-slate-100 text-slate-700",
  berlangsung: "bg-green-100 text-green-800",
  selesai: "bg-blue-100 text-blue-800",
};
const WARNA_TIPE: Record<string, string> = {
  online: "border-sky-300 text-sky-800",
  offline: "border-slate-300 text-slate-700",
  campuran: "border-violet-300 text-violet-800",
};

const tag = "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

function Item({ p, tz, id }: { p: PertemuanRingkas; tz: string; id?: string }) {
  const ada = aktivitasAda(p.count_activity);
  return (
    <li id={id} className="flex scroll-mt-4 gap-3 py-3">
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-50 text-sm font-semibold text-blue-800">
        {p.nomor}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-800">{p.judul}</p>
        <p className="text-xs text-slate-500">{waktuPertemuan(p, tz)}</p>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          <span className={`${tag} border bg-white ${WARNA_TIPE[p.jenis] ?? "border-slate-300 text-slate-700"}`}>{tipePertemuanLabel(p.jenis)}</span>
          <span className={`${tag} ${WARNA_STATUS[p.status] ?? "bg-slate-100 text-slate-600"}`}>{statusPertemuanLabel(p.status)}</span>
          {ada.map((a) => (
            <IkonAktivitas key={a} jenis={a} jumlah={p.count_activity[a]} />
          ))}
        </div>
      </div>
    </li>
  );
}

export function PertemuanList({ pertemuan, tz }: { pertemuan: PertemuanRingkas[]; tz: string }) {
  const [pilih, setPilih] = useState(PENDAHULUAN);
  const dipilih = useRef(false);
  const terpilih = pertemuan.find((p) => String(p.id) === pilih);
  useEffect(() => {
    if (!dipilih.current) return;
    const target = document.getElementById(pilih === PENDAHULUAN ? "data-kelas" : `pertemuan-pilih-${pilih}`);
    target?.scrollIntoView({ behavior: "smooth", block: pilih === PENDAHULUAN ? "start" : "nearest" });
  }, [pilih]);
  return (
    <Kartu id="pertemuan" judul="Pertemuan" sub={`${pertemuan.length} Pertemuan`}>
      <div className="md:hidden">
        <label htmlFor="pilih-pertemuan" className="mb-1 block text-sm font-medium text-slate-700">
          Pilih Pertemuan
        </label>
        <select
          id="pilih-pertemuan"
          value={pilih}
          onChange={(e) => {
            dipilih.current = true;
            setPilih(e.target.value);
          }}
          className="w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
        >
          <option value={PENDAHULUAN}>Pendahuluan</option>
          {pertemuan.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {opsiPertemuan(p, tz)}
            </option>
          ))}
        </select>
        {terpilih && (
          <ul>
            <Item p={terpilih} tz={tz} id={`pertemuan-pilih-${terpilih.id}`} />
          </ul>
        )}
      </div>
      {pertemuan.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">Belum ada pertemuan.</p>
      ) : (
        <ol className="hidden divide-y divide-slate-100 md:block">
          {pertemuan.map((p) => (
            <Item key={p.id} p={p} tz={tz} id={`pertemuan-${p.nomor}`} />
          ))}
        </ol>
      )}
    </Kartu>
  );
}
