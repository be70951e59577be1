// Pure rules of a student's own grade page (/nilai-saya, issue 37 §3; tested in aturan.test.ts):
// what a score cell says for each state the server reports, a component's value, the final score.
import type { KomponenSaya, NilaiAktivitasSaya, NilaiSayaKelas } from "../../features/nilai/types";
import { formatNilai } from "../../lib/angka";

/** A score, or why there is none to show. */
export function nilaiAktivitas(a: Pick<NilaiAktivitasSaya, "keadaan" | "nilai">): string {
  switch (a.keadaan) {
    case "dinilai":
      return formatNilai(a.nilai);
    case "belum_dinilai":
      return "Belum dinilai";
    case "belum_dikerjakan":
      return "Belum dikerjakan";
    case "belum_dipublikasi":
      return "Belum dipublikasikan";
  }
}

/** A component's value: withheld while an exam it counts is unpublished, '-' while nothing counts. */
export const nilaiKomponen = (k: Pick<KomponenSaya, "nilai" | "disembunyikan">) =>
  k.disembunyikan ? "Menunggu publikasi" : formatNilai(k.nilai);

/** 'Tugas (30%)' */
export const labelKomponen = (k: Pick<KomponenSaya, "label" | "bobot">) => `${k.label} (${k.bobot}%)`;

/** The final score, or what it waits for. */
export function nilaiAkhir(k: Pick<NilaiSayaKelas, "nilai_akhir" | "komponen">): string {
  if (k.nilai_akhir != null) return formatNilai(k.nilai_akhir);
  return k.komponen.some((c) => c.bobot > 0 && c.disembunyikan) ? "Menunggu publikasi" : "-";
}
