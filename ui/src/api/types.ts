// Friendly names for the types generated from the server's OpenAPI document
// (schema.d.ts, made by `npm run gen:types`; never hand-edit either file).
import type { components } from "./schema";

type Schemas = components["schemas"];

export type Role = Schemas["Role"];
export type Level = Schemas["Level"];
export type Modul = Schemas["Modul"];
export type UserInfo = Schemas["UserInfo"];
export type AppInfo = Schemas["AppInfo"];
export type PageProps = Schemas["PageProps"];
export type ListMeta = Schemas["ListMeta"];
export type ErrorBody = Schemas["ErrorBody"];
export type KelasRow = Schemas["KelasRow"];
export type KelasFilter = Schemas["KelasFilter"];
export type LoginData = Schemas["LoginData"];
export type BerandaData = Schemas["BerandaData"];
export type Kegiatan = Schemas["Kegiatan"];
export type KegiatanAwal = Schemas["KegiatanAwal"];
export type KegiatanBulan = Schemas["KegiatanBulan"];
export type AktivitasSaya = Schemas["AktivitasSaya"];
export type KelasPageData = Schemas["KelasPageData"];
export type Tiles = Schemas["Tiles"];
export type RingkasanKelas = Schemas["RingkasanKelas"];
export type Pengumuman = Schemas["Pengumuman"];
export type PengumumanPageData = Schemas["PengumumanPageData"];
export type ProfilData = Schemas["ProfilData"];
export type ProfilPage = Schemas["ProfilPage"];
export type RiwayatAktivitas = Schemas["RiwayatAktivitas"];
export type LogAktivitas = Schemas["LogAktivitas"];
export type JenisLog = Schemas["JenisLog"];
export type OperatorBaris = Schemas["OperatorBaris"];
export type OperatorHalaman = Schemas["OperatorHalaman"];
export type JenisImpor = Schemas["JenisImpor"];
export type Pratinjau = Schemas["Pratinjau"];
export type KemajuanImpor = Schemas["KemajuanImpor"];
export type ImporHalaman = Schemas["ImporHalaman"];
export type TokenIntegrasiInfo = Schemas["TokenIntegrasiInfo"];
export type TokenBaru = Schemas["TokenBaru"];
export type PengaturanHalaman = Schemas["PengaturanHalaman"];
export type PengaturanIsi = Schemas["PengaturanIsi"];
export type SyaratKehadiranDosen = Schemas["SyaratKehadiranDosen"];
export type BantuanHalaman = Schemas["BantuanHalaman"];
export type BapJob = Schemas["BapJob"];
export type BapArsipRequest = Schemas["BapArsipRequest"];
export type BapOpsi = Schemas["BapOpsi"];
export type InfoMataKuliah = Schemas["InfoMataKuliah"];
export type RencanaPembelajaran = Schemas["RencanaPembelajaran"];
export type RencanaEvaluasi = Schemas["RencanaEvaluasi"];
export type TugasDetail = Schemas["TugasDetail"];
export type TugasPageData = Schemas["TugasPageData"];
export type PenilaianPageData = Schemas["PenilaianPageData"];
export type PengerjaanPeserta = Schemas["PengerjaanPeserta"];
export type NilaiRequest = Schemas["NilaiRequest"];
export type GrupChat = Schemas["GrupChat"];
export type AnggotaChat = Schemas["AnggotaChat"];
export type PesanChat = Schemas["PesanChat"];
export type DiskusiMahasiswa = Schemas["DiskusiMahasiswa"];
export type DaftarPesan = Schemas["DaftarPesan"];

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}
