// The copy modal's table: the exam's questions in pages of 10, a checkbox each (and one for the
// whole page), the first paragraph, the type, the creator when the source names one, and
// 'Lihat Jawaban' for choice and true/false questions. Also the table of 'Ambil dari Bank Soal'
// on the exam page (a bank's questions have the same shape), with its own empty text.
import { useState } from "react";
import { DataKosong } from "../../components/data-kosong";
import { totalHalaman } from "../../components/pagination";
import { SelPilih } from "../pertemuan/pemilih-salinan";
import { jenisSoalLabel } from "../ujian/soal-aturan";
import { cuplikan } from "./teks-soal";
import {
  adaPembuat,
  centang,
  centangHalaman,
  halamanSalin,
  jawabanSoal,
  PER_HALAMAN_SALIN,
  punyaKunciTampil,
  type SoalSumber,
} from "./salin-aturan";

export interface TabelSalinProps {
  rows: SoalSumber[];
  dipilih: number[];
  onDipilih: (ids: number[]) => void;
  /** What an empty source shows (default: the exam's). */
  kosong?: string;
}

export function TabelSalin({ rows, dipilih, onDipilih, kosong = "Kuis/ujian ini belum memiliki soal." }: TabelSalinProps) {
  const [page, setPage] = useState(1);
  const [terbuka, setTerbuka] = useState<ReadonlySet<number>>(new Set());
  if (rows.length === 0) return <DataKosong pesan={kosong} className="py-6" />;
  const urutan = rows.map((s) => s.id);
  const halaman = halamanSalin(rows, page);
  const idHalaman = halaman.map((s) => s.id);
  const semua = idHalaman.every((id) => dipilih.includes(id));
  const pembuat = adaPembuat(rows);
  const awal = (Math.min(page, totalHalaman(rows.length, PER_HALAMAN_SALIN)) - 1) * PER_HALAMAN_SALIN;
  const buka = (id: number) => setTerbuka((x) => (x.has(id) ? new Set([...x].filter((y) => y !== id)) : new Set([...x, id])));
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <label className="flex items-center gap-2 text-slate-700">
          <input
            type="checkbox"
            checked={semua}
            onChange={(e) => onDipilih(centangHalaman(dipilih, urutan, idHalaman, e.target.checked))}
            className="size-4 accent-blue-700"
          />
          Pilih semua di halaman ini
        </label>
        <span className="text-xs text-slate-500">{`${dipilih.length} soal dipilih`}</span>
      </div>
      <table className="tabel-data">
        <thead>
          <tr>
            <th>
              <span className="sr-only">Pilih</span>
            </th>
            <th>No</th>
            <th>Soal</th>
            <th>Jenis</th>
            {pembuat && <th>Pembuat</th>}
            <th>Jawaban</th>
          </tr>
        </thead>
        <tbody>
          {halaman.map((s, i) => (
            <tr key={s.id}>
              <SelPilih
                label={`soal ${awal + i + 1}`}
                checked={dipilih.includes(s.id)}
                onChange={(v) => onDipilih(centang(dipilih, urutan, s.id, v))}
              />
              <td data-label="No">{awal + i + 1}</td>
              <td data-label="Soal" className="wrap-anywhere md:max-w-md">
                {cuplikan(s.pertanyaan) || "-"}
              </td>
              <td data-label="Jenis">{jenisSoalLabel(s.jenis)}</td>
              {pembuat && <td data-label="Pembuat">{s.created_by || "-"}</td>}
              <td data-label="Jawaban">
                {punyaKunciTampil(s) ? (
                  <span className="flex flex-col items-start gap-1">
                    <button
                      type="button"
                      className="text-xs font-medium text-blue-700 hover:underline"
                      onClick={() => buka(s.id)}
                      aria-expanded={terbuka.has(s.id)}
                    >
                      {terbuka.has(s.id) ? "Sembunyikan Jawaban" : "Lihat Jawaban"}
                    </button>
                    {terbuka.has(s.id) && <span className="break-words text-slate-800">{jawabanSoal(s)}</span>}
                  </span>
                ) : (
                  "-"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} total={totalHalaman(rows.length, PER_HALAMAN_SALIN)} jumlah={rows.length} onPage={setPage} />
    </div>
  );
}

/** One step back or forward, with where the page stands. */
function Pager({ page, total, jumlah, onPage }: { page: number; total: number; jumlah: number; onPage: (p: number) => void }) {
  const langkah = (ke: number, label: string, teks: string) => (
    <button type="button" className="tombol-garis h-8 px-2.5" aria-label={label} disabled={ke < 1 || ke > total} onClick={() => onPage(ke)}>
      {teks}
    </button>
  );
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
      <span>{`Total ${jumlah} data`}</span>
      <nav aria-label="Halaman" className="flex items-center gap-2">
        {langkah(page - 1, "Sebelumnya", "‹")}
        <span className="tabular-nums">{`Halaman ${page} dari ${total}`}</span>
        {langkah(page + 1, "Berikutnya", "›")}
      </nav>
    </div>
  );
}
