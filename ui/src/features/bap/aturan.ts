// Pure rules of the BAP downloads (tested in aturan.test.ts): the report parts, the
// URLs and request body, the progress text of the whole-period job.
import { queryString } from "../../app/api-client";
import type { BagianBap, BapArsipRequest, BapJob, BapJobStatus, OpsiBapKelas } from "./types";

/** Every part is on when a dialog opens. */
export const BAGIAN_DEFAULT: BagianBap = {
  include_laporan_kelas: true,
  include_laporan_pertemuan_detail: true,
  include_tanda_tangan: true,
};

export const BAGIAN_LABEL: [keyof BagianBap, string][] = [
  ["include_laporan_kelas", "Resume Kelas"],
  ["include_laporan_pertemuan_detail", "Detail Pertemuan"],
  ["include_tanda_tangan", "Tanda Tangan"],
];

/** At least one part must stay on, else there is nothing to download. */
export const adaBagian = (b: BagianBap): boolean => b.include_laporan_kelas || b.include_laporan_pertemuan_detail || b.include_tanda_tangan;

/**
 * `GET /lms/kelas_kuliah/{id}/bap/unduh?...`: the three part flags always, then
 * `laporan_saya=true` (lecturer, own meetings) or `id_pengajar=N` (operator, one teacher).
 * `laporan_saya` wins when both are given: a lecturer never sends a teacher id.
 */
export function bapKelasUrl(idKelas: number, opsi: OpsiBapKelas): string {
  const saya = opsi.laporan_saya === true;
  const pengajar = !saya && typeof opsi.id_pengajar === "number" && Number.isFinite(opsi.id_pengajar) ? opsi.id_pengajar : null;
  return (
    `/lms/kelas_kuliah/${idKelas}/bap/unduh` +
    queryString({
      include_laporan_kelas: opsi.include_laporan_kelas,
      include_laporan_pertemuan_detail: opsi.include_laporan_pertemuan_detail,
      include_tanda_tangan: opsi.include_tanda_tangan,
      laporan_saya: saya ? true : null,
      id_pengajar: pengajar,
    })
  );
}

/** Used when the answer names no file: 'BAP - IF101 Algoritma A.pdf'. */
export function namaBerkasBap(kode: string, namaKelas: string): string {
  const nama = [kode, namaKelas]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");
  return nama ? `BAP - ${nama}.pdf` : "BAP.pdf";
}

/** Body of the whole-period job. */
export function bapSemuaBody(periode: number, bagian: BagianBap, laporanSaya: boolean): Required<BapArsipRequest> {
  return {
    periode,
    include_laporan_kelas: bagian.include_laporan_kelas,
    include_laporan_pertemuan_detail: bagian.include_laporan_pertemuan_detail,
    include_tanda_tangan: bagian.include_tanda_tangan,
    laporan_saya: laporanSaya,
  };
}

/** The finished archive of a job (a plain link: the browser downloads it). */
export const bapBerkasUrl = (id: string) => `/lms/kelas_kuliah/bap/unduh/${encodeURIComponent(id)}/berkas`;

/** 'selesai' and 'gagal' end the job: polling stops there. */
export const jobBerakhir = (status: BapJobStatus): boolean => status === "selesai" || status === "gagal";

/** 'Menyiapkan BAP 3 dari 12 kelas' */
export const progresBap = (job: Pick<BapJob, "selesai" | "total">): string => `Menyiapkan BAP ${job.selesai} dari ${job.total} kelas`;

/** 0-100 for the progress bar; 0 while the total is not known, 100 once the job is done. */
export function persenBap(job: Pick<BapJob, "selesai" | "total" | "status">): number {
  if (job.status === "selesai") return 100;
  if (!(job.total > 0) || !Number.isFinite(job.selesai)) return 0;
  return Math.min(100, Math.max(0, Math.round((job.selesai / job.total) * 100)));
}
