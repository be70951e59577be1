// Pure rules of the class grade recap (/nilai/{id}, spec 2 §2-§5, §9; tested in aturan.test.ts):
// the 'Tampilkan' selection and the columns it leaves (as the .xlsx export does: indices into
// the recap's three header lists), the export address, the meeting groups of the header, an
// activity header's colour and link, a score cell's text, the rows as one HTML string, and
// the SIKAD component dialog's choices.
import type { RekapNilai } from "../../features/nilai/types";
import type { AktivitasPilihan, HeaderAktivitas, HeaderSikad, JenisNilai, StatusNilai, TipeHalamanNilai } from "../../features/nilai/types";
import { buildQuery } from "../../app/query";
import { formatNilai } from "../../lib/angka";
import { esc } from "../../lib/html";

/** The 'Tampilkan' boxes of the five kinds. */
export type JenisTampil = "tugas" | "kuis" | "forum" | "uts" | "uas";
export type Pilihan = Record<JenisTampil | "sikad_berbobot" | "sikad_nol", boolean>;

/** Every kind and the weighted components on, the 0 % components off (spec 2 §2). */
export const PILIHAN_AWAL: Pilihan = { tugas: true, kuis: true, forum: true, uts: true, uas: true, sikad_berbobot: true, sikad_nol: false };

export const KOTAK_JENIS: readonly { kunci: JenisTampil; label: string }[] = [
  { kunci: "tugas", label: "Tugas" },
  { kunci: "kuis", label: "Kuis" },
  { kunci: "forum", label: "Forum" },
  { kunci: "uts", label: "UTS" },
  { kunci: "uas", label: "UAS" },
];
export const KOTAK_SIKAD: readonly { kunci: "sikad_berbobot" | "sikad_nol"; label: string }[] = [
  { kunci: "sikad_berbobot", label: "Komponen Nilai Sikad > 0%" },
  { kunci: "sikad_nol", label: "Komponen Nilai Sikad = 0%" },
];

/** 'Semua': on when the five kinds are, mixed when only some are. */
export function keadaanSemua(p: Pilihan): "semua" | "sebagian" | "tidak" {
  const n = KOTAK_JENIS.filter((k) => p[k.kunci]).length;
  return n === KOTAK_JENIS.length ? "semua" : n === 0 ? "tidak" : "sebagian";
}

/** Ticking 'Semua' turns the five kinds on, unticking it turns them off; the SIKAD boxes stay. */
export function aturSemua(p: Pilihan, nyala: boolean): Pilihan {
  const next = { ...p };
  for (const k of KOTAK_JENIS) next[k.kunci] = nyala;
  return next;
}

/** Whether a kind's columns are shown (a remedial exam has no box: its column follows `kelompok`). */
export const tampilJenis = (p: Pilihan, jenis: JenisNilai) => (jenis === "remedial" ? true : p[jenis]);

/** Components weighing more than 0 % follow 'Sikad > 0%', the others 'Sikad = 0%'. */
export const tampilKomponen = (p: Pilihan, bobot: number) => (bobot > 0 ? p.sikad_berbobot : p.sikad_nol);

/** The columns shown: indices into header_aktivitas, header_rerata and header_sikad. */
export interface Kolom {
  aktivitas: number[];
  rerata: number[];
  sikad: number[];
}

const indeks = <T>(list: readonly T[], cocok: (x: T) => boolean) => list.flatMap((x, i) => (cocok(x) ? [i] : []));

export function kolomTampil(r: Pick<RekapNilai, "header_aktivitas" | "header_rerata" | "header_sikad">, p: Pilihan): Kolom {
  return {
    aktivitas: indeks(r.header_aktivitas, (h) => tampilJenis(p, h.kelompok)),
    rerata: indeks(r.header_rerata, (h) => tampilJenis(p, h.jenis)),
    sikad: indeks(r.header_sikad, (h) => tampilKomponen(p, h.bobot)),
  };
}

/** The .xlsx of the columns shown: only the boxes that differ from the default go in the query. */
export function alamatExport(idKelas: number, p: Pilihan): string {
  const pairs: [string, string][] = [];
  for (const k of [...KOTAK_JENIS, ...KOTAK_SIKAD]) {
    if (p[k.kunci] !== PILIHAN_AWAL[k.kunci]) pairs.push([k.kunci, String(p[k.kunci])]);
  }
  return `/lms/nilai/kelas_kuliah/${idKelas}/export_excel${buildQuery(pairs)}`;
}

