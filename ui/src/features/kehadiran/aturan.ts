// Pure rules of the meeting attendance page (tested in aturan.test.ts): breadcrumbs, progress
// colours and percentages, who changed a row, the edit mode's choices and save payload, the
// teacher form (times in the college's zone), client-side paging and the QR countdown.
import type { Crumb } from "../../components/page-header";
import { formatPersen } from "../../lib/angka";
import { formatDesimal } from "../../lib/desimal";
import { namaLengkapDosen } from "../../lib/nama";
import { formatTanggalJam, isTanggalKosong } from "../../lib/tanggal";
import { zonaLabel } from "../../lib/tanggal-zona";
import { parseIso } from "../../lib/tanggal-inti";
import { isoDariLokal, lokalDariIso } from "../pertemuan/aturan";
import type {
  DetailAktivitas,
  JenisPresensi,
  KehadiranMahasiswa,
  KehadiranPengajar,
  KehadiranPengajarSimpan,
  KelasKehadiran,
  KodePresensi,
  PertemuanKehadiran,
  PresensiSimpan,
  TipeHalamanKehadiran,
} from "./types";

/** Who wrote a row by computing it (server's PENGUBAH_SISTEM). */
export const PENGUBAH_SISTEM = "LMS:SYSTEM";

export const KODE_LABEL: Record<KodePresensi, string> = { H: "Hadir", A: "Alpa", I: "Izin", S: "Sakit" };

// ---- breadcrumbs ----

const TIPE: readonly string[] = ["dosen", "dosen-kelas", "operator", "operator-kelas"];

/** The four page types of spec 2 §2; anything else shows nothing. */
export const tipeDikenal = (t: string): t is TipeHalamanKehadiran => TIPE.includes(t);

type KelasCrumb = Pick<KelasKehadiran, "id" | "kode_mk" | "nama_mk" | "nama_kelas">;

/** Breadcrumbs by page type: the attendance section, or the class's meeting. */
export function crumbsKehadiran(tipe: string, kelas: KelasCrumb, p: Pick<PertemuanKehadiran, "id" | "nomor">): Crumb[] {
  const pertemuan = `Pertemuan ${p.nomor}`;
  if (tipe === "dosen" || tipe === "operator") {
    return [
      { label: "Kehadiran", to: tipe === "dosen" ? "/kehadiran" : "/kehadiran-peserta" },
      { label: `${kelas.kode_mk} ${kelas.nama_kelas}`, to: `/kehadiran/${kelas.id}` },
      { label: pertemuan },
    ];
  }
  if (tipe === "dosen-kelas" || tipe === "operator-kelas") {
    return [
      { label: "Kelas", to: "/kelas" },
      { label: kelas.nama_mk, to: `/kelas/${kelas.id}` },
      { label: pertemuan, to: `/kelas/${kelas.id}/${p.id}` },
      { label: "Kehadiran" },
    ];
  }
  return [];
}

// ---- meeting ----

/** Online and mixed meetings count activity progress. */
export const pertemuanDaring = (jenis: string) => jenis === "online" || jenis === "campuran";

/** 'Mulai Pertemuan' before the lecture started; 'Akhiri Pertemuan' while it runs. */
export function tombolPertemuan(p: Pick<PertemuanKehadiran, "mulai_kuliah" | "selesai_kuliah">): "mulai" | "akhiri" | null {
  if (isTanggalKosong(p.mulai_kuliah)) return "mulai";
  return isTanggalKosong(p.selesai_kuliah) ? "akhiri" : null;
}

/** 'Minimal progres peserta 60%'. */
export const minimalLabel = (persen: number) => `Minimal progres peserta ${formatDesimal(persen, { maks: 2, min: 0 })}%`;

/** '12 / 30'. */
export const jumlahHadirLabel = (p: Pick<PertemuanKehadiran, "peserta_hadir" | "jumlah_peserta">) =>
  `${p.peserta_hadir} / ${p.jumlah_peserta}`;

