import { describe, expect, it } from "vitest";
import type { AktivitasKartu } from "./types";
import type { JoinDetail, VidconDetail } from "./types-vidcon";
import {
  aplikasiVidconLabel,
  awalKemarin,
  bodyVidcon,
  cariJoin,
  catatanBatasHadir,
  catatanJoin,
  type FormVidcon,
  formVidconAwal,
  geserLokal,
  jumlahJoinLabel,
  peranLabel,
  periksaVidcon,
  statusMahasiswa,
  vidconDari,
  waktuTerkunci,
} from "./vidcon-aturan";

const WIB = "Asia/Jakarta";

const VIDCON: VidconDetail = {
  id: 3,
  id_kelas_kuliah: 1,
  id_pertemuan: 7,
  judul: "Kuliah daring",
  aplikasi: "gmeet",
  link: "meet.google.com/abc-defg-hij",
  catatan: "Kamera menyala",
  status: "belum_dimulai",
  waktu_mulai: "2026-11-24T01:00:00Z",
  waktu_selesai: "2026-11-24T02:30:00Z",
  jumlah_peserta: 30,
  jumlah_peserta_join: 0,
  daftar_join_detail: [],
  join_saya: null,
  batas_hadir: null,
};

const isi: FormVidcon = {
  id_pertemuan: "7",
  judul: "Kuliah daring",
  aplikasi: "zoom",
  link: "zoom.us/j/1",
  catatan: "",
  waktu_mulai: "2026-11-24T08:00",
  waktu_selesai: "2026-11-24T09:00",
};
const k = { operator: false, tz: WIB, awal: null };
const pesan = (f: FormVidcon, konteks: Parameters<typeof periksaVidcon>[1] = k) => periksaVidcon(f, konteks)?.pesan ?? null;

describe("vidcon form checks", () => {
  it("passes a complete form", () => {
    expect(periksaVidcon(isi, k)).toBeNull();
    expect(periksaVidcon({ ...isi, id_pertemuan: "" }, k)).toBeNull();
  });
  it("reports only the first failing check, in the spec's order", () => {
    let f: FormVidcon = { id_pertemuan: "", judul: " ", aplikasi: "", link: "", catatan: "", waktu_mulai: "", waktu_selesai: "" };
    const op = { ...k, operator: true };
    expect(periksaVidcon(f, op)).toEqual({ kolom: "id_pertemuan", pesan: "Pertemuan wajib diisi" });
    expect(pesan(f)).toBe("Judul wajib diisi");
    f = { ...f, id_pertemuan: "7", judul: "Vidcon" };
    expect(pesan(f, op)).toBe("Aplikasi wajib diisi");
    f = { ...f, aplikasi: "lainnya" };
    expect(periksaVidcon(f, op)).toEqual({ kolom: "link", pesan: "Link wajib diisi" });
    f = { ...f, link: "  " };
    expect(pesan(f, op)).toBe("Link wajib diisi");
    f = { ...f, link: "x.id" };
    expect(periksaVidcon(f, op)).toEqual({ kolom: "waktu_mulai", pesan: "Waktu mulai wajib diisi" });
    f = { ...f, waktu_mulai: "2026-11-24T08:00" };
    expect(periksaVidcon(f, op)).toEqual({ kolom: "waktu_selesai", pesan: "Waktu selesai wajib diisi" });
    f = { ...f, waktu_selesai: "2026-11-24T07:59" };
    expect(periksaVidcon(f, op)).toEqual({ kolom: "waktu_selesai", pesan: "Waktu selesai tidak boleh kurang dari waktu mulai" });
    expect(periksaVidcon({ ...f, waktu_selesai: "2026-11-24T08:00" }, op)).toBeNull();
  });
  it("treats an impossible date as missing", () => {
    expect(pesan({ ...isi, waktu_mulai: "2026-02-30T08:00" })).toBe("Waktu mulai wajib diisi");
    expect(pesan({ ...isi, waktu_selesai: "2026-11-24" })).toBe("Waktu selesai wajib diisi");
  });
  it("an end before the start fails before the participants' rule", () => {
    const awal = { waktu_selesai: "2026-11-24T03:00:00Z", jumlah_peserta_join: 4 };
    expect(pesan({ ...isi, waktu_selesai: "2026-11-24T07:00" }, { ...k, awal })).toBe("Waktu selesai tidak boleh kurang dari waktu mulai");
  });
  it("the end cannot move earlier once participants joined", () => {
    const awal = { waktu_selesai: "2026-11-24T03:00:00Z", jumlah_peserta_join: 4 }; // 10:00 WIB
    expect(periksaVidcon({ ...isi, waktu_selesai: "2026-11-24T09:59" }, { ...k, awal })).toEqual({
      kolom: "waktu_selesai",
      pesan: "Waktu selesai tidak dapat dimajukan karena sudah ada peserta vidcon",
    });
    expect(pesan({ ...isi, waktu_selesai: "2026-11-24T10:00" }, { ...k, awal })).toBeNull();
    expect(pesan({ ...isi, waktu_selesai: "2026-11-24T11:00" }, { ...k, awal })).toBeNull();
    // No participants: any end after the start.
    expect(pesan({ ...isi, waktu_selesai: "2026-11-24T09:00" }, { ...k, awal: { ...awal, jumlah_peserta_join: 0 } })).toBeNull();
    // The saved end's seconds do not count: the picker shows 10:00.
    const detik = { ...awal, waktu_selesai: "2026-11-24T03:00:45Z" };
    expect(pesan({ ...isi, waktu_selesai: "2026-11-24T10:00" }, { ...k, awal: detik })).toBeNull();
  });
});

