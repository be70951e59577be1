import { describe, expect, it } from "vitest";
import type { AktivitasKartu } from "./types";
import type { UjianDetail } from "./types-ujian";
import {
  bodyUjian,
  durasiLabel,
  type FormUjian,
  formUjianAwal,
  jenisUjianLabel,
  minMulaiUjian,
  opsiUjianUtama,
  periksaUjian,
  pesanHapusUjian,
  pesertaRemedialLabel,
  ringkasanUjian,
  sifatUjianLabel,
  tampilanLabel,
  ujianDari,
  ujianTerkunci,
} from "./ujian-aturan";

const WIB = "Asia/Jakarta";
const WITA = "Asia/Makassar";

const UJIAN: UjianDetail = {
  id: 31,
  id_kelas_kuliah: 7,
  id_pertemuan: 12,
  judul: "Kuis Bab 1",
  deskripsi: "<p>Kerjakan dengan jujur.</p>",
  jenis: "kuis",
  sifat: "open",
  gunakan_batas_waktu: true,
  durasi: 30,
  acakSoal: true,
  ditampilkan: false,
  tampilkan_kunci_jawaban: true,
  waktu_tampil_kunci: "2026-11-25T10:00:00Z",
  waktu_mulai: "2026-11-24T01:00:30Z",
  waktu_selesai: "2026-11-24T03:00:00Z",
  status: "belum_dimulai",
  has_remedial: false,
  jumlah_pengerjaan: 0,
  jumlah_belum_dinilai: 0,
  id_ujian_utama: null,
  peserta_remedial: [],
  pertemuan: { nomor: 3 },
  created_by: { name: "Dosen Demo", username: "dosen" },
  nilai_dipublikasi: false,
};

const aktivitas = (u: UjianDetail): AktivitasKartu => ({
  id: u.id,
  jenis: "ujian",
  judul: u.judul,
  status: u.status,
  sub_jenis: u.jenis,
  waktu_mulai: u.waktu_mulai,
  waktu_selesai: u.waktu_selesai,
  ujian: u,
});

/** A valid new quiz, WIB. */
const valid = (): FormUjian => ({
  ...formUjianAwal(null, { tz: WIB, operator: false, idPertemuan: 12 }),
  judul: "Kuis 1",
  deskripsi: "<p>Kerjakan jujur.</p>",
  jenis: "kuis",
  waktu_mulai: "2026-11-25T08:00",
  waktu_selesai: "2026-11-25T10:00",
});

const cek = (f: FormUjian, operator = false) => periksaUjian(f, { operator, tz: WIB });

describe("ujianDari", () => {
  it("gives the exam of an exam card only", () => {
    expect(ujianDari(aktivitas(UJIAN))).toBe(UJIAN);
    expect(ujianDari({ ...aktivitas(UJIAN), ujian: null })).toBeNull();
    expect(ujianDari({ ...aktivitas(UJIAN), jenis: "tugas" })).toBeNull();
  });
});

