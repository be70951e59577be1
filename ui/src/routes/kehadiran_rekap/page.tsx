// Class attendance recap (spec 2 §2): class info, Export Excel, student x meeting grid, legend.
// A class can have 1,500 students x 16 meetings, all on one page, so the grid is kept small:
// each student sends one character per meeting (`presensi`), the rows are built as one string,
// a cell is one <td> with a glyph and a title, and its styling (hover and focus of clickable
// cells too) lives in the `.rekap` rules of app.css. A cell with a record of a meeting that is
// not offline opens the 'Detail' dialog, which fetches that record: one click/keydown handler
// on the tbody reads the row's data-m and the cell's data-p.
// The name column stays in view while the meetings scroll sideways (phones hide No). The last
// column is the student's attendance percentage over the held meetings (the server's one rule).
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useMemo, useState } from "react";
import { panggil } from "../../app/panggil";
import { usePageData } from "../../app/page-context";
import { NoData } from "../../components/data-kosong";
import { Modal } from "../../components/modal";
import { PageHeader } from "../../components/page-header";
import { TautanUnduh } from "../../components/tautan-unduh";
import { persenKehadiranLabel } from "../../features/kehadiran/aturan";
import type { RekapKehadiran } from "../../features/kehadiran/types";
import { InfoKelasRekap } from "../../features/kelas/info-rekap";
import { esc } from "../../lib/html";
import { tipePertemuanLabel } from "../../lib/status";
import {
  adaRekap,
  bacaIndeks,
  type DetailSel,
  detailSel,
  diBawahSyarat,
  type Gaya,
  gayaSel,
  isOnline,
  jenisBerdetail,
  keteranganSyarat,
  LEGENDA,
  type SelDipilih,
} from "./aturan";
import { Memuat } from "../../components/memuat";

export { gayaSel, KOSONG } from "./aturan";

export const title = "Rekap Kehadiran";

/** Cell markup per style, built once: a row is then plain string concatenation. */
const SEL_HTML = new Map<Gaya, string>();
function selHtml(g: Gaya): string {
  let h = SEL_HTML.get(g);
  if (h === undefined) {
    h = `<td class="${esc(g.cls)}" title="${esc(g.label)}">${esc(g.g)}</td>`;
    SEL_HTML.set(g, h);
  }
  return h;
}

/** A clickable cell: the same markup plus a button role, a tab stop and its meeting index. */
const SEL_KLIK = new Map<Gaya, [string, string]>();
function selKlikHtml(g: Gaya, p: number): string {
  let h = SEL_KLIK.get(g);
  if (h === undefined) {
    h = [`<td class="${esc(g.cls)}" title="${esc(g.label)}" role="button" tabindex="0" data-p="`, `">${esc(g.g)}</td>`];
    SEL_KLIK.set(g, h);
  }
  return h[0] + p + h[1];
}

function barisRekap(data: RekapKehadiran): string {
  const { mahasiswa, pertemuan } = data;
  const online = pertemuan.map((p) => isOnline(p.jenis));
  const berdetail = pertemuan.map((p) => jenisBerdetail(p.jenis));
  const syarat = esc(keteranganSyarat(data.syarat_ujian_persen));
  let html = "";
  for (let i = 0; i < mahasiswa.length; i++) {
    const m = mahasiswa[i]!;
    html += '<tr data-m="' + i + '"><td class="no">' + (i + 1) + '</td><td class="nm">' + esc(m.nama) + "</td><td>" + esc(m.nim) + "</td>";
    for (let j = 0; j < online.length; j++) {
      const c = m.presensi[j];
      const g = gayaSel(c, online[j]!);
      html += berdetail[j] && adaRekap(c) ? selKlikHtml(g, j) : selHtml(g);
    }
    const persen = esc(persenKehadiranLabel(m.kehadiran.persen));
    html += diBawahSyarat(m.kehadiran.persen, data.syarat_ujian_persen)
      ? '<td class="persen kurang" title="' + syarat + '">' + persen + "</td></tr>"
      : '<td class="persen">' + persen + "</td></tr>";
  }
  return html;
}

