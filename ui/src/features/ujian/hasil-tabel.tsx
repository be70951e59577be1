// The attempts of the results tab: No, NIM, Nama, Mulai, Selesai (or 'Sedang mengerjakan'),
// Dijawab x/y, Pelanggaran, Pengurangan, Nilai (or 'Belum Dinilai k'); 'Lihat' opens the
// attempt, 'Reset' (graders) deletes it. A table from 768 px, one card per attempt below.
import type { ReactNode } from "react";
import { DataKosong } from "../../components/data-kosong";
import { formatJamZona, formatTanggal } from "../../lib/tanggal";
import { dijawabLabel, nilaiBarisLabel, type PengerjaanBaris, penguranganLabel, selesaiLabel } from "./hasil-aturan";
import { Penanda } from "./soal-opsi";

const KOLOM = ["No", "NIM", "Nama", "Mulai", "Selesai", "Dijawab", "Pelanggaran", "Pengurangan", "Nilai", "Aksi"];

export interface TabelPengerjaanProps {
  daftar: PengerjaanBaris[];
  tz: string;
  bolehMenilai: boolean;
  onLihat: (b: PengerjaanBaris) => void;
  onReset: (b: PengerjaanBaris) => void;
}

export function TabelPengerjaan({ daftar, tz, bolehMenilai, onLihat, onReset }: TabelPengerjaanProps) {
  if (daftar.length === 0) return <DataKosong pesan="Belum ada mahasiswa yang mengerjakan kuis/ujian ini." />;
  return (
    <div className="relative md:overflow-x-auto">
      <table className="tabel-data md:aksi-tersemat">
        <thead>
          <tr>
            {KOLOM.map((k) => (
              <th key={k} scope="col" className="md:px-2">
                {k}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {daftar.map((b, i) => (
            <tr key={b.id}>
              <Sel label="No">{i + 1}</Sel>
              <Sel label="NIM">
                <span className="tabular-nums">{b.nim}</span>
              </Sel>
              <Sel label="Nama">
                <span className="font-medium break-words text-slate-800">{b.nama}</span>
              </Sel>
              <Sel label="Mulai">
                <Waktu iso={b.waktu_mulai} tz={tz} />
              </Sel>
              <Sel label="Selesai">
                {b.waktu_kumpul ? (
                  <Waktu iso={b.waktu_kumpul} tz={tz} />
                ) : (
                  <Penanda className="bg-sky-50 text-sky-800">{selesaiLabel(b, tz)}</Penanda>
                )}
              </Sel>
              <Sel label="Dijawab">
                <span className="tabular-nums">{dijawabLabel(b)}</span>
              </Sel>
              <Sel label="Pelanggaran">
                <span className={`tabular-nums ${b.jumlah_pelanggaran > 0 ? "font-semibold text-red-700" : ""}`}>
                  {b.jumlah_pelanggaran}
                </span>
              </Sel>
              <Sel label="Pengurangan">
                <span className="tabular-nums">{penguranganLabel(b.pengurangan_nilai)}</span>
              </Sel>
              <Sel label="Nilai">
                <NilaiBaris b={b} />
              </Sel>
              <td className="aksi md:px-2">
                {/* One over the other in the pinned column of a laptop's table: it covers less. */}
                <span className="flex gap-2 md:flex-col md:gap-1.5 2xl:flex-row">
                  <button
                    type="button"
                    className="tombol-garis px-2.5 py-1 text-xs"
                    onClick={() => onLihat(b)}
                    aria-haspopup="dialog"
                    aria-label={`Lihat pengerjaan ${b.nama}`}
                  >
                    Lihat
                  </button>
                  {bolehMenilai && (
                    <button
                      type="button"
                      className="tombol-garis px-2.5 py-1 text-xs text-red-700"
                      onClick={() => onReset(b)}
                      aria-label={`Reset pengerjaan ${b.nama}`}
                    >
                      Reset
                    </button>
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Date and time, which wrap between them and never inside. */
function Waktu({ iso, tz }: { iso: string; tz: string }) {
  return (
    <span className="tabular-nums">
      <span className="whitespace-nowrap">{formatTanggal(iso, tz)}</span>{" "}
      <span className="whitespace-nowrap">{formatJamZona(iso, tz)}</span>
    </span>
  );
}

function Sel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label} className="md:px-2">
      <div className="min-w-0">{children}</div>
    </td>
  );
}

export function NilaiBaris({ b }: { b: PengerjaanBaris }) {
  const teks = nilaiBarisLabel(b);
  if (b.nilai_akhir == null && b.jumlah_belum_dinilai > 0) return <Penanda className="bg-red-50 text-red-700">{teks}</Penanda>;
  return <span className="font-semibold text-slate-900 tabular-nums">{teks}</span>;
}
