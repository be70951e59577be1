// A student's access to a material (spec 3 §4): PUT /lms/materi/{id}/akses once; the
// answer replaces akses_saya until the page data is reloaded.
import { useRef, useState } from "react";
import { kirimAtauTunda } from "../../app/antrean-kiriman-perangkat";
import { usePage } from "../../app/page-context";
import { useToast } from "../../components/toast";
import type { AksesMateri, AksesRequest, CaraAkses, MateriDetail } from "./types";

export function useAkses(m: MateriDetail, peserta: boolean) {
  const [baru, setBaru] = useState<AksesMateri | null>(null);
  const terkirim = useRef(false);
  const toast = useToast();
  const { user, url } = usePage();
  const akses = baru ?? m.akses_saya ?? null;
  const perlu = peserta && !akses;
  const catat = (cara: CaraAkses, persen: number | null = null) => {
    if (!perlu || terkirim.current) return;
    terkirim.current = true;
    const body: AksesRequest = { cara, persen };
    // Offline, the access waits on the device and is sent with the network (app/antrean-kiriman.ts).
    const info = { pengguna: user?.id ?? 0, jenis: "akses", label: `Akses materi ${m.judul}`, halaman: url } as const;
    kirimAtauTunda("/lms/materi/{id}/akses", "put", { path: { id: m.id }, body }, info).then(
      (a) => a && setBaru(a),
      (e: unknown) => {
        terkirim.current = false;
        toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
      },
    );
  };
  return { akses, perlu, catat };
}
