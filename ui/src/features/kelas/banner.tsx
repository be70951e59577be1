// The class banner: the uploaded image or a stock one, with 'KODE - Nama' and the class over it.
import type { ReactNode } from "react";
import { periodeLabel } from "../../lib/periode";
import { bannerKelas, kelasLabel } from "./aturan";
import type { KelasDetail } from "./types";

/** `versi` > 0 after an upload in this page: the banner URL stays the same but the image
 * changed, and the browser may have cached the old one. */
export function BannerKelas({ k, aksi, versi = 0 }: { k: KelasDetail; aksi?: ReactNode; versi?: number }) {
  const src = bannerKelas(k);
  return (
    <div className="relative mb-4 overflow-hidden rounded-lg bg-slate-700">
      <img
        src={versi > 0 && k.banner_url ? `${src}${src.includes("?") ? "&" : "?"}v=${versi}` : src}
        alt=""
        className="absolute inset-0 size-full object-cover"
      />
      <div className="relative flex min-h-36 flex-col justify-end gap-3 bg-gradient-to-t from-slate-900/75 via-slate-900/30 to-transparent p-4 text-white md:min-h-44 md:flex-row md:items-end md:justify-between md:p-5">
        <div className="min-w-0">
          <h1 className="text-lg leading-snug font-semibold break-words md:text-2xl">{`${k.mata_kuliah.kode} - ${k.mata_kuliah.nama}`}</h1>
          <p className="mt-0.5 text-sm text-white/90">{`Kelas ${kelasLabel(k)} · ${periodeLabel(k.periode)}`}</p>
        </div>
        {aksi && <div className="flex shrink-0 flex-wrap gap-2">{aksi}</div>}
      </div>
    </div>
  );
}

/** A light button that reads well over the banner image. */
export const TOMBOL_BANNER = "tombol border border-white/70 bg-white/95 text-slate-800 hover:bg-white";
