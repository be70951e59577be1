// Pure rules of the question bank pages (tested in aturan.test.ts): the types from the generated
// schema, the bank modal's first values, checks (the server's, in its order and words) and body,
// the Prodi filter derived from the courses, and the bank's address (its PDF download).
import type { components } from "../../api/schema";

type Schemas = components["schemas"];

export type BankSoalHalaman = Schemas["BankSoalHalaman"];
export type BankSoalRingkas = Schemas["BankSoalRingkas"];
export type BankSoalDetail = Schemas["BankSoalDetail"];
export type BankSoalSimpan = Schemas["BankSoalSimpan"];
export type SoalBank = Schemas["SoalBank"];
export type MataKuliahBank = Schemas["MataKuliahBank"];
export type UjianSumber = Schemas["UjianSumber"];
export type SalinSoalUjian = Schemas["SalinSoalUjian"];
export type DosenRef = Schemas["DosenRef"];
export type MakulSingkat = Schemas["MakulSingkat"];

export const JUDUL_MAKS = 100;
export const DESKRIPSI_MAKS = 300;

export const PESAN_BANK = {
  judul: "Judul wajib diisi",
  judulMaks: `Judul maksimal ${JUDUL_MAKS} karakter`,
  deskripsi: "Deskripsi wajib diisi",
  deskripsiMaks: `Deskripsi maksimal ${DESKRIPSI_MAKS} karakter`,
  dosen: "Dosen wajib diisi",
  mataKuliah: "Mata Kuliah wajib diisi",
} as const;

/** Which bank modal: its title is 'Tambah Data', 'Ubah Data' or 'Duplikat Data'. */
export type ModeBank = "tambah" | "ubah" | "duplikat";
const JUDUL_MODE: Record<ModeBank, string> = { tambah: "Tambah", ubah: "Ubah", duplikat: "Duplikat" };
export const judulModalBank = (m: ModeBank) => `${JUDUL_MODE[m]} Data`;

export interface FormBank {
  judul: string;
  deskripsi: string;
  /** The chosen teacher's id as text ('' when none); used only when the modal shows 'Dosen'. */
  id_dosen: string;
  id_mata_kuliah: string;
  ditampilkan: boolean;
}

type SumberForm = Pick<BankSoalRingkas, "judul" | "deskripsi" | "id_dosen" | "id_mata_kuliah" | "ditampilkan">;

/** The modal's first values: empty and shown for a new bank, else the bank's own. */
export function formBankAwal(bank: SumberForm | null): FormBank {
  if (!bank) return { judul: "", deskripsi: "", id_dosen: "", id_mata_kuliah: "", ditampilkan: true };
  return {
    judul: bank.judul,
    deskripsi: bank.deskripsi,
    id_dosen: String(bank.id_dosen),
    id_mata_kuliah: String(bank.id_mata_kuliah),
    ditampilkan: bank.ditampilkan,
  };
}

const idSah = (v: string) => /^\d+$/.test(v.trim()) && Number(v) > 0;

/** The modal's checks in the server's order and words; the first failing one, or null.
 * Without `pilihDosen` the teacher is the signed-in lecturer, decided by the server. */
export function periksaBank(f: FormBank, pilihDosen: boolean): string | null {
  const judul = f.judul.trim();
  if (!judul) return PESAN_BANK.judul;
  if ([...judul].length > JUDUL_MAKS) return PESAN_BANK.judulMaks;
  const deskripsi = f.deskripsi.trim();
  if (!deskripsi) return PESAN_BANK.deskripsi;
  if ([...deskripsi].length > DESKRIPSI_MAKS) return PESAN_BANK.deskripsiMaks;
  if (pilihDosen && !idSah(f.id_dosen)) return PESAN_BANK.dosen;
  if (!idSah(f.id_mata_kuliah)) return PESAN_BANK.mataKuliah;
  return null;
}

/** POST/PUT body of the modal (call after periksaBank passed). */
export const bodyBank = (f: FormBank, pilihDosen: boolean): BankSoalSimpan => ({
  judul: f.judul.trim(),
  deskripsi: f.deskripsi.trim(),
  id_dosen: pilihDosen ? Number(f.id_dosen) : null,
  id_mata_kuliah: Number(f.id_mata_kuliah),
  ditampilkan: f.ditampilkan,
});

/** A course choice no longer among the options (another teacher chosen) is cleared. */
export const mataKuliahDalamOpsi = (f: FormBank, opsi: readonly { id: number }[]): FormBank =>
  f.id_mata_kuliah && !opsi.some((m) => String(m.id) === f.id_mata_kuliah) ? { ...f, id_mata_kuliah: "" } : f;

export type Opsi = [string, string][];

/** The Prodi filter's options: the study programmes of the listed courses, once each, by name. */
export function opsiProdi(mk: readonly MataKuliahBank[]): Opsi {
  const m = new Map<string, string>();
  for (const x of mk) if (!m.has(String(x.id_prodi))) m.set(String(x.id_prodi), x.prodi);
  return [...m].sort((a, b) => a[1].localeCompare(b[1], "id"));
}

/** The Mata Kuliah filter's options, narrowed to the chosen programme. */
export const opsiMataKuliah = (mk: readonly MataKuliahBank[], prodi: string): Opsi =>
  mk.filter((x) => !prodi || String(x.id_prodi) === prodi).map((x) => [String(x.id), `${x.kode} - ${x.nama}`]);

export const mataKuliahLabel = (b: Pick<BankSoalRingkas, "kode_mata_kuliah" | "mata_kuliah">) =>
  b.kode_mata_kuliah ? `${b.kode_mata_kuliah} - ${b.mata_kuliah}` : b.mata_kuliah || "-";

// ---- addresses ----

export const URL_BANK = "/lms/bank_soal";
export const urlBank = (id: number) => `${URL_BANK}/${id}`;
export const urlHalamanBank = (id: number) => `/bank-soal/${id}`;
