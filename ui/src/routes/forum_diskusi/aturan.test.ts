import { describe, expect, it } from "vitest";
import type { ForumDetail, ForumPost } from "../../features/pertemuan/types-forum";
import {
  catatanTutup,
  crumbsForum,
  forumSetelahKirim,
  jumlahKomentar,
  periksaKomentar,
  ringkasKeaktifan,
  statusKeaktifan,
  tambahPost,
} from "./aturan";

const FORUM: ForumDetail = {
  id: 9,
  id_kelas_kuliah: 4,
  id_pertemuan: 7,
  judul: "Diskusi bab 1",
  deskripsi: "",
  status: "berlangsung",
  waktu_mulai: "2026-11-24T01:00:00Z",
  waktu_selesai: "2026-11-26T01:00:00Z",
  penilaian_keaktifan: false,
  minimal_post: 2,
  jumlah_peserta: 30,
  jumlah_peserta_join: 3,
  belum_dibaca: 0,
  belum_dibaca_pertemuan: [],
  jumlah_post_saya: 1,
  memenuhi: false,
};

const post = (id: number, id_induk: number | null = null, balasan: ForumPost[] = []): ForumPost => ({
  id,
  id_induk,
  isi: `isi ${id}`,
  nama: "Ani",
  role: "mahasiswa",
  waktu: "2026-11-24T02:00:00Z",
  milik_saya: false,
  balasan,
});

describe("forum page", () => {
  it("crumbs lead back to the class and the meeting", () => {
    expect(
      crumbsForum({
        forum: FORUM,
        kelas: { id: 4, nama_mk: "Algoritma", nama_kelas: "A" },
        pertemuan: { id: 7, nomor: 3, judul: "Bab 1" },
      }),
    ).toEqual([
      { label: "Kelas", to: "/kelas" },
      { label: "Algoritma", to: "/kelas/4" },
      { label: "Pertemuan 3", to: "/kelas/4/7" },
      { label: "Diskusi bab 1" },
    ]);
  });
  it("checks a comment as the server does", () => {
    expect(periksaKomentar(" \n ")).toBe("Komentar wajib diisi");
    expect(periksaKomentar("ok")).toBeNull();
    expect(periksaKomentar(` ${"😀".repeat(5000)} `)).toBeNull();
    expect(periksaKomentar("a".repeat(5001))).toBe("Komentar paling banyak 5000 karakter.");
  });
  it("a new thread comes first, a reply last in its thread", () => {
    const posts = [post(5, null, [post(6, 5)]), post(1)];
    const utas = tambahPost(posts, { ...post(8), milik_saya: true });
    expect(utas?.map((p) => p.id)).toEqual([8, 5, 1]);
    const balas = tambahPost(posts, post(9, 5));
    expect(balas?.[0]?.balasan.map((p) => p.id)).toEqual([6, 9]);
    expect(balas?.[1]).toBe(posts[1]);
    expect(posts[0]?.balasan).toHaveLength(1);
    expect(tambahPost(posts, post(9, 77))).toBeNull();
    // The same post twice (a double answer) is kept once.
    expect(tambahPost(utas ?? [], post(8))?.map((p) => p.id)).toEqual([8, 5, 1]);
    expect(jumlahKomentar(balas ?? [])).toBe(4);
    expect(jumlahKomentar([])).toBe(0);
  });
  it("counts a student's new comments", () => {
    expect(forumSetelahKirim(FORUM, 0)).toBe(FORUM);
    expect(forumSetelahKirim(FORUM, 1)).toMatchObject({ jumlah_post_saya: 2, memenuhi: true });
    const staf = { ...FORUM, jumlah_post_saya: null, memenuhi: null };
    expect(forumSetelahKirim(staf, 3)).toBe(staf);
  });
  it("says why there is no posting box", () => {
    expect(catatanTutup({ bolehPost: false, alasan: "Forum telah berakhir.", isStaf: false }, "berlangsung")).toBe("Forum telah berakhir.");
    expect(catatanTutup({ bolehPost: false, alasan: " ", isStaf: false }, "belum_dimulai")).toBe("Forum belum dimulai.");
    expect(catatanTutup({ bolehPost: false, isStaf: true }, "selesai")).toBe("Forum telah berakhir.");
    expect(catatanTutup({ bolehPost: false, alasan: null, isStaf: true }, "berlangsung")).toBe("Operator hanya dapat membaca forum.");
  });
  it("sums up the participants' activity", () => {
    const daftar = [
      { nim: "1", nama: "A", jumlah_post: 2, memenuhi: true },
      { nim: "2", nama: "B", jumlah_post: 0, memenuhi: false },
    ];
    expect(ringkasKeaktifan(daftar)).toBe("1 dari 2 peserta memenuhi minimal komentar");
    expect(statusKeaktifan(false)).toBe("Belum memenuhi");
  });
});
