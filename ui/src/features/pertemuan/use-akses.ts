// A student's access to a material (spec 3 §4): PUT /lms/materi/{id}/akses once; the
// answer replaces akses_saya until the page data is reloaded.
import { useRef, useState } from "react";
import { panggil } from "../../app/panggil";
import { useToast } from "../../components/toast";
import type { AksesMateri, AksesRequest, CaraAkses, MateriDetail } from "./types";

export function useAkses(m: MateriDetail, peserta: boolean) {
  const [baru, setBaru] = useState<AksesMateri | null>(null);
  const terkirim = useRef(false);
  const toast = useToast();
  const akses = baru ?? m.akses_saya ?? null;
  const perlu = peserta && !akses;
  const catat = (cara: CaraAkses, persen: number | null = null) => {
    if (!perlu || terkirim.current) return;
    terkirim.current = true;
    const body: AksesRequest = { cara, persen };
    panggil("/lms/materi/{id}/akses", "put", { path: { id: m.id }, body }).then(setBaru, (e: unknown) => {
      terkirim.current = false;
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    });
  };
  return { akses, perlu, catat };
}
