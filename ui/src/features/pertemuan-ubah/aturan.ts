// Pure rules of the dialog 'Ubah Data Pertemuan' (spec 2 §2, §4, §5; tested in aturan.test.ts):
// the form a meeting starts from, the date + session + times composed into ISO times with the
// college's offset, what a session or a date does to the times, which fields are missing (the
// server's own messages, server/src/pertemuan/jadwal.rs), when 'Cek Jadwal Bentrok' and
// 'Simpan' may be pressed, the two payloads (full and simple) and the clash check's groups.
import type { components } from "../../api/schema";
import { jamKelas } from "../../lib/tanggal";
import { namaLengkapDosen } from "../../lib/nama";
import { isoDariLokal, lokalDariIso, rentangWaktu } from "../pertemuan/aturan";

type Schemas = components["schemas"];
export type PertemuanUbah = Schemas["PertemuanUbah"];
export type PertemuanSimpan = Schemas["PertemuanSimpan"];
export type CekBentrok = Schemas["CekBentrok"];
export type HasilBentrok = Schemas["HasilBentrok"];
export type Bentrok = Schemas["Bentrok"];
export type SesiKuliah = Schemas["SesiKuliah"];
export type Ruangan = Schemas["Ruangan"];
export type PengajarPertemuan = Schemas["PengajarPertemuan"];
export type ParameterKehadiran = Schemas["ParameterKehadiran"];

export const DESKRIPSI_MAKS = 300;
export const JUDUL_MAKS = 255;

export const PESAN = {
  kosong: "Pengisian Data Belum Lengkap!",
  judul: "Judul wajib diisi!",
  judulPanjang: `Judul tidak boleh lebih dari ${JUDUL_MAKS} karakter`,
  deskripsi: "Deskripsi wajib diisi!",
  deskripsiPanjang: "Deskripsi tidak boleh lebih dari 300 karakter",
  tanggal: "Tanggal wajib diisi!",
  sesi: "Sesi wajib diisi!",
  waktu: "Waktu wajib diisi!",
  pengajar: "Pengajar wajib diisi!",
  ruangan: "id_ruangan wajib diisi!",
} as const;

export const JENIS_OPSI: [string, string][] = [
  ["online", "Online"],
  ["offline", "Offline"],
];
export const KATEGORI_OPSI: [string, string][] = [
  ["kuliah", "Kuliah"],
  ["uts", "UTS"],
  ["uas", "UAS"],
];

/** The choices of 'Jenis': a stored 'campuran' meeting keeps its own type as a choice. */
export const opsiJenis = (awal: string): [string, string][] =>
  awal === "campuran" ? [...JENIS_OPSI, ["campuran", "Campuran"]] : JENIS_OPSI;

export const PARAMETER_OPSI: [keyof ParameterKehadiran, string][] = [
  ["hadir_vidcon", "Hadir Vidcon"],
  ["kerjakan_kuis_ujian", "Kerjakan Kuis/Ujian"],
  ["kerjakan_tugas", "Kerjakan Tugas"],
  ["posting_forum", "Posting Forum"],
  ["unduh_materi", "Unduh Materi"],
];

export const PARAMETER_KOSONG: ParameterKehadiran = {
  hadir_vidcon: false,
  kerjakan_kuis_ujian: false,
  kerjakan_tugas: false,
  posting_forum: false,
  unduh_materi: false,
};

export interface FormUbah {
  judul: string;
  jenis: string;
  kategori: string;
  deskripsi: string;
  /** 'YYYY-MM-DD' in the college's zone; '' when empty. */
  tanggal: string;
  /** The session's id as text; '' when none. */
  id_sesi: string;
  /** 'HH:MM' in the college's zone. */
  jam_mulai: string;
  jam_selesai: string;
  /** The room's id as text; '' when none (always for online meetings). */
  id_ruangan: string;
  /** The ids of the class's teachers who teach this meeting, in the class's order. */
  pengajar: number[];
  parameter: ParameterKehadiran;
}

const bagianLokal = (iso: string, tz: string) => {
  const v = lokalDariIso(iso, tz);
  return v ? { tanggal: v.slice(0, 10), jam: v.slice(11, 16) } : { tanggal: "", jam: "" };
};

