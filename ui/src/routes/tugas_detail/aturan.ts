// Pure rules of the task pages (detail and grading; tested in aturan.test.ts). The hand-in's
// own rules and formats live in features/tugas/pengumpulan-aturan.ts.
import type { Role } from "../../api/types";
import type { Crumb } from "../../components/page-header";
import type { ChatTarget } from "../../features/chat/types";
import { judulChatKelompok } from "../../features/tugas/kelompok-aturan";
import type { TugasDetail } from "../../features/tugas/types";

export { nilaiLabel, statusPengumpulan, waktuTugas } from "../../features/tugas/pengumpulan-aturan";
export type { RingkasanTugas } from "../../features/tugas/types";

const SUB_JENIS: Record<string, string> = { individu: "Tugas Individu", kelompok: "Tugas Kelompok" };

/** 'Tugas Individu' | 'Tugas Kelompok'; 'Tugas' otherwise. */
export function subJenisLabel(v: string | null | undefined): string {
  return v != null && Object.prototype.hasOwnProperty.call(SUB_JENIS, v) ? (SUB_JENIS[v] ?? "Tugas") : "Tugas";
}

export const urlTugas = (t: Pick<TugasDetail, "id" | "kelas">) => `/kelas/${t.kelas.id}/tugas/${t.id}`;
export const urlPenilaian = (t: Pick<TugasDetail, "id" | "kelas">) => `${urlTugas(t)}/penilaian`;

/** Kelas › 'IF101 Algoritma - A' › 'Pertemuan 3' (linking to the task when more follows). */
export function crumbsTugas(t: TugasDetail): Crumb[] {
  const k = t.kelas;
  return [
    { label: "Kelas", to: "/kelas" },
    { label: `${k.kode_mk} ${k.nama_mk} - ${k.nama_kelas}`, to: `/kelas/${k.id}` },
    { label: `Pertemuan ${t.pertemuan.nomor}`, to: urlTugas(t) },
  ];
}

/** The viewer takes the task: the server says whether they may hand in (students only),
 * or they have a hand-in, or they are a student. */
export function isPeserta(t: Pick<TugasDetail, "pengerjaan_saya" | "boleh_kumpul">, role: Role | null | undefined): boolean {
  return t.boleh_kumpul != null || t.pengerjaan_saya != null || role === "mahasiswa";
}

/** The discussion the page opens with: a student's group chat on a group task, their
 * discussion with the teachers on an individual one. */
export function chatAwal(t: Pick<TugasDetail, "sub_jenis" | "kelompok_saya" | "id_chat">): ChatTarget | null {
  if (t.sub_jenis === "kelompok")
    return t.kelompok_saya ? { id: t.kelompok_saya.id_chat, judul: judulChatKelompok(t.kelompok_saya) } : null;
  return t.id_chat ? { id: t.id_chat, judul: "Diskusi dengan Pengajar" } : null;
}

/** The discussion column's note when the task page opens no discussion. */
export function petunjukDiskusi(
  t: Pick<TugasDetail, "pengerjaan_saya" | "boleh_kumpul" | "sub_jenis">,
  role: Role | null | undefined,
): string {
  const kelompok = t.sub_jenis === "kelompok";
  if (!isPeserta(t, role)) {
    return kelompok
      ? "Pilih 'Chat' pada kartu kelompok untuk membuka diskusinya."
      : "Buka halaman Penilaian untuk berdiskusi dengan mahasiswa.";
  }
  return kelompok ? "Anda belum tergabung dalam kelompok." : "Diskusi dengan pengajar belum tersedia.";
}
