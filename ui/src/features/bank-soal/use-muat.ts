// One GET of the bank's dialogs: null while loading (or with no path), the answer once read;
// a failure is a danger toast. A changed path or query loads again, the older call aborted.
import { useEffect, useState } from "react";
import { apiGet, type QueryValue } from "../../app/api-client";
import { useToast } from "../../components/toast";

export function useMuat<T>(path: string | null, query: Record<string, QueryValue> = {}): T | null {
  const [hasil, setHasil] = useState<{ kunci: string; data: T } | null>(null);
  const toast = useToast();
  // The query is built on each render: its content, not its identity, asks for a reload.
  const kunci = path ? `${path} ${JSON.stringify(query)}` : "";
  useEffect(() => {
    if (!path) return;
    const c = new AbortController();
    apiGet<T>(path, JSON.parse(kunci.slice(path.length + 1)) as Record<string, QueryValue>, c.signal).then(
      (data) => setHasil({ kunci, data }),
      (e: unknown) => {
        if (!c.signal.aborted) toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
      },
    );
    return () => c.abort();
  }, [path, kunci, toast]);
  // An answer to an older question is not shown.
  return hasil && hasil.kunci === kunci ? hasil.data : null;
}
