// Pure rules of the meeting page (tested in aturan.test.ts): labels, the material form's
// file checks, validation and payloads, datetime-local values in the college's zone, and
// attendance by use (spec 3 §4: reading countdown, time actually played, links).
import { formatJam, formatJamZona, formatTanggal, formatTanggalJam, isTanggalKosong } from "../../lib/tanggal";
import { parseIso, pecahTanggal } from "../../lib/tanggal-inti";
import { zonaOffsetJam } from "../../lib/tanggal-zona";
import { acceptDari, cekBerkas as cekBerkasUmum, ekstensi, PESAN_BERKAS } from "../../lib/berkas";
import type {
  AksesMateri,
  BatasUkuran,
  BerkasInfo,
  CaraAkses,
  JenisAktivitas,
  JenisMateri,
  MateriDetail,
  MateriSalin,
  MateriSalinan,
  MateriSimpan,
  PertemuanInfo,
  SyaratKehadiran,
  TipeFile,
} from "./types";

const punya = <K extends string>(peta: Record<K, string>, v: string | null | undefined): v is K =>
  v != null && Object.prototype.hasOwnProperty.call(peta, v);

export const JENIS_AKTIVITAS_LABEL: Record<JenisAktivitas, string> = {
  materi: "Materi",
  tugas: "Tugas",
  ujian: "Kuis/Ujian",
  forum: "Forum",
  vidcon: "Vidcon",
  teks: "Teks",
};
export const jenisAktivitasLabel = (v: string | null | undefined) => (punya(JENIS_AKTIVITAS_LABEL, v) ? JENIS_AKTIVITAS_LABEL[v] : "-");

export const JENIS_MATERI_LABEL: Record<JenisMateri, string> = {
  buku_ajar: "Buku Ajar",
  diktat: "Diktat",
  modul: "Modul",
  petunjuk_praktikum: "Petunjuk Praktikum",
  model: "Model",
  alat_bantu: "Alat Bantu",
  audio_visual: "Audio Visual",
  naskah_tutorial: "Naskah Tutorial",
};
export const jenisMateriLabel = (v: string | null | undefined) => (punya(JENIS_MATERI_LABEL, v) ? JENIS_MATERI_LABEL[v] : "-");

/** The 'Tipe' options, in the form's order. */
export const TIPE_FILE_LABEL: Record<TipeFile, string> = { url: "URL", ebook: "E-Book", audio: "Audio", video: "Video", archive: "Arsip" };

export type TipeBerkas = Exclude<TipeFile, "url">;

export const EKSTENSI: Record<TipeBerkas, readonly string[]> = {
  ebook: ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx"],
  video: ["mp4", "ogg", "mpeg", "webm"],
  audio: ["mp3", "wav", "ogg", "acc", "opus", "webm"],
  archive: ["zip", "rar"],
};

/** The file input's accept attribute: '.zip,.rar'. */
export const acceptBerkas = (tipe: TipeBerkas) => acceptDari(EKSTENSI[tipe]);

/** The file input's checks of spec 3 §5 (the server checks again); null when fine. */
export const cekBerkas = (file: { name: string; size: number }, tipe: TipeBerkas, batas: BatasUkuran) =>
  cekBerkasUmum(file, { ekstensi: EKSTENSI[tipe], batasMb: batas[tipe] }, PESAN_BERKAS.konten);

/** How the File Viewer shows a file: in a frame, as an image, or not at all. */
export function jenisPratinjau(nama: string): "pdf" | "gambar" | "lain" {
  const ext = ekstensi(nama);
  if (ext === "pdf") return "pdf";
  return ["png", "jpg", "jpeg", "gif", "webp", "bmp", "svg"].includes(ext) ? "gambar" : "lain";
}

