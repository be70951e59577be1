import { describe, expect, it } from "vitest";
import type { AktivitasKartu } from "./types";
import type { UjianDetail, UjianSalinan } from "./types-ujian";
import {
  AKSI_UJIAN_LABEL,
  labelLihatUjian,
  aksiUjian,
  ATURAN_TUTUP_BUKU,
  aturanUjian,
  bagianWaktu,
  bodySalinUjian,
  bodyUjian,
  durasiLabel,
  durasiSalinanLabel,
  type FormUjian,
  formUjianAwal,
  gabungWaktu,
  isianSalinan,
  jenisUjianLabel,
  keteranganPengerjaan,
  minMulaiUjian,
  opsiUjianUtama,
  periksaSalinUjian,
  periksaUjian,
  labelHapusUjian,
  pesanHapusUjian,
  pesertaRemedialLabel,
  ringkasanUjian,
  sifatUjianLabel,
  statusPengerjaan,
  tampilanLabel,
  ujianDari,
  ujianTerkunci,
  urlLembarUjian,
  urlUjianKelas,
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
    expect(labelHapusUjian({ has_remedial: false, jumlah_pengerjaan: 3 })).toBe("Ya");
    expect(labelHapusUjian({ has_remedial: false, jumlah_pengerjaan: 0 })).toBeUndefined();
    expect(pesanHapusUjian({ has_remedial: false, jumlah_pengerjaan: 0 })).toBe("Anda yakin ingin menghapus kuis/ujian ini?");
  });
});

