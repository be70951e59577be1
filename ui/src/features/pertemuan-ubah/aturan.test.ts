import { describe, expect, it } from "vitest";
import {
  bentrokLabel,
  berubah,
  bisaCek,
  bisaSimpan,
  type Bentrok,
  formAwal,
  grupBentrok,
  type HasilBentrok,
  isoJadwal,
  jadwalBerubah,
  opsiJenis,
  payloadCek,
  payloadSimpan,
  periksa,
  type PertemuanUbah,
  PESAN,
  queryRuangan,
  rentangIso,
  ruanganLabel,
  sesiLabel,
  setJenis,
  setPengajar,
  setSesi,
  setTanggal,
  tampilParameter,
  tanpaBentrok,
} from "./aturan";

const WIB = "Asia/Jakarta";

const SESI = [
  { id: 1, nama: "Sesi 1", jam_mulai: "07:30:00", jam_selesai: "09:10:00" },
  { id: 2, nama: "Sesi 2", jam_mulai: "09:20:00", jam_selesai: "11:00:00" },
];

const pertemuan = (ubah: Partial<PertemuanUbah> = {}): PertemuanUbah => ({
  id: 77,
  id_kelas: 5,
  nomor: 3,
  judul: "Pengantar",
  jenis: "offline",
  kategori: "kuliah",
  deskripsi: "Pertemuan ke-3",
  status: "belum_dimulai",
  // 07:30 - 09:10 WIB on 24 Nov 2026
  waktu_mulai: "2026-11-24T00:30:00Z",
  waktu_selesai: "2026-11-24T02:10:00Z",
  id_sesi: 1,
  id_ruangan: 4,
  parameter_kehadiran: {
    hadir_vidcon: false,
    kerjakan_kuis_ujian: false,
    kerjakan_tugas: false,
    posting_forum: false,
    unduh_materi: false,
  },
  pengajar_kelas: [
    { id: 10, is_utama: true, is_pengajar: true, gelar_depan: "Dr.", nama: "Budi Santoso", gelar_akademik: "M.Kom." },
    { id: 11, is_utama: false, is_pengajar: false, gelar_depan: "", nama: "Ani Lestari", gelar_akademik: "M.T." },
  ],
  jumlah_peserta: 30,
  bisa_ubah_jadwal: true,
  bisa_ubah_pengajar: true,
  bisa_ubah_parameter: false,
  ...ubah,
});

const hasil = (ubah: Partial<HasilBentrok> = {}): HasilBentrok => ({
  bentrok_kelas: { data: [] },
  bentrok_ruangan: { data: [] },
  bentrok_pengajar: { data: [] },
  ada_bentrok: false,
  ...ubah,
});

const bentrok = (ubah: Partial<Bentrok> = {}): Bentrok => ({
  id_pertemuan: 9,
  kelas: "IF201 B",
  nomor: 4,
  judul: "Graf",
  waktu_mulai: "2026-11-24T02:20:00Z",
  waktu_selesai: "2026-11-24T04:00:00Z",
  keterangan: "R.104",
  boleh_diabaikan: false,
  ...ubah,
});

describe("formAwal", () => {
  it("splits the stored UTC times into the date and times of the college's zone", () => {
    const f = formAwal(pertemuan(), WIB);
    expect(f).toMatchObject({
      tanggal: "2026-11-24",
      jam_mulai: "07:30",
      jam_selesai: "09:10",
      id_sesi: "1",
      id_ruangan: "4",
      pengajar: [10],
    });
  });
  it("drops an online meeting's room", () => {
    const f = formAwal(pertemuan({ jenis: "online", kategori: "uts", id_ruangan: 3 }), WIB);
    expect(f.jenis).toBe("online");
    expect(f.kategori).toBe("uts");
    expect(f.id_ruangan).toBe("");
    expect(formAwal(pertemuan({ id_sesi: null, id_ruangan: null }), WIB)).toMatchObject({ id_sesi: "", id_ruangan: "" });
  });
  it("offers 'Campuran' only to a meeting that is one", () => {
    expect(opsiJenis("online").map(([v]) => v)).toEqual(["online", "offline"]);
    expect(opsiJenis("campuran").map(([v]) => v)).toEqual(["online", "offline", "campuran"]);
  });
});

