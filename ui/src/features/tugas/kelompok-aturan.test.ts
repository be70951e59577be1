import { describe, expect, it } from "vitest";
import {
  bodyKelompok,
  formKelompokAwal,
  judulChatKelompok,
  menuAnggota,
  PESAN_KELOMPOK,
  periksaKelompok,
  pilihanAnggota,
  pilihAnggota,
  saringPilihan,
  tanpaKelompokLabel,
  tombolKartu,
  urutAnggota,
} from "./kelompok-aturan";
import type { AnggotaKelompok, KelompokTugas, MahasiswaTugas } from "./types";

const mhs = (id_user: number, nama: string): MahasiswaTugas => ({ id_user, nim: `2023${String(id_user).padStart(3, "0")}`, nama });
const anggota = (m: MahasiswaTugas, jabatan: "ketua" | "anggota", canDelete = true): AnggotaKelompok => ({
  mahasiswa: m,
  jabatan,
  canDelete,
});

const ani = mhs(1, "Ani Lestari");
const budi = mhs(2, "Budi Santoso");
const citra = mhs(3, "Citra Budiman");
const dodi = mhs(4, "Dodi Pratama");

const kelompok: KelompokTugas = {
  id: 5,
  nama: "Kelompok 1",
  id_chat: "LMS-TUGAS-7-KELOMPOK-5",
  anggota: [anggota(budi, "anggota"), anggota(ani, "ketua")],
  sudah_mengumpulkan: false,
  belum_dibaca: 0,
};

describe("the card", () => {
  it("shows edit and delete only to those who may change groups", () => {
    expect(tombolKartu({ bolehUbah: true, modeUbah: false })).toEqual({ chat: true, ubah: true, hapus: true, form: false });
    expect(tombolKartu({ bolehUbah: true, modeUbah: true })).toEqual({ chat: true, ubah: true, hapus: true, form: true });
    expect(tombolKartu({ bolehUbah: false, modeUbah: true })).toEqual({ chat: true, ubah: false, hapus: false, form: false });
  });
  it("offers the member menu only in edit mode with writing allowed", () => {
    const izin = { bolehUbah: true, modeUbah: true };
    expect(menuAnggota(anggota(budi, "anggota"), izin)).toEqual(["ketua", "keluarkan"]);
    expect(menuAnggota(anggota(ani, "ketua"), izin)).toEqual(["keluarkan"]);
    expect(menuAnggota(anggota(ani, "ketua", false), izin)).toEqual([]);
    expect(menuAnggota(anggota(budi, "anggota", false), izin)).toEqual(["ketua"]);
    expect(menuAnggota(anggota(budi, "anggota"), { bolehUbah: true, modeUbah: false })).toEqual([]);
    expect(menuAnggota(anggota(budi, "anggota"), { bolehUbah: false, modeUbah: true })).toEqual([]);
  });
  it("puts the leader first and keeps the others' order", () => {
    const xs = [anggota(citra, "anggota"), anggota(budi, "anggota"), anggota(ani, "ketua"), anggota(dodi, "anggota")];
    expect(urutAnggota(xs).map((a) => a.mahasiswa.nama)).toEqual(["Ani Lestari", "Citra Budiman", "Budi Santoso", "Dodi Pratama"]);
    expect(urutAnggota([])).toEqual([]);
  });
  it("names the group chat and the students in no group", () => {
    expect(judulChatKelompok(kelompok)).toBe("Diskusi Kelompok 1");
    expect(tanpaKelompokLabel([citra, dodi])).toBe("Belum berkelompok: Citra Budiman, Dodi Pratama");
    expect(tanpaKelompokLabel([])).toBeNull();
    expect(tanpaKelompokLabel([ani, budi, citra, dodi], 2)).toBe("Belum berkelompok: Ani Lestari, Budi Santoso dan 2 lainnya");
    expect(tanpaKelompokLabel([ani, budi], 2)).toBe("Belum berkelompok: Ani Lestari, Budi Santoso");
  });
});

describe("the form", () => {
  it("starts empty or from the group, leader first", () => {
    expect(formKelompokAwal(null)).toEqual({ nama: "", anggota: [], id_ketua: null });
    expect(formKelompokAwal(kelompok)).toEqual({ nama: "Kelompok 1", anggota: [1, 2], id_ketua: 1 });
  });
  it("offers the group's members, then the students in no group by name", () => {
    expect(pilihanAnggota(null, [dodi, citra]).map((m) => m.id_user)).toEqual([3, 4]);
    expect(pilihanAnggota(kelompok, [dodi, citra, budi]).map((m) => m.id_user)).toEqual([1, 2, 3, 4]);
  });
  it("filters the choices by NIM or name", () => {
    const xs = [ani, budi, citra, dodi];
    expect(saringPilihan(xs, " budi ").map((m) => m.nama)).toEqual(["Budi Santoso", "Citra Budiman"]);
    expect(saringPilihan(xs, "2023004").map((m) => m.nama)).toEqual(["Dodi Pratama"]);
    expect(saringPilihan(xs, "")).toBe(xs);
  });
  it("keeps the leader among the chosen", () => {
    let f = formKelompokAwal(null);
    f = pilihAnggota(f, 3, true);
    expect(f).toEqual({ nama: "", anggota: [3], id_ketua: 3 });
    f = pilihAnggota(f, 4, true);
    expect(f.id_ketua).toBe(3);
    f = pilihAnggota(f, 4, true);
    expect(f.anggota).toEqual([3, 4]);
    f = pilihAnggota({ ...f, id_ketua: 4 }, 3, false);
    expect(f).toEqual({ nama: "", anggota: [4], id_ketua: 4 });
    f = pilihAnggota(f, 4, false);
    expect(f).toEqual({ nama: "", anggota: [], id_ketua: null });
  });
  it("checks name and members in the server's words", () => {
    expect(periksaKelompok({ nama: " ", anggota: [], id_ketua: null })).toEqual({
      nama: "Nama kelompok wajib diisi",
      anggota: "Anggota kelompok wajib diisi",
    });
    expect(periksaKelompok({ nama: "x".repeat(101), anggota: [1], id_ketua: 1 })).toEqual({
      nama: "Nama kelompok paling banyak 100 karakter.",
    });
    expect(periksaKelompok({ nama: ` ${"x".repeat(100)} `, anggota: [1], id_ketua: 1 })).toEqual({});
    expect(PESAN_KELOMPOK.hapus).toBe("Anda yakin ingin menghapus kelompok ini?");
  });
  it("sends the trimmed name, the members and a leader among them", () => {
    expect(bodyKelompok({ nama: " Kelompok A ", anggota: [3, 4, 3], id_ketua: 4 })).toEqual({
      nama: "Kelompok A",
      anggota: [3, 4],
      id_ketua: 4,
    });
    expect(bodyKelompok({ nama: "B", anggota: [3], id_ketua: 9 })).toEqual({ nama: "B", anggota: [3], id_ketua: null });
    expect(bodyKelompok({ nama: "B", anggota: [3], id_ketua: null })).toEqual({ nama: "B", anggota: [3], id_ketua: null });
  });
});
