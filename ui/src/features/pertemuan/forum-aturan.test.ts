import { describe, expect, it } from "vitest";
import {
  belumDibacaLabel,
  pertemuanBelumDibaca,
  bodyForum,
  diikutiLabel,
  type FormForum,
  formForumAwal,
  forumDari,
  forumTerbukaAwal,
  htmlKosong,
  kolomPertama,
  komentarSayaLabel,
  memenuhiMinimal,
  minimalLabel,
  minMulai,
  minSelesai,
  mulaiTerkunci,
  periksaForum,
  urlForum,
} from "./forum-aturan";
import type { AktivitasKartu } from "./types";
import type { ForumDetail } from "./types-forum";

const WIB = "Asia/Jakarta";
// 10:00 WIB on 24 Nov 2026: yesterday starts at 23 Nov 00:00 WIB (22 Nov 17:00 UTC).
const SEKARANG = Date.parse("2026-11-24T03:00:00Z");

const FORUM: ForumDetail = {
  id: 9,
  id_kelas_kuliah: 4,
  id_pertemuan: 7,
  judul: "Diskusi bab 1",
  deskripsi: "<p>Bahas <b>bab 1</b></p>",
  status: "belum_dimulai",
  waktu_mulai: "2026-11-25T01:00:00Z",
  waktu_selesai: "2026-11-26T01:00:00Z",
  penilaian_keaktifan: true,
  minimal_post: 2,
  jumlah_peserta: 30,
  jumlah_peserta_join: 0,
  belum_dibaca: 0,
  belum_dibaca_pertemuan: [],
  jumlah_post_saya: null,
  memenuhi: null,
};

const isi: FormForum = {
  id_pertemuan: "7",
  judul: "Diskusi",
  deskripsi: "Bahas bab 1",
  waktu_mulai: "2026-11-24T08:00",
  waktu_selesai: "2026-11-25T08:00",
  minimal_post: "1",
  penilaian_keaktifan: false,
};
const k = { operator: false, tz: WIB, sekarang: SEKARANG, awal: null };
type Konteks = Parameters<typeof periksaForum>[1];
const galat = (f: FormForum, konteks: Konteks = k) => periksaForum(f, konteks).galat;

