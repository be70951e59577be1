// Pure rules of the vidcon card and form (spec 3 §4, §5; tested in vidcon-aturan.test.ts):
// labels and notices, the form's first values, its ordered checks (only the first failing
// one is shown, as a toast), the save body, and the pickers' minimum and default end.
import { formatTanggalJam } from "../../lib/tanggal";
import { parseIso } from "../../lib/tanggal-inti";
import { isoDariLokal, lokalDariIso } from "./aturan";
import type { AktivitasKartu } from "./types";
import type { AplikasiVidcon, JoinDetail, JoinVidcon, VidconDetail, VidconSimpan } from "./types-vidcon";

/** The 'Aplikasi' options, in the form's order. */
export const APLIKASI_VIDCON_LABEL: Record<AplikasiVidcon, string> = {
  zoom: "Zoom",
  gmeet: "Gmeet",
  msteams: "Ms Teams",
  lainnya: "Lainnya",
};

const adalahAplikasi = (v: string | null | undefined): v is AplikasiVidcon =>
  v != null && Object.prototype.hasOwnProperty.call(APLIKASI_VIDCON_LABEL, v);

export const aplikasiVidconLabel = (v: string | null | undefined) => (adalahAplikasi(v) ? APLIKASI_VIDCON_LABEL[v] : "-");

/** The vidcon of an activity card of jenis 'vidcon', or null. */
export const vidconDari = (a: AktivitasKartu): VidconDetail | null => (a.jenis === "vidcon" ? (a.vidcon ?? null) : null);

// ---- the card ----

export const catatanJoin = (j: JoinVidcon, tz: string) =>
  `Anda telah mengikuti vidcon ini pada tanggal ${formatTanggalJam(j.waktu_join, tz)}`;
export const PESAN_TERLAMBAT = "Anda terlambat bergabung.";
export const catatanBatasHadir = (batas: string, tz: string) =>
  `Anda wajib bergabung sebelum ${formatTanggalJam(batas, tz)} agar tercatat hadir tepat waktu.`;
export const jumlahJoinLabel = (v: Pick<VidconDetail, "jumlah_peserta_join" | "jumlah_peserta">) =>
  `Bergabung ${v.jumlah_peserta_join} dari ${v.jumlah_peserta} peserta`;

const PERAN: Record<string, string> = { mahasiswa: "Mahasiswa", dosen: "Dosen" };
export const peranLabel = (role: string) => PERAN[role] ?? role;

/**
 * A student's join among daftar_join_detail. Matched on the nim the server sends; a row
 * without one is matched on its username (a student's username is usually the NIM, but
 * not always: the demo's first student is 'mahasiswa').
 */
export function cariJoin(daftar: readonly JoinDetail[], nim: string): JoinDetail | null {
  return daftar.find((j) => (j.nim ?? j.username) === nim) ?? null;
}

/** The operator's 'Lihat status mahasiswa' line for the chosen student. */
export function statusMahasiswa(daftar: readonly JoinDetail[], nim: string, tz: string): string {
  const j = cariJoin(daftar, nim);
  if (!j) return "Belum bergabung";
  return `Bergabung pada ${formatTanggalJam(j.waktu_join, tz)}${j.terlambat === true ? " (terlambat)" : ""}`;
}

// ---- the form ----

export interface FormVidcon {
  /** The chosen meeting (operators); '' until chosen. */
  id_pertemuan: string;
  judul: string;
  aplikasi: AplikasiVidcon | "";
  link: string;
  catatan: string;
  /** datetime-local values in the college's zone */
  waktu_mulai: string;
  waktu_selesai: string;
}

export type KolomVidcon = keyof FormVidcon;

export const PESAN_VIDCON = {
  id_pertemuan: "Pertemuan wajib diisi",
  judul: "Judul wajib diisi",
  aplikasi: "Aplikasi wajib diisi",
  link: "Link wajib diisi",
  waktu_mulai: "Waktu mulai wajib diisi",
  waktu_selesai: "Waktu selesai wajib diisi",
  urutan: "Waktu selesai tidak boleh kurang dari waktu mulai",
  dimajukan: "Waktu selesai tidak dapat dimajukan karena sudah ada peserta vidcon",
} as const;

export const HINT_LINK = "Harap tidak membagikan link kepada peserta";

/** Default span from the chosen start to the end (spec 3 §9). */
export const DURASI_DEFAULT_MS = 3_600_000;
const MS_MENIT = 60_000;
const MS_HARI = 86_400_000;

const msLokal = (v: string, tz: string) => {
  const iso = isoDariLokal(v, tz);
  return iso ? parseIso(iso) : Number.NaN;
};

