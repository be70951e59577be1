// Pure rules of the grading page (tested in aturan.test.ts).
import type { PengerjaanPeserta } from "../../features/tugas/types";
import type { RingkasanTugas } from "../tugas_detail/aturan";

export const PESAN_NILAI = "Nilai harus di antara 0 dan 100.";

/** The score typed in a row: a number, null (empty: remove the score) or invalid. */
export type HasilNilai = { valid: true; nilai: number | null } | { valid: false; pesan: string };

/** Reads '85', '85.5' or '85,5'; empty means no score; anything else outside 0-100 is invalid. */
export function bacaNilai(teks: string): HasilNilai {
  const t = teks.trim().replace(",", ".");
  if (t === "") return { valid: true, nilai: null };
  const n = Number(t);
  if (!/^(\d+\.?\d*|\.\d+)$/.test(t) || n > 100) return { valid: false, pesan: PESAN_NILAI };
  return { valid: true, nilai: n };
}

/** The input's text for a saved score. */
export const teksNilai = (nilai: number | null | undefined) => (nilai == null ? "" : String(nilai));

/** The typed text differs from the saved score (an invalid text always does). */
export function nilaiBerubah(teks: string, tersimpan: number | null | undefined): boolean {
  const h = bacaNilai(teks);
  return !h.valid || h.nilai !== (tersimpan ?? null);
}

/** 'Simpan' is enabled: the text is a valid, different score. */
export function bolehSimpan(teks: string, tersimpan: number | null | undefined): boolean {
  return bacaNilai(teks).valid && nilaiBerubah(teks, tersimpan);
}

/** Rows whose NIM or name contains the search text (case and extra spaces ignored). */
export function saringPeserta(peserta: PengerjaanPeserta[], cari: string): PengerjaanPeserta[] {
  const q = cari.trim().replace(/\s+/g, " ").toLowerCase();
  if (!q) return peserta;
  return peserta.filter((p) => p.mahasiswa.nim.toLowerCase().includes(q) || p.mahasiswa.nama.toLowerCase().includes(q));
}

/** The figures of the rows as they are now (they change as scores are saved). */
export function ringkasanPeserta(peserta: PengerjaanPeserta[]): RingkasanTugas {
  return {
    jumlah_peserta: peserta.length,
    jumlah_mengumpulkan: peserta.filter((p) => p.waktu != null).length,
    jumlah_dinilai: peserta.filter((p) => p.nilai != null).length,
  };
}

/** The chat a row opens: the student's discussion with the teachers, or their group's chat. */
export const judulDiskusi = (p: Pick<PengerjaanPeserta, "mahasiswa" | "kelompok">) =>
  p.kelompok ? `Diskusi ${p.kelompok}` : `Diskusi dengan ${p.mahasiswa.nama}`;
