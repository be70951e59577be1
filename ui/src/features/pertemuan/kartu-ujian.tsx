// The body of an exam card (spec 3 §2 'Exams and quizzes', §4 Exam): kind and nature tags,
// the description, start and end, the time limit, shuffling and visibility, a remedial's
// participant count; for teachers and operators the answer-key time and, once the exam is
// over, the grading summary; 'Ubah' and 'Hapus' for those who may author content.
// Questions and taking the exam are not built yet: the card shows details only.
import { formatTanggalJam } from "../../lib/tanggal";
import { Catatan } from "./catatan";
import { PROSE_FORUM } from "./kartu-forum";
import type { IzinPertemuan } from "./types";
import type { UjianDetail } from "./types-ujian";
import { durasiLabel, jenisUjianLabel, pesertaRemedialLabel, ringkasanUjian, sifatUjianLabel, tampilanLabel } from "./ujian-aturan";

export interface KartuUjianProps {
  u: UjianDetail;
  tz: string;
  izin: IzinPertemuan;
  onUbah: (u: UjianDetail) => void;
  onHapus: (u: UjianDetail) => void;
}

const TAG = "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

export function KartuUjian({ u, tz, izin, onUbah, onHapus }: KartuUjianProps) {
  const staf = !izin.isPeserta;
  const ringkasan = staf ? ringkasanUjian(u) : null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-1.5">
        <span className={`${TAG} bg-amber-50 text-amber-800`}>{jenisUjianLabel(u.jenis)}</span>
        <span className={`${TAG} bg-slate-100 text-slate-700`}>{sifatUjianLabel(u.sifat)}</span>
        {u.acakSoal && <span className={`${TAG} bg-slate-100 text-slate-700`}>Acak soal</span>}
        {!u.ditampilkan && <span className={`${TAG} bg-red-50 text-red-700`}>{tampilanLabel(false)}</span>}
      </div>
      {/* Sanitised HTML from the server. */}
      {u.deskripsi && <div className={PROSE_FORUM} dangerouslySetInnerHTML={{ __html: u.deskripsi }} />}
      <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Waktu Mulai</dt>
        <dd className="text-slate-800">{formatTanggalJam(u.waktu_mulai, tz)}</dd>
        <dt className="text-slate-500">Waktu Selesai</dt>
        <dd className="text-slate-800">{formatTanggalJam(u.waktu_selesai, tz)}</dd>
        {staf && u.tampilkan_kunci_jawaban && u.waktu_tampil_kunci && (
          <>
            <dt className="text-slate-500">Tampil Kunci</dt>
            <dd className="text-slate-800">{formatTanggalJam(u.waktu_tampil_kunci, tz)}</dd>
          </>
        )}
      </dl>
      <p className="text-sm text-slate-700">{durasiLabel(u)}</p>
      {u.jenis === "remedial" && <p className="text-sm text-slate-700">{pesertaRemedialLabel(u.peserta_remedial.length)}</p>}
      {ringkasan && <Catatan jenis={u.jumlah_belum_dinilai > 0 ? "awas" : "info"}>{ringkasan}</Catatan>}
      {izin.isAllowTambah && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="tombol-garis" onClick={() => onUbah(u)}>
            Ubah
          </button>
          <button type="button" className="tombol-bahaya" onClick={() => onHapus(u)}>
            Hapus
          </button>
        </div>
      )}
    </div>
  );
}
