// Friendly names for the generated API types (ui/src/api/schema.d.ts).
// TEMPORARY hand-written shapes until the generator lands; names will not change.

export type Role = "mahasiswa" | "dosen" | "operator";
export type Level = "no_access" | "read" | "write";
export type Modul =
  | "data_master" | "kelas_kuliah" | "bank_soal" | "data_sistem"
  | "konfigurasi" | "pengumuman" | "bantuan" | "laporan";

export interface UserInfo {
  id: number;
  username: string;
  role: Role;
  nama: string;
  namaAsli: string;
  avatar_url: string | null;
  permission: Record<Modul, Level>;
  /** set while an operator acts as this account ('Login Akun Lain') */
  acting_operator: { id: number; username: string; nama: string } | null;
}

export interface AppInfo {
  nama: string;          // university name
  judul: string;
  logo_url: string | null;
  time_zone: string;     // Asia/Jakarta | Asia/Makassar | Asia/Jayapura
  periode: { kode: number; label: string } | null;
  server_time: string;   // ISO UTC
  college_id: string;
}

export interface PageProps {
  url: string;                 // path + query that was rendered
  status: number;              // HTTP status of the page (200, 404, 500 ...)
  page: string;                // route name, e.g. "login", "beranda", "kelas", "not_found", "error"
  user: UserInfo | null;
  app: AppInfo;
  data: unknown;               // page-specific, see each route
  error: { code: string; message: string } | null;
}

export interface ApiError { status: { code: string; message: string } }

export interface ListMeta { total_items: number; page: number; per_page: number }
export interface ListResponse<T> { data: T[]; meta: ListMeta }
