// Operator rights per module (spec 2 §3, §6): the labels, the choices a module offers (bantuan at
// most read), and what an editor may change, as the server decides it
// (policy::require_ubah_hak_operator_ini): never their own row, and a module only when they hold
// at least both its old and its new level.
import type { Level, Modul } from "../api/types";

export type PetaHak = Partial<Record<Modul, Level>>;

export const MODUL_LABEL: [Modul, string][] = [
  ["data_master", "Data Master"],
  ["kelas_kuliah", "Kelas Kuliah"],
  ["bank_soal", "Bank Soal"],
  ["data_sistem", "Data Sistem"],
  ["konfigurasi", "Konfigurasi"],
  ["pengumuman", "Pengumuman"],
  ["bantuan", "Bantuan"],
  ["laporan", "Laporan"],
];

export const LEVEL_LABEL: Record<Level, string> = {
  no_access: "Tidak Ada Akses",
  read: "Baca",
  write: "Tulis",
};

const URUTAN: Level[] = ["no_access", "read", "write"];
const peringkat = (l: Level | null | undefined) => Math.max(0, URUTAN.indexOf(l ?? "no_access"));

/** A level read from data: anything unknown or missing is no access (spec 2 §6). */
export function level(v: string | null | undefined): Level {
  return v === "read" || v === "write" ? v : "no_access";
}

/** A module without an entry has no access (spec 2 §6). */
export const levelLabel = (v: string | null | undefined) => LEVEL_LABEL[level(v)];

/** The levels a module offers: bantuan stops at read. */
export const pilihanLevel = (m: Modul): Level[] => (m === "bantuan" ? ["no_access", "read"] : URUTAN);

/** Whether an editor holding `sendiri` may move module `m` from `lama` to `baru`. */
export function bolehGanti(sendiri: PetaHak, m: Modul, lama: Level, baru: Level): boolean {
  return lama === baru || peringkat(sendiri[m]) >= Math.max(peringkat(lama), peringkat(baru));
}

/** 'Tulis 6 · Baca 2': how many modules at each level above no access. */
export function ringkasHak(p: PetaHak): string {
  const n = (l: Level) => MODUL_LABEL.filter(([m]) => level(p[m]) === l).length;
  const bagian = [`Tulis ${n("write")}`, `Baca ${n("read")}`].filter((s) => !s.endsWith(" 0"));
  return bagian.length ? bagian.join(" · ") : LEVEL_LABEL.no_access;
}
