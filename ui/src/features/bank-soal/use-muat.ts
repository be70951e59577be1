// One GET of the bank's dialogs: null while loading (or with no question), the answer once
// read; a failure is a danger toast. A changed key loads again, the older call aborted.
import { useEffect, useState } from "react";
import { useToast } from "../../components/toast";

/**
 * `kunci` names the question (its path and query; null: nothing to ask), `muat` asks it.
 * `muat` is built on each render: the key, not its identity, asks for a reload.
 */
export function useMuat<T>(kunci: string | null, muat: (signal: AbortSignal) => Promise<T>): T | null {
  const [hasil, setHasil] = useState<{ kunci: string; data: T } | null>(null);
  const toast = useToast();
  useEffect(() => {
    if (kunci === null) return;
    const c = new AbortController();
    muat(c.signal).then(
      (data) => setHasil({ kunci, data }),
      (e: unknown) => {
        if (!c.signal.aborted) toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
      },
    );
    return () => c.abort();
  }, [kunci, toast]);
  // An answer to an older question is not shown.
  return hasil && hasil.kunci === kunci ? hasil.data : null;
}
