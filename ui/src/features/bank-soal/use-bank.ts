// The bank shown on its page: every change answers with the whole bank, which replaces it.
import { useCallback, useState } from "react";
import { panggil } from "../../app/panggil";
import { useToast } from "../../components/toast";
import { useKirim } from "../ujian/soal-kirim";
import type { BankSoalDetail } from "./aturan";

export function useBank(awal: BankSoalDetail) {
  const [bank, setBankIni] = useState(awal);
  /** The last reading of the bank failed: its questions say 'NO DATA' (spec 3 §2) until one succeeds. */
  const [gagal, setGagal] = useState(false);
  const [membaca, setMembaca] = useState(false);
  const { busy, kirim } = useKirim();
  const toast = useToast();
  /** A bank the server answered: shown, and what is shown is no longer a failed reading. */
  const setBank = useCallback((d: BankSoalDetail) => {
    setBankIni(d);
    setGagal(false);
  }, []);
  /** Sends a change (its answer is the whole bank), toasting `sukses`. */
  const ubah = async (jalan: () => Promise<BankSoalDetail>, sukses: string) => {
    const r = await kirim(jalan, sukses);
    if (r) setBank(r.data);
    return r !== null;
  };
  /** Reads the bank again (after an import, or 'Coba lagi'). */
  const muat = useCallback(async () => {
    setMembaca(true);
    try {
      setBank(await panggil("/lms/bank_soal/{id}", "get", { path: { id: awal.id } }));
    } catch (e) {
      setGagal(true);
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setMembaca(false);
    }
  }, [awal.id, toast, setBank]);
  return { bank, setBank, busy, ubah, muat, gagal, membaca };
}
