// The offline actions queue in the app (app/antrean-kiriman.ts): what waits is shown ('Menunggu
// dikirim'), and it is sent when the network returns, when the app starts and after each page.
import { useEffect, useState } from "react";
import { useToast } from "./toast";
import type { Kiriman } from "../app/antrean-kiriman";
import { antreanKiriman } from "../app/antrean-kiriman-perangkat";
import { usePage, useReloadPage } from "../app/page-context";

/** The signed-in user's waiting kiriman (of one page, when `halaman` is given). */
export function useKirimanTertunda(halaman?: string): Kiriman[] {
  const { user } = usePage();
  const [daftar, setDaftar] = useState<Kiriman[]>([]);
  const id = user?.id ?? null;
  useEffect(() => {
    if (id === null) return;
    const antrean = antreanKiriman();
    let hidup = true;
    const baca = () => void antrean.daftar(id).then((d) => hidup && setDaftar(d));
    baca();
    const lepas = antrean.dengar(baca);
    return () => {
      hidup = false;
      lepas();
    };
  }, [id]);
  return halaman === undefined ? daftar : daftar.filter((k) => k.halaman === halaman);
}

/** Sends the waiting kiriman and tells what became of them; shows how many wait. Once, in App. */
export function PengirimKiriman() {
  const { user, url } = usePage();
  const toast = useToast();
  const reload = useReloadPage();
  const tertunda = useKirimanTertunda();
  const id = user?.id ?? null;

  useEffect(() => {
    if (id === null) return;
    const antrean = antreanKiriman();
    const kirim = () => void antrean.kirimTertunda(id);
    kirim();
    window.addEventListener("online", kirim);
    return () => window.removeEventListener("online", kirim);
  }, [id, url]);

  useEffect(
    () =>
      antreanKiriman().dengar((kabar) => {
        if (kabar?.jenis === "terkirim") {
          toast.success(`${kabar.kiriman.label} terkirim`);
          if (kabar.kiriman.halaman === url) reload();
        } else if (kabar?.jenis === "ditolak") {
          toast.error(`${kabar.kiriman.label} tidak terkirim: ${kabar.pesan}`);
        }
      }),
    [toast, reload, url],
  );

  if (tertunda.length === 0) return null;
  return (
    <div
      role="status"
      data-kiriman-menunggu=""
      className="fixed bottom-3 left-3 z-[80] rounded-full bg-amber-100 px-3 py-1.5 text-xs font-medium text-amber-900 shadow"
    >
      {`${tertunda.length} kiriman menunggu dikirim`}
    </div>
  );
}