describe("forum form checks", () => {
  it("passes a complete form", () => {
    expect(periksaForum(isi, k)).toEqual({ galat: {}, kurang: false });
    expect(periksaForum({ ...isi, id_pertemuan: "" }, k).galat).toEqual({});
  });
  it("reports every empty field, in the spec's order, and asks for the toast", () => {
    const kosong: FormForum = {
      id_pertemuan: "",
      judul: " ",
      deskripsi: "<p>&nbsp;</p>",
      waktu_mulai: "",
      waktu_selesai: "",
      minimal_post: "",
      penilaian_keaktifan: false,
    };
    const cek = periksaForum(kosong, { ...k, operator: true });
    expect(cek.kurang).toBe(true);
    expect(Object.entries(cek.galat)).toEqual([
      ["id_pertemuan", "Pertemuan wajib diisi"],
      ["judul", "Judul Forum wajib diisi"],
      ["deskripsi", "Deskripsi wajib diisi"],
      ["waktu_mulai", "Waktu Mulai wajib diisi"],
      ["waktu_selesai", "Waktu Selesai wajib diisi"],
      ["minimal_post", "Jumlah Minimal Komentar minimal 1"],
    ]);
    expect(kolomPertama(cek.galat)).toBe("id_pertemuan");
    expect(kolomPertama(galat(kosong))).toBe("judul");
    expect(kolomPertama({})).toBeNull();
  });
  it("only an empty minimum is 'incomplete'; a wrong one is an inline message", () => {
    expect(periksaForum({ ...isi, minimal_post: "0" }, k)).toEqual({
      galat: { minimal_post: "Jumlah Minimal Komentar minimal 1" },
      kurang: false,
    });
    expect(galat({ ...isi, minimal_post: "1.5" }).minimal_post).toBe("Jumlah Minimal Komentar minimal 1");
    expect(galat({ ...isi, minimal_post: "-2" }).minimal_post).toBe("Jumlah Minimal Komentar minimal 1");
    expect(galat({ ...isi, minimal_post: "101" }).minimal_post).toBe("Jumlah Minimal Komentar paling banyak 100.");
    expect(galat({ ...isi, minimal_post: " 100 " })).toEqual({});
  });
  it("treats an impossible date as missing", () => {
    expect(periksaForum({ ...isi, waktu_mulai: "2026-02-30T08:00" }, k)).toEqual({
      galat: { waktu_mulai: "Waktu Mulai wajib diisi" },
      kurang: true,
    });
    expect(galat({ ...isi, waktu_selesai: "2026-11-25" })).toEqual({ waktu_selesai: "Waktu Selesai wajib diisi" });
  });
  it("the start may not lie before the start of yesterday (server time, college zone)", () => {
    expect(galat({ ...isi, waktu_mulai: "2026-11-23T00:00" })).toEqual({});
    expect(periksaForum({ ...isi, waktu_mulai: "2026-11-22T23:59" }, k)).toEqual({
      galat: { waktu_mulai: "Waktu mulai tidak boleh sebelum kemarin" },
      kurang: false,
    });
    // In WIT (+09) yesterday began two hours earlier in UTC terms, but the value is local.
    expect(galat({ ...isi, waktu_mulai: "2026-11-23T00:00" }, { ...k, tz: "Asia/Jayapura" })).toEqual({});
    expect(galat({ ...isi, waktu_mulai: "2026-11-22T23:00" }, { ...k, tz: "Asia/Jayapura" }).waktu_mulai).toBe(
      "Waktu mulai tidak boleh sebelum kemarin",
    );
  });
  it("an edited forum keeps its own earlier start", () => {
    const awal = { ...FORUM, waktu_mulai: "2026-11-20T01:00:00Z", waktu_selesai: "2026-11-30T01:00:00Z" };
    const f = { ...isi, waktu_mulai: "2026-11-20T08:00", waktu_selesai: "2026-11-30T08:00" };
    expect(galat(f, { ...k, awal })).toEqual({});
    expect(galat({ ...f, waktu_mulai: "2026-11-20T08:01" }, { ...k, awal }).waktu_mulai).toBe("Waktu mulai tidak boleh sebelum kemarin");
  });
  it("the start may not be after the end", () => {
    expect(galat({ ...isi, waktu_selesai: "2026-11-24T07:59" })).toEqual({ waktu_mulai: "Waktu mulai tidak boleh setelah waktu selesai" });
    expect(galat({ ...isi, waktu_selesai: "2026-11-24T08:00" })).toEqual({});
    // Before yesterday is said first.
    expect(galat({ ...isi, waktu_mulai: "2026-11-20T08:00", waktu_selesai: "2026-11-19T08:00" })).toEqual({
      waktu_mulai: "Waktu mulai tidak boleh sebelum kemarin",
    });
  });
  it("with participants the end cannot move earlier than the saved end", () => {
    const awal = { ...FORUM, jumlah_peserta_join: 3 }; // 25 Nov 08:00 - 26 Nov 08:00 WIB
    const f = { ...isi, waktu_mulai: "2026-11-25T08:00", waktu_selesai: "2026-11-26T08:00" };
    expect(galat(f, { ...k, awal })).toEqual({});
    expect(galat({ ...f, waktu_selesai: "2026-11-27T08:00" }, { ...k, awal })).toEqual({});
    expect(periksaForum({ ...f, waktu_selesai: "2026-11-26T07:59" }, { ...k, awal })).toEqual({
      galat: { waktu_selesai: "Waktu selesai tidak dapat dimajukan karena sudah ada peserta forum" },
      kurang: false,
    });
    // The saved end's seconds do not count: the picker shows 08:00.
    const detik = { ...awal, waktu_selesai: "2026-11-26T01:00:45Z" };
    expect(galat(f, { ...k, awal: detik })).toEqual({});
    // Without participants any end after the start.
    expect(galat({ ...f, waktu_selesai: "2026-11-25T09:00" }, { ...k, awal: FORUM })).toEqual({});
    // An end before the locked start: said on the end, before the participants' rule.
    expect(galat({ ...f, waktu_selesai: "2026-11-25T07:00" }, { ...k, awal })).toEqual({
      waktu_selesai: "Waktu mulai tidak boleh setelah waktu selesai",
    });
  });
  it("judges rich text empty as the server does", () => {
    expect(htmlKosong("")).toBe(true);
    expect(htmlKosong("<p><br></p>")).toBe(true);
    expect(htmlKosong('<p><img src="data:image/png;base64,iVBORw0KGgo="></p>')).toBe(false);
    expect(htmlKosong('<p><img alt="x"></p>')).toBe(true);
    expect(htmlKosong(" &nbsp; <p>&NBSP;</p>")).toBe(true);
    expect(htmlKosong("<p>a</p>")).toBe(false);
    expect(htmlKosong("1 < 2")).toBe(false);
  });
});

