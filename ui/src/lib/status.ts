// Display labels for status/type enums coming from the API.

type Teks = string | null | undefined;

function label(peta: Record<string, string>, v: Teks): string {
  return v != null && Object.prototype.hasOwnProperty.call(peta, v) ? (peta[v] ?? "-") : "-";
}

const STATUS_KELAS: Record<string, string> = {
  akan_dimulai: "Akan Dimulai",
  berlangsung: "Sedang Berlangsung",
  selesai: "Telah Berakhir",
};

const STATUS_PERTEMUAN: Record<string, string> = {
  belum_dimulai: "Belum Dimulai",
  berlangsung: "Sedang Berlangsung",
  selesai: "Telah Berakhir",
};

const TIPE_PERTEMUAN: Record<string, string> = {
  online: "Online",
  offline: "Offline",
  campuran: "Campuran",
};

/** Class status: akan_dimulai | berlangsung | selesai; '-' otherwise. */
export function statusKelasLabel(v: Teks): string {
  return label(STATUS_KELAS, v);
}

/** Meeting/activity status: belum_dimulai | berlangsung | selesai; '-' otherwise. */
export function statusPertemuanLabel(v: Teks): string {
  return label(STATUS_PERTEMUAN, v);
}

/** Meeting type: online | offline | campuran; '-' otherwise. */
export function tipePertemuanLabel(v: Teks): string {
  return label(TIPE_PERTEMUAN, v);
}

const PENGERJAAN: Record<string, [sudah: string, belum: string]> = {
  tugas: ["Sudah dikumpulkan", "Belum dikumpulkan"],
  ujian: ["Sudah dikerjakan", "Belum dikerjakan"],
  vidcon: ["Sudah bergabung", "Belum bergabung"],
};

/**
 * A student's own state of an activity in their lists (`dikerjakan`): 'Sudah dikumpulkan' /
 * 'Belum dikumpulkan' for a task, '... dikerjakan' for an exam, '... bergabung' for a vidcon;
 * null when there is none to say (staff, whose `dikerjakan` is null; forums).
 */
export function pengerjaanLabel(jenis: Teks, dikerjakan: boolean | null | undefined): string | null {
  if (jenis == null || dikerjakan == null || !Object.prototype.hasOwnProperty.call(PENGERJAAN, jenis)) return null;
  const [sudah, belum] = PENGERJAAN[jenis] ?? ["", ""];
  return dikerjakan ? sudah : belum;
}

/** Scope: '' / '-' / null / undefined (also blank) -> 'Internal', anything else as given. */
export function lingkupLabel(v: Teks): string {
  if (v == null) return "Internal";
  const t = v.trim();
  return t === "" || t === "-" ? "Internal" : v;
}
