// Route name -> page module, statically imported: the server renders synchronously.
// Same names as route-modules.client.ts.
import * as bank_soal from "../routes/bank_soal/page";
import * as bank_soal_detail from "../routes/bank_soal_detail/page";
import * as bantuan from "../routes/bantuan/page";
import * as beranda from "../routes/beranda/page";
import * as error from "../routes/error/page";
import * as kehadiran_daftar from "../routes/kehadiran_daftar/page";
import * as kehadiran_pertemuan from "../routes/kehadiran_pertemuan/page";
import * as kehadiran_rekap from "../routes/kehadiran_rekap/page";
import * as kehadiran_saya from "../routes/kehadiran_saya/page";
import * as kelas from "../routes/kelas/page";
import * as kelas_detail from "../routes/kelas_detail/page";
import * as kelas_profil from "../routes/kelas_profil/page";
import * as konfigurasi from "../routes/konfigurasi/page";
import * as login from "../routes/login/page";
import * as luring from "../routes/luring/page";
import * as nilai_daftar from "../routes/nilai_daftar/page";
import * as nilai_saya from "../routes/nilai_saya/page";
import * as not_found from "../routes/not_found/page";
import * as impor_akademik from "../routes/impor_akademik/page";
import * as aktivasi from "../routes/aktivasi/page";
import * as tanpa_data from "../routes/tanpa_data/page";
import * as operator from "../routes/operator/page";
import * as pengaturan from "../routes/pengaturan/page";
import * as penilaian from "../routes/penilaian/page";
import * as pengumuman from "../routes/pengumuman/page";
import * as pertemuan from "../routes/pertemuan/page";
import * as daftar_aktivitas from "../routes/daftar_aktivitas/page";
import * as forum_diskusi from "../routes/forum_diskusi/page";
import * as presensi from "../routes/presensi/page";
import * as profil from "../routes/profil/page";
import * as rekap_penilaian from "../routes/rekap_penilaian/page";
import * as terlarang from "../routes/terlarang/page";
import * as tugas_detail from "../routes/tugas_detail/page";
import * as ujian_soal from "../routes/ujian_soal/page";
import * as ujian_detail from "../routes/ujian_detail/page";
import type { PageName } from "../api/halaman";
import type { PageModule } from "./route-types";

/** Keyed by every page of api/halaman.ts: a page missing here, or one not listed there, fails tsc. */
export const routeModules: Record<PageName, PageModule> = {
  login,
  beranda,
  kelas,
  kelas_detail,
  kelas_profil,
  kehadiran_daftar,
  kehadiran_rekap,
  kehadiran_pertemuan,
  nilai_daftar,
  rekap_penilaian,
  kehadiran_saya,
  nilai_saya,
  presensi,
  pengumuman,
  tugas_detail,
  ujian_soal,
  pertemuan,
  daftar_aktivitas,
  forum_diskusi,
  penilaian,
  ujian_detail,
  bank_soal,
  bank_soal_detail,
  terlarang,
  profil,
  konfigurasi,
  operator,
  pengaturan,
  bantuan,
  luring,
  tanpa_data,
  impor_akademik,
  aktivasi,
  not_found,
  error,
};

export const routeNames: readonly string[] = Object.keys(routeModules);

export function getRoute(name: string): PageModule | undefined {
  return Object.prototype.hasOwnProperty.call(routeModules, name) ? routeModules[name as PageName] : undefined;
}

export function loadRoute(name: string): Promise<PageModule | undefined> {
  return Promise.resolve(getRoute(name));
}