describe("forum form values", () => {
  const p = { id: 5, waktu_mulai: "2026-11-24T05:00:00Z", waktu_selesai: "2026-11-24T07:00:00Z" }; // 12:00-14:00 WIB
  const ka = { tz: WIB, operator: false, sekarang: SEKARANG };
  it("a lecturer's new forum spans the meeting", () => {
    expect(formForumAwal(null, p, ka)).toEqual({
      id_pertemuan: "5",
      judul: "",
      deskripsi: "",
      waktu_mulai: "2026-11-24T12:00",
      waktu_selesai: "2026-11-24T14:00",
      minimal_post: "1",
      penilaian_keaktifan: false,
    });
  });
  it("once the meeting started, the start is left empty", () => {
    const f = formForumAwal(null, p, { ...ka, sekarang: Date.parse("2026-11-24T05:00:01Z") });
    expect(f).toMatchObject({ waktu_mulai: "", waktu_selesai: "2026-11-24T14:00" });
  });
  it("an operator picks the meeting and the times", () => {
    expect(formForumAwal(null, p, { ...ka, operator: true })).toMatchObject({
      id_pertemuan: "",
      waktu_mulai: "",
      waktu_selesai: "",
      minimal_post: "1",
    });
  });
  it("editing starts from the forum, times in the zone", () => {
    expect(formForumAwal(FORUM, p, { ...ka, tz: "Asia/Makassar", operator: true })).toEqual({
      id_pertemuan: "7",
      judul: "Diskusi bab 1",
      deskripsi: "<p>Bahas <b>bab 1</b></p>",
      waktu_mulai: "2026-11-25T09:00",
      waktu_selesai: "2026-11-26T09:00",
      minimal_post: "2",
      penilaian_keaktifan: true,
    });
  });
  it("locks the start once a student posted", () => {
    expect(mulaiTerkunci(null)).toBe(false);
    expect(mulaiTerkunci({ jumlah_peserta_join: 0 })).toBe(false);
    expect(mulaiTerkunci({ jumlah_peserta_join: 1 })).toBe(true);
  });
  it("the pickers' minimums", () => {
    expect(minMulai(null, SEKARANG, WIB)).toBe("2026-11-23T00:00");
    expect(minMulai(FORUM, SEKARANG, WIB)).toBe("2026-11-23T00:00");
    expect(minMulai({ waktu_mulai: "2026-11-01T01:00:00Z" }, SEKARANG, WIB)).toBe("2026-11-01T08:00");
    expect(minSelesai(null, "2026-11-24T09:00", WIB, "2026-11-23T00:00")).toBe("2026-11-24T09:00");
    expect(minSelesai(null, "", WIB, "2026-11-23T00:00")).toBe("2026-11-23T00:00");
    expect(minSelesai({ ...FORUM, jumlah_peserta_join: 2 }, "2026-11-25T08:00", WIB, "")).toBe("2026-11-26T08:00");
  });
  it("builds the body with ISO times in the zone's offset", () => {
    const f = { ...isi, judul: " Diskusi ", deskripsi: " <p>x</p>\n", minimal_post: " 3 ", penilaian_keaktifan: true };
    expect(bodyForum(f, { tz: WIB, operator: false, idPertemuan: 5, awal: null })).toEqual({
      id_pertemuan: 5,
      judul: "Diskusi",
      deskripsi: "<p>x</p>",
      waktu_mulai: "2026-11-24T08:00:00+07:00",
      waktu_selesai: "2026-11-25T08:00:00+07:00",
      penilaian_keaktifan: true,
      minimal_post: 3,
    });
    expect(bodyForum(f, { tz: "Asia/Makassar", operator: true, idPertemuan: 5, awal: null })).toMatchObject({
      id_pertemuan: 7,
      waktu_mulai: "2026-11-24T08:00:00+08:00",
    });
    expect(bodyForum({ ...f, id_pertemuan: "", minimal_post: "" }, { tz: WIB, operator: true, idPertemuan: 5, awal: null })).toMatchObject({
      id_pertemuan: null,
      minimal_post: null,
    });
  });
  it("sends unmoved saved times back as saved (seconds kept)", () => {
    const awal = { waktu_mulai: "2026-11-25T01:00:30Z", waktu_selesai: "2026-11-26T01:00:45Z" };
    const f = { ...isi, waktu_mulai: "2026-11-25T08:00", waktu_selesai: "2026-11-26T08:00" };
    expect(bodyForum(f, { tz: WIB, operator: false, idPertemuan: 7, awal })).toMatchObject({
      waktu_mulai: "2026-11-25T01:00:30Z",
      waktu_selesai: "2026-11-26T01:00:45Z",
    });
    expect(bodyForum({ ...f, waktu_selesai: "2026-11-27T08:00" }, { tz: WIB, operator: false, idPertemuan: 7, awal })).toMatchObject({
      waktu_mulai: "2026-11-25T01:00:30Z",
      waktu_selesai: "2026-11-27T08:00:00+07:00",
    });
  });
});

