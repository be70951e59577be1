// Friendly names for the grade types of the generated schema (server/src/nilai/model.rs): the
// grade list (/nilai), the class grade recap (/nilai/{id}) whose student rows are lists
// aligned with its three header lists, and the SIKAD components with their activities.
import type { components } from "../../api/schema";

type Schemas = components["schemas"];

export type NilaiDaftarPage = Schemas["NilaiDaftarPage"];
export type NilaiKelasBaris = Schemas["NilaiKelasBaris"];
export type RingkasanNilai = Schemas["RingkasanNilai"];
export type RekapNilai = Schemas["RekapNilai"];
export type KelasNilai = Schemas["KelasNilai"];
export type TipeHalamanNilai = Schemas["TipeHalamanNilai"];
export type HeaderAktivitas = Schemas["HeaderAktivitas"];
export type AktivitasNilai = Schemas["AktivitasNilai"];
export type HeaderRerata = Schemas["HeaderRerata"];
export type HeaderSikad = Schemas["HeaderSikad"];
export type NilaiMahasiswa = Schemas["NilaiMahasiswa"];
export type JenisNilai = Schemas["JenisNilai"];
export type StatusNilai = Schemas["StatusNilai"];
export type JenisKomponen = Schemas["JenisKomponen"];
export type TampilkanNilai = Schemas["TampilkanNilai"];
export type KomponenKelas = Schemas["KomponenKelas"];
export type AktivitasPilihan = Schemas["AktivitasPilihan"];
export type KomponenSimpan = Schemas["KomponenSimpan"];
export type NilaiSayaPage = Schemas["NilaiSayaPage"];
export type NilaiSayaKelas = Schemas["NilaiSayaKelas"];
export type NilaiAktivitasSaya = Schemas["NilaiAktivitasSaya"];
export type KomponenSaya = Schemas["KomponenSaya"];
export type KeadaanNilai = Schemas["KeadaanNilai"];
