// Exam comments (spec 3 E2): the words and the order of the teachers' list.
import type { DiskusiMahasiswa } from "../../api/types";

export const JUDUL_KOMENTAR_SAYA = "Komentar untuk Pengajar";
export const PETUNJUK_KOMENTAR = "Tanyakan hal tentang kuis/ujian ini kepada pengajar kelas. Hanya Anda dan pengajar yang membacanya.";
export const KOMENTAR_KOSONG = "Belum ada komentar mahasiswa pada kuis/ujian ini.";

export const judulKomentar = (d: Pick<DiskusiMahasiswa, "nama" | "nim">) => `Komentar ${d.nama} (${d.nim})`;

/** '3 komentar, 1 belum dibaca' for a row of the teachers' list. */
export function ringkasanKomentar(d: Pick<DiskusiMahasiswa, "jumlah_pesan" | "belum_dibaca">): string {
  const belum = d.belum_dibaca > 0 ? `, ${d.belum_dibaca} belum dibaca` : "";
  return `${d.jumlah_pesan} komentar${belum}`;
}

/** Unread discussions first, then the latest message first (the server's order within each). */
export function urutKomentar(daftar: readonly DiskusiMahasiswa[]): DiskusiMahasiswa[] {
  return [...daftar].sort((a, b) => Number(b.belum_dibaca > 0) - Number(a.belum_dibaca > 0));
}

/** The list after the viewer read `idChat`. */
export const tandaiDibaca = (daftar: readonly DiskusiMahasiswa[], idChat: string): DiskusiMahasiswa[] =>
  daftar.map((d) => (d.id_chat === idChat ? { ...d, belum_dibaca: 0 } : d));
