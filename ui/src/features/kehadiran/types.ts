// Friendly names for the attendance types of the generated schema (server/src/kehadiran/model.rs):
// a meeting's participant and teacher rows, the meeting attendance page, the QR code, the
// class recap and the recalculation status. Times are UTC strings.
import type { components } from "../../api/schema";

type Schemas = components["schemas"];

export type KodePresensi = Schemas["KodePresensi"];
export type ParameterKehadiran = Schemas["ParameterKehadiran"];
export type DetailAktivitas = Schemas["DetailAktivitas"];
export type KehadiranMahasiswa = Schemas["KehadiranMahasiswa"];
export type KehadiranPengajar = Schemas["KehadiranPengajarPertemuan"];
export type KehadiranPengajarSimpan = Schemas["KehadiranPengajarSimpan"];
export type JenisPresensi = Schemas["JenisPresensi"];
export type PresensiSimpan = Schemas["PresensiSimpan"];
export type StatusProses = Schemas["StatusProses"];
export type ProsesKehadiran = Schemas["ProsesKehadiran"];
export type QrKehadiran = Schemas["QrKehadiran"];
export type KelasKehadiran = Schemas["KelasKehadiran"];
export type PertemuanKehadiran = Schemas["PertemuanKehadiran"];
export type TipeHalamanKehadiran = Schemas["TipeHalamanKehadiran"];
export type IzinKehadiran = Schemas["IzinKehadiran"];
export type KehadiranPertemuanPage = Schemas["KehadiranPertemuanPage"];
export type RekapKehadiran = Schemas["RekapKehadiran"];
export type PresensiPageData = Schemas["PresensiPageData"];
export type TerlarangPageData = Schemas["TerlarangPageData"];
export type KehadiranSayaPage = Schemas["KehadiranSayaPage"];
export type KehadiranSayaKelas = Schemas["KehadiranSayaKelas"];
export type PresensiSaya = Schemas["PresensiSaya"];
export type CaraPencatatan = Schemas["CaraPencatatan"];
