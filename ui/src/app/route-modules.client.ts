// Route name -> lazily loaded page module (one chunk per route). Keep one
// `name: () => import("...")` per line: ui/build.mjs reads them for the manifest.
import type { PageName } from "../api/halaman";
import type { PageModule } from "./route-types";

/** Keyed by every page of api/halaman.ts: a page missing here, or one not listed there, fails tsc. */
export const routeModules: Record<PageName, () => Promise<PageModule>> = {
  login: () => import("../routes/login/page"),
  beranda: () => import("../routes/beranda/page"),
  kelas: () => import("../routes/kelas/page"),
  kelas_detail: () => import("../routes/kelas_detail/page"),
  kelas_profil: () => import("../routes/kelas_profil/page"),
  kehadiran_daftar: () => import("../routes/kehadiran_daftar/page"),
  kehadiran_rekap: () => import("../routes/kehadiran_rekap/page"),
  kehadiran_pertemuan: () => import("../routes/kehadiran_pertemuan/page"),
  nilai_daftar: () => import("../routes/nilai_daftar/page"),
  rekap_penilaian: () => import("../routes/rekap_penilaian/page"),
  kehadiran_saya: () => import("../routes/kehadiran_saya/page"),
  nilai_saya: () => import("../routes/nilai_saya/page"),
  presensi: () => import("../routes/presensi/page"),
  pengumuman: () => import("../routes/pengumuman/page"),
  tugas_detail: () => import("../routes/tugas_detail/page"),
  ujian_soal: () => import("../routes/ujian_soal/page"),
  pertemuan: () => import("../routes/pertemuan/page"),
  daftar_aktivitas: () => import("../routes/daftar_aktivitas/page"),
  forum_diskusi: () => import("../routes/forum_diskusi/page"),
  penilaian: () => import("../routes/penilaian/page"),
  ujian_detail: () => import("../routes/ujian_detail/page"),
  bank_soal: () => import("../routes/bank_soal/page"),
  bank_soal_detail: () => import("../routes/bank_soal_detail/page"),
  profil: () => import("../routes/profil/page"),
  konfigurasi: () => import("../routes/konfigurasi/page"),
  operator: () => import("../routes/operator/page"),
  impor_akademik: () => import("../routes/impor_akademik/page"),
  aktivasi: () => import("../routes/aktivasi/page"),
  pengaturan: () => import("../routes/pengaturan/page"),
  bantuan: () => import("../routes/bantuan/page"),
  terlarang: () => import("../routes/terlarang/page"),
  luring: () => import("../routes/luring/page"),
  tanpa_data: () => import("../routes/tanpa_data/page"),
  not_found: () => import("../routes/not_found/page"),
  error: () => import("../routes/error/page"),
};

export const routeNames: readonly string[] = Object.keys(routeModules);

const loaded = new Map<string, PageModule>();

export function getRoute(name: string): PageModule | undefined {
  return loaded.get(name);
}

export async function loadRoute(name: string): Promise<PageModule | undefined> {
  const have = loaded.get(name);
  if (have) return have;
  const load = Object.prototype.hasOwnProperty.call(routeModules, name) ? routeModules[name as PageName] : undefined;
  if (!load) return undefined;
  const mod = await load();
  loaded.set(name, mod);
  return mod;
}
