// The body of a task card: its kind, description, start and deadline, whether late hand-ins
// are allowed, the attachments; a student's own hand-in (time, lateness, score) or, for
// teachers and operators, how many handed in and were graded. 'Lihat Tugas' opens the task
// page; 'Ubah' and 'Hapus' for those who may author content.
import { Link } from "../../app/link";
import { IsiKaya } from "../../components/isi-kaya";
import { formatTanggalJam } from "../../lib/tanggal";
import { DaftarBerkas } from "../tugas/berkas";
import { Catatan } from "./catatan";
import type { IzinPertemuan } from "./types";
import type { TugasDetail } from "./types-tugas";
import { jenisTugasLabel, ringkasanLabel, statusKumpul, TERLAMBAT_DIIZINKAN, urlTugas } from "./tugas-aturan";

export interface KartuTugasProps {
  t: TugasDetail;
  idKelas: number;
  tz: string;
  izin: IzinPertemuan;
  onUbah: (t: TugasDetail) => void;
  onHapus: (t: TugasDetail) => void;
}

const TAG = "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

export function KartuTugas({ t, idKelas, tz, izin, onUbah, onHapus }: KartuTugasProps) {
  const status = statusKumpul(t, tz);
  const ringkasan = t.ringkasan ?? null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-1.5">
        <span className={`${TAG} bg-sky-50 text-sky-800`}>{jenisTugasLabel(t.sub_jenis)}</span>
        {t.boleh_terlambat && <span className={`${TAG} bg-slate-100 text-slate-700`}>{TERLAMBAT_DIIZINKAN}</span>}
      </div>
      <IsiKaya isi={t.deskripsi} />
      <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Waktu Mulai</dt>
        <dd className="text-slate-800">{formatTanggalJam(t.waktu_mulai, tz)}</dd>
        <dt className="text-slate-500">Batas Waktu</dt>
        <dd className="text-slate-800">{formatTanggalJam(t.waktu_selesai, tz)}</dd>
      </dl>
      {t.lampiran.length > 0 && (
        <div>
          <p className="mb-1 text-sm text-slate-500">Lampiran</p>
          <DaftarBerkas berkas={t.lampiran} />
        </div>
      )}
      {status && <Catatan jenis={!status.sudah ? "info" : status.terlambat ? "awas" : "sukses"}>{status.teks}</Catatan>}
      {status?.nilai && <p className="text-sm font-medium text-slate-800">{status.nilai}</p>}
      {ringkasan && <Catatan jenis="info">{ringkasanLabel(ringkasan)}</Catatan>}
      <div className="flex flex-wrap gap-2">
        <Link to={urlTugas(idKelas, t.id)} className="tombol-utama">
          Lihat Tugas
        </Link>
        {izin.isAllowTambah && (
          <>
            <button type="button" className="tombol-garis" onClick={() => onUbah(t)}>
              Ubah
            </button>
            <button type="button" className="tombol-bahaya" onClick={() => onHapus(t)}>
              Hapus
            </button>
          </>
        )}
      </div>
    </div>
  );
}
