// Pure rules of the class page (/kelas/{id}, tested in aturan.test.ts): the way it opens from the
// grade recap's forum header (spec 2's route '/kelas/{id}?back=forum', 'Forum of a class
// (operator, from grade recap)'): when it applies and its crumbs back to the recap. The meetings
// holding a forum are features/kelas/aturan.ts pertemuanForum.
import type { Role } from "../../api/types";
import { getQuery } from "../../app/query";
import type { Crumb } from "../../components/page-header";
import type { KelasDetail } from "../../features/kelas/types";
import { alamatRekapNilai } from "../nilai_daftar/aturan";

/**
 * Whether the page shows the class's forums for someone who came from the grade recap: `back=forum`
 * in the query, for the recap's readers (operators, and lecturers given such a link). A student
 * cannot open the recap, so the page stays the ordinary class page for them.
 */
export function dariRekapForum(search: string, role: Role | null | undefined): boolean {
  return getQuery(search, "back") === "forum" && (role === "operator" || role === "dosen");
}

/** What the crumbs read of the class. */
type KelasCrumb = Pick<KelasDetail, "id"> & {
  mata_kuliah: Pick<KelasDetail["mata_kuliah"], "kode" | "nama">;
  kelas: Pick<KelasDetail["kelas"], "nama">;
};

/** The recap's own last crumb: 'IF101 - Algoritma (A)'. */
export const labelRekap = (k: Omit<KelasCrumb, "id">) => `${k.mata_kuliah.kode} - ${k.mata_kuliah.nama} (${k.kelas.nama})`;

/** Kelas › course; from the recap's forum link Nilai › the recap › Forum (the way back is one tap). */
export function crumbsKelas(k: KelasCrumb, forum: boolean): Crumb[] {
  if (!forum) return [{ label: "Kelas", to: "/kelas" }, { label: k.mata_kuliah.nama }];
  return [{ label: "Nilai", to: "/nilai" }, { label: labelRekap(k), to: alamatRekapNilai(k.id) }, { label: "Forum" }];
}