// ---- progress ----

/** A fraction 0-1 as '85,7%' (one decimal); '0,0%' when unknown. */
export function persenProgres(fraction: number | null | undefined): string {
  const teks = formatPersen(fraction);
  return teks === "-" ? "0,0%" : teks;
}

/** Bar width in percent, kept inside 0-100. */
export function lebarBar(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0;
  return Math.min(100, Math.max(0, fraction * 100));
}

/** The row was set by a person (not the system computing it). */
export const diubahOrang = (m: Pick<KehadiranMahasiswa, "updated_by">) => m.updated_by != null && m.updated_by.username !== PENGUBAH_SISTEM;

export type WarnaProgres = "abu" | "hijau" | "merah";

/** Grey when a person set the row, green at or above the minimum, red below (spec 2 §4). */
export function warnaProgres(m: Pick<KehadiranMahasiswa, "updated_by" | "progress">, minimalPersen: number): WarnaProgres {
  if (diubahOrang(m)) return "abu";
  return m.progress.overall * 100 >= minimalPersen - 1e-9 ? "hijau" : "merah";
}

/** Who last changed a row: 'Sistem LMS' for the system, anyone else by name (else username); nobody '-'. */
export function namaPengubah(p: { username?: string | null; name?: string | null } | null | undefined): string {
  const u = (p?.username ?? "").trim();
  if (u === PENGUBAH_SISTEM) return "Sistem LMS";
  const n = (p?.name ?? "").trim();
  return n || u || "-";
}

export const JENIS_AKTIVITAS_LABEL: Record<string, string> = {
  materi: "Materi",
  tugas: "Tugas",
  vidcon: "Vidcon",
  ujian: "Kuis/Ujian",
  forum: "Forum",
  teks: "Teks",
};

export const jenisAktivitasLabel = (jenis: string) => JENIS_AKTIVITAS_LABEL[jenis] ?? jenis;

/** 'Bobot 33,3%'. */
export const bobotLabel = (d: Pick<DetailAktivitas, "weight">) => `Bobot ${persenProgres(d.weight)}`;

// ---- edit mode ----

/** The chosen code per NIM while editing; null = not chosen (saved as A). */
export type Pilihan = Record<string, KodePresensi | null>;

/** H and A always; I and S while their type is active. */
export function kodeTersedia(jenis: JenisPresensi): KodePresensi[] {
  const kode: KodePresensi[] = ["H", "A"];
  if (jenis.izin.is_active) kode.push("I");
  if (jenis.sakit.is_active) kode.push("S");
  return kode;
}

/** The copy the edit mode starts from: each row's current code. */
export function pilihanAwal(peserta: Pick<KehadiranMahasiswa, "mahasiswa" | "presensi">[]): Pilihan {
  const hasil: Pilihan = {};
  for (const m of peserta) hasil[m.mahasiswa.nim] = m.presensi ?? null;
  return hasil;
}

export const pilihSatu = (p: Pilihan, nim: string, kode: KodePresensi): Pilihan => ({ ...p, [nim]: kode });

/** The header radio: every row gets the code. */
export function pilihSemua(p: Pilihan, kode: KodePresensi): Pilihan {
  const hasil: Pilihan = {};
  for (const nim of Object.keys(p)) hasil[nim] = kode;
  return hasil;
}

/** The header radio's checked code: the one every row has, else null. */
export function kodeSemua(p: Pilihan): KodePresensi | null {
  const kode = Object.values(p);
  const pertama = kode[0];
  return pertama != null && kode.every((k) => k === pertama) ? pertama : null;
}

/** The bulk save: every row, an unset one as A (a row missing from the copy keeps its code). */
type BarisSimpan = Pick<KehadiranMahasiswa, "mahasiswa" | "presensi">;

