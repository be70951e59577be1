// A question group of the answer sheet, 'Kelompok Soal n' with its rule, around its questions
// (the running sheet and the review show the same heading).
import type { ReactNode } from "react";
import { aturanKelompok, judulKelompok } from "./lembar-aturan";
import type { KelompokLembar } from "./lembar-types";

export function BagianKelompok({ k, children }: { k: KelompokLembar; children: ReactNode }) {
  return (
    <section aria-labelledby={`kelompok-${k.id}`} className="space-y-3">
      <div className="px-1">
        <h2 id={`kelompok-${k.id}`} className="text-base font-semibold text-slate-900">
          {judulKelompok(k.nomor)}
        </h2>
        <p className="text-sm text-slate-600">{aturanKelompok(k)}</p>
      </div>
      {children}
    </section>
  );
}
