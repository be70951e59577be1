// Pure rules of a group task's groups (spec 2 §3 Task group, §4, §6; tested in
// kelompok-aturan.test.ts): which buttons and member-menu items a card shows, the order of
// members and choices, and the group form with its checks in the server's words.
import type { AnggotaKelompok, KelompokSimpan, KelompokTugas, MahasiswaTugas } from "./types";

export const NAMA_KELOMPOK_MAKS = 100;

export const PESAN_KELOMPOK = {
  nama: "Nama kelompok wajib diisi",
  namaPanjang: `Nama kelompok paling banyak ${NAMA_KELOMPOK_MAKS} karakter.`,
  anggota: "Anggota kelompok wajib diisi",
  hapus: "Anda yakin ingin menghapus kelompok ini?",
  belumGabung: "Anda belum tergabung dalam kelompok.",
} as const;

export const judulChatKelompok = (k: Pick<KelompokTugas, "nama">) => `Diskusi ${k.nama}`;

// ---- the card ----

export interface IzinKartu {
  /** The viewer may change the task's groups (TugasDetail.isAllowUbah). */
  bolehUbah: boolean;
  /** The card is in edit mode ('Ubah' pressed). */
  modeUbah: boolean;
}

export interface TombolKartu {
  chat: boolean;
  /** 'Ubah' (toggles edit mode) and 'Hapus'. */
  ubah: boolean;
  hapus: boolean;
  /** In edit mode: the button opening the form (name and members). */
  form: boolean;
}

export function tombolKartu({ bolehUbah, modeUbah }: IzinKartu): TombolKartu {
  return { chat: true, ubah: bolehUbah, hapus: bolehUbah, form: bolehUbah && modeUbah };
}

export type AksiAnggota = "ketua" | "keluarkan";

export const LABEL_AKSI: Record<AksiAnggota, string> = { ketua: "Jadikan Ketua", keluarkan: "Keluarkan" };

/** A member's menu: only in edit mode and with writing allowed; 'Jadikan Ketua' for a
 * non-leader, 'Keluarkan' unless canDelete is false. */
export function menuAnggota(a: Pick<AnggotaKelompok, "jabatan" | "canDelete">, { bolehUbah, modeUbah }: IzinKartu): AksiAnggota[] {
  if (!bolehUbah || !modeUbah) return [];
  const aksi: AksiAnggota[] = [];
  if (a.jabatan !== "ketua") aksi.push("ketua");
  if (a.canDelete !== false) aksi.push("keluarkan");
  return aksi;
}

/** Leader first, the others in their order. */
export function urutAnggota<T extends Pick<AnggotaKelompok, "jabatan">>(anggota: T[]): T[] {
  return [...anggota.filter((a) => a.jabatan === "ketua"), ...anggota.filter((a) => a.jabatan !== "ketua")];
}

/** How many names of students in no group show before 'Tampilkan semua'. */
export const TANPA_KELOMPOK_TAMPIL = 10;

/** 'Belum berkelompok: A, B' ('... dan 3 lainnya' past `batas` names); null when everyone is in a group. */
export function tanpaKelompokLabel(xs: Pick<MahasiswaTugas, "nama">[], batas = Infinity): string | null {
  if (xs.length === 0) return null;
  const nama = xs.slice(0, batas).map((m) => m.nama);
  const sisa = xs.length - nama.length;
  return `Belum berkelompok: ${nama.join(", ")}${sisa > 0 ? ` dan ${sisa} lainnya` : ""}`;
}

// ---- the form ----

export interface FormKelompok {
  nama: string;
  /** id_user of the chosen members, in the order chosen. */
  anggota: number[];
  id_ketua: number | null;
}

export type GalatKelompok = Partial<Record<"nama" | "anggota", string>>;

export function formKelompokAwal(k: KelompokTugas | null): FormKelompok {
  if (!k) return { nama: "", anggota: [], id_ketua: null };
  const anggota = urutAnggota(k.anggota);
  return {
    nama: k.nama,
    anggota: anggota.map((a) => a.mahasiswa.id_user),
    id_ketua: anggota.find((a) => a.jabatan === "ketua")?.mahasiswa.id_user ?? null,
  };
}

/** Who can be chosen: the group's members (leader first), then those in no group by name. */
export function pilihanAnggota(k: KelompokTugas | null, tanpaKelompok: MahasiswaTugas[]): MahasiswaTugas[] {
  const sendiri = k ? urutAnggota(k.anggota).map((a) => a.mahasiswa) : [];
  const ada = new Set(sendiri.map((m) => m.id_user));
  const lain = tanpaKelompok
    .filter((m) => !ada.has(m.id_user))
    .sort((a, b) => a.nama.localeCompare(b.nama, "id") || a.nim.localeCompare(b.nim));
  return [...sendiri, ...lain];
}

/** Choices whose NIM or name contains the search text (case and extra spaces ignored). */
export function saringPilihan(xs: MahasiswaTugas[], cari: string): MahasiswaTugas[] {
  const q = cari.trim().replace(/\s+/g, " ").toLowerCase();
  if (!q) return xs;
  return xs.filter((m) => m.nim.toLowerCase().includes(q) || m.nama.toLowerCase().includes(q));
}

/** Ticks or unticks a member; the leader stays one of the chosen (the first one by default). */
export function pilihAnggota(f: FormKelompok, idUser: number, dipilih: boolean): FormKelompok {
  const anggota = dipilih ? (f.anggota.includes(idUser) ? f.anggota : [...f.anggota, idUser]) : f.anggota.filter((a) => a !== idUser);
  const id_ketua = f.id_ketua != null && anggota.includes(f.id_ketua) ? f.id_ketua : (anggota[0] ?? null);
  return { ...f, anggota, id_ketua };
}

export function periksaKelompok(f: FormKelompok): GalatKelompok {
  const galat: GalatKelompok = {};
  const nama = f.nama.trim();
  if (!nama) galat.nama = PESAN_KELOMPOK.nama;
  else if ([...nama].length > NAMA_KELOMPOK_MAKS) galat.nama = PESAN_KELOMPOK.namaPanjang;
  if (f.anggota.length === 0) galat.anggota = PESAN_KELOMPOK.anggota;
  return galat;
}

export const adaGalatKelompok = (g: GalatKelompok) => Object.values(g).some(Boolean);

export function bodyKelompok(f: FormKelompok): KelompokSimpan {
  const anggota = [...new Set(f.anggota)];
  return { nama: f.nama.trim(), anggota, id_ketua: f.id_ketua != null && anggota.includes(f.id_ketua) ? f.id_ketua : null };
}