const kodeDipilih = (p: Pilihan, m: BarisSimpan) =>
  Object.prototype.hasOwnProperty.call(p, m.mahasiswa.nim) ? p[m.mahasiswa.nim] : m.presensi;

/**
 * Every row, an unset one as A (the spec's contract) with `ada_presensi: false`: the server
 * then records it as the system's default A, which activity or a QR scan may still change,
 * instead of the lecturer's A.
 */
export function payloadSimpan(peserta: BarisSimpan[], p: Pilihan): { data: PresensiSimpan[] } {
  return {
    data: peserta.map((m) => {
      const kode = kodeDipilih(p, m);
      return { nim: m.mahasiswa.nim, presensi: kode ?? "A", ada_presensi: kode != null };
    }),
  };
}

/** How many students have no record and no chosen code: saving counts them 'Alpa'. */
export const jumlahTanpaPresensi = (peserta: BarisSimpan[], p: Pilihan) => peserta.filter((m) => kodeDipilih(p, m) == null).length;

export const pesanTanpaPresensi = (n: number) =>
  `${n} mahasiswa belum memiliki presensi dan akan dihitung Alpa. Kehadiran mereka masih dapat berubah oleh aktivitas atau QR. Lanjutkan menyimpan?`;

// ---- teachers ----

export const namaPengajar = (k: Pick<KehadiranPengajar, "pengajar">) => namaLengkapDosen(k.pengajar);

const JABATAN: Record<string, string> = { koordinator: "Koordinator", pengajar: "Pengajar", asisten: "Asisten" };
export const jabatanLabel = (j: string) => JABATAN[j] ?? j;

/**
 * Lecturers' presence and the assistants' presence, each in the server's order (spec 3: an
 * Asisten is recorded in the assistants' presence). The server lists only those recorded.
 */
export function pisahAsisten<T extends Pick<KehadiranPengajar, "pengajar">>(semua: T[]): { dosen: T[]; asisten: T[] } {
  return {
    dosen: semua.filter((k) => k.pengajar.jabatan !== "asisten"),
    asisten: semua.filter((k) => k.pengajar.jabatan === "asisten"),
  };
}

export interface TagPengajar {
  label: string;
  warna: "abu" | "hijau" | "merah" | "kuning";
}

/** Grey without attendance; warning while validation is required and the record is not valid; else present or not. */
export function tagPengajar(k: Pick<KehadiranPengajar, "ada_presensi" | "is_hadir" | "is_valid" | "wajib_validasi">): TagPengajar {
  if (!k.ada_presensi) return { label: "Belum Ada Presensi", warna: "abu" };
  const label = k.is_hadir ? "Hadir" : "Tidak Hadir";
  if (k.wajib_validasi && !k.is_valid) return { label, warna: "kuning" };
  return { label, warna: k.is_hadir ? "hijau" : "merah" };
}

/** 'Sudah Divalidasi' / 'Belum Divalidasi' while validation is required; null (nothing shown) otherwise. */
export const validasiLabel = (k: Pick<KehadiranPengajar, "is_valid" | "wajib_validasi">) =>
  k.wajib_validasi ? (k.is_valid ? "Sudah Divalidasi" : "Belum Divalidasi") : null;

/** Teacher attendance waits for start + setting minutes, unless the lecture already started. */
export function pengajarTerkunci(sekarang: number, bisaMulai: string, mulaiKuliah: string | null | undefined): boolean {
  if (!isTanggalKosong(mulaiKuliah)) return false;
  const batas = parseIso(bisaMulai);
  return Number.isFinite(batas) && sekarang < batas;
}

export const pesanTerkunci = (bisaMulai: string, tz: string) => `Kehadiran pengajar dapat diubah mulai ${formatTanggalJam(bisaMulai, tz)}`;

/** The teacher dialog's values; the times are datetime-local values in zone tz. */
export interface FormPengajar {
  is_hadir: boolean;
  mulai: string;
  selesai: string;
}

