// Pure rules of the grade list (/nilai, spec 2 §2; tested in aturan.test.ts): the recap
// address of a class and how its grading progress is shown.
import type { RingkasanNilai } from "../../features/nilai/types";

/** The class grade recap. */
export const alamatRekapNilai = (idKelas: number) => `/nilai/${idKelas}`;

/** 'Belum Dinilai': hand-ins waiting for a score; a red tag while there are any. */
export function belumDinilai(n: Pick<RingkasanNilai, "belum_dinilai">): { teks: string; tag: boolean } {
  const v = Number.isFinite(n.belum_dinilai) ? Math.max(0, n.belum_dinilai) : 0;
  return { teks: String(v), tag: v > 0 };
}
