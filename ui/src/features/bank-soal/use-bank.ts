// The bank shown on its page: every change answers with the whole bank, which replaces it.
import { useCallback, useState } from "react";
import { panggil } from "../../app/panggil";
import { useToast } from "../../components/toast";
import { useKirim } from "../ujian/soal-kirim";
import type { BankSoalDetail } from "./aturan";

export function useBank(awal: BankSoalDetail) {
  const [bank, setBank] = useState(awal);
  const { busy, kirim } = useKirim();
  const toast = useToast();
  /** Sends a change (its answer is the whole bank), toasting `sukses`. */
  const ubah = async (jalan: () => Promise<BankSoalDetail>, sukses: string) => {
    const r = await kirim(jalan, sukses);
    if (r) setBank(r.data);
    return r !== null;
  };
  /** Reads the bank again (after an import). */
  const muat = useCallback(
    () =>
      panggil("/lms/bank_soal/{id}", "get", { path: { id: awal.id } }).then(setBank, (e: unknown) =>
        toast.error(e instanceof Error ? e.message : "Terjadi kesalahan"),
      ),
    [awal.id, toast],
  );
  return { bank, setBank, busy, ubah, muat };
}