/** The form a meeting starts from. */
export function formAwal(p: PertemuanUbah, tz: string): FormUbah {
  const mulai = bagianLokal(p.waktu_mulai, tz);
  const selesai = bagianLokal(p.waktu_selesai, tz);
  const jenis = p.jenis;
  return {
    judul: p.judul,
    jenis,
    kategori: p.kategori,
    deskripsi: p.deskripsi,
    tanggal: mulai.tanggal,
    id_sesi: p.id_sesi == null ? "" : String(p.id_sesi),
    jam_mulai: mulai.jam,
    jam_selesai: selesai.jam,
    id_ruangan: jenis === "online" || p.id_ruangan == null ? "" : String(p.id_ruangan),
    pengajar: p.pengajar_kelas.filter((g) => g.is_pengajar).map((g) => g.id),
    parameter: { ...p.parameter_kehadiran },
  };
}

/** 'Jenis': an online meeting has no room. */
export function setJenis(f: FormUbah, jenis: string): FormUbah {
  return { ...f, jenis, id_ruangan: jenis === "online" ? "" : f.id_ruangan };
}

/** 'Sesi': the times become the session's (an unknown or cleared session keeps them). */
export function setSesi(f: FormUbah, id: string, sesi: readonly SesiKuliah[]): FormUbah {
  const s = sesi.find((x) => String(x.id) === id);
  if (!s) return { ...f, id_sesi: id };
  const jam = (v: string) => (jamKelas(v) === "-" ? "" : jamKelas(v));
  return { ...f, id_sesi: id, jam_mulai: jam(s.jam_mulai), jam_selesai: jam(s.jam_selesai) };
}

/** 'Tanggal': the times stay and move to that date (the form keeps the date apart from the times). */
export function setTanggal(f: FormUbah, tanggal: string): FormUbah {
  return { ...f, tanggal };
}

/** The teacher checkbox of `id` set to `pilih`; the class's order is kept. */
export function setPengajar(f: FormUbah, id: number, pilih: boolean, urutan: readonly PengajarPertemuan[]): FormUbah {
  const set = new Set(f.pengajar);
  if (pilih) set.add(id);
  else set.delete(id);
  return { ...f, pengajar: urutan.map((g) => g.id).filter((x) => set.has(x)) };
}

/** A date and a 'HH:MM' time in zone tz -> '2026-11-24T09:20:00+07:00'; null when incomplete. */
export function isoJadwal(tanggal: string, jam: string, tz: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(tanggal) || !/^\d{2}:\d{2}(:\d{2})?$/.test(jam)) return null;
  return isoDariLokal(`${tanggal}T${jam}`, tz);
}

/** The form's start and end as ISO times, or null while date or a time is missing. */
export function rentangIso(f: FormUbah, tz: string): { mulai: string; selesai: string } | null {
  const mulai = isoJadwal(f.tanggal, f.jam_mulai, tz);
  const selesai = isoJadwal(f.tanggal, f.jam_selesai, tz);
  return mulai && selesai ? { mulai, selesai } : null;
}

/** 'Sesi 2 (09:20 - 11:00)' */
export const sesiLabel = (s: SesiKuliah) => `${s.nama} (${jamKelas(s.jam_mulai)} - ${jamKelas(s.jam_selesai)})`;

/** 'R.101 (kapasitas 45)', with ' ( Tidak Tersedia )' when busy or too small. */
export const ruanganLabel = (r: Ruangan) => `${r.nama} (kapasitas ${r.kapasitas})${r.is_available ? "" : " ( Tidak Tersedia )"}`;

/** The teacher's name with titles. */
export const pengajarLabel = (g: PengajarPertemuan) => namaLengkapDosen(g);

/** The parameter block is there for who may set it (operators, online meetings) while the form says online. */
export const tampilParameter = (p: Pick<PertemuanUbah, "bisa_ubah_parameter">, f: Pick<FormUbah, "jenis">) =>
  p.bisa_ubah_parameter && f.jenis !== "offline";

// ---- checks ----