describe("labels", () => {
  it("names kinds, natures and display", () => {
    expect(["kuis", "uts", "uas", "remedial", "lain", null].map(jenisUjianLabel)).toEqual(["Kuis", "UTS", "UAS", "Remedial", "-", "-"]);
    expect(sifatUjianLabel("close")).toBe("Tutup Buku");
    expect(sifatUjianLabel("open")).toBe("Buku Terbuka");
    expect(sifatUjianLabel("x")).toBe("-");
    expect(tampilanLabel(true)).toBe("Ditampilkan");
    expect(tampilanLabel(false)).toBe("Disembunyikan");
  });

  it("shows the duration or no time limit", () => {
    expect(durasiLabel(UJIAN)).toBe("Durasi: 30 menit");
    expect(durasiLabel({ gunakan_batas_waktu: false, durasi: null })).toBe("Tanpa batas waktu");
    expect(durasiLabel({ gunakan_batas_waktu: false, durasi: 30 })).toBe("Tanpa batas waktu");
    expect(pesertaRemedialLabel(4)).toBe("Peserta remedial: 4 mahasiswa");
  });

  it("summarises for the lecturer only once the exam is over", () => {
    expect(ringkasanUjian({ status: "berlangsung", jumlah_pengerjaan: 3, jumlah_belum_dinilai: 1 })).toBeNull();
    expect(ringkasanUjian({ status: "belum_dimulai", jumlah_pengerjaan: 0, jumlah_belum_dinilai: 0 })).toBeNull();
    expect(ringkasanUjian({ status: "selesai", jumlah_pengerjaan: 0, jumlah_belum_dinilai: 0 })).toBe("Tidak Ada Pengerjaan");
    expect(ringkasanUjian({ status: "selesai", jumlah_pengerjaan: 5, jumlah_belum_dinilai: 2 })).toBe("Belum Dinilai 2");
    expect(ringkasanUjian({ status: "selesai", jumlah_pengerjaan: 5, jumlah_belum_dinilai: 0 })).toBe("Sudah Dinilai 5");
  });

  it("words the delete confirmation by what would be lost", () => {
    expect(pesanHapusUjian({ has_remedial: true, jumlah_pengerjaan: 3 })).toBe(
      "Kuis/Ujian ini sudah dikerjakan peserta dan memiliki ujian remedial. Apakah Anda yakin untuk menghapus semua data pengerjaan kuis/ujian dan ujian remedialnya?",
    );
    expect(pesanHapusUjian({ has_remedial: true, jumlah_pengerjaan: 0 })).toMatch(/memiliki ujian remedial/);
    expect(pesanHapusUjian({ has_remedial: false, jumlah_pengerjaan: 1 })).toBe(
      "Ujian ini sudah berisi pengerjaan ujian dari peserta kelas. Apakah Anda yakin menghapus semua data ujian ini? Setelah klik Ya, ujian terhapus.",
    );
    expect(pesanHapusUjian({ has_remedial: false, jumlah_pengerjaan: 0 })).toBe("Anda yakin ingin menghapus kuis/ujian ini?");
  });
});

describe("opsiUjianUtama", () => {
  it("lists the page's exams that are not remedial, without the one edited", () => {
    const remedial = { ...UJIAN, id: 32, jenis: "remedial" as const, judul: "Remedial Bab 1" };
    const uts = { ...UJIAN, id: 33, jenis: "uts" as const, judul: "UTS" };
    const tugas = { ...aktivitas(UJIAN), id: 99, jenis: "tugas" as const, ujian: null };
    const daftar = [aktivitas(UJIAN), aktivitas(remedial), tugas, aktivitas(uts)];
    expect(opsiUjianUtama(daftar, null)).toEqual([
      ["31", "Kuis - Kuis Bab 1"],
      ["33", "UTS - UTS"],
    ]);
    expect(opsiUjianUtama(daftar, 33)).toEqual([["31", "Kuis - Kuis Bab 1"]]);
  });
});

describe("formUjianAwal", () => {
  it("starts a new exam with the spec's defaults", () => {
    expect(formUjianAwal(null, { tz: WIB, operator: false, idPertemuan: 12 })).toEqual({
      id_pertemuan: "12",
      judul: "",
      deskripsi: "",
      jenis: "",
      sifat: "close",
      acak_soal: false,
      ditampilkan: true,
      gunakan_batas_waktu: false,
      durasi: "",
      waktu_mulai: "",
      waktu_selesai: "",
      tampilkan_kunci_jawaban: false,
      waktu_tampil_kunci: "",
      id_ujian_utama: "",
      peserta_remedial: [],
    });
    expect(formUjianAwal(null, { tz: WIB, operator: true, idPertemuan: 12 }).id_pertemuan).toBe("");
  });

  it("takes an edited exam's own values, times in the zone", () => {
    expect(formUjianAwal(UJIAN, { tz: WIB, operator: true, idPertemuan: 1 })).toEqual({
      id_pertemuan: "12",
      judul: "Kuis Bab 1",
      deskripsi: "<p>Kerjakan dengan jujur.</p>",
      jenis: "kuis",
      sifat: "open",
      acak_soal: true,
      ditampilkan: false,
      gunakan_batas_waktu: true,
      durasi: "30",
      waktu_mulai: "2026-11-24T08:00",
      waktu_selesai: "2026-11-24T10:00",
      tampilkan_kunci_jawaban: true,
      waktu_tampil_kunci: "2026-11-25T17:00",
      id_ujian_utama: "",
      peserta_remedial: [],
    });
    const remedial = formUjianAwal(
      { ...UJIAN, jenis: "remedial", id_ujian_utama: 30, peserta_remedial: ["22010001"], durasi: null, waktu_tampil_kunci: null },
      { tz: WITA, operator: false, idPertemuan: 1 },
    );
    expect(remedial).toMatchObject({ id_ujian_utama: "30", peserta_remedial: ["22010001"], durasi: "", waktu_tampil_kunci: "", waktu_mulai: "2026-11-24T09:00" });
  });
});

