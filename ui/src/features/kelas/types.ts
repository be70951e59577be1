// Friendly names for the class detail types of the generated schema (GET /v2/lms/kelas_kuliah/{id},
// also props.data of the kelas_detail and kelas_profil pages).
import type { components } from "../../api/schema";

type Schemas = components["schemas"];

export type KelasDetail = Schemas["KelasDetail"];
export type IzinKelas = Schemas["IzinKelas"];
export type Jadwal = Schemas["Jadwal"];
export type Pengajar = Schemas["Pengajar"];
export type Peserta = Schemas["Peserta"];
export type PertemuanRingkas = Schemas["PertemuanRingkas"];
export type CountActivity = Schemas["CountActivity"];
export type JabatanRequest = Schemas["JabatanRequest"];
export type KetuaKelasRequest = Schemas["KetuaKelasRequest"];

/** A student's role in the class leader dialog. */
export type JabatanPeserta = "ketua_kelas" | "peserta";
