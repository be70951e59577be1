// The bank shown on its page: every change answers with the whole bank, which replaces it.
import { useCallback, useState } from "react";
import { api } from "../../app/api-client";
import { useToast } from "../../components/toast";
import { useKirim } from "../ujian/soal-kirim";
import { type BankSoalDetail, urlBank } from "./aturan";

export function useBank(awal: BankSoalDetail) {
  const [bank, setBank] = useState(awal);
  const { busy, kirim } = useKirim();
  const toast = useToast();
  const ubah = async (path: string, method: "POST" | "PUT" | "DELETE", sukses: string, body?: unknown) => {
    const r = await kirim(() => api<BankSoalDetail>(path, { method, body }), sukses);
    if (r) setBank(r.data);
    return r !== null;
  };
  /** Reads the bank again (after an import). */
  const muat = useCallback(
    () =>
      api<BankSoalDetail>(urlBank(awal.id)).then(setBank, (e: unknown) =>
        toast.error(e instanceof Error ? e.message : "Terjadi kesalahan"),
      ),
    [awal.id, toast],
  );
  return { bank, setBank, busy, ubah, muat };
}
