// The exam types of the meeting page (spec 3 §3 Exam), from the generated schema: the card's
// data, the form's body, the copy picker's rows and body, and the student's attempt. Times are
// UTC strings.
import type { components } from "../../api/schema";

type Schemas = components["schemas"];

export type JenisUjian = Schemas["JenisUjian"];
export type SifatUjian = Schemas["SifatUjian"];
export type UjianDetail = Schemas["UjianDetail"];
export type UjianSimpan = Schemas["UjianSimpan"];
/** A row of the copy picker (GET /lms/ujian) and the copy's body (POST /lms/ujian/salin). */
export type UjianSalinan = Schemas["UjianSalinan"];
export type UjianSalin = Schemas["UjianSalin"];
/** The current student's attempt (GET /lms/ujian/{id}/pengerjaan/me `data`). */
export type PengerjaanRingkas = Schemas["PengerjaanRingkas"];
export type PengerjaanSaya = Schemas["PengerjaanSaya"];
