// Rules of the 'Riwayat Aktivitas' filter (spec 2 §2, §9): the activity type typed or picked
// by its label, 'Rentang Waktu' as datetime-local values in the college's zone sent in UTC,
// an end equal to the start meaning the whole day (23:59:59). The server checks the same and
// answers the same messages; these only spare a round trip.
import type { JenisLog, RiwayatAktivitas } from "../../api/types";
import { buildQuery } from "../../app/query";
import { parseIso, pecahTanggal } from "../../lib/tanggal-inti";
import { isoDariLokal, lokalDariIso } from "../pertemuan/aturan";

export const PER_PAGE_PROFIL = 5;
export const PILIHAN_PER_PAGE = [5, 10, 20, 50];

export const PESAN_RIWAYAT = {
  jenis: "Jenis aktivitas tidak dikenal. Pilih dari daftar jenis aktivitas.",
  waktu: "Tanggal dan jam tidak valid.",
  urutan: "Waktu akhir tidak boleh sebelum waktu awal.",
} as const;

export interface FormRiwayat {
  /** The label as shown (or typed). */
  jenis: string;
  /** datetime-local values in the college's zone. */
  awal: string;
  akhir: string;
  username: string;
}

const dua = (n: number) => String(n).padStart(2, "0");

/** '26/11/2026' in zone tz; '-' when empty. */
export function tanggalLog(v: string | null | undefined, tz: string): string {
  const b = pecahTanggal(v, tz);
  return b ? `${dua(b.hari)}/${dua(b.bulan)}/${String(b.tahun).padStart(4, "0")}` : "-";
}

export const labelJenis = (daftar: readonly JenisLog[], kode: string) => daftar.find((j) => j.kode === kode)?.label ?? kode;

/** A kind by its label (any case) or its code; null when unknown. */
export function kodeJenis(daftar: readonly JenisLog[], teks: string): string | null {
  const t = teks.trim().toLowerCase();
  return daftar.find((j) => j.kode === t || j.label.toLowerCase() === t)?.kode ?? null;
}

/** The form as the server applied it. */
export function formDari(
  r: Pick<RiwayatAktivitas, "jenis" | "jenis_aktivitas" | "waktu_awal" | "waktu_akhir" | "username" | "time_zone">,
): FormRiwayat {
  return {
    jenis: r.jenis_aktivitas ? labelJenis(r.jenis, r.jenis_aktivitas) : "",
    awal: lokalDariIso(r.waktu_awal, r.time_zone),
    akhir: lokalDariIso(r.waktu_akhir, r.time_zone),
    username: r.username,
  };
}

/** A datetime-local value as UTC 'YYYY-MM-DDTHH:MM:SSZ'; null when not a time. */
export function utcDariLokal(v: string, tz: string): string | null {
  const iso = isoDariLokal(v, tz);
  if (!iso) return null;
  return new Date(parseIso(iso)).toISOString().replace(".000Z", "Z");
}

/** The end includes its whole minute; an end equal to the start is the end of that day. */
export function akhirInklusif(awal: string, akhir: string): string {
  if (akhir === "") return akhir;
  if (akhir === awal) return `${akhir.slice(0, 10)}T23:59:59`;
  return akhir.length === 16 ? `${akhir}:59` : akhir;
}

export type HasilFilter = { ok: true; query: [string, string][] } | { ok: false; galat: string };

/** The query 'Terapkan' sends (page back to 1), or the message to show. */
export function queryRiwayat(f: FormRiwayat, daftar: readonly JenisLog[], tz: string, semuaPengguna: boolean): HasilFilter {
  const query: [string, string][] = [["tab", "riwayat"]];
  if (f.jenis.trim() !== "") {
    const kode = kodeJenis(daftar, f.jenis);
    if (!kode) return { ok: false, galat: PESAN_RIWAYAT.jenis };
    query.push(["jenis_aktivitas", kode]);
  }
  const awal = f.awal ? utcDariLokal(f.awal, tz) : "";
  const akhir = f.akhir ? utcDariLokal(akhirInklusif(f.awal, f.akhir), tz) : "";
  if (awal === null || akhir === null) return { ok: false, galat: PESAN_RIWAYAT.waktu };
  if (awal && akhir && akhir < awal) return { ok: false, galat: PESAN_RIWAYAT.urutan };
  if (awal) query.push(["waktu_awal", awal]);
  if (akhir) query.push(["waktu_akhir", akhir]);
  if (semuaPengguna && f.username.trim() !== "") query.push(["username", f.username.trim()]);
  return { ok: true, query };
}

/** The .xlsx of the filter as applied (every page). */
export function urlExport(
  r: Pick<RiwayatAktivitas, "jenis_aktivitas" | "waktu_awal" | "waktu_akhir" | "username" | "semua_pengguna">,
): string {
  const pairs: [string, string][] = [];
  if (r.jenis_aktivitas) pairs.push(["jenis_aktivitas", r.jenis_aktivitas]);
  if (r.waktu_awal) pairs.push(["waktu_awal", r.waktu_awal]);
  if (r.waktu_akhir) pairs.push(["waktu_akhir", r.waktu_akhir]);
  if (r.semua_pengguna && r.username) pairs.push(["username", r.username]);
  return `/lms/log_aktivitas/export_excel${buildQuery(pairs)}`;
}