export type KolomGalat = "judul" | "deskripsi" | "tanggal" | "id_sesi" | "waktu" | "pengajar" | "id_ruangan";
export type Galat = Partial<Record<KolomGalat, string>>;

export interface Pemeriksaan {
  /** 'Pengisian Data Belum Lengkap!' when both title and description are empty (a toast). */
  kosong: boolean;
  galat: Galat;
}

export const adaGalat = (p: Pemeriksaan) => p.kosong || Object.values(p.galat).some(Boolean);

/** The server's checks in its order; the schedule's only when it is sent (`jadwal`). */
export function periksa(f: FormUbah, jadwal: boolean): Pemeriksaan {
  const judul = f.judul.trim();
  const deskripsi = f.deskripsi.trim();
  const galat: Galat = {};
  if (!judul) galat.judul = PESAN.judul;
  else if ([...judul].length > JUDUL_MAKS) galat.judul = PESAN.judulPanjang;
  if (!deskripsi) galat.deskripsi = PESAN.deskripsi;
  else if ([...deskripsi].length > DESKRIPSI_MAKS) galat.deskripsi = PESAN.deskripsiPanjang;
  if (jadwal) {
    if (!f.tanggal) galat.tanggal = PESAN.tanggal;
    if (!f.id_sesi) galat.id_sesi = PESAN.sesi;
    if (!f.jam_mulai || !f.jam_selesai) galat.waktu = PESAN.waktu;
    if (f.pengajar.length === 0) galat.pengajar = PESAN.pengajar;
    if (f.jenis !== "online" && !f.id_ruangan) galat.id_ruangan = PESAN.ruangan;
  }
  return { kosong: !judul && !deskripsi, galat };
}

/** 'Cek Jadwal Bentrok' needs session, date and times, description, title, type, a teacher, and a room unless online. */
export function bisaCek(f: FormUbah): boolean {
  return Boolean(
    f.id_sesi &&
    f.tanggal &&
    f.jam_mulai &&
    f.jam_selesai &&
    f.deskripsi.trim() &&
    f.judul.trim() &&
    f.jenis &&
    f.pengajar.length > 0 &&
    (f.jenis === "online" || f.id_ruangan),
  );
}

const sama = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The schedule changed: date, session, times, room, teachers, or the type (which decides the room). */
export function jadwalBerubah(f: FormUbah, awal: FormUbah): boolean {
  return (
    f.jenis !== awal.jenis ||
    f.tanggal !== awal.tanggal ||
    f.id_sesi !== awal.id_sesi ||
    f.jam_mulai !== awal.jam_mulai ||
    f.jam_selesai !== awal.jam_selesai ||
    f.id_ruangan !== awal.id_ruangan ||
    !sama(
      [...f.pengajar].sort((a, b) => a - b),
      [...awal.pengajar].sort((a, b) => a - b),
    )
  );
}

/** Anything at all changed. */
export function berubah(f: FormUbah, awal: FormUbah): boolean {
  return (
    f.judul !== awal.judul ||
    f.kategori !== awal.kategori ||
    f.deskripsi !== awal.deskripsi ||
    jadwalBerubah(f, awal) ||
    PARAMETER_OPSI.some(([k]) => f.parameter[k] !== awal.parameter[k])
  );
}

/** The full payload (with the schedule) is sent when the schedule is editable and was changed. */
export const kirimJadwal = (p: Pick<PertemuanUbah, "bisa_ubah_jadwal">, f: FormUbah, awal: FormUbah) =>
  p.bisa_ubah_jadwal && jadwalBerubah(f, awal);

/**
 * 'Simpan': something changed and, when the schedule is sent, the last check (reset by any
 * change) found no blocking clash.
 */
export function bisaSimpan(p: Pick<PertemuanUbah, "bisa_ubah_jadwal">, f: FormUbah, awal: FormUbah, hasil: HasilBentrok | null): boolean {
  if (!berubah(f, awal)) return false;
  return !kirimJadwal(p, f, awal) || hasil?.ada_bentrok === false;
}

// ---- payloads ----

