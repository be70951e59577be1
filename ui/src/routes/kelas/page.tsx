// Class list (spec 1 §2.4): table (cards on phones, by CSS only) and pagination;
// lecturers and operators also get 'Unduh BAP' per row and 'Unduh Semua BAP' (spec 2).
// Rows are plain function calls with one text node per cell and no per-cell attributes
// (the phone card labels come from CSS by column position, see .tabel-kelas in app.css):
// the server renders up to 200 of them inside an interpreter.
import { lazy, type MouseEvent, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { CariKelas } from "../../features/kelas/cari";
import { type ChipFilter, chipFilter } from "../../features/kelas/filter";
import { FilterPanel } from "../../features/kelas/filter-panel";
import type { KelasRow, Role } from "../../api/types";
import { Link } from "../../app/link";
import { useNavClick, usePageData } from "../../app/page-context";
import { getQuery, withQuery } from "../../app/query";
import { DataKosong } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { periodeLabel } from "../../lib/periode";
import { formatTanggalJam } from "../../lib/tanggal";
import { esc } from "../../lib/html";

// The BAP dialogs load when first opened: they are not part of the list's first load.
const UnduhBapModal = lazy(() => import("../../features/bap/unduh-bap-modal").then((m) => ({ default: m.UnduhBapModal })));
const UnduhSemuaBapModal = lazy(() => import("../../features/bap/unduh-semua-bap-modal").then((m) => ({ default: m.UnduhSemuaBapModal })));

type Prodi = KelasRow["prodi_kelas"][number];

export const title = "Kelas Kuliah";
export { SEARCH_DEBOUNCE_MS } from "../../features/kelas/cari";

const prodi = (p: Prodi | null | undefined) => (p ? `${p.jenjang} ${p.nama}` : "-");

/** Lecturers and operators download BAP; students get 403 from the server and see no button. */
export const bolehUnduhBap = (role: Role | null | undefined) => role === "dosen" || role === "operator";

const TOMBOL_BAP =
  '<button type="button" class="rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50" data-bap="';

function baris(r: KelasRow, no: number, bap: boolean): string {
  const mk = r.mata_kuliah;
  const jenis = r.kelas.jenis?.nama;
  return (
    "<tr><td>" +
    no +
    "</td><td>" +
    esc(periodeLabel(r.periode)) +
    "</td><td>" +
    esc(`${mk.kode} - ${mk.nama}`) +
    "</td><td>" +
    esc(jenis ? `${r.kelas.nama} (${jenis})` : r.kelas.nama) +
    "</td><td>" +
    esc(r.pengajar.length ? r.pengajar.map((p) => p.nama).join(", ") : "-") +
    "</td><td>" +
    mk.sks +
    "</td><td>" +
    r.jumlah_peserta +
    "</td><td>" +
    r.jumlah_pertemuan +
    "</td><td>" +
    esc(prodi(mk.prodi)) +
    "</td><td>" +
    esc(r.prodi_kelas.length ? r.prodi_kelas.map(prodi).join(", ") : "-") +
    '</td><td class="aksi">' +
    (bap ? TOMBOL_BAP + r.id + '">Unduh BAP</button>' : "") +
    '<a href="/kelas/' +
    r.id +
    '" data-nav="">Lihat</a></td></tr>'
  );
}

/** The filters in effect as removable chips (plain links: they work before scripts load). */
function ChipAktif({ chips, pathname, search }: { chips: ChipFilter[]; pathname: string; search: string }) {
  const tanpa = (kunci: string[]) => pathname + withQuery(search, Object.fromEntries([...kunci, "page"].map((k) => [k, null])));
  return (
    <ul className="mb-3 flex flex-wrap items-center gap-2" aria-label="Filter aktif">
      {chips.map((c) => (
        <li
          key={c.kunci.join()}
          className="inline-flex max-w-full items-center gap-1 rounded-full border border-blue-200 bg-blue-50 py-0.5 pr-1 pl-3 text-xs text-blue-900"
        >
          <span className="truncate">{c.label}</span>
          <Link
            to={tanpa(c.kunci)}
            aria-label={`Hapus filter ${c.label}`}
            className="rounded-full px-1.5 text-base leading-none hover:bg-blue-100"
          >
            ×
          </Link>
        </li>
      ))}
      <li>
        <Link to={tanpa(chips.flatMap((c) => c.kunci))} className="text-xs font-medium text-blue-800 underline">
          Hapus semua filter
        </Link>
      </li>
    </ul>
  );
}

export default function Page() {
  const { data, user, app } = usePageData("kelas");
  const { pathname, search } = useLocation();
  // '?filter=1' (the Filter link without scripts) opens the panel on the first load.
  const [filter, setFilter] = useState(() => getQuery(search, "filter") === "1");
  const [bap, setBap] = useState<KelasRow | null>(null);
  const [bapSemua, setBapSemua] = useState(false);
  const onNav = useNavClick();
  const chips = chipFilter(
    (k) => getQuery(search, k),
    data?.nama_filter ?? {},
    (iso) => formatTanggalJam(iso, app.time_zone),
  );
  const rows = data?.rows ?? [];
  const meta = data?.meta ?? { total_items: rows.length, page: 1, per_page: 5 };
  const awal = (Math.max(1, meta.page) - 1) * meta.per_page;
  const peran = user?.role;
  const staf = bolehUnduhBap(peran);
  // The period chosen in the filter, else the running one.
  const periode = data?.filter?.periode ?? app.periode?.kode ?? null;
  // One handler for the server-rendered rows: 'Unduh BAP' buttons, then the 'Lihat' links.
  const onClick = (e: MouseEvent) => {
    const tombol = (e.target as Element | null)?.closest?.("button[data-bap]");
    if (tombol) {
      const id = Number(tombol.getAttribute("data-bap"));
      setBap(rows.find((r) => r.id === id) ?? null);
      return;
    }
    onNav(e);
  };
  return (
    <>
      <PageHeader crumbs={[{ label: "Kelas Kuliah" }]} />
      <div className="kartu p-3 sm:p-4">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">Daftar Kelas Kuliah</h2>
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <CariKelas filter={data?.filter} />
            <a
              href={pathname + withQuery(search, { filter: "1" })}
              role="button"
              className="tombol-garis h-9"
              onClick={(e) => {
                e.preventDefault();
                setFilter(true);
              }}
            >
              Filter
              {/* The count is for the eye; the chips' list ('Filter aktif') says it to a screen reader. */}
              {chips.length > 0 && (
                <span aria-hidden="true" className="ml-1.5 rounded-full bg-blue-700 px-1.5 text-xs text-white">
                  {chips.length}
                </span>
              )}
            </a>
            {staf && (
              <button type="button" className="tombol-garis h-9" onClick={() => setBapSemua(true)}>
                Unduh Semua BAP
              </button>
            )}
          </div>
        </div>
        <p className="mb-2 text-sm text-slate-600">{`Periode: ${data?.nama_filter?.periode ?? "Semua"}`}</p>
        {chips.length > 0 && <ChipAktif chips={chips} pathname={pathname} search={search} />}
        {rows.length === 0 ? (
          <DataKosong
            pesan={
              chips.length
                ? "Tidak ada kelas yang cocok dengan filter ini. Hapus filter di atas untuk melihat semua kelas."
                : "Tidak ada kelas yang tersedia."
            }
            className="py-10"
          />
        ) : (
          <div className="relative md:overflow-x-auto">
            <table className="tabel-data tabel-kelas md:aksi-tersemat" onClick={onClick}>
              <thead>
                <tr>
                  <th>No</th>
                  <th>Periode</th>
                  <th>Mata Kuliah</th>
                  <th>Kelas</th>
                  <th>Pengajar</th>
                  <th>SKS</th>
                  <th>Peserta</th>
                  <th>Pertemuan</th>
                  <th>Prodi Matkul</th>
                  <th>Prodi Kelas</th>
                  <th>
                    <span className="sr-only">Aksi</span>
                  </th>
                </tr>
              </thead>
              <tbody dangerouslySetInnerHTML={{ __html: rows.map((r, i) => baris(r, awal + i + 1, staf)).join("") }} />
            </table>
          </div>
        )}
        <Pagination meta={meta} />
      </div>
      <FilterPanel open={filter} onClose={() => setFilter(false)} filter={data?.filter} opsi={data?.opsi_filter} />
      {staf && (
        <Suspense fallback={null}>
          {bap !== null && (
            <UnduhBapModal
              open
              onClose={() => setBap(null)}
              kelas={{ id: bap.id, kode: bap.mata_kuliah.kode, mataKuliah: bap.mata_kuliah.nama, namaKelas: bap.kelas.nama }}
              pengajar={bap.pengajar.map((p) => ({ id_dosen: p.id_dosen, nama: p.nama }))}
              peran={peran}
            />
          )}
          {bapSemua && <UnduhSemuaBapModal open onClose={() => setBapSemua(false)} periode={periode} peran={peran} />}
        </Suspense>
      )}
    </>
  );
}
