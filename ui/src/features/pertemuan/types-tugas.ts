// The task and text types of the meeting page (spec 3 §1: tugas and teks activities), from
// the generated schema: the cards' data, the forms' bodies, a student's hand-in and whether
// they may hand in. Times are UTC strings.
import type { components } from "../../api/schema";

type Schemas = components["schemas"];

export type JenisTugas = Schemas["JenisTugas"];
export type TugasDetail = Schemas["TugasDetail"];
export type TugasSimpan = Schemas["TugasSimpan"];
export type Pengumpulan = Schemas["Pengumpulan"];
export type BolehKumpul = Schemas["BolehKumpul"];
export type RingkasanTugas = Schemas["RingkasanTugas"];
export type TeksDetail = Schemas["TeksDetail"];
export type TeksSimpan = Schemas["TeksSimpan"];
