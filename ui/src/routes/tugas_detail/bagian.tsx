// Parts shared by the task detail and grading pages: the title with its tags, and the
// Peserta / Mengumpulkan / Dinilai figures.
import type { TugasDetail } from "../../features/tugas/types";
import { StatusTag, Tag } from "../../components/status-tag";
import { type RingkasanTugas, subJenisLabel } from "./aturan";

export function KepalaTugas({ t }: { t: TugasDetail }) {
  return (
    <div className="min-w-0">
      <h2 id="tugas-judul" className="text-lg font-semibold break-words text-slate-900">
        {t.judul}
      </h2>
      <p className="text-sm break-words text-slate-500">{`Pertemuan ${t.pertemuan.nomor} · ${t.pertemuan.judul}`}</p>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <Tag>{subJenisLabel(t.sub_jenis)}</Tag>
        <StatusTag status={t.status} jenis="pertemuan" />
      </div>
    </div>
  );
}

export function AngkaTugas({ ringkasan }: { ringkasan: RingkasanTugas }) {
  const angka: [string, number][] = [
    ["Peserta", ringkasan.jumlah_peserta],
    ["Mengumpulkan", ringkasan.jumlah_mengumpulkan],
    ["Dinilai", ringkasan.jumlah_dinilai],
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {angka.map(([label, n]) => (
        <div key={label} className="flex min-w-0 flex-col-reverse rounded-lg bg-slate-50 px-1 py-3 text-center">
          <dt className="text-[11px] leading-tight break-words text-slate-600 sm:text-xs">{label}</dt>
          <dd className="text-xl font-semibold text-slate-800 tabular-nums">{n}</dd>
        </div>
      ))}
    </dl>
  );
}