describe("date, session and times", () => {
  const f = formAwal(pertemuan(), WIB);
  it("composes ISO times with the zone's offset", () => {
    expect(isoJadwal("2026-11-24", "09:20", WIB)).toBe("2026-11-24T09:20:00+07:00");
    expect(isoJadwal("2026-11-24", "09:20", "Asia/Makassar")).toBe("2026-11-24T09:20:00+08:00");
    expect(isoJadwal("", "09:20", WIB)).toBeNull();
    expect(isoJadwal("2026-11-24", "", WIB)).toBeNull();
    expect(rentangIso(f, WIB)).toEqual({ mulai: "2026-11-24T07:30:00+07:00", selesai: "2026-11-24T09:10:00+07:00" });
    expect(rentangIso({ ...f, jam_selesai: "" }, WIB)).toBeNull();
  });
  it("a session sets both times to its own", () => {
    const g = setSesi({ ...f, jam_mulai: "08:00" }, "2", SESI);
    expect(g).toMatchObject({ id_sesi: "2", jam_mulai: "09:20", jam_selesai: "11:00" });
    expect(setSesi(f, "", SESI)).toMatchObject({ id_sesi: "", jam_mulai: "07:30", jam_selesai: "09:10" });
  });
  it("a date keeps the times and moves them to that date", () => {
    const g = setTanggal({ ...f, jam_mulai: "08:00" }, "2026-12-01");
    expect(rentangIso(g, WIB)).toEqual({ mulai: "2026-12-01T08:00:00+07:00", selesai: "2026-12-01T09:10:00+07:00" });
  });
  it("online clears the room", () => {
    expect(setJenis(f, "online").id_ruangan).toBe("");
    expect(setJenis(f, "offline").id_ruangan).toBe("4");
  });
  it("teachers keep the class's order", () => {
    const p = pertemuan();
    expect(setPengajar({ ...f, pengajar: [] }, 11, true, p.pengajar_kelas).pengajar).toEqual([11]);
    expect(setPengajar({ ...f, pengajar: [11] }, 10, true, p.pengajar_kelas).pengajar).toEqual([10, 11]);
    expect(setPengajar(f, 10, false, p.pengajar_kelas).pengajar).toEqual([]);
  });
  it("labels sessions and rooms", () => {
    expect(sesiLabel(SESI[1]!)).toBe("Sesi 2 (09:20 - 11:00)");
    expect(ruanganLabel({ id: 1, nama: "R.101", kapasitas: 45, is_available: true })).toBe("R.101 (kapasitas 45)");
    expect(ruanganLabel({ id: 1, nama: "R.101", kapasitas: 45, is_available: false })).toBe("R.101 (kapasitas 45) ( Tidak Tersedia )");
  });
  it("asks for rooms only with a complete time range", () => {
    expect(queryRuangan(pertemuan(), f, WIB)).toEqual({
      ignore_default_pagination: true,
      availability_start: "2026-11-24T07:30:00+07:00",
      availability_end: "2026-11-24T09:10:00+07:00",
      id_pertemuan: 77,
      id_kelas_kuliah: 5,
    });
    expect(queryRuangan(pertemuan(), { ...f, tanggal: "" }, WIB)).toBeNull();
  });
});

