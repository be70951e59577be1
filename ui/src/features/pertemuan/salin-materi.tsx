// 'Salin Materi Kelas Lain': materials of the same course in other classes, searchable
// (500 ms debounce) and paged by 10 (GET /v2/lms/materi). The choice survives paging.
import { useEffect, useState } from "react";
import { apiGet } from "../../app/api-client";
import type { ListResponse } from "../../api/types";
import { DataKosong } from "../../components/data-kosong";
import { jendelaHalaman, totalHalaman } from "../../components/pagination";
import { useToast } from "../../components/toast";
import { formatSalinan, TIPE_FILE_LABEL } from "./aturan";
import { INPUT } from "./field";
import type { MateriSalinan, PertemuanKelas } from "./types";

export const CARI_DEBOUNCE_MS = 500;
const PER_PAGE = 10;

export interface SalinMateriProps {
  kelas: PertemuanKelas;
  dipilih: number[];
  onPilih: (ids: number[]) => void;
  galat?: string;
}

function useDaftarSalinan(kelas: PertemuanKelas, cari: string, page: number) {
  const [hasil, setHasil] = useState<ListResponse<MateriSalinan> | null>(null);
  const [memuat, setMemuat] = useState(true);
  const toast = useToast();
  useEffect(() => {
    const ctrl = new AbortController();
    setMemuat(true);
    const query = { search: cari, exclude_id_kelas_kuliah: kelas.id, id_mata_kuliah: kelas.id_mata_kuliah, page, per_page: PER_PAGE };
    apiGet<ListResponse<MateriSalinan>>("/v2/lms/materi", query, ctrl.signal).then(
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
  }, [kelas.id, kelas.id_mata_kuliah, cari, page, toast]);
  return { hasil, memuat };
}

function Halaman({ page, total, onPage }: { page: number; total: number; onPage: (p: number) => void }) {
  const pages = totalHalaman(total, PER_PAGE);
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

function Baris({ m, pilih, onUbah }: { m: MateriSalinan; pilih: boolean; onUbah: (v: boolean) => void }) {
  const format = formatSalinan(m);
  return (
    <tr>
      <td data-label="Pilih">
        <input
          type="checkbox"
          checked={pilih}
          onChange={(e) => onUbah(e.target.checked)}
          aria-label={`Pilih ${m.judul}`}
          className="size-4 accent-blue-700"
        />
      </td>
      <td data-label="Tipe">{TIPE_FILE_LABEL[m.tipe_file] ?? "-"}</td>
      <td data-label="Judul" className="break-words">
        {m.judul}
      </td>
      <td data-label="Format">
        {format ? (
          <a href={format.href} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline">
            {format.label}
          </a>
        ) : (
          "-"
        )}
      </td>
      <td data-label="Kelas">{m.kelas}</td>
      <td data-label="Pertemuan">{m.pertemuan}</td>
      <td data-label="Pengunggah">{m.pengunggah}</td>
    </tr>
  );
}

export function SalinMateri({ kelas, dipilih, onPilih, galat }: SalinMateriProps) {
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
  const { hasil, memuat } = useDaftarSalinan(kelas, cari, page);
  const rows = hasil?.data ?? [];
  const ubah = (id: number, v: boolean) => onPilih(v ? [...dipilih.filter((x) => x !== id), id] : dipilih.filter((x) => x !== id));
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <input
          type="search"
          placeholder="Cari materi"
          aria-label="Cari materi"
          value={ketik}
          onChange={(e) => setKetik(e.target.value)}
          className={`${INPUT} sm:w-72`}
        />
        <span className="text-xs text-slate-500">{`${dipilih.length} materi dipilih`}</span>
      </div>
      {galat && (
        <p role="alert" className="mb-2 text-xs text-red-700">
          {galat}
        </p>
      )}
      {memuat && !hasil ? (
        <p className="py-6 text-center text-sm text-slate-500">Memuat...</p>
      ) : rows.length === 0 ? (
        <DataKosong pesan="Belum ada materi dari kelas lain." className="py-6" />
      ) : (
        <table className={`tabel-data ${memuat ? "opacity-60" : ""}`} aria-busy={memuat}>
          <thead>
            <tr>
              <th>
                <span className="sr-only">Pilih</span>
              </th>
              <th>Tipe</th>
              <th>Judul</th>
              <th>Format</th>
              <th>Kelas</th>
              <th>Pertemuan</th>
              <th>Pengunggah</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <Baris key={m.id} m={m} pilih={dipilih.includes(m.id)} onUbah={(v) => ubah(m.id, v)} />
            ))}
          </tbody>
        </table>
      )}
      {hasil && hasil.meta.total_items > 0 && <Halaman page={page} total={hasil.meta.total_items} onPage={setPage} />}
    </div>
  );
}