/** Offline meetings count no activity; others send the form's flags when they may be set, else the stored ones. */
function parameterDikirim(p: PertemuanUbah, f: FormUbah): ParameterKehadiran {
  if (f.jenis === "offline") return { ...PARAMETER_KOSONG };
  return tampilParameter(p, f) ? { ...f.parameter } : { ...p.parameter_kehadiran };
}

/** The simple variant: judul, jenis, kategori, deskripsi; times and parameters passed through. */
export function payloadSederhana(p: PertemuanUbah, f: FormUbah): PertemuanSimpan {
  return {
    judul: f.judul.trim(),
    jenis: f.jenis,
    kategori: f.kategori,
    deskripsi: f.deskripsi.trim(),
    waktu_mulai: p.waktu_mulai,
    waktu_selesai: p.waktu_selesai,
    parameter_kehadiran: parameterDikirim(p, f),
  };
}

/** The full variant: the data plus date/session/times (ISO with offset), room and teachers. */
export function payloadLengkap(p: PertemuanUbah, f: FormUbah, tz: string): PertemuanSimpan {
  const waktu = rentangIso(f, tz);
  return {
    ...payloadSederhana(p, f),
    waktu_mulai: waktu?.mulai ?? null,
    waktu_selesai: waktu?.selesai ?? null,
    id_sesi: f.id_sesi ? Number(f.id_sesi) : null,
    id_ruangan: f.jenis !== "online" && f.id_ruangan ? Number(f.id_ruangan) : null,
    pengajar_kelas: p.pengajar_kelas.map((g) => ({ id: g.id, is_pengajar: f.pengajar.includes(g.id) })),
  };
}

/** PUT /lms/pertemuan/{id}: full when the schedule is editable and changed, else simple. */
export function payloadSimpan(p: PertemuanUbah, f: FormUbah, awal: FormUbah, tz: string): PertemuanSimpan {
  return kirimJadwal(p, f, awal) ? payloadLengkap(p, f, tz) : payloadSederhana(p, f);
}

/** PUT /lms/pertemuan/cek_bentrok: the full form plus the class and the meeting. */
export function payloadCek(p: PertemuanUbah, f: FormUbah, tz: string): CekBentrok {
  return { ...payloadLengkap(p, f, tz), id_kelas_kuliah: p.id_kelas, id_pertemuan: p.id };
}

/** GET /lms/ruangan query for the form's times (null while incomplete). */
export function queryRuangan(p: Pick<PertemuanUbah, "id" | "id_kelas">, f: FormUbah, tz: string) {
  const waktu = rentangIso(f, tz);
  if (!waktu) return null;
  return {
    ignore_default_pagination: true,
    availability_start: waktu.mulai,
    availability_end: waktu.selesai,
    id_pertemuan: p.id,
    id_kelas_kuliah: p.id_kelas,
  };
}

// ---- the check's result ----

export interface GrupBentrok {
  kunci: "bentrok_kelas" | "bentrok_ruangan" | "bentrok_pengajar";
  judul: string;
  data: Bentrok[];
}

const GRUP: [GrupBentrok["kunci"], string][] = [
  ["bentrok_kelas", "Bentrok Kelas"],
  ["bentrok_ruangan", "Bentrok Ruangan"],
  ["bentrok_pengajar", "Bentrok Pengajar"],
];

/** The three groups in order: class, room, teacher. */
export const grupBentrok = (h: HasilBentrok): GrupBentrok[] => GRUP.map(([kunci, judul]) => ({ kunci, judul, data: h[kunci].data }));

/** No clash at all ('Tidak ada jadwal bentrok'). */
export const tanpaBentrok = (h: HasilBentrok) => grupBentrok(h).every((g) => g.data.length === 0);

/** 'TIF101 A · Pertemuan 3 · Judul · 24 Nov 2026, 09:20 - 11:00 WIB · R.101' (no trailing part for a class clash). */
export function bentrokLabel(b: Bentrok, tz: string): string {
  return [b.kelas, `Pertemuan ${b.nomor}`, b.judul, rentangWaktu(b.waktu_mulai, b.waktu_selesai, tz), b.keterangan]
    .map((x) => x.trim())
    .filter(Boolean)
    .join(" · ");
}
