// The 'Impor Soal' modal as a state machine (tested in impor-aturan.test.ts, spec 3 §4 Question
// bank): empty (type and file being chosen), processing, then success or failure; 'Impor Ulang'
// after a failure starts empty again. The client's checks use the server's words.
import { melebihiUkuran, PESAN_UNGGAH } from "../../lib/unggah";
import type { JenisSoal } from "../ujian/soal-aturan";

/** The import's types, in the modal's order. */
export const JENIS_IMPOR: readonly [JenisSoal, string][] = [
  ["pilihan", "Pilihan"],
  ["benar_salah", "Benar/Salah"],
  ["esay", "Esai"],
];

export const PESAN_IMPOR = {
  jenis: "Pilih jenis soal terlebih dahulu (Pilihan, Benar/Salah atau Esai).",
  berkas: "File belum dipilih",
  ekstensi: "Hanya berkas .xls atau .xlsx yang dapat diimpor.",
} as const;

export const EKSTENSI_IMPOR = [".xls", ".xlsx"] as const;
/** The server reads at most 5,000,000 bytes of a spreadsheet ('Ukuran file tidak boleh lebih dari 5 MB.'). */
export const BATAS_IMPOR_MB = 5;

export const urlTemplate = (jenis: JenisSoal) => `/lms/bank_soal/template/${jenis}`;

/** A chosen file as far as the rules care (size in bytes, when known). */
export interface BerkasImpor {
  name: string;
  size?: number;
}

export type StatusImpor =
  { tahap: "kosong" } | { tahap: "proses" } | { tahap: "berhasil"; pesan: string } | { tahap: "gagal"; pesan: string[] };

export interface Impor<B extends BerkasImpor = BerkasImpor> {
  jenis: JenisSoal | null;
  berkas: B | null;
  status: StatusImpor;
}

export type AksiImpor<B extends BerkasImpor = BerkasImpor> =
  | { aksi: "jenis"; jenis: JenisSoal }
  | { aksi: "berkas"; berkas: B | null }
  | { aksi: "proses" }
  | { aksi: "berhasil"; pesan: string }
  | { aksi: "gagal"; pesan: string }
  | { aksi: "ulang" };

export const imporAwal = <B extends BerkasImpor>(): Impor<B> => ({ jenis: null, berkas: null, status: { tahap: "kosong" } });

export const berkasExcel = (b: BerkasImpor) => {
  const nama = b.name.toLowerCase();
  return EKSTENSI_IMPOR.some((e) => nama.endsWith(e));
};

/** A chosen spreadsheet over the server's limit (the upload dialog's rule, spec 1 §5). */
export const imporTerlaluBesar = (b: BerkasImpor | null) => b !== null && melebihiUkuran({ size: b.size ?? 0 }, BATAS_IMPOR_MB);

/** Why 'Proses' may not send yet, or null. */
export function periksaImpor(s: Impor): string | null {
  if (!s.jenis) return PESAN_IMPOR.jenis;
  if (!s.berkas) return PESAN_IMPOR.berkas;
  if (!berkasExcel(s.berkas)) return PESAN_IMPOR.ekstensi;
  if (imporTerlaluBesar(s.berkas)) return PESAN_UNGGAH.melebihi;
  return null;
}

/** A server message as lines ('Baris 7, kolom Kunci: ...' each on its own). */
export function barisPesan(pesan: string): string[] {
  const baris = pesan
    .split(/\r?\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return baris.length ? baris : ["Terjadi kesalahan"];
}

export function langkahImpor<B extends BerkasImpor>(s: Impor<B>, a: AksiImpor<B>): Impor<B> {
  const kosong = s.status.tahap === "kosong";
  switch (a.aksi) {
    case "jenis":
      return kosong ? { ...s, jenis: a.jenis } : s;
    case "berkas":
      return kosong ? { ...s, berkas: a.berkas } : s;
    case "proses":
      return kosong && periksaImpor(s) === null ? { ...s, status: { tahap: "proses" } } : s;
    case "berhasil":
      return s.status.tahap === "proses" ? { ...s, status: { tahap: "berhasil", pesan: a.pesan } } : s;
    case "gagal":
      return s.status.tahap === "proses" ? { ...s, status: { tahap: "gagal", pesan: barisPesan(a.pesan) } } : s;
    case "ulang":
      return s.status.tahap === "gagal" ? imporAwal<B>() : s;
  }
}
