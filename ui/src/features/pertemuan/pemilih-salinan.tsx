// What the copy pickers of the meeting's forms share (materials: salin-materi.tsx, exams:
// salin-ujian.tsx): a search box (500 ms debounce, back to page 1), another class's items in
// pages of 10 from a list call answering {data, meta.total_items}, the loading and empty
// states, a table whose first column holds each row's checkbox, and the page buttons.
import { type ReactNode, useEffect, useState } from "react";
import type { ListResponse } from "../../api/types";
import { DataKosong } from "../../components/data-kosong";
import { jendelaHalaman, totalHalaman } from "../../components/pagination";
import { useToast } from "../../components/toast";
import { INPUT } from "./field";
import { Memuat } from "../../components/memuat";

export const CARI_DEBOUNCE_MS = 500;
export const PER_PAGE_SALINAN = 10;

/** The typed search, applied once typing pauses; a new search starts at page 1. */
function useCariTertunda() {
  const [ketik, setKetik] = useState("");
  const [cari, setCari] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const t = window.setTimeout(() => {
      setCari(ketik.trim());
      setPage(1);
    }, CARI_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [ketik]);
  return { ketik, setKetik, cari, page, setPage };
}

/** The query of one page of the list, added after the caller's own. */
export interface HalamanSalinan {
  search: string;
  page: number;
  per_page: number;
}

function useDaftar<T>(kunci: string, muat: PemilihSalinanProps<T>["muat"], cari: string, page: number) {
  const [hasil, setHasil] = useState<ListResponse<T> | null>(null);
  const [memuat, setMemuat] = useState(true);
  const toast = useToast();
  // The caller builds `muat` on each render: the key, not its identity, asks for a reload.
  useEffect(() => {
    const ctrl = new AbortController();
    setMemuat(true);
    muat({ search: cari, page, per_page: PER_PAGE_SALINAN }, ctrl.signal).then(
      (r) => {
        setHasil(r);
        setMemuat(false);
      },
      (e: unknown) => {
        if (ctrl.signal.aborted) return;
        setMemuat(false);
        toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
      },
    );
    return () => ctrl.abort();
  }, [kunci, cari, page, toast]);
  return { hasil, memuat };
}

function Halaman({ page, total, onPage }: { page: number; total: number; onPage: (p: number) => void }) {
  const pages = totalHalaman(total, PER_PAGE_SALINAN);
  const tombol = (p: number, label: string, aktif = false, aria?: string) => (
    <button
      key={`${label}-${p}`}
      type="button"
      aria-label={aria}
      aria-current={aktif ? "page" : undefined}
      disabled={p < 1 || p > pages}
      onClick={() => onPage(p)}
      className={`inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 text-sm disabled:opacity-40 ${aktif ? "border-blue-700 bg-blue-700 font-semibold text-white" : "border-slate-300 bg-white text-slate-700"}`}
    >
      {label}
    </button>
  );
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
      <span>{`Total ${total} data`}</span>
      <nav aria-label="Halaman" className="flex items-center gap-1">
        {tombol(page - 1, "‹", false, "Sebelumnya")}
        {jendelaHalaman(page, pages).map((p) => tombol(p, String(p), p === page))}
        {tombol(page + 1, "›", false, "Berikutnya")}
      </nav>
    </div>
  );
}

/** The checkbox cell that opens each row. */
export function SelPilih({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <td data-label="Pilih">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-label={`Pilih ${label}`}
        className="size-4 accent-blue-700"
      />
    </td>
  );
}

export interface PemilihSalinanProps<T> {
  /** Names the list call's own query: a new key loads again. */
  kunci: string;
  /** The list call (e.g. GET /v2/lms/materi) with the page's search, page and per_page added. */
  muat: (halaman: HalamanSalinan, signal: AbortSignal) => Promise<ListResponse<T>>;
  /** 'Cari materi': the search box's placeholder and name. */
  labelCari: string;
  /** What is chosen so far, beside the search box. */
  ringkasan: string;
  kosong: string;
  galat?: string;
  /** Headers after the checkbox column. */
  kolom: readonly string[];
  /** A row: SelPilih, then one cell per header. */
  baris: (row: T) => ReactNode;
}

export function PemilihSalinan<T>({ kunci, muat, labelCari, ringkasan, kosong, galat, kolom, baris }: PemilihSalinanProps<T>) {
  const { ketik, setKetik, cari, page, setPage } = useCariTertunda();
  const { hasil, memuat } = useDaftar<T>(kunci, muat, cari, page);
  const rows = hasil?.data ?? [];
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <input
          type="search"
          placeholder={labelCari}
          aria-label={labelCari}
          value={ketik}
          onChange={(e) => setKetik(e.target.value)}
          className={`${INPUT} sm:w-72`}
        />
        <span className="text-xs text-slate-500">{ringkasan}</span>
      </div>
      {galat && (
        <p role="alert" className="mb-2 text-xs text-red-700">
          {galat}
        </p>
      )}
      {memuat && !hasil ? (
        <Memuat />
      ) : rows.length === 0 ? (
        <DataKosong pesan={kosong} className="py-6" />
      ) : (
        <table className={`tabel-data ${memuat ? "opacity-60" : ""}`} aria-busy={memuat}>
          <thead>
            <tr>
              <th>
                <span className="sr-only">Pilih</span>
              </th>
              {kolom.map((k) => (
                <th key={k}>{k}</th>
              ))}
            </tr>
          </thead>
          <tbody>{rows.map(baris)}</tbody>
        </table>
      )}
      {hasil && hasil.meta.total_items > 0 && <Halaman page={page} total={hasil.meta.total_items} onPage={setPage} />}
    </div>
  );
}
