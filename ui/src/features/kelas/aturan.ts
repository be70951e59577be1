// Pure rules of the class detail and profile screens and of the class lists (tested in aturan.test.ts).
import { cekBerkas, PESAN_BERKAS } from "../../lib/berkas";
import { batasDariPengaturan } from "../../lib/unggah";
import type { KelasRow } from "../../api/types";
import { formatJam, formatTanggal, jamKelas, namaHari, zonaLabel } from "../../lib/tanggal";
import type { CountActivity, Jadwal, JabatanPeserta, JabatanRequest, KelasDetail, Pengajar, Peserta, PertemuanRingkas } from "./types";

export type JabatanPengajar = Pengajar["jabatan"];
export const JABATAN_LABEL: Record<JabatanPengajar, string> = {
  koordinator: "Dosen Koordinator",
  pengajar: "Pengajar",
  asisten: "Asisten",
};
/** The teaching roles in the form's order. */
export const JABATAN: readonly JabatanPengajar[] = ["koordinator", "pengajar", "asisten"];
/** A select's value as a role (the select offers only these). */
export const jabatanDari = (v: string): JabatanPengajar | null => JABATAN.find((j) => j === v) ?? null;
export type MetodeMengajar = JabatanRequest["metode_mengajar"];
export const METODE_LABEL: Record<MetodeMengajar, string> = { individu: "Individu", team_teaching: "Team Teaching" };
/** The teaching methods in the form's order. */
export const METODE: readonly MetodeMengajar[] = ["individu", "team_teaching"];

const label = (peta: Record<string, string>, v: string | null | undefined) =>
  v != null && Object.prototype.hasOwnProperty.call(peta, v) ? (peta[v] ?? "-") : "-";
export const jabatanPengajarLabel = (v: string | null | undefined) => label(JABATAN_LABEL, v);
export const metodeLabel = (v: string | null | undefined) => label(METODE_LABEL, v);

/** 'S1 Akuntansi'; '-' without a programme. */
export const prodiLabel = (p: { jenjang?: string | null; nama?: string | null } | null | undefined) =>
  p?.nama ? `${p.jenjang ? `${p.jenjang} ` : ""}${p.nama}` : "-";

/** 'A (Reguler)', or just the name when the class has no type. */
export const kelasLabel = (k: Pick<KelasDetail, "kelas">) =>
  k.kelas.jenis?.nama ? `${k.kelas.nama} (${k.kelas.jenis.nama})` : k.kelas.nama;

/** 'IF101 - Algoritma'. */
export const mataKuliahLabel = (mk: Pick<KelasRow["mata_kuliah"], "kode" | "nama">) => `${mk.kode} - ${mk.nama}`;

/** Teacher names of a class row, or '-'. */
export const pengajarLabel = (list: readonly Pick<KelasRow["pengajar"][number], "nama">[]) =>
  list.length ? list.map((p) => p.nama).join(", ") : "-";

/** Page sizes of the class lists (spec 2 §9). */
export const PER_PAGE_KELAS = [5, 10, 15, 20];

/** The row number of the first row of the page shown (1-based). */
export function nomorAwal(meta: { page: number; per_page: number }): number {
  return (Math.max(1, meta.page) - 1) * Math.max(0, meta.per_page) + 1;
}

/** The programmes the class is open to, or 'Tidak Ada'. */
export const prodiKelasLabel = (list: KelasDetail["prodi_kelas"]) => (list.length ? list.map(prodiLabel).join(", ") : "Tidak Ada");

/** 'Senin, 07:30 - 09:10 (R.101)' from a schedule slot (hari 0-6, Sunday first). */
export function jadwalLabel(j: Jadwal): string {
  const jam = `${jamKelas(j.jam_mulai)} - ${jamKelas(j.jam_selesai)}`;
  return `${namaHari(j.hari)}, ${jam}${j.ruangan ? ` (${j.ruangan})` : ""}`;
}

/** '31 Agu 2026, 07:30 - 09:10 WIB' in the configured zone. */
export function waktuPertemuan(p: Pick<PertemuanRingkas, "waktu_mulai" | "waktu_selesai">, tz: string): string {
  return `${formatTanggal(p.waktu_mulai, tz)}, ${formatJam(p.waktu_mulai, tz)} - ${formatJam(p.waktu_selesai, tz)} ${zonaLabel(tz)}`;
}

