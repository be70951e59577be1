// The body of an exam card (spec 3 §2 'Exams and quizzes', §4 Exam): kind and nature tags,
// the description, start and end, the time limit, shuffling and visibility, a remedial's
// participant count; for teachers and operators the answer-key time, once the exam is over the
// grading summary, and 'Lihat Soal & Hasil'; 'Ubah' and 'Hapus' for those who may author
// content. A student's card loads their attempt each time it is opened and offers 'Mulai Ujian'
// (through the 'Informasi' modal), 'Lanjutkan Ujian' or 'Lihat Ujian', with the score once
// published. `KomentarUjian` is the student's way to their comments with the teachers, below
// the card's header (reachable before the start, when the card cannot be opened).
import { useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import { Link } from "../../app/link";
import { useNavigatePage } from "../../app/page-context";
import { serverOffset } from "../../app/server-clock";
import { formatTanggalJam } from "../../lib/tanggal";
import { masukLayarPenuh } from "../ujian/pelanggaran";
import { Catatan } from "./catatan";
import { PROSE_FORUM } from "./kartu-forum";
import { nilaiLabel } from "./tugas-aturan";
import type { IzinPertemuan } from "./types";
import type { PengerjaanRingkas, UjianDetail } from "./types-ujian";
import {
  AKSI_UJIAN_LABEL,
  aksiUjian,
  labelLihatUjian,
  durasiLabel,
  jenisUjianLabel,
  keteranganPengerjaan,
  pesertaRemedialLabel,
  ringkasanUjian,
  sifatUjianLabel,
  statusPengerjaan,
  tampilanLabel,
  urlLembarUjian,
  urlUjianKelas,
} from "./ujian-aturan";
import { InformasiUjian } from "./ujian-informasi";
import { Memuat } from "../../components/memuat";

export interface KartuUjianProps {
  u: UjianDetail;
  /** Whether the card is expanded: a student's attempt is loaded again on each opening. */
  terbuka: boolean;
  tz: string;
  izin: IzinPertemuan;
  onUbah: (u: UjianDetail) => void;
  onHapus: (u: UjianDetail) => void;
}

const TAG = "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

type Muatan = { status: "memuat" } | { status: "ada"; p: PengerjaanRingkas | null } | { status: "galat"; pesan: string };

/** The student's attempt, loaded whenever the card is opened. */
function usePengerjaanSaya(idUjian: number, terbuka: boolean): Muatan {
  const [muatan, setMuatan] = useState<Muatan>({ status: "memuat" });
  useEffect(() => {
    if (!terbuka) return;
    const ctrl = new AbortController();
    panggil("/lms/ujian/{id}/pengerjaan/me", "get", { path: { id: idUjian }, signal: ctrl.signal }).then(
      (r) => setMuatan({ status: "ada", p: r.data ?? null }),
      (e: unknown) => {
        if (!ctrl.signal.aborted) setMuatan({ status: "galat", pesan: e instanceof Error ? e.message : "Terjadi kesalahan" });
      },
    );
    return () => ctrl.abort();
  }, [idUjian, terbuka]);
  return muatan;
}

function PengerjaanMahasiswa({ u, terbuka }: { u: UjianDetail; terbuka: boolean }) {
  const muatan = usePengerjaanSaya(u.id, terbuka);
  const [informasi, setInformasi] = useState(false);
  const navigate = useNavigatePage();
  if (muatan.status === "memuat") return <Memuat className="text-sm text-slate-500">Memuat pengerjaan...</Memuat>;
  if (muatan.status === "galat") return <Catatan jenis="awas">{muatan.pesan}</Catatan>;
  const { p } = muatan;
  const status = statusPengerjaan(p, Date.now() + serverOffset());
  const aksi = aksiUjian(u.status, status);
  const nilai = nilaiLabel(p?.nilai_akhir);
  const lanjutkan = () => {
    if (u.sifat === "close") masukLayarPenuh();
    navigate(urlLembarUjian(u.id));
  };
  return (
    <>
      <Catatan jenis={status === "selesai" ? "sukses" : "info"}>{keteranganPengerjaan(u.status, p, status)}</Catatan>
      {nilai && <p className="text-sm font-medium text-slate-800">{nilai}</p>}
      {aksi && (
        <div className="flex flex-wrap gap-2">
          {aksi === "mulai" && (
            <button type="button" className="tombol-utama" onClick={() => setInformasi(true)}>
              {AKSI_UJIAN_LABEL.mulai}
            </button>
          )}
          {aksi === "lanjutkan" && (
            <button type="button" className="tombol-utama" onClick={lanjutkan}>
              {AKSI_UJIAN_LABEL.lanjutkan}
            </button>
          )}
          {aksi === "lihat" && (
            <Link to={urlLembarUjian(u.id)} className="tombol-utama">
              {labelLihatUjian(p?.kunci_terlihat ?? false)}
            </Link>
          )}
        </div>
      )}
      {informasi && <InformasiUjian u={u} onClose={() => setInformasi(false)} />}
    </>
  );
}

export function KartuUjian({ u, terbuka, tz, izin, onUbah, onHapus }: KartuUjianProps) {
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
      {izin.isPeserta && <PengerjaanMahasiswa u={u} terbuka={terbuka} />}

      {staf && (
        <div className="flex flex-wrap gap-2">
          <Link to={urlUjianKelas(u.id_kelas_kuliah, u.id)} className="tombol-utama">
            Lihat Soal & Hasil
          </Link>
          {izin.isAllowTambah && (
            <>
              <button type="button" className="tombol-garis" onClick={() => onUbah(u)}>
                Ubah
              </button>
              <button type="button" className="tombol-bahaya" onClick={() => onHapus(u)}>
                Hapus
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** A student's 'Komentar' on the exam card: the exam page's comments (spec 3 E2). */
export function KomentarUjian({ u }: { u: Pick<UjianDetail, "id" | "id_kelas_kuliah"> }) {
  return (
    <Link to={`${urlUjianKelas(u.id_kelas_kuliah, u.id)}#komentar`} className="tombol-garis text-sm">
      Komentar
    </Link>
  );
}
