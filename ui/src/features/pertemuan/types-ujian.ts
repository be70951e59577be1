// The exam types of the meeting page (spec 3 §3 Exam), from the generated schema: the card's
// data and the form's body. Times are UTC strings.
import type { components } from "../../api/schema";

type Schemas = components["schemas"];

export type JenisUjian = Schemas["JenisUjian"];
export type SifatUjian = Schemas["SifatUjian"];
export type UjianDetail = Schemas["UjianDetail"];
export type UjianSimpan = Schemas["UjianSimpan"];