describe("periksa", () => {
  const f = formAwal(pertemuan(), WIB);
  it("an empty form is incomplete", () => {
    expect(periksa({ ...f, judul: " ", deskripsi: "" }, false)).toEqual({
      kosong: true,
      galat: { judul: PESAN.judul, deskripsi: PESAN.deskripsi },
    });
  });
  it("uses the server's messages", () => {
    expect(periksa({ ...f, judul: "" }, false).galat).toEqual({ judul: "Judul wajib diisi!" });
    expect(periksa({ ...f, deskripsi: "x".repeat(301) }, false).galat).toEqual({
      deskripsi: "Deskripsi tidak boleh lebih dari 300 karakter",
    });
    expect(periksa({ ...f, deskripsi: "x".repeat(300) }, false).galat).toEqual({});
    const kosong = { ...f, tanggal: "", id_sesi: "", jam_mulai: "", pengajar: [], id_ruangan: "" };
    expect(periksa(kosong, true).galat).toEqual({
      tanggal: "Tanggal wajib diisi!",
      id_sesi: "Sesi wajib diisi!",
      waktu: "Waktu wajib diisi!",
      pengajar: "Pengajar wajib diisi!",
      id_ruangan: "id_ruangan wajib diisi!",
    });
    expect(periksa(kosong, false).galat).toEqual({});
    expect(periksa({ ...kosong, jenis: "online" }, true).galat.id_ruangan).toBeUndefined();
  });
});

describe("bisaCek", () => {
  const f = formAwal(pertemuan(), WIB);
  it("needs session, times, description, title, type, a teacher and a room unless online", () => {
    expect(bisaCek(f)).toBe(true);
    for (const k of ["id_sesi", "tanggal", "jam_mulai", "jam_selesai", "deskripsi", "judul", "jenis", "id_ruangan"] as const) {
      expect(bisaCek({ ...f, [k]: "" }), k).toBe(false);
    }
    expect(bisaCek({ ...f, pengajar: [] })).toBe(false);
    expect(bisaCek({ ...f, jenis: "online", id_ruangan: "" })).toBe(true);
  });
});

describe("what changed, and Simpan", () => {
  const p = pertemuan();
  const awal = formAwal(p, WIB);
  it("nothing changed: disabled", () => {
    expect(berubah(awal, awal)).toBe(false);
    expect(bisaSimpan(p, awal, awal, hasil())).toBe(false);
  });
  it("data only: no check needed", () => {
    const f = { ...awal, judul: "Baru" };
    expect(berubah(f, awal)).toBe(true);
    expect(jadwalBerubah(f, awal)).toBe(false);
    expect(bisaSimpan(p, f, awal, null)).toBe(true);
    expect(berubah({ ...awal, parameter: { ...awal.parameter, unduh_materi: true } }, awal)).toBe(true);
  });
  it("a schedule change needs a clean check", () => {
    for (const f of [
      setTanggal(awal, "2026-12-01"),
      setSesi(awal, "2", SESI),
      { ...awal, id_ruangan: "5" },
      { ...awal, pengajar: [10, 11] },
      setJenis(awal, "online"),
    ]) {
      expect(jadwalBerubah(f, awal)).toBe(true);
      expect(bisaSimpan(p, f, awal, null)).toBe(false);
      expect(bisaSimpan(p, f, awal, hasil({ ada_bentrok: true }))).toBe(false);
      expect(bisaSimpan(p, f, awal, hasil({ ada_bentrok: false }))).toBe(true);
    }
  });
  it("a schedule that may not change needs no check", () => {
    const q = pertemuan({ bisa_ubah_jadwal: false });
    expect(bisaSimpan(q, setJenis(awal, "online"), awal, null)).toBe(true);
  });
});

