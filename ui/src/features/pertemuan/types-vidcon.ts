// The vidcon types of the meeting page, from the generated schema. Times are UTC strings.
import type { components } from "../../api/schema";

type Schemas = components["schemas"];

export type AplikasiVidcon = Schemas["AplikasiVidcon"];
export type JoinVidcon = Schemas["JoinVidcon"];
export type JoinDetail = Schemas["JoinDetail"];
export type VidconDetail = Schemas["VidconDetail"];
export type VidconSimpan = Schemas["VidconSimpan"];
export type NimNama = Schemas["NimNama"];