/** The link of a URL material as opened: 'http://' in front unless it has a web scheme. */
export function bukaTautan(link: string): string {
  const t = link.trim();
  if (!t) return "";
  if (/^(https?|ftp):\/\//i.test(t) || /^mailto:/i.test(t)) return t;
  // Anything else (no scheme, 'localhost:8080', 'javascript:') becomes a plain http address.
  return `http://${t.replace(/^\/\//, "")}`;
}

/** The copy table's 'Format' cell: 'URL' or the file's extension, linking to the material. */
export function formatSalinan(m: Pick<MateriSalinan, "tipe_file" | "file" | "file_url">): { label: string; href: string } | null {
  if (m.tipe_file === "url") return m.file_url ? { label: "URL", href: bukaTautan(m.file_url) } : null;
  return m.file ? { label: ekstensi(m.file.name).toUpperCase() || "File", href: m.file.url } : null;
}

/** The download address of a stored file. */
export const urlUnduh = (url: string) => `${url}${url.includes("?") ? "&" : "?"}unduh=1`;

// ---- attendance by use (students) ----

export const BACA_DETIK_DEFAULT = 60;
export const PUTAR_PERSEN_DEFAULT = 50;

/** Reading time of an e-book in seconds (60 when the setting is missing). */
export const detikBaca = (s: SyaratKehadiran) => (s.ebook_detik > 0 ? Math.floor(s.ebook_detik) : BACA_DETIK_DEFAULT);

/** Share of a video or audio to play, in percent (50 when the setting is missing). */
export function persenSyarat(s: SyaratKehadiran, tipe: "video" | "audio"): number {
  const p = tipe === "video" ? s.video_persen : s.audio_persen;
  return p > 0 && p <= 100 ? p : PUTAR_PERSEN_DEFAULT;
}

/** One second of the reading countdown, never below 0. */
export const langkahMundur = (sisa: number) => Math.max(0, Math.floor(sisa) - 1);

/** 'mm:ss' of the remaining reading time. */
export function formatSisa(detik: number): string {
  const d = Math.max(0, Math.floor(detik));
  return `${String(Math.floor(d / 60)).padStart(2, "0")}:${String(d % 60).padStart(2, "0")}`;
}

/** A step between two timeupdate events longer than this is a seek, not playing. */
export const DELTA_MAKS = 1.5;

export interface Putar {
  /** currentTime at the previous event; null after a seek or before the first event. */
  terakhir: number | null;
  /** Seconds actually played. */
  detik: number;
}
export const PUTAR_AWAL: Putar = { terakhir: null, detik: 0 };

/** Adds the step since the previous timeupdate when it is small and forward (0 < Δ ≤ 1.5 s). */
export function tambahPutar(p: Putar, waktu: number): Putar {
  if (!Number.isFinite(waktu)) return p;
  const delta = p.terakhir == null ? 0 : waktu - p.terakhir;
  return { terakhir: waktu, detik: delta > 0 && delta <= DELTA_MAKS ? p.detik + delta : p.detik };
}

/** Played share in percent (0..100); 0 while the duration is unknown. */
export function persenPutar(detik: number, durasi: number): number {
  if (!Number.isFinite(durasi) || !(durasi > 0)) return 0;
  return Math.min(100, (Math.max(0, detik) / durasi) * 100);
}

export const capaiAmbang = (detik: number, durasi: number, persen: number) =>
  Number.isFinite(durasi) && durasi > 0 && persenPutar(detik, durasi) >= persen;

export const caraPutar = (tipe: "video" | "audio"): CaraAkses => (tipe === "video" ? "tonton" : "dengar");

export function catatanAkses(a: AksesMateri, tz: string): string {
  return `Sudah diakses pada ${formatTanggalJam(a.waktu, tz)}${a.tepat_waktu === false ? " (terlambat)" : ""}`;
}
export const catatanSyarat = (deadline: string | null, tz: string) =>
  `Materi ini menjadi syarat kehadiran. Batas: ${formatTanggalJam(deadline, tz)}`;
export const catatanBatas = (deadline: string | null, tz: string) => `Batas syarat kehadiran: ${formatTanggalJam(deadline, tz)}`;

/** 'Diakses 12 dari 30 peserta'; null when the server gave no figures. */
export function jumlahAksesLabel(m: Pick<MateriDetail, "jumlah_akses" | "jumlah_peserta">): string | null {
  return m.jumlah_akses != null && m.jumlah_peserta != null ? `Diakses ${m.jumlah_akses} dari ${m.jumlah_peserta} peserta` : null;
}

/** '24 Nov 2026, 12:00 - 14:00 WIB', or both ends in full when the days differ. */
export function rentangWaktu(mulai: string | null | undefined, selesai: string | null | undefined, tz: string): string {
  if (isTanggalKosong(mulai)) return "-";
  if (isTanggalKosong(selesai) || parseIso(String(selesai)) === parseIso(String(mulai))) return formatTanggalJam(mulai, tz);
  if (formatTanggal(mulai, tz) === formatTanggal(selesai, tz)) {
    return `${formatTanggal(mulai, tz)}, ${formatJam(mulai, tz)} - ${formatJamZona(selesai, tz)}`;
  }
  return `${formatTanggalJam(mulai, tz)} - ${formatTanggalJam(selesai, tz)}`;
}

// ---- datetime-local values in the college's zone (fixed offsets +07/+08/+09) ----

const LOKAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const dua = (n: number) => String(n).padStart(2, "0");

/** '2026-11-24T12:00' (input value, zone tz) -> '2026-11-24T12:00:00+07:00'; null when not a time. */
export function isoDariLokal(v: string, tz: string): string | null {
  const m = LOKAL.exec(v.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? "00"}+${dua(zonaOffsetJam(tz))}:00`;
  return Number.isNaN(parseIso(iso)) ? null : iso;
}

/** A UTC time -> the datetime-local value in zone tz; '' when empty. */
export function lokalDariIso(v: string | null | undefined, tz: string): string {
  const b = pecahTanggal(v, tz);
  return b ? `${String(b.tahun).padStart(4, "0")}-${dua(b.bulan)}-${dua(b.hari)}T${dua(b.jam)}:${dua(b.menit)}` : "";
}

const msLokal = (v: string, tz: string) => {
  const iso = isoDariLokal(v, tz);
  return iso ? parseIso(iso) : Number.NaN;
};

// ---- the material form ----

export interface FormWaktu {
  tampil_sekarang: boolean;
  /** datetime-local value */
  waktu_mulai_tampil: string;
  is_syarat_hadir: boolean;
  /** datetime-local value */
  deadline: string;
}

export interface FormMateri extends FormWaktu {
  /** The chosen meeting (operators); '' until chosen. */
  id_pertemuan: string;
  judul: string;
  deskripsi: string;
  tipe_file: TipeFile | "";
  jenis_materi: JenisMateri | "";
  file_url: string;
}

export type KolomForm = keyof FormMateri | "berkas" | "list_id";
export type Galat = Partial<Record<KolomForm, string>>;

export const PESAN = {
  judul: "Judul wajib diisi!",
  deskripsi: "Deskripsi wajib diisi!",
  tipe_file: "Tipe wajib dipilih!",
  jenis_materi: "Jenis wajib dipilih!",
  id_pertemuan: "Pertemuan wajib dipilih!",
  waktu_mulai_tampil: "Tanggal & Jam Mulai Tampil wajib dipilih!",
  deadline: "Batas Syarat Kehadiran wajib dipilih!",
  berkas: "File wajib dipilih!",
  file_url: "Link wajib diisi!",
  list_id: "Materi wajib dipilih!",
  tampilLampau: "Waktu mulai tampil tidak boleh di masa lalu",
  batasLampau: "Batas syarat kehadiran tidak boleh di masa lalu",
  batasUrutan: "Batas syarat kehadiran harus setelah waktu mulai tampil",
  kurang: "Pengisian Data Belum Lengkap!",
} as const;

export interface KonteksWaktu {
  /** Server time, ms. */
  sekarang: number;
  tz: string;
  /** False for an offline meeting: the requirement does not apply. */
  syaratBerlaku: boolean;
  /** When editing: the values as loaded. Unchanged times may lie in the past. */
  awal?: Pick<FormWaktu, "waktu_mulai_tampil" | "deadline"> | null;
}

export interface Pemeriksaan {
  galat: Galat;
  /** Something required is missing: 'Pengisian Data Belum Lengkap!'. */
  kurang: boolean;
}

export const adaGalat = (g: Galat) => Object.values(g).some(Boolean);

export const syaratBerlaku = (jenisPertemuan: string | null | undefined) => jenisPertemuan !== "offline";

/** Display time (not in the past) and attendance deadline (after the display time, not in the past). */
export function periksaWaktu(f: FormWaktu, k: KonteksWaktu): Pemeriksaan {
  const galat: Galat = {};
  let kurang = false;
  const menitIni = k.sekarang - (k.sekarang % 60_000);
  let mulai = Number.NaN;
  if (!f.tampil_sekarang) {
    mulai = msLokal(f.waktu_mulai_tampil, k.tz);
    if (Number.isNaN(mulai)) {
      galat.waktu_mulai_tampil = PESAN.waktu_mulai_tampil;
      kurang = true;
    } else if (mulai < menitIni && f.waktu_mulai_tampil !== k.awal?.waktu_mulai_tampil) {
      galat.waktu_mulai_tampil = PESAN.tampilLampau;
    }
  }
  if (k.syaratBerlaku && f.is_syarat_hadir) {
    const batas = msLokal(f.deadline, k.tz);
    if (Number.isNaN(batas)) {
      galat.deadline = PESAN.deadline;
      kurang = true;
    } else if (batas <= menitIni && f.deadline !== k.awal?.deadline) galat.deadline = PESAN.batasLampau;
    else if (batas <= mulai) galat.deadline = PESAN.batasUrutan;
  }
  return { galat, kurang };
}

export interface KonteksMateri extends KonteksWaktu {
  operator: boolean;
  /** A new file is chosen, or the material keeps its stored one. */
  adaBerkas: boolean;
  /** The file input's own message (type, size). */
  galatBerkas?: string | null;
}

export function periksaMateri(f: FormMateri, k: KonteksMateri): Pemeriksaan {
  const galat: Galat = {};
  if (k.operator && !f.id_pertemuan) galat.id_pertemuan = PESAN.id_pertemuan;
  if (!f.judul.trim()) galat.judul = PESAN.judul;
  if (!f.deskripsi.trim()) galat.deskripsi = PESAN.deskripsi;
  if (!f.tipe_file) galat.tipe_file = PESAN.tipe_file;
  if (!f.jenis_materi) galat.jenis_materi = PESAN.jenis_materi;
  if (f.tipe_file === "url" && !f.file_url.trim()) galat.file_url = PESAN.file_url;
  if (f.tipe_file && f.tipe_file !== "url" && !k.adaBerkas) galat.berkas = PESAN.berkas;
  const kurang = adaGalat(galat);
  if (k.galatBerkas && f.tipe_file !== "url") galat.berkas = k.galatBerkas;
  const w = periksaWaktu(f, k);
  return { galat: { ...galat, ...w.galat }, kurang: kurang || w.kurang };
}

export function periksaSalin(f: FormWaktu & { id_pertemuan: string }, dipilih: readonly number[], k: KonteksWaktu & { operator: boolean }) {
  const galat: Galat = {};
  if (k.operator && !f.id_pertemuan) galat.id_pertemuan = PESAN.id_pertemuan;
  if (dipilih.length === 0) galat.list_id = PESAN.list_id;
  const w = periksaWaktu(f, k);
  return { galat: { ...galat, ...w.galat }, kurang: adaGalat(galat) || w.kurang };
}

export interface KonteksSimpan {
  tz: string;
  operator: boolean;
  /** The page's meeting: where a lecturer's material goes. */
  idPertemuan: number;
  syaratBerlaku: boolean;
}

function bagianWaktu(f: FormWaktu, k: KonteksSimpan) {
  const syarat = k.syaratBerlaku && f.is_syarat_hadir;
  return {
    tampil_sekarang: f.tampil_sekarang,
    waktu_mulai_tampil: f.tampil_sekarang ? null : isoDariLokal(f.waktu_mulai_tampil, k.tz),
    is_syarat_hadir: syarat,
    deadline: syarat ? isoDariLokal(f.deadline, k.tz) : null,
  };
}

const tujuan = (f: { id_pertemuan: string }, k: KonteksSimpan) => (k.operator ? Number(f.id_pertemuan) : k.idPertemuan);

/** POST /lms/materi and PUT /lms/materi/{id} body (call after periksaMateri passed). */
export function bodySimpan(f: FormMateri, file: BerkasInfo | null, k: KonteksSimpan): MateriSimpan {
  const url = f.tipe_file === "url";
  return {
    id_pertemuan: tujuan(f, k),
    judul: f.judul.trim(),
    deskripsi: f.deskripsi.trim(),
    tipe_file: f.tipe_file as TipeFile,
    jenis_materi: f.jenis_materi as JenisMateri,
    file: url ? null : file,
    file_url: url ? f.file_url.trim() : null,
    ...bagianWaktu(f, k),
  };
}

/** POST /lms/materi/salin body. */
export function bodySalin(f: FormWaktu & { id_pertemuan: string }, listId: readonly number[], k: KonteksSimpan): MateriSalin {
  return { id_pertemuan: tujuan(f, k), list_id: [...listId], ...bagianWaktu(f, k), type: "salin" };
}

/** The form's first values: empty for a new material, the material's own when editing. */
export function formAwal(
  m: MateriDetail | null,
  p: Pick<PertemuanInfo, "id" | "default_deadline_materi">,
  tz: string,
  operator: boolean,
): FormMateri {
  const batasDefault = lokalDariIso(p.default_deadline_materi, tz);
  if (!m) {
    return {
      id_pertemuan: operator ? "" : String(p.id),
      judul: "",
      deskripsi: "",
      tipe_file: "",
      jenis_materi: "",
      file_url: "",
      tampil_sekarang: true,
      waktu_mulai_tampil: "",
      is_syarat_hadir: false,
      deadline: batasDefault,
    };
  }
  return {
    id_pertemuan: String(m.id_pertemuan),
    judul: m.judul,
    deskripsi: m.deskripsi,
    tipe_file: m.tipe_file,
    jenis_materi: m.jenis_materi,
    file_url: m.file_url ?? "",
    tampil_sekarang: m.tampil_sekarang,
    waktu_mulai_tampil: m.tampil_sekarang ? "" : lokalDariIso(m.waktu_mulai_tampil, tz),
    is_syarat_hadir: m.is_syarat_hadir,
    deadline: lokalDariIso(m.deadline, tz) || batasDefault,
  };
}
