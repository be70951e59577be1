// Class attendance recap (spec 2): class info, Export Excel, student x meeting grid, legend.
// Cells are one <td> with a glyph: the grid is rendered 40 x 16 on the server.
import { useLocation } from "react-router";
import { usePage } from "../../app/page-context";
import { PageHeader } from "../../components/page-header";
import { periodeLabel } from "../../lib/periode";
import { tipePertemuanLabel } from "../../lib/status";
import { esc } from "../../lib/html";

export interface SelRekap {
  is_hadir: boolean;
  is_valid: boolean;
}

export interface RekapData {
  kelas: {
    /** Class id for the export link; taken from the URL (/kehadiran/{id}) when absent. */
    id?: number;
    periode: number;
    kode_mk: string;
    nama_mk: string;
    nama_kelas: string;
    jenis_kelas: string;
    mode_kuliah: string | null;
  };
  pertemuan: { nomor: number; jenis: string }[];
  mahasiswa: { id_user: number; nim: string; nama: string; sel: (SelRekap | null)[] }[];
}

export const title = "Rekap Kehadiran";

interface Gaya {
  cls: string;
  g: string;
  label: string;
}

const HADIR = "\u2713";
const ABSEN = "\u2717";

export const KOSONG: Gaya = { cls: "k k-kosong", g: "\u2013", label: "Belum ada rekap" };
const WARN_H: Gaya = { cls: "k k-warn", g: HADIR, label: "Hadir (Belum Valid)" };
const WARN_A: Gaya = { cls: "k k-warn", g: ABSEN, label: "Tidak Hadir (Belum Valid)" };
const ON_H: Gaya = { cls: "k k-on-h", g: HADIR, label: "Hadir Online" };
const ON_A: Gaya = { cls: "k k-on-a", g: ABSEN, label: "Tidak Hadir Online" };
const OFF_H: Gaya = { cls: "k k-off-h", g: HADIR, label: "Hadir Offline" };
const OFF_A: Gaya = { cls: "k k-off-a", g: ABSEN, label: "Tidak Hadir Offline" };

/** Icon and colour of one cell (spec 2: grey without record, warning when not valid). */
export function gayaSel(s: SelRekap | null | undefined, online: boolean): Gaya {
  if (!s) return KOSONG;
  if (!s.is_valid) return s.is_hadir ? WARN_H : WARN_A;
  if (online) return s.is_hadir ? ON_H : ON_A;
  return s.is_hadir ? OFF_H : OFF_A;
}

/** The five colours; a grey minus (no record yet) carries its own tooltip. */
const LEGENDA: Gaya[] = [ON_H, OFF_H, ON_A, OFF_A, { cls: "k k-warn", g: "!", label: "Belum Valid" }];

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

function barisRekap(mahasiswa: RekapData["mahasiswa"], online: boolean[]): string {
  let html = "";
  for (let i = 0; i < mahasiswa.length; i++) {
    const m = mahasiswa[i]!;
    html +=
      '<tr class="border-b border-slate-100"><td class="px-2 py-1.5">' + (i + 1) +
      '</td><td class="px-2 py-1.5 whitespace-nowrap">' + esc(m.nama) +
      '</td><td class="px-2 py-1.5">' + esc(m.nim) + "</td>";
    for (let j = 0; j < online.length; j++) html += selHtml(gayaSel(m.sel[j], online[j]!));
    html += "</tr>";
  }
  return html;
}

function idDariPath(pathname: string): string {
  const m = /^\/kehadiran\/(\d+)/.exec(pathname);
  return m?.[1] ?? "";
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2 sm:block">
      <dt className="w-28 shrink-0 text-xs font-medium text-slate-500 sm:w-auto">{label}</dt>
      <dd className="text-sm font-medium text-slate-800">{value}</dd>
    </div>
  );
}

export default function Page() {
  const { data } = usePage<RekapData>();
  const { pathname } = useLocation();
  const k = data.kelas;
  const id = k.id != null ? String(k.id) : idDariPath(pathname);
  const online = data.pertemuan.map((p) => (p.jenis || "").toLowerCase() === "online");
  const mode = k.mode_kuliah ? tipePertemuanLabel(k.mode_kuliah) : "-";

  return (
    <>
      <PageHeader crumbs={[{ label: "Kehadiran", to: "/kehadiran" }, { label: "Rekap Kehadiran" }]} />
      <div className="kartu mb-4 flex flex-wrap items-start justify-between gap-4 p-4">
        <dl className="grid flex-1 grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Info label="Periode" value={periodeLabel(k.periode)} />
          <Info label="Mata Kuliah" value={`${k.kode_mk} - ${k.nama_mk}`} />
          <Info label="Kelas" value={k.jenis_kelas ? `${k.nama_kelas} (${k.jenis_kelas})` : k.nama_kelas} />
          <Info label="Mode Kuliah" value={mode} />
        </dl>
        <a href={`/lms/kehadiran_mahasiswa/kelas_kuliah/${id}/export_excel`} className="tombol-utama">
          Export Excel
        </a>
      </div>
      <div className="kartu p-3 sm:p-4">
        {data.mahasiswa.length === 0 ? (
          <div className="py-10 text-center font-semibold text-slate-500">NO DATA</div>
        ) : (
          <div className="overflow-x-auto">
            <table className="rekap min-w-full border-collapse text-sm">
              <thead>
                <tr className="bg-slate-100 text-xs text-slate-600">
                  <th className="px-2 py-2 text-left">No</th>
                  <th className="px-2 py-2 text-left">Nama</th>
                  <th className="px-2 py-2 text-left">NIM</th>
                  {data.pertemuan.map((p) => (
                    <th key={p.nomor} className="min-w-9 px-1 py-2 text-center" title={tipePertemuanLabel(p.jenis)}>
                      {p.nomor}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody dangerouslySetInnerHTML={{ __html: barisRekap(data.mahasiswa, online) }} />
            </table>
          </div>
        )}
        <div className="mt-4">
          <div className="mb-2 text-sm font-semibold text-slate-700">Keterangan</div>
          <ul className="rekap flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            {LEGENDA.map((g) => (
              <li key={g.label} className="flex items-center gap-2">
                <span className={`${g.cls} inline-flex size-6 items-center justify-center rounded border border-slate-200 font-bold`} aria-hidden="true">
                  {g.g}
                </span>
                {g.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
