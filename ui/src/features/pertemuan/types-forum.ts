// The forum types (spec 3 §3 Forum), from the generated schema: the card on the meeting page,
// the form's body, and the forum page with its threads. Times are UTC strings.
import type { components } from "../../api/schema";

type Schemas = components["schemas"];

export type ForumDetail = Schemas["ForumDetail"];
export type ForumSimpan = Schemas["ForumSimpan"];
export type ForumPost = Schemas["ForumPost"];
export type PostRequest = Schemas["PostRequest"];
export type IzinForum = Schemas["IzinForum"];
export type KeaktifanPeserta = Schemas["KeaktifanPeserta"];
export type DaftarKeaktifan = Schemas["DaftarKeaktifan"];
export type ForumKelas = Schemas["ForumKelas"];
export type ForumPertemuan = Schemas["ForumPertemuan"];
export type ForumPageData = Schemas["ForumPageData"];
