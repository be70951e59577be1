// Names of the kinds of graded activity, as the recap's headers and a student's own grades show them.
import type { JenisNilai } from "./types";

export const JENIS_LABEL: Record<JenisNilai, string> = {
  tugas: "Tugas",
  kuis: "Kuis",
  forum: "Forum",
  uts: "UTS",
  uas: "UAS",
  remedial: "Remedial",
};