export default function Page() {
  const { data, app } = usePageData("kehadiran_rekap");
  const k = data.kelas;
  const html = useMemo(() => barisRekap(data), [data]);
  /** The cell whose dialog is open. */
  const [buka, setBuka] = useState<SelDipilih | null>(null);

  const pilih = useCallback(
    (target: EventTarget | null) => {
      const td = (target as Element | null)?.closest?.("td[data-p]");
      if (!td) return false;
      const idx = bacaIndeks(data, td.closest("tr")?.getAttribute("data-m"), td.getAttribute("data-p"));
      if (idx) setBuka(idx);
      return idx != null;
    },
    [data],
  );
  const onClick = (e: MouseEvent) => {
    pilih(e.target);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.key === "Enter" || e.key === " ") && pilih(e.target)) e.preventDefault();
  };
  const tutup = useCallback(() => setBuka(null), []);

  return (
    <>
      <PageHeader crumbs={[{ label: "Kehadiran", to: "/kehadiran" }, { label: "Rekap Kehadiran" }]} />
      <InfoKelasRekap kelas={k}>
        <TautanUnduh href={`/lms/kehadiran_mahasiswa/kelas_kuliah/${k.id}/export_excel`} className="tombol-utama">
          Export Excel
        </TautanUnduh>
      </InfoKelasRekap>
      <div className="kartu p-3 sm:p-4">
        {data.mahasiswa.length === 0 ? (
          <NoData />
        ) : (
          // Focusable, so that a keyboard can scroll the wide grid sideways.
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Rekap kehadiran">
            <table className="rekap min-w-full border-collapse text-sm">
              <thead>
                <tr className="bg-slate-100 text-xs text-slate-600">
                  <th className="hidden px-2 py-2 text-left sm:table-cell">No</th>
                  <th className="sticky left-0 z-[1] bg-slate-100 px-2 py-2 text-left">Nama</th>
                  <th className="px-2 py-2 text-left">NIM</th>
                  {data.pertemuan.map((p) => (
                    <th key={p.id} className="min-w-9 px-1 py-2 text-center" title={tipePertemuanLabel(p.jenis)}>
                      {p.nomor}
                    </th>
                  ))}
                  <th className="px-2 py-2 text-right" title="Hadir dari pertemuan yang telah berakhir">
                    Kehadiran
                  </th>
                </tr>
              </thead>
              <tbody onClick={onClick} onKeyDown={onKeyDown} dangerouslySetInnerHTML={{ __html: html }} />
            </table>
          </div>
        )}
        <div className="mt-4">
          <div className="mb-2 text-sm font-semibold text-slate-700">Keterangan</div>
          <ul className="rekap flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            {LEGENDA.map((g) => (
              <li key={g.label} className="flex items-center gap-2">
                <span
                  className={`${g.cls} inline-flex size-6 items-center justify-center rounded border border-slate-200 font-bold`}
                  aria-hidden="true"
                >
                  {g.g}
                </span>
                {g.label}
              </li>
            ))}
            <li className="flex items-center gap-2">
              <span className="persen kurang" aria-hidden="true">
                70,0%
              </span>
              {keteranganSyarat(data.syarat_ujian_persen)}
            </li>
          </ul>
        </div>
      </div>
      <DialogDetail data={data} buka={buka} tz={app.time_zone} onClose={tutup} />
    </>
  );
}

type Muatan = { detail: DetailSel } | { galat: string } | null;

/** One cell's record, fetched when the dialog opens: student, meeting, presence, progress, who updated it and when. */
function DialogDetail({ data, buka, tz, onClose }: { data: RekapKehadiran; buka: SelDipilih | null; tz: string; onClose: () => void }) {
  const mhs = buka ? data.mahasiswa[buka.m] : undefined;
  const prt = buka ? data.pertemuan[buka.p] : undefined;
  return (
    <Modal
      open={mhs != null && prt != null}
      onClose={onClose}
      title="Detail"
      width={480}
      footer={
        <button type="button" className="tombol-garis" onClick={onClose}>
          Kembali
        </button>
      }
    >
      {mhs && prt && (
        <IsiDetail key={`${prt.id}/${mhs.nim}`} idKelas={data.kelas.id} idPertemuan={prt.id} nomor={prt.nomor} nim={mhs.nim} tz={tz} />
      )}
    </Modal>
  );
}

function IsiDetail({
  idKelas,
  idPertemuan,
  nomor,
  nim,
  tz,
}: {
  idKelas: number;
  idPertemuan: number;
  nomor: number;
  nim: string;
  tz: string;
}) {
  const [muatan, setMuatan] = useState<Muatan>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    panggil("/lms/kehadiran_mahasiswa/kelas_kuliah/{idKelas}/pertemuan/{idPertemuan}/nim/{nim}", "get", {
      path: { idKelas, idPertemuan, nim },
      signal: ctrl.signal,
    }).then(
      (r) => setMuatan({ detail: detailSel(r, nomor, tz) }),
      (e: unknown) => {
        if (ctrl.signal.aborted) return;
        setMuatan({ galat: e instanceof Error && e.message ? e.message : "Terjadi kesalahan" });
      },
    );
    return () => ctrl.abort();
  }, [idKelas, idPertemuan, nomor, nim, tz]);

  if (muatan == null) return <Memuat className="py-2 text-sm text-slate-500" />;
  if ("galat" in muatan)
    return (
      <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700">
        {muatan.galat}
      </p>
    );
  const d = muatan.detail;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="font-semibold text-slate-800">{d.nama}</div>
          <div className="text-sm text-slate-500 tabular-nums">{d.nim}</div>
        </div>
        <span className="rounded bg-blue-50 px-2 py-1 text-xs font-semibold text-blue-700">{d.pertemuan}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">Presensi</dt>
        <dd className="flex flex-wrap items-center gap-2 font-medium text-slate-800">
          {d.presensi}
          {d.belumValid && <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-700">Belum Valid</span>}
        </dd>
        <dt className="text-slate-500">Progres</dt>
        <dd className="font-medium text-slate-800 tabular-nums">{d.progress}</dd>
        <dt className="text-slate-500">Diperbarui oleh</dt>
        <dd className="font-medium text-slate-800">{d.diperbaruiOleh}</dd>
        <dt className="text-slate-500">Waktu</dt>
        <dd className="font-medium text-slate-800">{d.waktu}</dd>
      </dl>
    </div>
  );
}
