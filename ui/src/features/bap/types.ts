// BAP (Berita Acara Perkuliahan) downloads: the generated schema types plus the
// dialogs' own option shapes.
import type { BapArsipRequest, BapJob } from "../../api/types";

export type { BapArsipRequest, BapJob };

/** Which parts go into the report; at least one must be on. */
export interface BagianBap {
  include_laporan_kelas: boolean;
  include_laporan_pertemuan_detail: boolean;
  include_tanda_tangan: boolean;
}

/** Options of one class's PDF (`GET /lms/kelas_kuliah/{id}/bap/unduh`). */
export interface OpsiBapKelas extends BagianBap {
  /** Lecturer: only the meetings they taught. */
  laporan_saya?: boolean;
  /** Operator: one teacher's meetings; null for every teacher. */
  id_pengajar?: number | null;
}

/** The server's StatusPekerjaan: `POST /lms/kelas_kuliah/bap/unduh` answers 'antri'; polling ends on 'selesai' or 'gagal'. */
export type BapJobStatus = BapJob["status"];

/** A teacher the operator may pick in 'Unduh BAP'. */
export interface PengajarBap {
  id_dosen: number;
  nama: string;
}
