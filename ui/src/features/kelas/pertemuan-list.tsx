// The meetings of a class (spec 1 §2.5): number, title, type and status tags,
// time, activity markers; on phones a 'Pilih Pertemuan' select instead.
import { useState } from "react";
import type { PertemuanRingkas } from "../../api/types";
import { StatusTag } from "../../components/status-tag";
import { formatJam, formatTanggal, zonaLabel } from "../../lib/tanggal";
import { tipePertemuanLabel } from "../../lib/status";
import { opsiPertemuan } from "./aturan";

const AKTIVITAS = ["materi", "tugas", "vidcon", "ujian", "forum"] as const;

function Item({ p, tz, anchor = false }: { p: PertemuanRingkas; tz: string; anchor?: boolean }) {
  const ada = AKTIVITAS.filter((a) => p.count_activity[a] > 0);
  return (
    <li id={anchor ? `pertemuan-${p.nomor}` : undefined} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-50 text-sm font-semibold text-blue-800">{p.nomor}</span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-slate-800">{p.judul}</span>
        <span className="text-xs text-slate-500">
          {`${formatTanggal(p.waktu_mulai, tz)}, ${formatJam(p.waktu_mulai, tz)} - ${formatJam(p.waktu_selesai, tz)} ${zonaLabel(tz)}`}
          {ada.length > 0 && ` · ${ada.join(", ")}`}
        </span>
      </span>
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{tipePertemuanLabel(p.jenis)}</span>
      <StatusTag status={p.status} jenis="pertemuan" />
    </li>
  );
}

export function PertemuanList({ pertemuan, tz }: { pertemuan: PertemuanRingkas[]; tz: string }) {
  const [pilih, setPilih] = useState("pendahuluan");
  const terpilih = pertemuan.find((p) => String(p.nomor) === pilih);
  return (
    <section className="kartu p-4" aria-labelledby="judul-pertemuan">
      <h2 id="judul-pertemuan" className="mb-2 font-semibold text-slate-900">
        Pertemuan
      </h2>
      <div className="md:hidden">
        <label htmlFor="pilih-pertemuan" className="sr-only">
          Pilih Pertemuan
        </label>
        <select id="pilih-pertemuan" value={pilih} onChange={(e) => setPilih(e.target.value)} className="w-full rounded-md border border-slate-300 px-2 py-2 text-sm">
          <option value="pendahuluan">Pendahuluan</option>
          {pertemuan.map((p) => (
            <option key={p.id} value={String(p.nomor)}>
              {opsiPertemuan(p, tz)}
            </option>
          ))}
        </select>
        {terpilih && (
          <ul>
            <Item p={terpilih} tz={tz} />
          </ul>
        )}
      </div>
      <ol className="hidden divide-y divide-slate-100 md:block">
        {pertemuan.map((p) => (
          <Item key={p.id} p={p} tz={tz} anchor />
        ))}
      </ol>
    </section>
  );
}