describe("vidcon form values", () => {
  it("starts empty; a lecturer's goes to the page's meeting", () => {
    expect(formVidconAwal(null, 5, WIB, false)).toEqual({
      id_pertemuan: "5",
      judul: "",
      aplikasi: "",
      link: "",
      catatan: "",
      waktu_mulai: "",
      waktu_selesai: "",
    });
    expect(formVidconAwal(null, 5, WIB, true).id_pertemuan).toBe("");
  });
  it("editing starts from the vidcon, times in the zone", () => {
    expect(formVidconAwal(VIDCON, 5, WIB, true)).toEqual({
      id_pertemuan: "7",
      judul: "Kuliah daring",
      aplikasi: "gmeet",
      link: "meet.google.com/abc-defg-hij",
      catatan: "Kamera menyala",
      waktu_mulai: "2026-11-24T08:00",
      waktu_selesai: "2026-11-24T09:30",
    });
    expect(formVidconAwal({ ...VIDCON, aplikasi: "webex" as never }, 5, "Asia/Jayapura", false)).toMatchObject({
      aplikasi: "",
      waktu_mulai: "2026-11-24T10:00",
    });
  });
  it("the end follows the start by one hour", () => {
    expect(geserLokal("2026-11-24T08:30", WIB)).toBe("2026-11-24T09:30");
    expect(geserLokal("2026-11-24T23:30", "Asia/Makassar")).toBe("2026-11-25T00:30");
    expect(geserLokal("2026-12-31T23:15", WIB)).toBe("2027-01-01T00:15");
    expect(geserLokal("", WIB)).toBe("");
  });
  it("the pickers' minimum is the start of yesterday in the zone", () => {
    const sekarang = Date.parse("2026-11-24T03:00:00Z"); // 10:00 WIB, 12:00 WIT
    expect(awalKemarin(sekarang, WIB)).toBe("2026-11-23T00:00");
    // 18:30 UTC is already the 25th in WIB.
    expect(awalKemarin(Date.parse("2026-11-24T18:30:00Z"), WIB)).toBe("2026-11-24T00:00");
    expect(awalKemarin(Date.parse("2026-03-01T02:00:00Z"), "Asia/Jayapura")).toBe("2026-02-28T00:00");
  });
  it("locks the times of an ended vidcon, or a running one with participants", () => {
    expect(waktuTerkunci(null)).toBeNull();
    expect(waktuTerkunci({ status: "belum_dimulai", jumlah_peserta_join: 3 })).toBeNull();
    expect(waktuTerkunci({ status: "berlangsung", jumlah_peserta_join: 0 })).toBeNull();
    expect(waktuTerkunci({ status: "berlangsung", jumlah_peserta_join: 1 })).toMatch(/sudah ada peserta/);
    expect(waktuTerkunci({ status: "selesai", jumlah_peserta_join: 0 })).toMatch(/telah berakhir/);
  });
  it("builds the body with ISO times in the zone's offset", () => {
    const f = { ...isi, judul: " Kuliah ", link: " zoom.us/j/1 ", catatan: " bawa buku \n" };
    expect(bodyVidcon(f, { tz: WIB, operator: false, idPertemuan: 5 })).toEqual({
      id_pertemuan: 5,
      judul: "Kuliah",
      aplikasi: "zoom",
      link: "zoom.us/j/1",
      catatan: "bawa buku",
      waktu_mulai: "2026-11-24T08:00:00+07:00",
      waktu_selesai: "2026-11-24T09:00:00+07:00",
    });
    expect(bodyVidcon(f, { tz: "Asia/Makassar", operator: true, idPertemuan: 5 })).toMatchObject({
      id_pertemuan: 7,
      waktu_mulai: "2026-11-24T08:00:00+08:00",
    });
    expect(bodyVidcon({ ...f, id_pertemuan: "", aplikasi: "" }, { tz: WIB, operator: true, idPertemuan: 5 })).toMatchObject({
      id_pertemuan: null,
      aplikasi: null,
    });
  });
});

