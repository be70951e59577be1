// Names: lecturer full names with titles, initials, shortened file names.

export interface NamaDosen {
  gelar_depan?: string | null;
  nama?: string | null;
  gelar_akademik?: string | null;
}

/** 'Dr. Budi Santoso, M.Kom.': front title + ' ' + name + ', ' + academic title, skipping empty parts; '-' without a name. */
export function namaLengkapDosen(d: NamaDosen): string {
  const nama = (d.nama ?? "").trim();
  if (!nama) return "-";
  const depan = (d.gelar_depan ?? "").trim();
  const belakang = (d.gelar_akademik ?? "").trim();
  const inti = depan ? `${depan} ${nama}` : nama;
  return belakang ? `${inti}, ${belakang}` : inti;
}

/**
 * Up to two uppercase initials from the first two words of the name itself:
 * 'budi santoso' -> 'BS', 'Ani' -> 'A'. Titles are skipped: words ending in a
 * dot ('Dr.', 'Ir.') and everything after the first comma ('Budi, M.Kom.'),
 * so 'Dr. Budi Santoso, M.Kom.' -> 'BS' like the plain name.
 */
export function inisial(nama: string | null | undefined): string {
  const huruf: string[] = [];
  const inti = (nama ?? "").split(",")[0] ?? "";
  for (const kata of inti
    .trim()
    .split(/\s+/)
    .filter((k) => !k.endsWith("."))) {
    // Most names start with an ASCII letter; the Unicode class is slow in the server's engine.
    const m = /^[A-Za-z0-9]/.test(kata) ? kata : /[\p{L}\p{N}]/u.exec(kata)?.[0];
    if (m) huruf.push(m[0]!.toUpperCase());
    if (huruf.length === 2) break;
  }
  return huruf.join("");
}

/**
 * Shortens a file name longer than `max` characters, keeping the extension:
 * the first (max - extension length) characters + '…' + '.ext', as the spec's
 * 'laporan-akhi….pdf' (max 15). Names without a usable extension keep the
 * first `max` characters + '…'. A name is never made longer than it was.
 */
export function singkatNamaFile(name: string, max = 15): string {
  const huruf = Array.from(name);
  const batas = Math.max(1, Math.floor(max));
  if (huruf.length <= batas) return name;
  const titik = name.lastIndexOf(".");
  const ext = titik > 0 ? Array.from(name.slice(titik + 1)) : [];
  const pakaiExt = ext.length > 0 && ext.length < batas;
  const hasil = pakaiExt ? `${huruf.slice(0, batas - ext.length).join("")}….${ext.join("")}` : `${huruf.slice(0, batas).join("")}…`;
  return Array.from(hasil).length < huruf.length ? hasil : name;
}