export function formPengajarAwal(k: Pick<KehadiranPengajar, "is_hadir" | "mulai_kuliah" | "selesai_kuliah">, tz: string): FormPengajar {
  return { is_hadir: k.is_hadir, mulai: lokalDariIso(k.mulai_kuliah, tz), selesai: lokalDariIso(k.selesai_kuliah, tz) };
}

/** Switching 'Hadir' off clears both times. */
export const setHadir = (f: FormPengajar, hadir: boolean): FormPengajar =>
  hadir ? { ...f, is_hadir: true } : { is_hadir: false, mulai: "", selesai: "" };

export interface GalatPengajar {
  mulai?: string;
  selesai?: string;
}

/** The server's messages: a present teacher needs both times. */
export function periksaPengajar(f: FormPengajar, nama: string, tz: string): GalatPengajar {
  if (!f.is_hadir) return {};
  const galat: GalatPengajar = {};
  if (!isoDariLokal(f.mulai, tz)) galat.mulai = `Memulai kuliah dosen ${nama} wajib diisi`;
  if (!isoDariLokal(f.selesai, tz)) galat.selesai = `Mengakhiri kuliah dosen ${nama} wajib diisi`;
  return galat;
}

/** PUT /lms/kehadiran_dosen/{id}/dosen/{idDosen}: ISO times with the zone's offset. */
export function payloadPengajar(f: FormPengajar, tz: string): KehadiranPengajarSimpan {
  if (!f.is_hadir) return { is_hadir: false, mulai_kuliah: null, selesai_kuliah: null };
  return { is_hadir: true, mulai_kuliah: isoDariLokal(f.mulai, tz), selesai_kuliah: isoDariLokal(f.selesai, tz) };
}

// ---- paging ----

export const UKURAN_HALAMAN = [5, 10, 20, 50];
export const UKURAN_AWAL = 10;

/** The page kept inside 1..last. */
export function halamanSah(halaman: number, total: number, perHalaman: number): number {
  const akhir = Math.max(1, Math.ceil(total / Math.max(1, perHalaman)));
  return Math.min(Math.max(1, Math.floor(halaman) || 1), akhir);
}

/** The rows of one page and the number of the first one. */
export function potongHalaman<T>(xs: T[], halaman: number, perHalaman: number): { baris: T[]; awal: number } {
  const h = halamanSah(halaman, xs.length, perHalaman);
  const awal = (h - 1) * perHalaman;
  return { baris: xs.slice(awal, awal + perHalaman), awal };
}

// ---- QR ----

/** Whole seconds until `berlakuSampai` (never below 0). */
export function sisaDetik(berlakuSampai: string, sekarang: number): number {
  const batas = parseIso(berlakuSampai);
  if (!Number.isFinite(batas)) return 0;
  return Math.max(0, Math.ceil((batas - sekarang) / 1000));
}

/** When to fetch the next code: at its expiry, else after the rotation; at least 1 s. */
export function jedaQr(berlakuSampai: string, detikRotasi: number, sekarang: number): number {
  const batas = parseIso(berlakuSampai);
  const ms = Number.isFinite(batas) ? batas - sekarang : detikRotasi * 1000;
  return Math.max(1000, ms);
}

export const srcQr = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/**
 * An attendance percentage as the server computes it (held meetings only, one decimal):
 * 85.7 -> '85,7%', 90 -> '90,0%'; '-' before any meeting is held (null).
 */
export function persenKehadiranLabel(persen: number | null | undefined): string {
  return persen == null || !Number.isFinite(persen) ? "-" : formatPersen(persen / 100);
}

/** Spec 2 §9: the automatic update's time in the college's zone (the server runs it then: kehadiran/harian.rs). */
export const pembaruanOtomatis = (tz: string | null | undefined) =>
  `Kehadiran daring diperbarui otomatis setiap hari pukul 23:59 ${zonaLabel(tz)}.`;
