// Dates typed as DD/MM/YYYY JJ:MM (24 hours), whatever the browser's locale (spec 1 §2: the
// pickers show DD/MM/YYYY and HH:mm). The value behind the text is the datetime-local form
// 'YYYY-MM-DDTHH:MM' in the college's zone, as the forms already hold it.
import { jumlahHari } from './tanggal-inti';

const dua = (n: number) => String(n).padStart(2, '0');

const KETIK = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ ,T]+(\d{1,2})[:.](\d{2}))?$/;

/** '26/11/2026 08:05' (or '26-11-2026 8.05'; no time means 00:00) -> '2026-11-26T08:05'; null when not a real date and time. */
export function lokalDariKetik(teks: string): string | null {
  const m = KETIK.exec(teks.trim());
  if (!m) return null;
  const [d, mo, y, h, mi] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)];
  if (mo < 1 || mo > 12 || d < 1 || d > jumlahHari(y, mo) || h > 23 || mi > 59) return null;
  return `${String(y).padStart(4, '0')}-${dua(mo)}-${dua(d)}T${dua(h)}:${dua(mi)}`;
}

/** '2026-11-26T08:05' -> '26/11/2026 08:05'; '' for anything else. */
export function ketikDariLokal(lokal: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(lokal ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : '';
}

export const CONTOH_KETIK = 'DD/MM/YYYY JJ:MM';