describe("payloads", () => {
  const p = pertemuan();
  const awal = formAwal(p, WIB);
  it("simple when the schedule did not change or may not", () => {
    const f = { ...awal, judul: "  Baru ", deskripsi: " Isi " };
    const simple = {
      judul: "Baru",
      jenis: "offline",
      kategori: "kuliah",
      deskripsi: "Isi",
      waktu_mulai: p.waktu_mulai,
      waktu_selesai: p.waktu_selesai,
      parameter_kehadiran: p.parameter_kehadiran,
    };
    expect(payloadSimpan(p, f, awal, WIB)).toEqual(simple);
    const q = pertemuan({ bisa_ubah_jadwal: false });
    expect(payloadSimpan(q, setTanggal(f, "2026-12-01"), awal, WIB)).toEqual(simple);
  });
  it("full when the schedule changed", () => {
    const f = setSesi(setTanggal(awal, "2026-12-01"), "2", SESI);
    expect(payloadSimpan(p, { ...f, id_ruangan: "6" }, awal, WIB)).toEqual({
      judul: "Pengantar",
      jenis: "offline",
      kategori: "kuliah",
      deskripsi: "Pertemuan ke-3",
      waktu_mulai: "2026-12-01T09:20:00+07:00",
      waktu_selesai: "2026-12-01T11:00:00+07:00",
      id_sesi: 2,
      id_ruangan: 6,
      pengajar_kelas: [
        { id: 10, is_pengajar: true },
        { id: 11, is_pengajar: false },
      ],
      parameter_kehadiran: p.parameter_kehadiran,
    });
  });
  it("offline sends every parameter false; online the form's when it may set them", () => {
    const on = pertemuan({
      jenis: "online",
      id_ruangan: null,
      bisa_ubah_parameter: true,
      parameter_kehadiran: { ...p.parameter_kehadiran, hadir_vidcon: true },
    });
    const a = formAwal(on, WIB);
    expect(tampilParameter(on, a)).toBe(true);
    const ke = setJenis(a, "offline");
    expect(tampilParameter(on, ke)).toBe(false);
    expect(payloadSimpan(on, ke, a, WIB).parameter_kehadiran).toEqual(p.parameter_kehadiran);
    const ubah = { ...a, parameter: { ...a.parameter, unduh_materi: true } };
    expect(payloadSimpan(on, ubah, a, WIB).parameter_kehadiran).toMatchObject({ hadir_vidcon: true, unduh_materi: true });
    const tanpaHak = { ...on, bisa_ubah_parameter: false };
    expect(payloadSimpan(tanpaHak, { ...ubah, judul: "x" }, a, WIB).parameter_kehadiran).toEqual(on.parameter_kehadiran);
    expect(payloadSimpan(on, { ...setJenis(a, "offline"), id_ruangan: "2" }, a, WIB)).toMatchObject({ jenis: "offline", id_ruangan: 2 });
  });
  it("an online meeting sends no room", () => {
    expect(payloadSimpan(p, setJenis(awal, "online"), awal, WIB).id_ruangan).toBeNull();
  });
  it("the check sends the full form with the class and the meeting", () => {
    expect(payloadCek(p, awal, WIB)).toMatchObject({
      id_kelas_kuliah: 5,
      id_pertemuan: 77,
      id_sesi: 1,
      id_ruangan: 4,
      waktu_mulai: "2026-11-24T07:30:00+07:00",
      waktu_selesai: "2026-11-24T09:10:00+07:00",
    });
  });
});

describe("the check's result", () => {
  it("three groups in order", () => {
    const h = hasil({ bentrok_ruangan: { data: [bentrok()] }, ada_bentrok: true });
    expect(grupBentrok(h).map((g) => [g.judul, g.data.length])).toEqual([
      ["Bentrok Kelas", 0],
      ["Bentrok Ruangan", 1],
      ["Bentrok Pengajar", 0],
    ]);
    expect(tanpaBentrok(h)).toBe(false);
    expect(tanpaBentrok(hasil())).toBe(true);
  });
  it("labels a clash", () => {
    expect(bentrokLabel(bentrok(), WIB)).toBe("IF201 B · Pertemuan 4 · Graf · 24 Nov 2026, 09:20 - 11:00 WIB · R.104");
    expect(bentrokLabel(bentrok({ keterangan: "" }), WIB)).toBe("IF201 B · Pertemuan 4 · Graf · 24 Nov 2026, 09:20 - 11:00 WIB");
  });
});
