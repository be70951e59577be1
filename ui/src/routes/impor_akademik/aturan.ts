// The import page's steps: a kind, a file, its preview, then 'Simpan' once the preview has no bad
// row and something to change. Pure, for the page and its tests.
import type { JenisImpor, Pratinjau } from "../../api/types";

/** The look of the page's text and choice fields (the token's name, the links' role and days). */
export const KOTAK_ISIAN =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-blue-700 focus:outline-none aria-invalid:border-red-500 disabled:bg-slate-100";

export const EKSTENSI_IMPOR_AKADEMIK = [".xlsx", ".csv"] as const;
/** The server's limit (impor/routes.rs UKURAN_MAKS), in MB. */
export const BATAS_IMPOR_AKADEMIK_MB = 32;

export function berkasImpor(nama: string): boolean {
  const n = nama.toLowerCase();
  return EKSTENSI_IMPOR_AKADEMIK.some((e) => n.endsWith(e));
}

export const urlTemplateAkademik = (jenis: JenisImpor) => `/lms/impor_akademik/${jenis}/template`;

/** The server's rule (Pratinjau::ada_perubahan): something is added, changed or taken out. */
const adaPerubahan = (p: Pratinjau) => p.ditambah + p.diubah + p.dikeluarkan > 0;

/** Whether 'Simpan' may be pressed for this preview. */
export function bolehSimpan(p: Pratinjau | null): boolean {
  return p != null && p.jumlah_galat === 0 && adaPerubahan(p);
}

/** Why 'Simpan' waits, said under the preview; null when it may be pressed. */
export function alasanTunggu(p: Pratinjau): string | null {
  if (p.jumlah_galat > 0)
    return "Perbaiki baris di bawah pada berkas, lalu unggah lagi. Tidak ada yang disimpan selama ada baris yang salah.";
  if (!adaPerubahan(p)) return "Semua baris sama dengan data di LMS: tidak ada yang perlu disimpan.";
  return null;
}

/** The bad rows beyond those listed. */
export function galatLainnya(p: Pratinjau): number {
  return Math.max(0, p.jumlah_galat - p.galat.length);
}

/** The server's rule for a token's name (impor/token.rs `buat`): 1-100 characters. */
export function galatNamaToken(nama: string): string | null {
  const n = nama.trim();
  if (n.length === 0 || [...n].length > 100) return "Nama token wajib diisi, paling banyak 100 karakter (misalnya 'SIAKAD sinkron malam').";
  return null;
}

/** Whose activation links: '' both, or one role (the server's `PeranAktivasi`). */
export type PeranTautan = "" | "mahasiswa" | "dosen";
export const PERAN_TAUTAN: readonly (readonly [PeranTautan, string])[] = [
  ["", "Mahasiswa dan Dosen"],
  ["mahasiswa", "Mahasiswa"],
  ["dosen", "Dosen"],
];
/** The server's default (akun/aktivasi.rs MASA_BERLAKU_HARI). */
export const HARI_TAUTAN_BAWAAN = 14;

/** The server's rule for how long links are valid: whole days, 1 to 90. */
export function galatHariTautan(teks: string): string | null {
  const n = Number(teks);
  if (teks.trim() === "" || !Number.isInteger(n) || n < 1 || n > 90) return "Masa berlaku tautan 1 sampai 90 hari.";
  return null;
}
