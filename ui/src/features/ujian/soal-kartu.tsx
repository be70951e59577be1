// One question of the question tab: its number and kind, the question, the options lettered
// A, B, ... (true/false B and S) with the key marked, or an essay's accepted kinds and key;
// 'Ubah' and 'Hapus' for writers.
import { jenisFileLabel, jenisSoalLabel, opsiSoal, type SoalUjian } from "./soal-aturan";
import { DaftarOpsi, IsiHtml, LampiranSoal, Penanda } from "./soal-opsi";

export interface KartuSoalProps {
  s: SoalUjian;
  onUbah?: () => void;
  onHapus?: () => void;
}

export function KartuSoal({ s, onUbah, onHapus }: KartuSoalProps) {
  return (
    <article aria-label={`Soal ${s.nomor}`} className="space-y-2 rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{`Soal ${s.nomor}`}</span>
        <Penanda className="bg-amber-50 text-amber-800">{jenisSoalLabel(s.jenis)}</Penanda>
        {(onUbah || onHapus) && (
          <span className="ml-auto flex gap-2">
            {onUbah && (
              <button type="button" className="tombol-garis px-2.5 py-1 text-xs" onClick={onUbah} aria-label={`Ubah soal ${s.nomor}`}>
                Ubah
              </button>
            )}
            {onHapus && (
              <button
                type="button"
                className="tombol-garis px-2.5 py-1 text-xs text-red-700"
                onClick={onHapus}
                aria-label={`Hapus soal ${s.nomor}`}
              >
                Hapus
              </button>
            )}
          </span>
        )}
      </div>
      <IsiHtml html={s.pertanyaan} />
      <LampiranSoal berkas={s.soal_files} />
      {s.jenis === "esay" ? <RincianEsai s={s} /> : <DaftarOpsi opsi={opsiSoal(s)} label={`Pilihan jawaban soal ${s.nomor}`} />}
    </article>
  );
}

function RincianEsai({ s }: { s: SoalUjian }) {
  return (
    <dl className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-500">Jenis jawaban</dt>
      <dd className="text-slate-800">{jenisFileLabel(s.jenis_file_diterima)}</dd>
      <dt className="text-slate-500">Kunci jawaban</dt>
      <dd className="break-words whitespace-pre-wrap text-slate-800">
        {s.kunci.trim() || <span className="text-slate-500">Tidak ada</span>}
      </dd>
      {s.kunci_files.length > 0 && (
        <>
          <dt className="text-slate-500">Lampiran kunci</dt>
          <dd className="min-w-0">
            <LampiranSoal berkas={s.kunci_files} label="" />
          </dd>
        </>
      )}
    </dl>
  );
}