/** The mobile meeting picker's text: '3. Judul (14 Sep 2026, 07:30 - 09:10 WIB)'. */
export function opsiPertemuan(p: PertemuanRingkas, tz: string): string {
  return `${p.nomor}. ${p.judul} (${waktuPertemuan(p, tz)})`;
}

/**
 * The meeting a student most likely came for: the one in progress, else the next one, else the
 * last (a finished class). Read from the server's statuses, so the server's render and the
 * browser's agree.
 */
export function pertemuanSekarang<P extends Pick<PertemuanRingkas, "status">>(list: readonly P[]): P | undefined {
  return list.find((p) => p.status === "berlangsung") ?? list.find((p) => p.status === "belum_dimulai") ?? list.at(-1);
}

export const AKTIVITAS = ["materi", "tugas", "vidcon", "ujian", "forum"] as const;
export type Aktivitas = (typeof AKTIVITAS)[number];

/** The activity kinds a meeting holds, in a fixed order. */
export const aktivitasAda = (c: CountActivity | null | undefined): Aktivitas[] => AKTIVITAS.filter((a) => (c?.[a] ?? 0) > 0);

/** The meetings holding at least one forum the viewer is shown, in their order. */
export const pertemuanForum = <P extends Pick<PertemuanRingkas, "count_activity">>(list: readonly P[]): P[] =>
  list.filter((p) => p.count_activity.forum > 0);

/** 'ketua_kelas' (or the label 'Ketua Kelas') is the leader; anything else a participant. */
export const isKetua = (jabatan: string | null | undefined) => jabatan === "ketua_kelas" || jabatan === "Ketua Kelas";
export const jabatanPesertaLabel = (jabatan: string | null | undefined) => (isKetua(jabatan) ? "Ketua Kelas" : "Peserta");

/** One leader at most: choosing Ketua Kelas for `nim` makes everyone else Peserta. */
export function pilihJabatan(list: Peserta[], nim: string, jabatan: JabatanPeserta): Peserta[] {
  return list.map((m) => {
    const next: JabatanPeserta = m.nim === nim ? jabatan : jabatan === "ketua_kelas" || !isKetua(m.jabatan) ? "peserta" : "ketua_kelas";
    return m.jabatan === next ? m : { ...m, jabatan: next };
  });
}

/** What the leader dialog saves: the leader's nim, or '' for none. */
export const nimKetua = (list: Peserta[]) => list.find((m) => isKetua(m.jabatan))?.nim ?? "";

/** Search by name or NIM, case-insensitive. */
export function cariPeserta(list: Peserta[], q: string): Peserta[] {
  const s = q.trim().toLowerCase();
  return s ? list.filter((m) => m.nama.toLowerCase().includes(s) || m.nim.toLowerCase().includes(s)) : list;
}

export const PESAN_KOORDINATOR = "Pilih tepat satu Dosen Koordinator.";

/** Exactly one Dosen Koordinator, as the server requires. */
export function cekJabatan(list: Pick<Pengajar, "jabatan">[]): string | null {
  return list.filter((p) => p.jabatan === "koordinator").length === 1 ? null : PESAN_KOORDINATOR;
}

export const BANNER_EKSTENSI = ["png", "jpg", "jpeg"];
/** Shown until the settings answer; the server enforces the real limit. */
export const BANNER_MB_DEFAULT = 2;

/** The banner checks of spec 3 §5 (the server checks again). */
export const cekBanner = (file: { name: string; size: number }, maxMb: number) =>
  cekBerkas(file, { ekstensi: BANNER_EKSTENSI, batasMb: maxMb }, PESAN_BERKAS.dialog);

/** The kinds as the banner's hint names them: '.png, .jpg, .jpeg'. */
export const BANNER_EKSTENSI_HINT = BANNER_EKSTENSI.map((e) => `.${e}`);

/** pengaturan_sistem.ukuran_max_file.kelas.banner (MB) of GET /lms/pengaturan, else the default. */
export const batasBannerMb = (pengaturan: unknown): number => batasDariPengaturan(pengaturan, ["kelas", "banner"], BANNER_MB_DEFAULT);

/** banner_url, else one of the 7 stock banners chosen by banner_color_idx modulo 7. */
export function bannerKelas(k: Pick<KelasDetail, "banner_url" | "banner_color_idx">): string {
  if (k.banner_url) return k.banner_url;
  const n = Number.isFinite(k.banner_color_idx) ? Math.trunc(k.banner_color_idx) : 0;
  return `/assets/banner/banner-${(((n % 7) + 7) % 7) + 1}.svg`;
}
