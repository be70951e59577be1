// Pure rules of the class detail screens (tested in aturan.test.ts).
import type { KelasRow, Pengajar, Peserta, PertemuanRingkas } from "../../api/types";
import { formatJam, formatTanggal, namaHari, zonaLabel } from "../../lib/tanggal";

export const JABATAN_LABEL: Record<string, string> = {
  koordinator: "Dosen Koordinator",
  pengajar: "Pengajar",
  asisten: "Asisten",
};
export const METODE_LABEL: Record<string, string> = { individu: "Individu", team_teaching: "Team Teaching" };

/** 'Senin, 07:30 - 09:10 (R.101)' from a schedule slot. */
export function jadwalLabel(j: { hari: number; jam_mulai: string; jam_selesai: string; ruangan?: string | null }): string {
  const jam = `${j.jam_mulai.slice(0, 5)} - ${j.jam_selesai.slice(0, 5)}`;
  return `${namaHari(j.hari)}, ${jam}${j.ruangan ? ` (${j.ruangan})` : ""}`;
}

/** The mobile meeting picker's text: '3. Judul (12 Sep 2026, 07:30 - 09:10 WIB)'. */
export function opsiPertemuan(p: PertemuanRingkas, tz: string): string {
  return `${p.nomor}. ${p.judul} (${formatTanggal(p.waktu_mulai, tz)}, ${formatJam(p.waktu_mulai, tz)} - ${formatJam(p.waktu_selesai, tz)} ${zonaLabel(tz)})`;
}

/** One leader at most: choosing Ketua Kelas for `nim` makes everyone else Peserta. */
export function pilihJabatan(list: Peserta[], nim: string, jabatan: "ketua_kelas" | "peserta"): Peserta[] {
  return list.map((m) => {
    if (m.nim === nim) return { ...m, jabatan };
    return jabatan === "ketua_kelas" && m.jabatan === "ketua_kelas" ? { ...m, jabatan: "peserta" } : m;
  });
}

export const nimKetua = (list: Peserta[]) => list.find((m) => m.jabatan === "ketua_kelas")?.nim ?? "";

/** Search by name or NIM, case-insensitive. */
export function cariPeserta(list: Peserta[], q: string): Peserta[] {
  const s = q.trim().toLowerCase();
  return s ? list.filter((m) => m.nama.toLowerCase().includes(s) || m.nim.includes(s)) : list;
}

/** Exactly one Dosen Koordinator, as the server requires. */
export function cekJabatan(list: Pick<Pengajar, "jabatan">[]): string | null {
  return list.filter((p) => p.jabatan === "koordinator").length === 1 ? null : "Pilih tepat satu Dosen Koordinator.";
}

export const BANNER_EKSTENSI = ["png", "jpg", "jpeg"];

/** The upload widget's checks of spec 1 §5 / 3 §5 (the server checks again). */
export function cekBanner(file: { name: string; size: number }, maxMb: number): string | null {
  const ext = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  if (!BANNER_EKSTENSI.includes(ext)) return `File type .${ext} is not allowed`;
  if (file.size > maxMb * 1_000_000) return "Ukuran file melebihi batas maksimal";
  return null;
}

/** banner_url, else one of the 7 stock banners chosen by banner_color_idx modulo 7. */
export function bannerKelas(k: Pick<KelasRow, "banner_url" | "banner_color_idx">): string {
  if (k.banner_url) return k.banner_url;
  const i = Number.isFinite(k.banner_color_idx) ? Math.abs(Math.trunc(k.banner_color_idx)) % 7 : 0;
  return `/assets/banner/banner-${i + 1}.svg`;
}
