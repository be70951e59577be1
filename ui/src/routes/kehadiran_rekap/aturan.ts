// Pure rules of the class attendance recap (tested in aturan.test.ts): the icon and colour of
// a cell (spec 2 §4) from its character in `presensi` (H/A/I/S, lower case while not valid,
// '-' without a record), which cells open the 'Detail' dialog (spec 2 §2: not those of
// offline meetings) and what that dialog shows once the cell's record is fetched.
import type { KehadiranMahasiswa, RekapKehadiran } from "../../features/kehadiran/types";
import { namaPengubah } from "../../features/kehadiran/aturan";
import { formatPersen } from "../../lib/angka";
import { formatTanggalJam } from "../../lib/tanggal";

export interface Gaya {
  cls: string;
  g: string;
  label: string;
}

const HADIR = "\u2713";
const ABSEN = "\u2717";

export const KOSONG: Gaya = { cls: "k k-kosong", g: "\u2013", label: "Belum ada rekap" };
const WARN_H: Gaya = { cls: "k k-warn", g: HADIR, label: "Hadir (Belum Valid)" };
const WARN_A: Gaya = { cls: "k k-warn", g: ABSEN, label: "Tidak Hadir (Belum Valid)" };
export const ON_H: Gaya = { cls: "k k-on-h", g: HADIR, label: "Hadir Online" };
export const ON_A: Gaya = { cls: "k k-on-a", g: ABSEN, label: "Tidak Hadir Online" };
export const OFF_H: Gaya = { cls: "k k-off-h", g: HADIR, label: "Hadir Offline" };
export const OFF_A: Gaya = { cls: "k k-off-a", g: ABSEN, label: "Tidak Hadir Offline" };

/** Izin and Sakit are not present (their cell's colour) but say which (issue 37 §6), as the export does. */
const ALASAN: Record<"I" | "S", string> = { I: "Izin", S: "Sakit" };
const denganAlasan = (dasar: Gaya, huruf: "I" | "S", akhiran: string): Gaya => ({
  cls: dasar.cls,
  g: huruf,
  label: `${ALASAN[huruf]} ${akhiran}`,
});
/** One object per state: the row markup is cached per style. */
const TIDAK_HADIR_BERALASAN = new Map<Gaya, Record<"I" | "S", Gaya>>(
  (
    [
      [ON_A, "Online"],
      [OFF_A, "Offline"],
      [WARN_A, "(Belum Valid)"],
    ] as const
  ).map(([g, akhiran]) => [g, { I: denganAlasan(g, "I", akhiran), S: denganAlasan(g, "S", akhiran) }]),
);

/** Whether a cell's character is a record: a letter (H, A, I, S in either case), not '-'. */
export const adaRekap = (c: string | null | undefined): c is string => c != null && /^[a-z]$/i.test(c);

/**
 * Icon and colour of one cell from its character (spec 2 §4): grey without record ('-' or
 * missing), warning when not valid (lower case); 'H' is present, any other letter is not, and
 * I and S show their letter instead of the cross.
 */
export function gayaSel(c: string | null | undefined, online: boolean): Gaya {
  if (!adaRekap(c)) return KOSONG;
  const besar = c.toUpperCase();
  const hadir = besar === "H";
  const dasar = c !== besar ? (hadir ? WARN_H : WARN_A) : online ? (hadir ? ON_H : ON_A) : hadir ? OFF_H : OFF_A;
  return besar === "I" || besar === "S" ? (TIDAK_HADIR_BERALASAN.get(dasar)?.[besar] ?? dasar) : dasar;
}

/** The legend (spec 2 §2): the four colours, Izin and Sakit, not valid yet, and the grey minus of no recap yet. */
export const LEGENDA: Gaya[] = [
  ON_H,
  OFF_H,
  ON_A,
  OFF_A,
  { cls: "k k-off-a", g: "I", label: "Izin" },
  { cls: "k k-off-a", g: "S", label: "Sakit" },
  { cls: "k k-warn", g: "!", label: "Belum Valid" },
  KOSONG,
];

/**
 * Whether a student's percentage is below the final exam's minimum (configuration
 * `attendance_percentage`), as the server's `PersenKehadiran::memenuhi`: not before a meeting is held.
 */
export const diBawahSyarat = (persen: number | null | undefined, syarat: number) => persen != null && persen < syarat;

export const keteranganSyarat = (syarat: number) => `Di bawah syarat kehadiran UAS (minimal ${syarat}%)`;

/** Cells of online meetings take the online colours (a mixed meeting counts as offline). */
export const isOnline = (jenis: string | null | undefined) => (jenis ?? "").toLowerCase() === "online";

/** Cells of offline meetings never open the 'Detail' dialog (spec 2 §2). */
export const jenisBerdetail = (jenis: string | null | undefined) => (jenis ?? "").toLowerCase() !== "offline";

/** Whether a cell opens the 'Detail' dialog: it has a record and its meeting is not offline. */
export function bisaDetail(jenis: string | null | undefined, c: string | null | undefined): boolean {
  return adaRekap(c) && jenisBerdetail(jenis);
}

export interface DetailSel {
  nama: string;
  nim: string;
  pertemuan: string;
  presensi: string;
  progress: string;
  diperbaruiOleh: string;
  waktu: string;
  belumValid: boolean;
}

/** A cell that opens the dialog: its student and meeting. */
export interface SelDipilih {
  m: number;
  p: number;
}

/** The indices a clicked cell carries (the row's data-m, the cell's data-p), checked against the recap. */
export function bacaIndeks(
  data: Pick<RekapKehadiran, "mahasiswa" | "pertemuan">,
  m: string | null | undefined,
  p: string | null | undefined,
): SelDipilih | null {
  if (!m || !p || !/^\d+$/.test(m) || !/^\d+$/.test(p)) return null;
  const im = Number(m);
  const ip = Number(p);
  const mhs = data.mahasiswa[im];
  const prt = data.pertemuan[ip];
  if (!mhs || !prt || !bisaDetail(prt.jenis, mhs.presensi[ip])) return null;
  return { m: im, p: ip };
}

/** What the 'Detail' dialog shows for one fetched record of meeting `nomor`. */
export function detailSel(
  k: Pick<KehadiranMahasiswa, "mahasiswa" | "presensi_label" | "progress" | "updated_by" | "updated_at" | "is_valid">,
  nomor: number,
  tz?: string | null,
): DetailSel {
  return {
    nama: k.mahasiswa.nama,
    nim: k.mahasiswa.nim,
    pertemuan: `Pertemuan ${nomor}`,
    presensi: k.presensi_label || "-",
    progress: formatPersen(k.progress?.overall),
    diperbaruiOleh: namaPengubah(k.updated_by),
    waktu: formatTanggalJam(k.updated_at ?? null, tz),
    belumValid: !k.is_valid,
  };
}