describe("opsiUjianUtama", () => {
  it("lists the class's exams that are not remedial, with their meeting, without the one edited", () => {
    const daftar = [
      { id: 31, jenis: "kuis" as const, judul: "Kuis Bab 1", nomor_pertemuan: 3 },
      { id: 32, jenis: "remedial" as const, judul: "Remedial Bab 1", nomor_pertemuan: 4 },
      { id: 33, jenis: "uts" as const, judul: "UTS", nomor_pertemuan: 8 },
    ];
    expect(opsiUjianUtama(daftar, null)).toEqual([
      ["31", "Kuis - Kuis Bab 1 (Pertemuan 3)"],
      ["33", "UTS - UTS (Pertemuan 8)"],
    ]);
    expect(opsiUjianUtama(daftar, 33)).toEqual([["31", "Kuis - Kuis Bab 1 (Pertemuan 3)"]]);
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
    expect(remedial).toMatchObject({
      id_ujian_utama: "30",
      peserta_remedial: ["22010001"],
      durasi: "",
      waktu_tampil_kunci: "",
      waktu_mulai: "2026-11-24T09:00",
    });
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
      [
        (f) => (f.waktu_tampil_kunci = "2026-11-25T08:59"),
        "waktu_tampil_kunci",
        "Waktu tampil kunci jawaban tidak boleh sebelum ujian berakhir.",
      ],
      [(f) => (f.waktu_tampil_kunci = "2026-11-25T09:00"), null, ""],
      [(f) => (f.waktu_tampil_kunci = "2026-11-26T08:00"), null, ""],
    ];
    const f: FormUjian = { ...formUjianAwal(null, { tz: WIB, operator: true, idPertemuan: 12 }) };
    for (const [ubah, kolom, pesan] of langkah) {
      ubah(f);
      expect(cek(f, true)).toEqual(kolom ? { kolom, pesan } : null);
    }
  });

  it("refuses a key time before the exam's end, past or during it", () => {
    const kunci = (waktu_tampil_kunci: string) => cek({ ...valid(), tampilkan_kunci_jawaban: true, waktu_tampil_kunci });
    const pesan = { kolom: "waktu_tampil_kunci", pesan: "Waktu tampil kunci jawaban tidak boleh sebelum ujian berakhir." };
    expect(kunci("2026-11-25T09:59")).toEqual(pesan);
    expect(kunci("2026-11-20T08:00")).toEqual(pesan);
    expect(kunci("2026-11-25T10:00")).toBeNull();
    expect(cek({ ...valid(), waktu_tampil_kunci: "2026-11-20T08:00" }), "no key shown: no key time checked").toBeNull();
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

describe("the time checks (spec 3 §5 'Edit-exam modal')", () => {
  const mulai = "2026-11-25T08:00";
  const dengan = (waktu_selesai: string, durasi = "") =>
    cek({ ...valid(), gunakan_batas_waktu: durasi !== "", durasi, waktu_mulai: mulai, waktu_selesai })?.pesan ?? null;

  it("asks for the start, then the end", () => {
    expect(cek({ ...valid(), waktu_mulai: "", waktu_selesai: "" })?.pesan).toBe("Waktu mulai wajib diisi");
    expect(cek({ ...valid(), waktu_selesai: "" })?.pesan).toBe("Waktu selesai wajib diisi");
  });

  it("measures a forward window: at least 5 minutes, then at least the duration", () => {
    expect(dengan("2026-11-25T08:04")).toBe("Rentang waktu tidak boleh kurang dari 5 menit");
    expect(dengan("2026-11-25T08:04", "60"), "the 5 minutes come before the duration").toBe(
      "Rentang waktu tidak boleh kurang dari 5 menit",
    );
    expect(dengan("2026-11-25T08:59", "60")).toBe("Rentang waktu tidak boleh kurang dari durasi");
    expect(dengan("2026-11-25T09:00", "60")).toBeNull();
    expect(dengan("2026-11-25T08:05")).toBeNull();
  });

  it("names an end before the start by the order rule, however long or short (as the server does)", () => {
    expect(dengan("2026-11-25T07:59")).toBe("Waktu selesai tidak boleh kurang dari waktu mulai");
    expect(dengan("2026-11-24T08:00", "60")).toBe("Waktu selesai tidak boleh kurang dari waktu mulai");
    expect(cek({ ...valid(), waktu_selesai: "2026-11-25T07:00" })).toEqual({
      kolom: "waktu_selesai",
      pesan: "Waktu selesai tidak boleh kurang dari waktu mulai",
    });
  });
});

describe("the edit modal's separate pickers", () => {
  it("splits a form time into its date and time", () => {
    expect(bagianWaktu("2026-11-25T08:30")).toEqual({ tanggal: "2026-11-25", jam: "08:30" });
    expect(bagianWaktu("")).toEqual({ tanggal: "", jam: "" });
    expect(bagianWaktu("2026-11-25T")).toEqual({ tanggal: "2026-11-25", jam: "" });
    expect(bagianWaktu("T08:30")).toEqual({ tanggal: "", jam: "08:30" });
  });

  it("joins them back, keeping one part alone for the other to follow", () => {
    expect(gabungWaktu("2026-11-25", "08:30")).toBe("2026-11-25T08:30");
    expect(gabungWaktu("", "")).toBe("");
    expect(gabungWaktu("2026-11-25", "")).toBe("2026-11-25T");
    expect(gabungWaktu("", "08:30")).toBe("T08:30");
    for (const v of ["2026-11-25T08:30", "", "2026-11-25T", "T08:30"])
      expect(gabungWaktu(bagianWaktu(v).tanggal, bagianWaktu(v).jam)).toBe(v);
  });

  it("takes a time with a part missing as not filled in", () => {
    expect(cek({ ...valid(), waktu_mulai: gabungWaktu("2026-11-25", "") })?.pesan).toBe("Waktu mulai wajib diisi");
    expect(cek({ ...valid(), waktu_selesai: gabungWaktu("", "10:00") })?.pesan).toBe("Waktu selesai wajib diisi");
    expect(cek({ ...valid(), tampilkan_kunci_jawaban: true, waktu_tampil_kunci: gabungWaktu("2026-11-26", "") })?.pesan).toBe(
      "Waktu tampil kunci jawaban wajib diisi",
    );
  });

  it("sends a time changed through its time picker with the zone's offset", () => {
    const f = formUjianAwal(UJIAN, { tz: WIB, operator: false, idPertemuan: 12 });
    const selesai = gabungWaktu(bagianWaktu(f.waktu_selesai).tanggal, "11:15");
    const body = bodyUjian({ ...f, waktu_selesai: selesai }, { tz: WIB, operator: false, idPertemuan: 12, awal: UJIAN });
    expect(body.waktu_selesai).toBe("2026-11-24T11:15:00+07:00");
    expect(body.waktu_mulai).toBe(UJIAN.waktu_mulai);
  });
});

describe("the copy tab", () => {
  const SALINAN: UjianSalinan = {
    id: 55,
    jenis: "uts",
    judul: "UTS Basis Data",
    durasi: 90,
    kelas: "Basis Data (B)",
    pertemuan: 8,
    pembuat: "Dosen Demo",
    jumlah_soal: 12,
  };
  const lain: UjianSalinan = { ...SALINAN, id: 56, jenis: "kuis", judul: "Kuis 2", durasi: null };

  it("labels a row's duration", () => {
    expect(durasiSalinanLabel(90)).toBe("90 menit");
    expect(durasiSalinanLabel(null)).toBe("Tanpa batas waktu");
    expect(durasiSalinanLabel(undefined)).toBe("Tanpa batas waktu");
  });

  it("fills an empty form from the chosen exam", () => {
    const kosong = formUjianAwal(null, { tz: WIB, operator: false, idPertemuan: 12 });
    expect(isianSalinan(kosong, SALINAN, null)).toEqual({ judul: "UTS Basis Data", jenis: "uts", gunakan_batas_waktu: true, durasi: "90" });
    expect(isianSalinan(kosong, lain, null)).toEqual({ judul: "Kuis 2", jenis: "kuis" });
  });

  it("replaces what the previous choice filled in, never the lecturer's own entries", () => {
    const dariPertama = {
      ...formUjianAwal(null, { tz: WIB, operator: false, idPertemuan: 12 }),
      judul: "UTS Basis Data",
      jenis: "uts" as const,
      gunakan_batas_waktu: true,
      durasi: "90",
    };
    expect(isianSalinan(dariPertama, lain, SALINAN)).toEqual({ judul: "Kuis 2", jenis: "kuis", gunakan_batas_waktu: false, durasi: "" });
    const sendiri = { ...dariPertama, judul: "Ujian Tengah Semester", jenis: "uas" as const, durasi: "100" };
    expect(isianSalinan(sendiri, lain, SALINAN)).toEqual({});
  });

  it("does not take a remedial's kind (its main exam is of the other class)", () => {
    const kosong = formUjianAwal(null, { tz: WIB, operator: false, idPertemuan: 12 });
    expect(isianSalinan(kosong, { ...SALINAN, jenis: "remedial" }, null).jenis).toBe("");
  });

  it("asks for the meeting, then the exam to copy, then the form's fields", () => {
    const operator = { ...formUjianAwal(null, { tz: WIB, operator: true, idPertemuan: 12 }) };
    expect(periksaSalinUjian(operator, null, { operator: true, tz: WIB })).toEqual({
      kolom: "id_pertemuan",
      pesan: "Pertemuan wajib diisi",
    });
    const kosong = formUjianAwal(null, { tz: WIB, operator: false, idPertemuan: 12 });
    expect(periksaSalinUjian(kosong, null, { operator: false, tz: WIB })).toEqual({
      kolom: "id_ujian",
      pesan: "Pilih ujian terlebih dahulu",
    });
    expect(periksaSalinUjian(kosong, 55, { operator: false, tz: WIB })).toEqual({ kolom: "judul", pesan: "Judul wajib diisi" });
    expect(periksaSalinUjian(valid(), 55, { operator: false, tz: WIB })).toBeNull();
  });

  it("sends the new exam's body with the exam to copy", () => {
    const k = { tz: WIB, operator: false, idPertemuan: 12 };
    expect(bodySalinUjian(valid(), 55, k)).toEqual({ ...bodyUjian(valid(), k), id_ujian: 55 });
  });
});

describe("bodyUjian", () => {
  it("builds a new exam's body with zoned times and no duration or key when off", () => {
    expect(
      bodyUjian(
        { ...valid(), judul: "  Kuis 1 ", durasi: "45", waktu_tampil_kunci: "2026-11-26T08:00" },
        { tz: WIB, operator: false, idPertemuan: 12 },
      ),
    ).toEqual({
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

describe("the student's attempt", () => {
  const p = {
    waktu_mulai: "2026-11-24T01:10:00Z",
    waktu_selesai: "2026-11-24T01:40:00Z",
    selesai: false,
    jumlah_soal: 4,
    jumlah_soal_dijawab: 3,
  };
  const t = (iso: string) => Date.parse(iso);

  it("derives its status from the attempt and the server's time (spec 3 §4)", () => {
    expect(statusPengerjaan(null, t("2026-11-24T01:20:00Z"))).toBe("belum_dimulai");
    expect(statusPengerjaan(undefined, t("2026-11-24T01:20:00Z"))).toBe("belum_dimulai");
    expect(statusPengerjaan(p, t("2026-11-24T01:20:00Z"))).toBe("sedang_berlangsung");
    expect(statusPengerjaan(p, t("2026-11-24T01:40:00Z")), "its end has passed").toBe("selesai");
    expect(statusPengerjaan(p, t("2026-11-24T01:05:00Z")), "its start lies ahead").toBe("selesai");
    expect(statusPengerjaan({ ...p, selesai: true }, t("2026-11-24T01:20:00Z")), "finished early").toBe("selesai");
  });

  it("offers Mulai only while the exam runs, Lanjutkan while the attempt runs, Lihat after it", () => {
    expect(aksiUjian("berlangsung", "belum_dimulai")).toBe("mulai");
    expect(aksiUjian("selesai", "belum_dimulai"), "never started, exam over").toBeNull();
    expect(aksiUjian("belum_dimulai", "belum_dimulai")).toBeNull();
    expect(aksiUjian("berlangsung", "sedang_berlangsung")).toBe("lanjutkan");
    expect(aksiUjian("berlangsung", "selesai")).toBe("lihat");
    expect(aksiUjian("selesai", "selesai")).toBe("lihat");
    expect(AKSI_UJIAN_LABEL).toEqual({ mulai: "Mulai Ujian", lanjutkan: "Lanjutkan Ujian", lihat: "Lihat Ujian" });
    expect(labelLihatUjian(false)).toBe("Lihat Ujian");
    expect(labelLihatUjian(true)).toBe("Lihat Ujian & Kunci Jawaban");
  });

  it("describes the attempt under the details", () => {
    expect(keteranganPengerjaan("berlangsung", null, "belum_dimulai")).toBe("Anda belum mengerjakan kuis/ujian ini.");
    expect(keteranganPengerjaan("selesai", null, "belum_dimulai")).toBe("Anda tidak mengerjakan kuis/ujian ini.");
    expect(keteranganPengerjaan("berlangsung", p, "sedang_berlangsung")).toBe("Sedang dikerjakan: 3 dari 4 soal dijawab.");
    expect(keteranganPengerjaan("selesai", p, "selesai")).toBe("Selesai dikerjakan: 3 dari 4 soal dijawab.");
  });

  it("lists four rules, the time limit's own words, and the full-screen rule for closed books", () => {
    const buka = aturanUjian({ sifat: "open", gunakan_batas_waktu: true, durasi: 30 });
    expect(buka).toHaveLength(4);
    expect(buka[1]).toMatch(/^Waktu pengerjaan 30 menit sejak Anda menekan Mulai/);
    expect(buka.join(" ")).toMatch(/dikirim saat koneksi kembali/);
    expect(aturanUjian({ sifat: "open", gunakan_batas_waktu: false, durasi: null })[1]).toBe(
      "Pengerjaan ditutup otomatis pada waktu selesai kuis/ujian. Sisa waktu mengikuti jam server.",
    );
    const tutup = aturanUjian({ sifat: "close", gunakan_batas_waktu: true, durasi: 90 });
    expect(tutup).toHaveLength(5);
    expect(tutup[4]).toBe(ATURAN_TUTUP_BUKU);
    expect(ATURAN_TUTUP_BUKU).toMatch(/layar penuh.*pelanggaran/);
  });

  it("links the answer sheet and the class's exam page", () => {
    expect(urlLembarUjian(31)).toBe("/ujian/31/soal");
    expect(urlUjianKelas(7, 31)).toBe("/kelas/7/ujian/31");
  });
});