/** The file name the export falls back to (the server names it the same way). */
export const namaBerkasExport = (k: RekapNilai["kelas"]) => `Rekap Nilai - ${k.kode_mk} ${k.nama_kelas}.xlsx`;

/** One meeting's group heading over consecutive shown activity columns of that meeting. */
export interface GrupPertemuan {
  label: string;
  kolom: number[];
}

export function grupPertemuan(
  header: readonly Pick<HeaderAktivitas, "nomor_pertemuan" | "label_pertemuan">[],
  aktivitas: readonly number[],
): GrupPertemuan[] {
  const grup: GrupPertemuan[] = [];
  let nomor: number | null = null;
  for (const i of aktivitas) {
    const h = header[i];
    if (!h) continue;
    const akhir = grup[grup.length - 1];
    if (akhir && h.nomor_pertemuan === nomor) akhir.kolom.push(i);
    else grup.push({ label: h.label_pertemuan, kolom: [i] });
    nomor = h.nomor_pertemuan;
  }
  return grup;
}

export { JENIS_LABEL } from "../../features/nilai/label";

/** Header colours (spec 2 §4) and what they mean, in the legend's order. */
export const STATUS_NILAI: readonly { status: StatusNilai; label: string; cls: string }[] = [
  { status: "sudah_dinilai", label: "Semua pengerjaan sudah dinilai", cls: "bg-green-100 text-green-900" },
  { status: "belum_dinilai", label: "Ada pengerjaan yang belum dinilai", cls: "bg-red-100 text-red-900" },
  { status: "tidak_ada_pengerjaan", label: "Tidak ada pengerjaan", cls: "bg-amber-100 text-amber-900" },
  { status: "belum_berakhir", label: "Aktivitas belum berakhir", cls: "bg-slate-200 text-slate-700" },
];

export function gayaStatus(status: StatusNilai): { label: string; cls: string } {
  return STATUS_NILAI.find((s) => s.status === status) ?? { label: "-", cls: "bg-slate-100 text-slate-700" };
}

const UJIAN: readonly JenisNilai[] = ["kuis", "uts", "uas", "remedial"];

/**
 * Where an activity header leads (spec 2 §2 routes), or null when the caller may not open
 * the class's activities: exams to their results, tasks to their hand-ins, a forum to the
 * class (operators) or to the forum itself (lecturers).
 */
export function alamatAktivitas(
  h: Pick<HeaderAktivitas, "aktivitas">,
  idKelas: number,
  tipe: TipeHalamanNilai,
  boleh: boolean,
): string | null {
  if (!boleh) return null;
  const { id, jenis } = h.aktivitas;
  if (UJIAN.includes(jenis)) return `/kelas/${idKelas}/ujian/${id}?tab=hasil&from=nilai`;
  if (jenis === "tugas") return `/kelas/${idKelas}/tugas/${id}?tab=submission&ref=nilai`;
  if (jenis === "forum")
    return tipe === "operator" ? `/kelas/${idKelas}?back=forum` : `/forum?groupId=${idKelas}&forumId=FORUM__${id}&ref=nilai`;
  return null;
}

/** 'UTS (25%)'. */
export const labelKomponen = (s: Pick<HeaderSikad, "label" | "bobot">) => `${s.label} (${s.bobot}%)`;

/** A component's activities are chosen in the dialog; Kehadiran is computed from attendance. */
export const komponenDiatur = (r: Pick<RekapNilai, "boleh_ubah_komponen">, s: Pick<HeaderSikad, "jenis">) =>
  r.boleh_ubah_komponen && s.jenis !== "kehadiran";

export const BELUM_DINILAI = "Belum dinilai";
const TANDA_SIKAD = "Diperbarui oleh SIKAD";

/**
 * A score cell (spec 2 §9): '-' for not done (the -1.618 sentinel, or any negative), 'Belum
 * dinilai' for a hand-in without a score (null), else the score rounded to 2 decimals.
 */
export function selNilai(v: number | null | undefined): { teks: string; cls: "" | "x" | "bd" } {
  if (v === null) return { teks: BELUM_DINILAI, cls: "bd" };
  if (v === undefined || !Number.isFinite(v) || v < 0) return { teks: "-", cls: "x" };
  return { teks: teksAngka(v), cls: "" };
}

