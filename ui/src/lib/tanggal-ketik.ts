// Dates and times typed as DD/MM/YYYY and JJ:MM (24 hours), whatever the browser's locale
// (spec 1 §2: the pickers show DD/MM/YYYY and HH:mm). The values behind the text are the
// native inputs' forms the forms already hold: 'YYYY-MM-DDTHH:MM', 'YYYY-MM-DD' and 'HH:MM',
// in the college's zone.
import { jumlahHari } from "./tanggal-inti";

const dua = (n: number) => String(n).padStart(2, "0");

const TANGGAL = String.raw`(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})`;
const JAM = String.raw`(\d{1,2})[:.](\d{2})`;
const KETIK_TANGGAL_JAM = new RegExp(String.raw`^${TANGGAL}(?:[ ,T]+${JAM})?$`);
const KETIK_TANGGAL = new RegExp(`^${TANGGAL}$`);
const KETIK_JAM = new RegExp(`^${JAM}$`);

function tanggalSah(d: number, mo: number, y: number): string | null {
  if (mo < 1 || mo > 12 || d < 1 || d > jumlahHari(y, mo)) return null;
  return `${String(y).padStart(4, "0")}-${dua(mo)}-${dua(d)}`;
}

const jamSah = (h: number, mi: number): string | null => (h > 23 || mi > 59 ? null : `${dua(h)}:${dua(mi)}`);

/** '26/11/2026 08:05' (or '26-11-2026 8.05'; no time means 00:00) -> '2026-11-26T08:05'; null when not a real date and time. */
export function lokalDariKetik(teks: string): string | null {
  const m = KETIK_TANGGAL_JAM.exec(teks.trim());
  if (!m) return null;
  const tanggal = tanggalSah(Number(m[1]), Number(m[2]), Number(m[3]));
  const jam = jamSah(Number(m[4] ?? 0), Number(m[5] ?? 0));
  return tanggal && jam ? `${tanggal}T${jam}` : null;
}

/** '2026-11-26T08:05' -> '26/11/2026 08:05'; '' for anything else. */
export function ketikDariLokal(lokal: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(lokal ?? "");
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : "";
}

/** '26/11/2026' -> '2026-11-26'; null when not a real date. */
export function tanggalDariKetik(teks: string): string | null {
  const m = KETIK_TANGGAL.exec(teks.trim());
  return m ? tanggalSah(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** '2026-11-26' -> '26/11/2026'; '' for anything else. */
export function ketikDariTanggal(tanggal: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(tanggal ?? "");
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}

/** '8.05' or '08:05' -> '08:05'; null when not a time of day. */
export function jamDariKetik(teks: string): string | null {
  const m = KETIK_JAM.exec(teks.trim());
  return m ? jamSah(Number(m[1]), Number(m[2])) : null;
}

/** '08:05' or '08:05:00' -> '08:05'; '' for anything else. */
export function ketikDariJam(jam: string | null | undefined): string {
  const m = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(jam ?? "");
  return m ? `${m[1]}:${m[2]}` : "";
}

export const CONTOH_KETIK = "DD/MM/YYYY JJ:MM";

/** One kind of typed field: its format, an example, and the two conversions. */
export interface FormatKetik {
  contoh: string;
  misal: string;
  dariKetik: (teks: string) => string | null;
  keKetik: (nilai: string | null | undefined) => string;
}

export const FORMAT_KETIK = {
  tanggal_jam: { contoh: CONTOH_KETIK, misal: "26/11/2026 08:00", dariKetik: lokalDariKetik, keKetik: ketikDariLokal },
  tanggal: { contoh: "DD/MM/YYYY", misal: "26/11/2026", dariKetik: tanggalDariKetik, keKetik: ketikDariTanggal },
  jam: { contoh: "JJ:MM", misal: "08:00", dariKetik: jamDariKetik, keKetik: ketikDariJam },
} satisfies Record<string, FormatKetik>;

export type JenisKetik = keyof typeof FORMAT_KETIK;

/** The picker's own message (spec 1 §5), when required and empty. */
export const PESAN_WAJIB_ISI = "Harap isi bidang ini";

/**
 * What the field says under itself: 'Harap isi bidang ini' when required and left empty, the
 * format when the text is not a real date or time, the earliest allowed when before `min` (the
 * native pickers' min, in the same form as the value); null when fine.
 */
export function pesanKetik(jenis: JenisKetik, teks: string, wajib: boolean, min?: string): string | null {
  const t = teks.trim();
  if (t === "") return wajib ? PESAN_WAJIB_ISI : null;
  const f = FORMAT_KETIK[jenis];
  const nilai = f.dariKetik(t);
  if (!nilai) return `Format ${f.contoh}, misalnya ${f.misal}.`;
  return min && f.keKetik(min) && nilai < min.slice(0, nilai.length) ? `Paling awal ${f.keKetik(min)}.` : null;
}

/**
 * The text to show for a value the parent holds: the text being typed while it still means that
 * value, or while it is unfinished and the parent holds it raw or as nothing; else the value
 * written in the format (the form set it).
 */
export function teksUntukNilai(jenis: JenisKetik, teks: string, nilai: string): string {
  const t = teks.trim();
  const arti = t === "" ? "" : FORMAT_KETIK[jenis].dariKetik(t);
  const tetap = arti === null ? nilai === "" || nilai === t : arti === nilai;
  return tetap ? teks : FORMAT_KETIK[jenis].keKetik(nilai);
}
