// The bank modal's choices: the teachers (operators only, GET /v1/dosen_ref) and the courses
// the chosen teacher teaches (GET /v2/lms/mata_kuliah/ref?id_dosen=), reloaded per teacher.
import type { ListResponse } from "../../api/types";
import type { DosenRef, MakulSingkat } from "./aturan";
import { useMuat } from "./use-muat";

const SEMUA = { ignore_default_pagination: true };

/** Each list is null while loading. */
export function useOpsiBank(pilihDosen: boolean, idDosen: number | null) {
  const dosen = useMuat<ListResponse<DosenRef>>(pilihDosen ? "/v1/dosen_ref" : null, SEMUA);
  const mataKuliah = useMuat<ListResponse<MakulSingkat>>(idDosen ? "/v2/lms/mata_kuliah/ref" : null, { ...SEMUA, id_dosen: idDosen });
  return { dosen: dosen?.data ?? null, mataKuliah: mataKuliah?.data ?? null };
}
