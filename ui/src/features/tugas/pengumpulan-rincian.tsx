// One hand-in as read by the student (task page) and the teachers (grading page): when
// (late ones marked), who sent a group's, the text, the files and the score.
import type { ReactNode } from "react";
import { DaftarBerkas } from "./berkas";
import { nilaiLabel, pengirimLabel, waktuTugas } from "./pengumpulan-aturan";
import type { JenisTugas, Pengumpulan } from "./types";

export function TagTerlambat() {
  return (
    <span className="inline-block rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-red-700">Terlambat</span>
  );
}

function Baris({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-xs text-slate-500 sm:text-sm">{label}</dt>
      <dd className="mb-2 min-w-0 break-words text-slate-800 sm:mb-0">{children}</dd>
    </div>
  );
}

export function RincianPengumpulan({ p, jenis, tz, nilai = true }: { p: Pengumpulan; jenis: JenisTugas; tz: string; nilai?: boolean }) {
  const pengirim = pengirimLabel(p, jenis);
  return (
    // Label above value on phones, beside it from sm up.
    <dl className="grid grid-cols-1 gap-y-0.5 text-sm sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-x-3 sm:gap-y-2">
      <Baris label="Dikumpulkan">
        {waktuTugas(p.waktu, tz)}
        {p.terlambat && <span className="font-medium text-red-700"> (terlambat)</span>}
        {pengirim && <span className="block text-xs text-slate-500">{pengirim}</span>}
      </Baris>
      <Baris label="Jawaban">{p.teks ? <p className="whitespace-pre-wrap">{p.teks}</p> : <span className="text-slate-500">-</span>}</Baris>
      <Baris label="File">{p.berkas.length ? <DaftarBerkas berkas={p.berkas} /> : <span className="text-slate-500">-</span>}</Baris>
      {nilai && <Baris label="Nilai">{nilaiLabel(p.nilai)}</Baris>}
    </dl>
  );
}
