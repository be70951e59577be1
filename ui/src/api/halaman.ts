// Every page the server answers (server/src/web/pages.rs, `Page::name`) and the
// generated type of the data its loader sends. One list: the client and server
// route-module tables are typed by its keys (a page missing from either fails
// tsc), and the server's `every_page_is_in_every_list` (server/src/web/pages.rs)
// fails when the server names a page this list does not have, or the other way round.
import type { components } from "./schema";

type S = components["schemas"];

export interface PageDataMap {
  login: S["LoginData"] | null;
  beranda: S["BerandaData"];
  kelas: S["KelasPageData"];
  kelas_detail: S["KelasDetail"];
  kelas_profil: S["KelasDetail"];
  kehadiran_daftar: S["KehadiranDaftarPage"] | null;
  kehadiran_rekap: S["RekapKehadiran"];
  kehadiran_pertemuan: S["KehadiranPertemuanPage"];
  nilai_daftar: S["NilaiDaftarPage"] | null;
  rekap_penilaian: S["RekapNilai"] | null;
  kehadiran_saya: S["KehadiranSayaPage"];
  nilai_saya: S["NilaiSayaPage"];
  presensi: S["PresensiPageData"];
  pengumuman: S["PengumumanPageData"] | null;
  tugas_detail: S["TugasPageData"];
  ujian_soal: S["LembarUjian"];
  pertemuan: S["PertemuanPageData"];
  daftar_aktivitas: S["DaftarAktivitasPageData"];
  forum_diskusi: S["ForumPageData"];
  penilaian: S["PenilaianPageData"];
  ujian_detail: S["UjianHalaman"];
  bank_soal: S["BankSoalHalaman"];
  bank_soal_detail: S["BankSoalDetail"];
  profil: S["ProfilPage"];
  konfigurasi: S["KonfigurasiPage"];
  operator: S["OperatorHalaman"];
  pengaturan: S["PengaturanHalaman"];
  bantuan: S["BantuanHalaman"];
  terlarang: S["TerlarangPageData"];
  not_found: null;
  error: null;
}

/** A page's name, as `PageProps.page` carries it. */
export type PageName = keyof PageDataMap;