/** The datetime-local value `ms` later than v ('' when v is not a time). */
export function geserLokal(v: string, tz: string, ms = DURASI_DEFAULT_MS): string {
  const awal = msLokal(v, tz);
  return Number.isNaN(awal) ? "" : lokalDariIso(new Date(awal + ms).toISOString(), tz);
}

/** min of the pickers: the start of yesterday in zone tz ('2026-11-23T00:00'). */
export function awalKemarin(sekarang: number, tz: string): string {
  const kemarin = lokalDariIso(new Date(sekarang - MS_HARI).toISOString(), tz);
  return kemarin ? `${kemarin.slice(0, 10)}T00:00` : "";
}

type Peserta = Pick<VidconDetail, "status" | "jumlah_peserta_join">;

/** Why the pickers are disabled when editing: the vidcon ended, or runs with participants; null when free. */
export function waktuTerkunci(v: Peserta | null): string | null {
  if (!v) return null;
  if (v.status === "selesai") return "Waktu tidak dapat diubah karena vidcon telah berakhir.";
  if (v.status === "berlangsung" && v.jumlah_peserta_join > 0)
    return "Waktu tidak dapat diubah karena vidcon sedang berlangsung dan sudah ada peserta.";
  return null;
}

/** The form's first values: empty for a new vidcon, the vidcon's own when editing. */
export function formVidconAwal(v: VidconDetail | null, idPertemuan: number, tz: string, operator: boolean): FormVidcon {
  if (!v) {
    return {
      id_pertemuan: operator ? "" : String(idPertemuan),
      judul: "",
      aplikasi: "",
      link: "",
      catatan: "",
      waktu_mulai: "",
      waktu_selesai: "",
    };
  }
  return {
    id_pertemuan: String(v.id_pertemuan),
    judul: v.judul,
    aplikasi: adalahAplikasi(v.aplikasi) ? v.aplikasi : "",
    link: v.link,
    catatan: v.catatan,
    waktu_mulai: lokalDariIso(v.waktu_mulai, tz),
    waktu_selesai: lokalDariIso(v.waktu_selesai, tz),
  };
}

export interface KonteksVidcon {
  operator: boolean;
  tz: string;
  /** When editing: the vidcon as loaded. */
  awal: Pick<VidconDetail, "waktu_selesai" | "jumlah_peserta_join"> | null;
}

export interface GalatVidcon {
  kolom: KolomVidcon;
  pesan: string;
}

/** The form's checks in the spec's order (spec 3 §5); the first failing one, or null. */
export function periksaVidcon(f: FormVidcon, k: KonteksVidcon): GalatVidcon | null {
  const galat = (kolom: KolomVidcon, pesan: string) => ({ kolom, pesan });
  if (k.operator && !f.id_pertemuan) return galat("id_pertemuan", PESAN_VIDCON.id_pertemuan);
  if (!f.judul.trim()) return galat("judul", PESAN_VIDCON.judul);
  if (!f.aplikasi) return galat("aplikasi", PESAN_VIDCON.aplikasi);
  if (!f.link.trim()) return galat("link", PESAN_VIDCON.link);
  const mulai = msLokal(f.waktu_mulai, k.tz);
  if (Number.isNaN(mulai)) return galat("waktu_mulai", PESAN_VIDCON.waktu_mulai);
  const selesai = msLokal(f.waktu_selesai, k.tz);
  if (Number.isNaN(selesai)) return galat("waktu_selesai", PESAN_VIDCON.waktu_selesai);
  if (selesai < mulai) return galat("waktu_selesai", PESAN_VIDCON.urutan);
  if (k.awal && k.awal.jumlah_peserta_join > 0) {
    // The pickers hold whole minutes: an unchanged end with seconds is not 'earlier'.
    const lama = parseIso(k.awal.waktu_selesai);
    if (selesai < lama - (lama % MS_MENIT)) return galat("waktu_selesai", PESAN_VIDCON.dimajukan);
  }
  return null;
}

export interface KonteksSimpanVidcon {
  tz: string;
  operator: boolean;
  /** The page's meeting: where a lecturer's vidcon goes. */
  idPertemuan: number;
}

/** POST /lms/vidcon and PUT /lms/vidcon/{id} body (call after periksaVidcon passed). */
export function bodyVidcon(f: FormVidcon, k: KonteksSimpanVidcon): VidconSimpan {
  const pilihan = Number(f.id_pertemuan);
  return {
    id_pertemuan: k.operator ? (f.id_pertemuan && Number.isFinite(pilihan) ? pilihan : null) : k.idPertemuan,
    judul: f.judul.trim(),
    aplikasi: f.aplikasi || null,
    link: f.link.trim(),
    catatan: f.catatan.trim(),
    waktu_mulai: isoDariLokal(f.waktu_mulai, k.tz),
    waktu_selesai: isoDariLokal(f.waktu_selesai, k.tz),
  };
}
