// The results tab's lower sections: 'Tidak Ada Pengerjaan' (who has not started, NIM and
// name, in columns) and 'Statistik Jawaban' (per question, over the finished attempts: how many of those
// given it answered; for choice and true/false the count per option with the key marked and
// 'Benar n'; for essays the mean score).
import { DataKosong } from "../../components/data-kosong";
import { dijawabStatistik, opsiStatistik, posisiStatistik, rataRataLabel, type StatistikSoal, type TanpaPengerjaan } from "./hasil-aturan";
import { jenisSoalLabel } from "./soal-aturan";
import { DaftarOpsi, Penanda, IsiHtml } from "./soal-opsi";
import { Memuat } from "../../components/memuat";

const MEMUAT = <Memuat className="py-4 text-center text-sm text-slate-500">Memuat…</Memuat>;

export function DaftarTanpaPengerjaan({ tanpa }: { tanpa: TanpaPengerjaan[] | null }) {
  if (!tanpa) return MEMUAT;
  if (tanpa.length === 0) return <p className="text-sm text-slate-500">Semua peserta sudah mengerjakan.</p>;
  return (
    <ul aria-label="Mahasiswa tanpa pengerjaan" className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 xl:grid-cols-3">
      {tanpa.map((m) => (
        <li key={m.id_mahasiswa} className="flex gap-3 border-b border-slate-100 py-1">
          <span className="w-20 shrink-0 text-slate-500 tabular-nums">{m.nim}</span>
          <span className="min-w-0 break-words text-slate-800">{m.nama}</span>
        </li>
      ))}
    </ul>
  );
}

export function DaftarStatistik({ statistik }: { statistik: StatistikSoal[] | null }) {
  if (!statistik) return MEMUAT;
  if (statistik.length === 0) return <DataKosong pesan="Belum ada soal pada kuis/ujian ini." />;
  return (
    <ol className="space-y-3">
      {statistik.map((s) => (
        <li key={s.id_soal}>
          <KartuStatistik s={s} />
        </li>
      ))}
    </ol>
  );
}

function KartuStatistik({ s }: { s: StatistikSoal }) {
  const posisi = posisiStatistik(s);
  return (
    <article aria-label={posisi} className="space-y-2 rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{posisi}</span>
        <Penanda className="bg-amber-50 text-amber-800">{jenisSoalLabel(s.jenis)}</Penanda>
        <span className="text-sm text-slate-600 sm:ml-auto">{dijawabStatistik(s)}</span>
      </div>
      <IsiHtml html={s.pertanyaan} />
      {s.jenis === "esay" ? (
        <p className="text-sm text-slate-700">
          Rata-rata nilai: <span className="font-semibold text-slate-900 tabular-nums">{rataRataLabel(s.rata_rata_nilai)}</span>
        </p>
      ) : (
        <>
          <DaftarOpsi opsi={opsiStatistik(s)} label={`Jawaban per pilihan, ${posisi}`} />
          <p className="text-sm text-slate-700">
            <Penanda className="bg-green-100 text-green-800">{`Benar ${s.jumlah_benar ?? 0}`}</Penanda>
          </p>
        </>
      )}
    </article>
  );
}
