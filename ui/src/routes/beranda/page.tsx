// Home dashboard: welcome + server clock, four statistic tiles and the class cards.
import { Link } from "react-router";
import { usePage } from "../../app/page-context";
import { PageHeader } from "../../components/page-header";
import { StatusTag } from "../../components/status-tag";
import { periodeLabel } from "../../lib/periode";

export interface KelasRingkas {
  id: number;
  kode_mk: string;
  nama_mk: string;
  nama_kelas: string;
  jenis_kelas: string;
  periode: number;
  jumlah_peserta: number;
  status: string;
  banner_url: string | null;
  banner_color_idx: number;
}

export interface BerandaData {
  tiles: { tugas: number; ujian: number; forum: number; vidcon: number };
  kelas: KelasRingkas[];
}

export const title = "Beranda";

const TILES = [
  { key: "tugas", label: "Tugas", warna: "bg-blue-50 text-blue-700", icon: "M9 5h6M9 3h6v4H9zM6 5H5v16h14V5h-1M9 12h6M9 16h4" },
  { key: "ujian", label: "Kuis/Ujian", warna: "bg-amber-50 text-amber-700", icon: "M9 11l2 2 4-4M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z" },
  { key: "forum", label: "Forum", warna: "bg-green-50 text-green-700", icon: "M4 5h16v10H8l-4 4zM8 9h8M8 12h5" },
  { key: "vidcon", label: "Vidcon", warna: "bg-rose-50 text-rose-700", icon: "M3 7h12v10H3zM15 10l6-3v10l-6-3" },
] as const;

/** banner_url, else one of the 7 stock banners chosen by banner_color_idx modulo 7. */
export function bannerKelas(k: Pick<KelasRingkas, "banner_url" | "banner_color_idx">): string {
  if (k.banner_url) return k.banner_url;
  const i = Number.isFinite(k.banner_color_idx) ? Math.abs(Math.trunc(k.banner_color_idx)) % 7 : 0;
  return `/assets/banner/banner-${i + 1}.svg`;
}

function KartuKelas({ k }: { k: KelasRingkas }) {
  return (
    <Link to={`/kelas/${k.id}`} className="kartu group flex flex-col overflow-hidden transition-shadow hover:shadow-md">
      <img src={bannerKelas(k)} alt="" loading="lazy" className="h-24 w-full bg-slate-200 object-cover" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <div className="text-xs font-medium text-blue-700">{k.kode_mk}</div>
        <div className="font-semibold text-slate-900 group-hover:text-blue-700">{k.nama_mk}</div>
        <div className="text-sm text-slate-600">{`Kelas ${k.nama_kelas} · ${k.jenis_kelas}`}</div>
        <div className="text-sm text-slate-500">{periodeLabel(k.periode)}</div>
        <div className="mt-auto flex items-center justify-between gap-2 pt-3">
          <span className="text-sm text-slate-600">{`${k.jumlah_peserta} Peserta`}</span>
          <StatusTag status={k.status} />
        </div>
      </div>
    </Link>
  );
}

export default function Page() {
  const { user, data } = usePage<BerandaData>();
  const kelas = data?.kelas ?? [];
  return (
    <>
      <PageHeader crumbs={[{ label: "Beranda" }]}>
        <h2 className="mt-2 text-xl font-semibold text-slate-900">{`Selamat datang, ${user?.nama ?? ""}`}</h2>
      </PageHeader>
      <section aria-label="Statistik" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TILES.map((t) => (
          <Link key={t.key} to={`/${t.key}`} className="kartu flex items-center gap-3 p-4 hover:shadow-md">
            <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg ${t.warna}`}>
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className="size-6" aria-hidden="true">
                <path d={t.icon} />
              </svg>
            </span>
            <span className="min-w-0">
              <span className="block text-2xl font-bold text-slate-900">{data?.tiles?.[t.key] ?? 0}</span>
              <span className="block text-sm text-slate-600">{t.label}</span>
            </span>
          </Link>
        ))}
      </section>
      <section aria-labelledby="judul-kelas">
        <h2 id="judul-kelas" className="mb-3 text-lg font-semibold text-slate-900">
          Kelas
        </h2>
        {kelas.length === 0 ? (
          <div className="kartu p-8 text-center">
            <div className="font-semibold text-slate-800">Ups! Data Kosong</div>
            <div className="text-sm text-slate-500">Tidak ada kelas yang tersedia.</div>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {kelas.map((k) => (
              <KartuKelas key={k.id} k={k} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
