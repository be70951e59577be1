// 'Ambil dari Bank Soal' on the exam's tab 'Soal' (tested in bank-aturan.test.ts): the bank
// picker's labels, the check before saving (the server's 422 words) and the call's
// body. The question table and its ticking rules are the bank's copy modal's (salin-aturan.ts).
import type { components } from "../../api/schema";
import { type BankSoalRingkas, mataKuliahLabel } from "../bank-soal/aturan";
import { PESAN_SALIN_KOSONG } from "../bank-soal/salin-aturan";

export type SoalDariBank = components["schemas"]["SoalDariBank"];

/** The banks the picker asks for at once (searching narrows them). */
export const PER_PAGE_BANK = 100;

/** A bank as the picker offers it: title, course and how many questions it holds. */
export const labelBank = (b: Pick<BankSoalRingkas, "judul" | "kode_mata_kuliah" | "mata_kuliah" | "jumlah_soal">) =>
  `${b.judul} - ${mataKuliahLabel(b)} (${b.jumlah_soal} soal)`;

/** Nothing to save without a bank and a ticked question: the message, else null. */
export const periksaDariBank = (idBank: number | null, dipilih: readonly number[]): string | null =>
  idBank == null || dipilih.length === 0 ? PESAN_SALIN_KOSONG : null;

export const bodyDariBank = (idBank: number, dipilih: readonly number[]): SoalDariBank => ({ id_bank: idBank, list_id_soal: [...dipilih] });