describe("minMulaiUjian", () => {
  // 10:00 WIB on 24 Nov 2026.
  const sekarang = Date.parse("2026-11-24T03:00:00Z");
  it("is the start of today, or an edited exam's earlier start", () => {
    expect(minMulaiUjian(null, sekarang, WIB)).toBe("2026-11-24T00:00");
    expect(minMulaiUjian(null, Date.parse("2026-11-24T18:00:00Z"), WIB)).toBe("2026-11-25T00:00");
    expect(minMulaiUjian({ waktu_mulai: "2026-11-20T01:00:00Z" }, sekarang, WIB)).toBe("2026-11-20T08:00");
    expect(minMulaiUjian({ waktu_mulai: "2026-11-26T01:00:00Z" }, sekarang, WIB)).toBe("2026-11-24T00:00");
  });
});

describe("periksaUjian", () => {
  it("passes a valid form", () => {
    expect(cek(valid())).toBeNull();
  });

  it("gives the first failing check in the server's order and words", () => {
    const langkah: [(f: FormUjian) => void, string | null, string][] = [
      [() => {}, "id_pertemuan", "Pertemuan wajib diisi"],
      [(f) => (f.id_pertemuan = "12"), "judul", "Judul wajib diisi"],
      [(f) => (f.judul = "x".repeat(256)), "judul", "Judul paling banyak 255 karakter."],
      [(f) => (f.judul = "Kuis 1"), "deskripsi", "Deskripsi wajib diisi"],
      [(f) => (f.deskripsi = "<p> &nbsp;</p><br>"), "deskripsi", "Deskripsi wajib diisi"],
      [(f) => (f.deskripsi = "x".repeat(20_001)), "deskripsi", "Deskripsi paling banyak 20000 karakter."],
      [(f) => (f.deskripsi = "<p>Kerjakan jujur.</p>"), "jenis", "Jenis wajib diisi"],
      [(f) => (f.jenis = "remedial"), "id_ujian_utama", "Ujian Utama wajib diisi"],
      [(f) => (f.id_ujian_utama = "9"), "peserta_remedial", "Peserta remedial wajib diisi"],
      [(f) => (f.peserta_remedial = ["22010001"]), "waktu_mulai", "Waktu mulai wajib diisi"],
      [(f) => (f.gunakan_batas_waktu = true), "durasi", "Durasi wajib diisi"],
      [(f) => (f.durasi = "2.5"), "durasi", "Durasi wajib diisi"],
      [(f) => (f.durasi = "4"), "durasi", "Durasi tidak boleh kurang dari 5 menit"],
      [(f) => (f.durasi = "60"), "waktu_mulai", "Waktu mulai wajib diisi"],
      [(f) => (f.waktu_mulai = "2026-11-25T08:00"), "waktu_selesai", "Waktu selesai wajib diisi"],
      [(f) => (f.waktu_selesai = "2026-11-25T07:00"), "waktu_selesai", "Waktu selesai tidak boleh kurang dari waktu mulai"],
      [(f) => (f.waktu_selesai = "2026-11-25T08:00"), "waktu_selesai", "Rentang waktu tidak boleh kurang dari 5 menit"],
      [(f) => (f.waktu_selesai = "2026-11-25T08:04"), "waktu_selesai", "Rentang waktu tidak boleh kurang dari 5 menit"],
      [(f) => (f.waktu_selesai = "2026-11-25T08:30"), "waktu_selesai", "Rentang waktu tidak boleh kurang dari durasi"],
      [(f) => (f.waktu_selesai = "2026-11-25T09:00"), null, ""],
      [(f) => (f.tampilkan_kunci_jawaban = true), "waktu_tampil_kunci", "Waktu tampil kunci jawaban wajib diisi"],
      [(f) => (f.waktu_tampil_kunci = "2026-11-26T08:00"), null, ""],
    ];
    const f: FormUjian = { ...formUjianAwal(null, { tz: WIB, operator: true, idPertemuan: 12 }) };
    for (const [ubah, kolom, pesan] of langkah) {
      ubah(f);
      expect(cek(f, true)).toEqual(kolom ? { kolom, pesan } : null);
    }
  });

  it("checks the meeting for operators only", () => {
    expect(cek({ ...valid(), id_pertemuan: "" })).toBeNull();
    expect(cek({ ...valid(), id_pertemuan: "" }, true)?.pesan).toBe("Pertemuan wajib diisi");
  });

  it("ignores the duration and the key time when they are off", () => {
    expect(cek({ ...valid(), durasi: "1", waktu_selesai: "2026-11-25T08:05" })).toBeNull();
    expect(cek({ ...valid(), gunakan_batas_waktu: true, durasi: "5", waktu_selesai: "2026-11-25T08:05" })).toBeNull();
    expect(cek({ ...valid(), waktu_tampil_kunci: "" })).toBeNull();
    expect(cek({ ...valid(), id_ujian_utama: "", peserta_remedial: [] })).toBeNull();
  });
});

