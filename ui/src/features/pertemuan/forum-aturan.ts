// Pure rules of the forum card and form (spec 3 §2, §4, §5; tested in forum-aturan.test.ts):
// the card's lines, the form's first values, its checks (inline, in the spec's order, with
// 'Pengisian Data Belum Lengkap!' when something required is empty), the start lock once
// students posted, and the save body.
import { parseIso } from "../../lib/tanggal-inti";
import { isoDariLokal, lokalDariIso } from "./aturan";
import type { AktivitasKartu, PertemuanInfo } from "./types";
import type { ForumDetail, ForumSimpan } from "./types-forum";
import { awalKemarin } from "./vidcon-aturan";

/** The forum of an activity card of jenis 'forum', or null. */
export const forumDari = (a: AktivitasKartu): ForumDetail | null => (a.jenis === "forum" ? (a.forum ?? null) : null);

/** A student sees a forum that has not started expanded (spec 3 §2). */
export const forumTerbukaAwal = (a: Pick<AktivitasKartu, "jenis" | "status">, peserta: boolean) =>
  peserta && a.jenis === "forum" && a.status === "belum_dimulai";

/** The forum page: /forum?groupId={class}&forumId={forum}&referer=kelas-kuliah. */
export const urlForum = (f: Pick<ForumDetail, "id" | "id_kelas_kuliah">) =>
  `/forum?groupId=${f.id_kelas_kuliah}&forumId=${f.id}&referer=kelas-kuliah`;

// ---- the card's and the forum page's lines ----

export const minimalLabel = (n: number) => `Minimal ${n} komentar`;
export const PENILAIAN_KEAKTIFAN = "Penilaian keaktifan";

/** 'Komentar baru: 3'; null when nothing is unread. */
export const belumDibacaLabel = (n: number) => (n > 0 ? `Komentar baru: ${n}` : null);

/** The meetings of the class with unread forum comments, as links of the forum card. */
export const pertemuanBelumDibaca = (f: Pick<ForumDetail, "id_kelas_kuliah" | "belum_dibaca_pertemuan">) =>
  f.belum_dibaca_pertemuan
    .filter((p) => p.belum_dibaca > 0)
    .map((p) => ({ label: `Pertemuan ${p.nomor} (${p.belum_dibaca})`, to: `/kelas/${f.id_kelas_kuliah}/${p.id_pertemuan}` }));

/** Teachers and operators: how many students posted. */
export const diikutiLabel = (f: Pick<ForumDetail, "jumlah_peserta_join" | "jumlah_peserta">) =>
  `Diikuti ${f.jumlah_peserta_join} dari ${f.jumlah_peserta} peserta`;

/** Students: their own posts against the minimum. */
export const komentarSayaLabel = (f: Pick<ForumDetail, "jumlah_post_saya" | "minimal_post">) =>
  `Komentar Anda: ${f.jumlah_post_saya ?? 0} dari minimal ${f.minimal_post}`;

/** Students: the minimum is reached (the server's flag, else counted here). */
export const memenuhiMinimal = (f: Pick<ForumDetail, "jumlah_post_saya" | "minimal_post" | "memenuhi">) =>
  f.memenuhi ?? (f.jumlah_post_saya ?? 0) >= f.minimal_post;

// ---- the form ----

export interface FormForum {
  /** The chosen meeting (operators); '' until chosen. */
  id_pertemuan: string;
  judul: string;
  deskripsi: string;
  /** datetime-local values in the college's zone */
  waktu_mulai: string;
  waktu_selesai: string;
  /** The number input's text. */
  minimal_post: string;
  penilaian_keaktifan: boolean;
}

export type KolomForum = Exclude<keyof FormForum, "penilaian_keaktifan">;
export type GalatForum = Partial<Record<KolomForum, string>>;

export const MINIMAL_POST_MAKS = 100;
export const JUDUL_MAKS = 255;

export const PESAN_FORUM = {
  id_pertemuan: "Pertemuan wajib diisi",
  judul: "Judul Forum wajib diisi",
  deskripsi: "Deskripsi wajib diisi",
  waktu_mulai: "Waktu Mulai wajib diisi",
  waktu_selesai: "Waktu Selesai wajib diisi",
  minimal_post: "Jumlah Minimal Komentar minimal 1",
  minimalMaks: `Jumlah Minimal Komentar paling banyak ${MINIMAL_POST_MAKS}.`,
  kemarin: "Waktu mulai tidak boleh sebelum kemarin",
  urutan: "Waktu mulai tidak boleh setelah waktu selesai",
  dimajukan: "Waktu selesai tidak dapat dimajukan karena sudah ada peserta forum",
  kurang: "Pengisian Data Belum Lengkap!",
} as const;

