// The bank's header card (spec 3 §2 'Question bank detail'): its title (Judul), then Deskripsi, Mata
// Kuliah, Pembuat, Jumlah Soal and Tampilan; the page's buttons sit at its top right.
import type { ReactNode } from "react";
import { DaftarInfo } from "../kelas/kartu";
import { tampilanLabel } from "../pertemuan/ujian-aturan";
import { type BankSoalDetail, mataKuliahLabel } from "./aturan";

export function KepalaBank({ bank, children }: { bank: BankSoalDetail; children?: ReactNode }) {
  return (
    <section aria-labelledby="bank-judul" className="kartu space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="bank-judul" className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {bank.judul}
        </h2>
        {children && <div className="flex flex-wrap gap-2">{children}</div>}
      </div>
      <DaftarInfo
        baris={[
          ["Deskripsi", <span className="whitespace-pre-wrap">{bank.deskripsi || "-"}</span>],
          ["Mata Kuliah", mataKuliahLabel(bank)],
          ["Pembuat", bank.dosen || "-"],
          ["Jumlah Soal", String(bank.list_soal.length)],
          ["Tampilan", tampilanLabel(bank.ditampilkan)],
        ]}
      />
    </section>
  );
}
