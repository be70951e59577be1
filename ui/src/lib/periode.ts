// Academic period codes (e.g. 20251) and their labels ('2025/2026 Ganjil').
//
// The spec gives two formulas, and both are kept on purpose:
//  - the label reads a code as year = floor(code / 10), semester digit = code mod 10,
//    so a code is built from a label's year as 10 * tahun + semester (periodeKode);
//  - a term option {tahun, semester} has the "session-semester value"
//    10 * (tahun - 1) + semester (nilaiSemesterSesi), a different number.

function kodeValid(code: number): boolean {
  return Number.isInteger(code) && code >= 0;
}

/** Semester name for a digit: odd Ganjil, even Genap; digits above 2 add 'SP '. */
export function namaSemester(digit: number): string {
  const dasar = digit % 2 === 1 ? "Ganjil" : "Genap";
  return digit > 2 ? `SP ${dasar}` : dasar;
}

function tahunAjaran(code: number): string {
  const tahun = Math.floor(code / 10);
  return `${tahun}/${tahun + 1}`;
}

/** 20251 -> '2025/2026 Ganjil', 20243 -> '2024/2025 SP Ganjil'; '-' for invalid codes. */
export function periodeLabel(code: number): string {
  if (!kodeValid(code)) return "-";
  return `${tahunAjaran(code)} ${namaSemester(code % 10)}`;
}

/** Parity-only reading: odd Ganjil, even Genap, never 'SP'. 20243 -> '2024/2025 Ganjil'. */
export function periodeLabelParitas(code: number): string {
  if (!kodeValid(code)) return "-";
  return `${tahunAjaran(code)} ${code % 2 === 1 ? "Ganjil" : "Genap"}`;
}

/** Code from the year shown in a label: periodeKode(2025, 1) = 20251. */
export function periodeKode(tahun: number, semester: number): number {
  return 10 * tahun + semester;
}

/** The spec's session-semester value of a term option: 10 * (tahun - 1) + semester. */
export function nilaiSemesterSesi(tahun: number, semester: number): number {
  return 10 * (tahun - 1) + semester;
}

const SEMESTER_DARI_NAMA: Record<string, number> = {
  ganjil: 1,
  genap: 2,
  "sp ganjil": 3,
  "sp genap": 4,
};

/** '2025/2026 Genap' -> 20252, '2024/2025 SP Ganjil' -> 20243; null on bad input. */
export function parsePeriodeLabel(label: string | null | undefined): number | null {
  if (typeof label !== "string") return null;
  const m = /^(\d{4})\s*\/\s*(\d{4})\s+(.+)$/.exec(label.trim());
  if (!m) return null;
  const tahun = Number(m[1]);
  if (Number(m[2]) !== tahun + 1) return null;
  const semester = SEMESTER_DARI_NAMA[(m[3] ?? "").toLowerCase().replace(/\s+/g, " ")];
  return semester === undefined ? null : periodeKode(tahun, semester);
}

/** Semester digit for QR payloads: code mod 10. */
export function qrSemester(code: number): number {
  return code % 10;
}

/** Year for QR payloads: floor(code / 10) + 1. */
export function qrTahun(code: number): number {
  return Math.floor(code / 10) + 1;
}
