// Friendly names for the task types of the generated schema (the task page, its hand-in,
// the groups of a group task and the grading page). Times are UTC strings.
import type { components } from "../../api/schema";

type Schemas = components["schemas"];

export type BerkasInfo = Schemas["BerkasInfo"];
export type JenisTugas = Schemas["JenisTugas"];
export type JabatanKelompok = Schemas["JabatanKelompok"];
export type TugasDetail = Schemas["TugasDetail"];
export type RingkasanTugas = Schemas["RingkasanTugas"];
export type Pengumpulan = Schemas["Pengumpulan"];
export type PengumpulanSimpan = Schemas["PengumpulanSimpan"];
export type BolehKumpul = Schemas["BolehKumpul"];
export type MahasiswaTugas = Schemas["MahasiswaTugas"];
export type AnggotaKelompok = Schemas["AnggotaKelompok"];
export type KelompokTugas = Schemas["KelompokTugas"];
export type KelompokSimpan = Schemas["KelompokSimpan"];
export type DaftarKelompok = Schemas["DaftarKelompok"];
export type PengerjaanPeserta = Schemas["PengerjaanPeserta"];
/** Props of `/kelas/{id}/tugas/{idTugas}`. */
export type TugasPageData = Schemas["TugasPageData"];
/** Props of `/kelas/{id}/tugas/{idTugas}/penilaian`. */
export type PenilaianPageData = Schemas["PenilaianPageData"];