/** Shown under the disabled start picker. */
export const PESAN_MULAI_TERKUNCI = "Waktu mulai tidak bisa diubah karena sudah ada peserta forum.";

/** The start cannot change once a student posted (spec 3 §5). */
export const mulaiTerkunci = (f: Pick<ForumDetail, "jumlah_peserta_join"> | null) => f != null && f.jumlah_peserta_join > 0;

/** Rich text with nothing to read or see (an image is content), as the server's `input::html_kosong`. */
export const htmlKosong = (html: string) =>
  !/<img\b[^>]*\bsrc=/i.test(html) &&
  html
    .replace(/<[^>]*>?/g, "")
    .replace(/&nbsp;/gi, " ")
    .trim() === "";

const msLokal = (v: string, tz: string) => {
  const iso = isoDariLokal(v, tz);
  return iso ? parseIso(iso) : Number.NaN;
};

const MS_MENIT = 60_000;
/** A saved time as the picker shows it: whole minutes. */
const menitIso = (iso: string) => {
  const ms = parseIso(iso);
  return ms - (ms % MS_MENIT);
};

export interface KonteksAwalForum {
  tz: string;
  operator: boolean;
  /** Server time, ms. */
  sekarang: number;
}

/**
 * The form's first values. Editing: the forum's own. A new forum: minimal 1; a lecturer's
 * starts at the meeting's start (empty once that is past) and ends at the meeting's end;
 * an operator, who picks the meeting, starts with empty times.
 */
export function formForumAwal(
  f: ForumDetail | null,
  p: Pick<PertemuanInfo, "id" | "waktu_mulai" | "waktu_selesai">,
  k: KonteksAwalForum,
): FormForum {
  if (f) {
    return {
      id_pertemuan: String(f.id_pertemuan),
      judul: f.judul,
      deskripsi: f.deskripsi,
      waktu_mulai: lokalDariIso(f.waktu_mulai, k.tz),
      waktu_selesai: lokalDariIso(f.waktu_selesai, k.tz),
      minimal_post: String(f.minimal_post),
      penilaian_keaktifan: f.penilaian_keaktifan,
    };
  }
  const kosong = { judul: "", deskripsi: "", minimal_post: "1", penilaian_keaktifan: false };
  if (k.operator) return { id_pertemuan: "", ...kosong, waktu_mulai: "", waktu_selesai: "" };
  const mulai = parseIso(p.waktu_mulai);
  const lewat = Number.isNaN(mulai) || mulai < k.sekarang;
  return {
    id_pertemuan: String(p.id),
    ...kosong,
    waktu_mulai: lewat ? "" : lokalDariIso(p.waktu_mulai, k.tz),
    waktu_selesai: lokalDariIso(p.waktu_selesai, k.tz),
  };
}

/** min of the start picker: the start of yesterday, or an edited forum's earlier start. */
export function minMulai(f: Pick<ForumDetail, "waktu_mulai"> | null, sekarang: number, tz: string): string {
  const kemarin = awalKemarin(sekarang, tz);
  const mulai = lokalDariIso(f?.waktu_mulai, tz);
  return mulai && mulai < kemarin ? mulai : kemarin;
}

/** min of the end picker: with participants the saved end, else the chosen start (or minMulai). */
export function minSelesai(f: Pick<ForumDetail, "waktu_selesai" | "jumlah_peserta_join"> | null, mulai: string, tz: string, min: string) {
  if (f && f.jumlah_peserta_join > 0) return lokalDariIso(f.waktu_selesai, tz);
  return mulai || min;
}

export interface KonteksForum {
  operator: boolean;
  tz: string;
  /** Server time, ms. */
  sekarang: number;
  /** When editing: the forum as loaded. */
  awal: Pick<ForumDetail, "waktu_mulai" | "waktu_selesai" | "jumlah_peserta_join"> | null;
}

export interface PemeriksaanForum {
  /** One message per field, in the order of the checks (the first is focused). */
  galat: GalatForum;
  /** Something required is empty: toast 'Pengisian Data Belum Lengkap!'. */
  kurang: boolean;
}

