// The answer sheet's types (page /ujian/{id}/soal, spec 3 §3 'Exam attempt for the current
// student'), from the generated schema. Times are UTC strings.
import type { components } from "../../api/schema";

type Schemas = components["schemas"];

export type LembarUjian = Schemas["LembarUjian"];
export type KelompokLembar = Schemas["KelompokLembar"];
export type SoalLembar = Schemas["SoalLembar"];
export type PengerjaanRingkas = Schemas["PengerjaanRingkas"];
export type JawabanSimpan = Schemas["JawabanSimpan"];
export type JawabanTersimpan = Schemas["JawabanTersimpan"];
export type BerkasJawabanTersimpan = Schemas["BerkasJawabanTersimpan"];
export type JenisPelanggaran = Schemas["JenisPelanggaran"];
export type AturanKelompok = Schemas["AturanKelompok"];

/** Event `time_changed` of the stream /lms/events/ujian/{id}: the lecturer changed the exam's time. */
export interface WaktuBerubah {
  waktu_selesai: string;
  durasi: number | null;
}