describe("forum card", () => {
  const a = {
    id: 9,
    jenis: "forum",
    judul: "x",
    status: "belum_dimulai",
    sub_jenis: "",
    waktu_mulai: "",
    waktu_selesai: "",
  } as AktivitasKartu;
  it("finds the forum of a card", () => {
    expect(forumDari(a)).toBeNull();
    expect(forumDari({ ...a, forum: FORUM })).toBe(FORUM);
    expect(forumDari({ ...a, jenis: "vidcon", forum: FORUM })).toBeNull();
  });
  it("a student sees a forum that has not started expanded", () => {
    expect(forumTerbukaAwal(a, true)).toBe(true);
    expect(forumTerbukaAwal(a, false)).toBe(false);
    expect(forumTerbukaAwal({ ...a, status: "berlangsung" }, true)).toBe(false);
    expect(forumTerbukaAwal({ ...a, jenis: "vidcon" }, true)).toBe(false);
  });
  it("links to the forum page", () => {
    expect(urlForum(FORUM)).toBe("/forum?groupId=4&forumId=9&referer=kelas-kuliah");
  });
  it("writes the lines", () => {
    expect(minimalLabel(2)).toBe("Minimal 2 komentar");
    expect(belumDibacaLabel(0)).toBeNull();
    expect(belumDibacaLabel(4)).toBe("Komentar baru: 4");
    const lain = [
      { id_pertemuan: 31, nomor: 2, belum_dibaca: 3 },
      { id_pertemuan: 35, nomor: 6, belum_dibaca: 0 },
    ];
    expect(pertemuanBelumDibaca({ id_kelas_kuliah: 4, belum_dibaca_pertemuan: lain })).toEqual([
      { label: "Pertemuan 2 (3)", to: "/kelas/4/31" },
    ]);
    expect(diikutiLabel({ jumlah_peserta_join: 12, jumlah_peserta: 30 })).toBe("Diikuti 12 dari 30 peserta");
    expect(komentarSayaLabel({ jumlah_post_saya: 1, minimal_post: 2 })).toBe("Komentar Anda: 1 dari minimal 2");
    expect(komentarSayaLabel({ jumlah_post_saya: null, minimal_post: 1 })).toBe("Komentar Anda: 0 dari minimal 1");
  });
  it("the minimum is reached by the server's flag, else by the count", () => {
    expect(memenuhiMinimal({ jumlah_post_saya: 1, minimal_post: 2, memenuhi: true })).toBe(true);
    expect(memenuhiMinimal({ jumlah_post_saya: 2, minimal_post: 2, memenuhi: null })).toBe(true);
    expect(memenuhiMinimal({ jumlah_post_saya: null, minimal_post: 1 })).toBe(false);
  });
});