describe("vidcon card", () => {
  it("labels the app", () => {
    expect(aplikasiVidconLabel("msteams")).toBe("Ms Teams");
    expect(aplikasiVidconLabel("gmeet")).toBe("Gmeet");
    expect(aplikasiVidconLabel(null)).toBe("-");
    expect(peranLabel("mahasiswa")).toBe("Mahasiswa");
    expect(peranLabel("asisten")).toBe("asisten");
  });
  it("finds the vidcon of a card", () => {
    const a = {
      id: 3,
      jenis: "vidcon",
      judul: "x",
      status: "berlangsung",
      sub_jenis: "",
      waktu_mulai: "",
      waktu_selesai: "",
    } as AktivitasKartu;
    expect(vidconDari(a)).toBeNull();
    expect(vidconDari({ ...a, vidcon: VIDCON } as AktivitasKartu)).toBe(VIDCON);
    expect(vidconDari({ ...a, jenis: "materi", vidcon: VIDCON } as AktivitasKartu)).toBeNull();
  });
  it("writes the notices", () => {
    expect(catatanJoin({ waktu_join: "2026-11-24T01:05:00Z", terlambat: false }, WIB)).toBe(
      "Anda telah mengikuti vidcon ini pada tanggal 24 Nov 2026, 08:05 WIB",
    );
    expect(catatanBatasHadir("2026-11-24T01:15:00Z", "Asia/Makassar")).toBe(
      "Anda wajib bergabung sebelum 24 Nov 2026, 09:15 WITA agar tercatat hadir tepat waktu.",
    );
    expect(jumlahJoinLabel({ jumlah_peserta_join: 12, jumlah_peserta: 30 })).toBe("Bergabung 12 dari 30 peserta");
  });
  it("matches a student's join on the NIM, else the username", () => {
    const daftar: JoinDetail[] = [
      { role: "dosen", username: "dosen1", nim: null, nama: "Dr. Budi", waktu_join: "2026-11-24T00:58:00Z", terlambat: null },
      { role: "mahasiswa", username: "mahasiswa", nim: "2301001", nama: "Ani", waktu_join: "2026-11-24T01:02:00Z", terlambat: false },
      { role: "mahasiswa", username: "2301002", nama: "Badu", waktu_join: "2026-11-24T01:20:00Z", terlambat: true },
    ];
    expect(cariJoin(daftar, "2301001")?.nama).toBe("Ani");
    expect(cariJoin(daftar, "mahasiswa")).toBeNull();
    expect(cariJoin(daftar, "2301002")?.nama).toBe("Badu");
    expect(statusMahasiswa(daftar, "2301001", WIB)).toBe("Bergabung pada 24 Nov 2026, 08:02 WIB");
    expect(statusMahasiswa(daftar, "2301002", WIB)).toBe("Bergabung pada 24 Nov 2026, 08:20 WIB (terlambat)");
    expect(statusMahasiswa(daftar, "2301003", WIB)).toBe("Belum bergabung");
  });
});