/** The start is the saved one (a start that may lie before yesterday, or is locked). */
const mulaiTetap = (f: FormForum, k: KonteksForum) => k.awal != null && f.waktu_mulai === lokalDariIso(k.awal.waktu_mulai, k.tz);

/** The form's checks (spec 3 §5) in the order of its fields, then the time rules. */
export function periksaForum(f: FormForum, k: KonteksForum): PemeriksaanForum {
  const galat: GalatForum = {};
  if (k.operator && !f.id_pertemuan) galat.id_pertemuan = PESAN_FORUM.id_pertemuan;
  if (!f.judul.trim()) galat.judul = PESAN_FORUM.judul;
  if (htmlKosong(f.deskripsi)) galat.deskripsi = PESAN_FORUM.deskripsi;
  const mulai = msLokal(f.waktu_mulai, k.tz);
  if (Number.isNaN(mulai)) galat.waktu_mulai = PESAN_FORUM.waktu_mulai;
  const selesai = msLokal(f.waktu_selesai, k.tz);
  if (Number.isNaN(selesai)) galat.waktu_selesai = PESAN_FORUM.waktu_selesai;
  const teksMinimal = f.minimal_post.trim();
  const minimal = Number(teksMinimal);
  if (!teksMinimal || !Number.isInteger(minimal) || minimal < 1) galat.minimal_post = PESAN_FORUM.minimal_post;
  else if (minimal > MINIMAL_POST_MAKS) galat.minimal_post = PESAN_FORUM.minimalMaks;
  const kurang = Boolean(galat.id_pertemuan || galat.judul || galat.deskripsi || galat.waktu_mulai || galat.waktu_selesai || !teksMinimal);

  const tetap = mulaiTetap(f, k);
  if (!galat.waktu_mulai && !tetap && mulai < msLokal(awalKemarin(k.sekarang, k.tz), k.tz)) galat.waktu_mulai = PESAN_FORUM.kemarin;
  if (!Number.isNaN(mulai) && !Number.isNaN(selesai) && mulai > selesai) {
    // A locked start cannot be fixed where it is: the end carries the message then.
    const kolom = mulaiTerkunci(k.awal) ? "waktu_selesai" : "waktu_mulai";
    galat[kolom] ??= PESAN_FORUM.urutan;
  }
  if (k.awal && mulaiTerkunci(k.awal) && !galat.waktu_selesai && selesai < menitIso(k.awal.waktu_selesai)) {
    galat.waktu_selesai = PESAN_FORUM.dimajukan;
  }
  return { galat, kurang };
}

const URUTAN_KOLOM: readonly KolomForum[] = ["id_pertemuan", "judul", "deskripsi", "waktu_mulai", "waktu_selesai", "minimal_post"];

/** The first field with a message, in the form's order (to focus); null when none. */
export const kolomPertama = (g: GalatForum): KolomForum | null => URUTAN_KOLOM.find((k) => g[k]) ?? null;

export interface KonteksSimpanForum {
  tz: string;
  operator: boolean;
  /** The page's meeting: where a lecturer's forum goes. */
  idPertemuan: number;
  /** When editing: the saved times, sent back unchanged (seconds and all) when not moved. */
  awal: Pick<ForumDetail, "waktu_mulai" | "waktu_selesai"> | null;
}

/** POST /lms/forum and PUT /lms/forum/{id} body (call after periksaForum passed). */
export function bodyForum(f: FormForum, k: KonteksSimpanForum): ForumSimpan {
  const waktu = (lokal: string, lama: string | undefined) =>
    lama !== undefined && lokal === lokalDariIso(lama, k.tz) ? lama : isoDariLokal(lokal, k.tz);
  const pilihan = Number(f.id_pertemuan);
  const minimal = Number(f.minimal_post.trim());
  return {
    id_pertemuan: k.operator ? (f.id_pertemuan && Number.isFinite(pilihan) ? pilihan : null) : k.idPertemuan,
    judul: f.judul.trim(),
    deskripsi: f.deskripsi.trim(),
    waktu_mulai: waktu(f.waktu_mulai, k.awal?.waktu_mulai),
    waktu_selesai: waktu(f.waktu_selesai, k.awal?.waktu_selesai),
    penilaian_keaktifan: f.penilaian_keaktifan,
    minimal_post: f.minimal_post.trim() && Number.isInteger(minimal) ? minimal : null,
  };
}
