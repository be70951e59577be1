// Friendly names for the meeting page's types of the generated schema (props.data of the
// 'pertemuan' page, also GET /lms/pertemuan/{id}/aktivitas) and the material calls.
// All times are UTC strings ("2026-11-24T05:00:00Z").
import type { components } from "../../api/schema";

type Schemas = components["schemas"];

export type TipeFile = Schemas["TipeFile"];
export type JenisMateri = Schemas["JenisMateri"];
export type CaraAkses = Schemas["CaraAkses"];
export type JenisAktivitas = Schemas["JenisAktivitas"];

export type BerkasInfo = Schemas["BerkasInfo"];
export type AksesMateri = Schemas["AksesMateri"];
export type PembuatMateri = Schemas["PembuatMateri"];
export type MateriDetail = Schemas["MateriDetail"];
export type AktivitasKartu = Schemas["AktivitasKartu"];
export type PertemuanKelas = Schemas["PertemuanKelas"];
export type PertemuanInfo = Schemas["PertemuanInfo"];
export type PilihanPertemuan = Schemas["PilihanPertemuan"];
export type IzinPertemuan = Schemas["IzinPertemuan"];
export type SyaratKehadiran = Schemas["SyaratKehadiran"];
/** Megabytes per file type. */
export type BatasUkuran = Schemas["BatasUkuran"];
export type PertemuanPageData = Schemas["PertemuanPageData"];
export type PilihanUjianUtama = Schemas["PilihanUjianUtama"];
export type MateriSimpan = Schemas["MateriSimpan"];
export type MateriSalin = Schemas["MateriSalin"];
export type MateriSalinan = Schemas["MateriSalinan"];
export type AksesRequest = Schemas["AksesRequest"];
