// The class lists' search box (spec 1 §2.4, §2.7, spec 2 §9), shared by the class list, the grade
// list and the participants' attendance list: the spec's 'Cari judul pertemuan' field with a type
// dropdown, 'Semua' (`search`: course, class name or meeting title) or 'Nama Kelas'
// (`nama_kelas`, the class name exactly, as the filter panel's). Typing searches after 500 ms (a
// newer navigation aborts the older one); the form also submits without JavaScript. The search
// lives in the URL (back to page 1), so the server answers the filtered list.
import { useLocation } from "react-router";
import type { KelasFilter } from "../../api/types";
import { useNavigatePage } from "../../app/page-context";
import { withQuery } from "../../app/query";
import { type JenisCari, KolomCari, type PerubahanCari } from "../../components/kolom-cari";

export const SEARCH_DEBOUNCE_MS = 500;

export const JENIS_CARI_KELAS: readonly JenisCari[] = [
  { param: "search", label: "Semua", placeholder: "Cari judul pertemuan" },
  { param: "nama_kelas", label: "Nama Kelas", placeholder: "Cari nama kelas, mis. A" },
];

const teks = (v: unknown) => (v == null ? "" : String(v));

export function CariKelas({ filter }: { filter: KelasFilter | null | undefined }) {
  const { pathname } = useLocation();
  const navigate = useNavigatePage();
  // The query of the moment the search runs, not of the render that typed it: a filter applied
  // or reset meanwhile (the 500 ms wait) must not come back with the search.
  const cari = (perubahan: PerubahanCari) => {
    const tujuan = pathname + withQuery(window.location.search, { ...perubahan, page: null });
    if (tujuan !== window.location.pathname + window.location.search) navigate(tujuan);
  };
  return (
    <KolomCari
      id="cari-kelas"
      jenis={JENIS_CARI_KELAS}
      nilai={{ search: teks(filter?.search), nama_kelas: teks(filter?.nama_kelas) }}
      onCari={cari}
      action={pathname}
      jedaMs={SEARCH_DEBOUNCE_MS}
    />
  );
}