describe("bodyUjian", () => {
  it("builds a new exam's body with zoned times and no duration or key when off", () => {
    expect(bodyUjian({ ...valid(), judul: "  Kuis 1 ", durasi: "45", waktu_tampil_kunci: "2026-11-26T08:00" }, { tz: WIB, operator: false, idPertemuan: 12 })).toEqual({
      id_pertemuan: 12,
      judul: "Kuis 1",
      deskripsi: "<p>Kerjakan jujur.</p>",
      jenis: "kuis",
      sifat: "close",
      gunakan_batas_waktu: false,
      durasi: null,
      acak_soal: false,
      ditampilkan: true,
      tampilkan_kunci_jawaban: false,
      waktu_tampil_kunci: null,
      waktu_mulai: "2026-11-25T08:00:00+07:00",
      waktu_selesai: "2026-11-25T10:00:00+07:00",
      id_ujian_utama: null,
      peserta_remedial: [],
    });
  });

  it("sends the duration, the key time, a remedial's main exam and participants, and the operator's meeting", () => {
    const f: FormUjian = {
      ...valid(),
      id_pertemuan: "14",
      jenis: "remedial",
      sifat: "open",
      acak_soal: true,
      ditampilkan: false,
      gunakan_batas_waktu: true,
      durasi: " 60 ",
      tampilkan_kunci_jawaban: true,
      waktu_tampil_kunci: "2026-11-26T08:00",
      id_ujian_utama: "31",
      peserta_remedial: ["22010001", " 22010002", "22010001"],
    };
    expect(bodyUjian(f, { tz: WITA, operator: true, idPertemuan: 12 })).toMatchObject({
      id_pertemuan: 14,
      jenis: "remedial",
      sifat: "open",
      acak_soal: true,
      ditampilkan: false,
      gunakan_batas_waktu: true,
      durasi: 60,
      tampilkan_kunci_jawaban: true,
      waktu_tampil_kunci: "2026-11-26T08:00:00+08:00",
      waktu_mulai: "2026-11-25T08:00:00+08:00",
      id_ujian_utama: 31,
      peserta_remedial: ["22010001", "22010002"],
    });
    // A lecturer's exam goes to the page's meeting whatever the form holds.
    expect(bodyUjian(f, { tz: WIB, operator: false, idPertemuan: 12 }).id_pertemuan).toBe(12);
  });

  it("sends an edited exam's unchanged times back exactly as saved", () => {
    const f = formUjianAwal(UJIAN, { tz: WIB, operator: false, idPertemuan: 12 });
    const body = bodyUjian(f, { tz: WIB, operator: false, idPertemuan: 12, awal: UJIAN });
    expect(body.waktu_mulai).toBe("2026-11-24T01:00:30Z");
    expect(body.waktu_selesai).toBe("2026-11-24T03:00:00Z");
    expect(body.waktu_tampil_kunci).toBe("2026-11-25T10:00:00Z");
    const moved = bodyUjian({ ...f, waktu_selesai: "2026-11-24T11:00" }, { tz: WIB, operator: false, idPertemuan: 12, awal: UJIAN });
    expect(moved.waktu_selesai).toBe("2026-11-24T11:00:00+07:00");
    expect(moved.waktu_mulai).toBe("2026-11-24T01:00:30Z");
  });
});

describe("ujianTerkunci", () => {
  it("locks a student's exam card until the exam starts (spec 3 §4)", () => {
    const belum = aktivitas({ ...UJIAN, status: "belum_dimulai" });
    expect(ujianTerkunci(belum, true)).toBe("Kuis/ujian belum dimulai.");
    expect(ujianTerkunci(belum, false)).toBeNull();
    expect(ujianTerkunci(aktivitas({ ...UJIAN, status: "berlangsung" }), true)).toBeNull();
    expect(ujianTerkunci({ ...belum, jenis: "tugas" }, true)).toBeNull();
  });
});
