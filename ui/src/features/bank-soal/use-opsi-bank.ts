// The bank modal's choices: the teachers (operators only, GET /v1/dosen_ref) and the courses
// the chosen teacher teaches (GET /v2/lms/mata_kuliah/ref?id_dosen=), reloaded per teacher.
import { panggil } from "../../app/panggil";
import { useMuat } from "./use-muat";

/** Each list is null while loading. */
export function useOpsiBank(pilihDosen: boolean, idDosen: number | null) {
  const dosen = useMuat(pilihDosen ? "dosen" : null, (signal) =>
    panggil("/v1/dosen_ref", "get", { query: { ignore_default_pagination: true }, signal }),
  );
  const mataKuliah = useMuat(idDosen ? `mata_kuliah ${idDosen}` : null, (signal) =>
    panggil("/v2/lms/mata_kuliah/ref", "get", { query: { ignore_default_pagination: true, id_dosen: idDosen }, signal }),
  );
  return { dosen: dosen?.data ?? null, mataKuliah: mataKuliah?.data ?? null };
}