/** Formatted scores, remembered: a big class repeats the same few hundred values. */
const TEKS_ANGKA = new Map<number, string>();
function teksAngka(v: number): string {
  let t = TEKS_ANGKA.get(v);
  if (t === undefined) {
    t = formatNilai(v);
    if (TEKS_ANGKA.size < 20_000) TEKS_ANGKA.set(v, t);
  }
  return t;
}

/** The student's name in capitals (spec 2 §2). */
export const namaKapital = (nama: string) => nama.toUpperCase();

/** One cell's markup; `dasar` the column's own classes ('' none). */
function sel(v: number | null | undefined, dasar: string, sikad = false): string {
  const s = selNilai(v);
  let cls = dasar;
  if (s.cls) cls = cls ? `${cls} ${s.cls}` : s.cls;
  if (sikad) cls = cls ? `${cls} s` : "s";
  return (cls ? `<td class="${cls}"` : "<td") + (sikad ? ` title="${TANDA_SIKAD}">` : ">") + esc(s.teks) + "</td>";
}

/** Column classes: 'g' starts a group (a left rule), 'rt' an average, 'sk' a SIKAD component, 'na' the final score. */
export function kelasKolom(r: Pick<RekapNilai, "header_aktivitas">, k: Kolom): { aktivitas: string[]; rerata: string[]; sikad: string[] } {
  const grup = new Set(grupPertemuan(r.header_aktivitas, k.aktivitas).map((g) => g.kolom[0]));
  return {
    aktivitas: k.aktivitas.map((i) => (grup.has(i) ? "g" : "")),
    rerata: k.rerata.map((_, n) => (n === 0 ? "g rt" : "rt")),
    sikad: k.sikad.map((_, n) => (n === 0 ? "g sk" : "sk")),
  };
}

/**
 * The table body as one HTML string (a class can hold 1,500 students × 32 activities): per
 * student the number, the name in capitals over the NIM, the shown activity scores, averages,
 * SIKAD components (those SIKAD set carry the 's' mark) and the final score.
 */
export function barisRekap(r: Pick<RekapNilai, "header_aktivitas" | "nilai_mahasiswa">, k: Kolom): string {
  const c = kelasKolom(r, k);
  const akhirCls = k.sikad.length === 0 ? "g na" : "na";
  let html = "";
  for (let i = 0; i < r.nilai_mahasiswa.length; i++) {
    const m = r.nilai_mahasiswa[i]!;
    html +=
      '<tr><td class="no">' +
      (i + 1) +
      '</td><td class="nm"><span>' +
      esc(namaKapital(m.mahasiswa.nama)) +
      "</span><small>" +
      esc(m.mahasiswa.nim) +
      "</small></td>";
    for (let n = 0; n < k.aktivitas.length; n++) html += sel(m.nilai[k.aktivitas[n]!], c.aktivitas[n]!);
    for (let n = 0; n < k.rerata.length; n++) html += sel(m.rata_rata_lms[k.rerata[n]!], c.rerata[n]!);
    for (let n = 0; n < k.sikad.length; n++) {
      const j = k.sikad[n]!;
      html += sel(m.nilai_sikad[j], c.sikad[n]!, m.update_by_sikad.length > 0 && m.update_by_sikad.includes(j));
    }
    html += sel(m.nilai_akhir, akhirCls) + "</tr>";
  }
  return html;
}

/** The dialog's activities, grouped by meeting in the order given. */
export function grupPilihan(list: readonly AktivitasPilihan[]): { label: string; aktivitas: AktivitasPilihan[] }[] {
  const grup: { label: string; aktivitas: AktivitasPilihan[] }[] = [];
  for (const a of list) {
    const g = grup.find((x) => x.label === a.label_pertemuan);
    if (g) g.aktivitas.push(a);
    else grup.push({ label: a.label_pertemuan, aktivitas: [a] });
  }
  return grup;
}

/** Ticks or unticks one activity, keeping the list's order otherwise. */
export const gantiPilihan = (ids: readonly number[], id: number, nyala: boolean): number[] =>
  nyala ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((x) => x !== id);

/** The server's answer when the column holds scores SIKAD set and the save was not confirmed. */
export const KODE_KONFIRMASI = "konfirmasi_nilai_sikad";

/** The SIKAD update failure toast (spec 2 §8): '{error message}! {server status message}'. */
export const GAGAL_KOMPONEN = "Gagal menyimpan komponen nilai";
export const pesanGagalKomponen = (pesanServer: string) => `${GAGAL_KOMPONEN}! ${pesanServer}`;
