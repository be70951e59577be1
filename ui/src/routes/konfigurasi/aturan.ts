// Pure rules of the configuration page (/konfigurasi; tested in aturan.test.ts): a label per
// keyword, how a value is shown per kind, and the server's checks (server/src/pengaturan/
// konfigurasi.rs `periksa`, `urutan_jam`) so a wrong value is told before it is sent.
import type { components } from "../../api/schema";

export type KonfigurasiItem = components["schemas"]["KonfigurasiItem"];
export type KonfigurasiPage = components["schemas"]["KonfigurasiPage"];
export type JenisKonfigurasi = components["schemas"]["JenisKonfigurasi"];

export const LABEL_KONFIGURASI: Record<string, string> = {
  start_lecture: "Jam Mulai Perkuliahan",
  end_lecture: "Jam Akhir Perkuliahan",
  attendance_percentage: "Persentase Kehadiran Minimal",
  lecture_activity: "Aktivitas Kuliah sebagai Kehadiran",
  deadline: "Batas Hari Aktivitas Pertemuan",
  url_sikad: "Alamat SIKAD",
  url_sikad_mahasiswa: "Alamat SIKAD Mahasiswa",
  url_dosen_new: "Alamat SIKAD Dosen",
};

/** The known keys in the order of LABEL_KONFIGURASI, then the others by keyword. */
export function urutkan(items: readonly KonfigurasiItem[]): KonfigurasiItem[] {
  const urutan = Object.keys(LABEL_KONFIGURASI);
  const posisi = (k: string) => (urutan.includes(k) ? urutan.indexOf(k) : urutan.length);
  return [...items].sort((a, b) => posisi(a.keyword) - posisi(b.keyword) || a.keyword.localeCompare(b.keyword));
}

/** The human name of a key; an unknown key is shown as itself. */
export const labelKonfigurasi = (keyword: string): string =>
  Object.prototype.hasOwnProperty.call(LABEL_KONFIGURASI, keyword) ? (LABEL_KONFIGURASI[keyword] ?? keyword) : keyword;

/** 'Ya' / 'Tidak', '75%', '7 hari', '07:00', the address as is; an empty value is '-'. */
export function tampilNilai(jenis: JenisKonfigurasi, nilai: string): string {
  const v = nilai.trim();
  if (v === "") return "-";
  switch (jenis) {
    case "ya_tidak":
      return v === "true" ? "Ya" : v === "false" ? "Tidak" : v;
    case "persen":
      return `${v}%`;
    case "hari":
      return `${v} hari`;
    default:
      return v;
  }
}

export const PESAN = {
  jam: "Jam harus berformat JJ:MM (24 jam), misalnya 07:00.",
  persen: "Persentase harus bilangan bulat 0 sampai 100.",
  ya_tidak: "Nilai harus true (ya) atau false (tidak).",
  hari: "Jumlah hari harus bilangan bulat 0 sampai 365.",
  alamat: "Alamat harus diawali http://, https:// atau / (halaman di server ini), tanpa spasi, paling banyak 500 karakter.",
  urutanJam: "Jam mulai perkuliahan harus sebelum jam akhir perkuliahan.",
} as const;

/** Minutes after midnight of 'HH:MM' (24 h, two digits each), else null. */
export function menitJam(teks: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(teks);
  if (!m) return null;
  const [h, mnt] = [Number(m[1]), Number(m[2])];
  return h < 24 && mnt < 60 ? h * 60 + mnt : null;
}

/** A whole number in [0, maks] as Rust's u32 parse reads it (an optional '+'), else null. */
function bulat(teks: string, maks: number): number | null {
  if (!/^\+?\d+$/.test(teks)) return null;
  const n = Number(teks);
  return n <= maks ? n : null;
}

/** An http(s) address or a path on this server ('/x', never '//host' or '/\\host'). */
function alamatSah(v: string): boolean {
  const jalur = /^\/(?![/\\])/.test(v) ? `x${v.slice(1)}` : null;
  const rest = v.startsWith("https://") ? v.slice(8) : v.startsWith("http://") ? v.slice(7) : jalur;
  return new TextEncoder().encode(v).length <= 500 && rest !== null && rest !== "" && !/\s/.test(rest);
}

/** The message for a value of the given kind, or null when the server would take it (trimmed). */
export function periksaNilai(jenis: JenisKonfigurasi, nilai: string): string | null {
  const v = nilai.trim();
  switch (jenis) {
    case "jam":
      return menitJam(v) === null ? PESAN.jam : null;
    case "persen":
      return bulat(v, 100) === null ? PESAN.persen : null;
    case "ya_tidak":
      return v === "true" || v === "false" ? null : PESAN.ya_tidak;
    case "hari":
      return bulat(v, 365) === null ? PESAN.hari : null;
    case "alamat":
      return alamatSah(v) ? null : PESAN.alamat;
  }
}

const PASANGAN_JAM: Record<string, string> = { start_lecture: "end_lecture", end_lecture: "start_lecture" };

/**
 * The message for a new value of `keyword` given the other keys as they are now: its kind's
 * check, then the first lecture hour staying before the last. Null when it may be sent.
 */
export function periksaKonfigurasi(
  item: Pick<KonfigurasiItem, "keyword" | "jenis">,
  nilai: string,
  items: readonly KonfigurasiItem[],
): string | null {
  const salah = periksaNilai(item.jenis, nilai);
  if (salah) return salah;
  const lain = PASANGAN_JAM[item.keyword];
  const pasangan = lain ? items.find((x) => x.keyword === lain) : undefined;
  if (!pasangan) return null;
  const baru = nilai.trim();
  const [mulai, akhir] = item.keyword === "start_lecture" ? [baru, pasangan.nilai] : [pasangan.nilai, baru];
  const a = menitJam(mulai);
  const b = menitJam(akhir);
  return a !== null && b !== null && a >= b ? PESAN.urutanJam : null;
}

/** The items with one replaced by the server's answer (same keyword). */
export const gantiItem = (items: readonly KonfigurasiItem[], baru: KonfigurasiItem): KonfigurasiItem[] =>
  items.map((x) => (x.keyword === baru.keyword ? baru : x));
