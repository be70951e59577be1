// One call of the exam page's tabs: busy while it runs, its success message toasted, a
// refusal's message (spec 1 §8: data.status.message) toasted in the danger style.
import { useCallback, useState } from "react";
import { useToast } from "../../components/toast";

export type Hasil<T> = { data: T } | null;

export function useKirim() {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const kirim = useCallback(
    async <T>(jalan: () => Promise<T>, sukses?: string): Promise<Hasil<T>> => {
      setBusy(true);
      try {
        const data = await jalan();
        if (sukses) toast.success(sukses);
        return { data };
      } catch (e) {
        toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
        return null;
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );
  return { busy, kirim };
}
