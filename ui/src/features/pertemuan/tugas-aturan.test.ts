import { describe, expect, it } from "vitest";
import type { AktivitasKartu, BerkasInfo } from "./types";
import type { TeksDetail, TugasDetail } from "./types-tugas";
import {
  batasDefault,
  BELUM_DIKUMPULKAN,
  bodyTeks,
  bodyTugas,
  type FormTeks,
  type FormTugas,
  formTeksAwal,
  formTugasAwal,
  jenisTugasLabel,
  jumlahKarakter,
  nilaiLabel,
  periksaTeks,
  periksaTugas,
  ringkasanLabel,
  statusKumpul,
  sudahDikumpulkanLabel,
  teksDari,
  tugasDari,
  urlTugas,
} from "./tugas-aturan";

const WIB = "Asia/Jakarta";
const WITA = "Asia/Makassar";
// 10:00:30 WIB on 24 Nov 2026.
const SEKARANG = Date.parse("2026-11-24T03:00:30Z");

const PDF: BerkasInfo = { url: "/v2/storager/abc/soal.pdf", name: "soal.pdf", content_length: 12_345 };
const berkas = (i: number): BerkasInfo => ({ url: `/v2/storager/${i}/f${i}.pdf`, name: `f${i}.pdf`, content_length: i });

const TUGAS: TugasDetail = {
  id: 11,
  judul: "Esai bab 2",
  sub_jenis: "kelompok",
  deskripsi: "Tulis esai\n500 kata",
  waktu_mulai: "2026-11-24T05:00:30Z",
  waktu_selesai: "2026-12-01T16:59:00Z",
  boleh_terlambat: true,
  lampiran: [PDF],
  status: "belum_dimulai",
  pertemuan: { id: 7, nomor: 3, judul: "Bab 2" },
  kelas: { id: 4, periode: 20261, kode_mk: "IF101", nama_mk: "Algoritma", nama_kelas: "A" },
  pengerjaan_saya: null,
  boleh_kumpul: null,
  kelompok_saya: null,
  ringkasan: null,
  id_chat: null,
  isAllowPenilaian: false,
  isAllowLihatPenilaian: false,
  isAllowUbah: true,
};

const TEKS: TeksDetail = { id: 12, id_pertemuan: 7, judul: "Catatan", isi: "Baca bab 2\nsebelum kuliah" };

const kartu = (jenis: AktivitasKartu["jenis"], extra: Partial<AktivitasKartu> = {}): AktivitasKartu => ({
  id: 11,
  jenis,
  judul: "x",
  status: "berlangsung",
  sub_jenis: "",
  waktu_mulai: TUGAS.waktu_mulai,
  waktu_selesai: TUGAS.waktu_selesai,
  materi: null,
  forum: null,
  vidcon: null,
  tugas: null,
  teks: null,
  ...extra,
});

const isi: FormTugas = {
  id_pertemuan: "7",
  judul: "Esai",
  sub_jenis: "individu",
  deskripsi: "Tulis esai",
  waktu_mulai: "2026-11-24T10:00",
  waktu_selesai: "2026-12-01T23:59",
  boleh_terlambat: false,
  lampiran: [],
};
const k = { operator: false, tz: WIB };
const pesan = (f: FormTugas, konteks = k) => periksaTugas(f, konteks)?.pesan ?? null;

describe("task and text of a card", () => {
  it("takes the task or text of its own kind only", () => {
    expect(tugasDari(kartu("tugas", { tugas: TUGAS }))).toBe(TUGAS);
    expect(tugasDari(kartu("tugas"))).toBeNull();
    expect(tugasDari(kartu("materi", { tugas: TUGAS }))).toBeNull();
    expect(teksDari(kartu("teks", { teks: TEKS }))).toBe(TEKS);
    expect(teksDari(kartu("teks"))).toBeNull();
    expect(teksDari(kartu("tugas", { teks: TEKS }))).toBeNull();
  });
  it("labels the kind and links the task page", () => {
    expect(jenisTugasLabel("individu")).toBe("Individu");
    expect(jenisTugasLabel("kelompok")).toBe("Kelompok");
    expect(jenisTugasLabel("lain")).toBe("-");
    expect(urlTugas(4, 11)).toBe("/kelas/4/tugas/11");
  });
});

describe("task card lines", () => {
  const kumpul = { waktu: "2026-11-25T02:05:00Z", nilai: null, teks: "", berkas: [], terlambat: false, pengirim: null };
  it("tells a student whether they handed in, late or not, and the score", () => {
    expect(statusKumpul({ pengerjaan_saya: null, boleh_kumpul: { bisa: true, alasan: null, terlambat: false } }, WIB)).toEqual({
      teks: BELUM_DIKUMPULKAN,
      sudah: false,
      terlambat: false,
      nilai: null,
    });
    expect(BELUM_DIKUMPULKAN).toBe("Belum dikumpulkan");
    expect(statusKumpul({ pengerjaan_saya: kumpul, boleh_kumpul: { bisa: true, alasan: null, terlambat: false } }, WIB)).toEqual({
      teks: "Sudah dikumpulkan pada 25 Nov 2026, 09:05 WIB",
      sudah: true,
      terlambat: false,
      nilai: null,
    });
    const telat = statusKumpul({ pengerjaan_saya: { ...kumpul, terlambat: true, nilai: 85.5 }, boleh_kumpul: null }, WITA);
    expect(telat).toEqual({
      teks: "Sudah dikumpulkan pada 25 Nov 2026, 10:05 WITA (terlambat)",
      sudah: true,
      terlambat: true,
      nilai: "Nilai: 85,5",
    });
  });
  it("shows nothing of the kind to teachers", () => {
    expect(statusKumpul({ pengerjaan_saya: null, boleh_kumpul: null }, WIB)).toBeNull();
    expect(statusKumpul({}, WIB)).toBeNull();
  });
  it("writes the score, the hand-in and the summary", () => {
    expect(sudahDikumpulkanLabel({ waktu: "2026-11-25T02:05:00Z", terlambat: true }, WIB)).toBe(
      "Sudah dikumpulkan pada 25 Nov 2026, 09:05 WIB (terlambat)",
    );
    expect(nilaiLabel(90)).toBe("Nilai: 90");
    expect(nilaiLabel(0)).toBe("Nilai: 0");
    expect(nilaiLabel(null)).toBeNull();
    expect(nilaiLabel(undefined)).toBeNull();
    expect(ringkasanLabel({ jumlah_peserta: 30, jumlah_mengumpulkan: 12, jumlah_dinilai: 5 })).toBe(
      "12 dari 30 peserta mengumpulkan, 5 dinilai",
    );
  });
});

describe("task form values", () => {
  it("starts a new task now and gives it until 23:59 seven days later", () => {
    expect(formTugasAwal(null, { tz: WIB, operator: false, idPertemuan: 7, sekarang: SEKARANG })).toEqual({
      id_pertemuan: "7",
      judul: "",
      sub_jenis: "",
      deskripsi: "",
      waktu_mulai: "2026-11-24T10:00",
      waktu_selesai: "2026-12-01T23:59",
      boleh_terlambat: false,
      lampiran: [],
    });
    const op = formTugasAwal(null, { tz: WITA, operator: true, idPertemuan: 7, sekarang: SEKARANG });
    expect(op.id_pertemuan).toBe("");
    expect(op.waktu_mulai).toBe("2026-11-24T11:00");
  });
  it("moves the default deadline over month and year ends", () => {
    expect(batasDefault("2026-12-28T08:15")).toBe("2027-01-04T23:59");
    expect(batasDefault("2028-02-25T00:00")).toBe("2028-03-03T23:59");
    expect(batasDefault("")).toBe("");
  });
  it("takes an edited task's own values", () => {
    expect(formTugasAwal(TUGAS, { tz: WIB, operator: true, idPertemuan: 99, sekarang: SEKARANG })).toEqual({
      id_pertemuan: "7",
      judul: "Esai bab 2",
      sub_jenis: "kelompok",
      // Plain text saved before the editor: its line break kept.
      deskripsi: "<p>Tulis esai<br>500 kata</p>",
      waktu_mulai: "2026-11-24T12:00",
      waktu_selesai: "2026-12-01T23:59",
      boleh_terlambat: true,
      lampiran: [PDF],
    });
    const html = "<p><strong>Tulis</strong> esai</p><ul><li><p>500 kata</p></li></ul>";
    expect(formTugasAwal({ ...TUGAS, deskripsi: html }, { tz: WIB, operator: false, idPertemuan: 7, sekarang: SEKARANG }).deskripsi).toBe(
      html,
    );
  });
});

describe("task form checks", () => {
  it("passes a complete form", () => {
    expect(periksaTugas(isi, k)).toBeNull();
    expect(periksaTugas({ ...isi, id_pertemuan: "" }, k)).toBeNull();
    expect(periksaTugas({ ...isi, lampiran: [1, 2, 3, 4, 5].map(berkas) }, k)).toBeNull();
  });
  it("reports only the first failing check, in the server's order and words", () => {
    let f: FormTugas = {
      id_pertemuan: "",
      judul: " ",
      sub_jenis: "",
      deskripsi: "",
      waktu_mulai: "",
      waktu_selesai: "",
      boleh_terlambat: false,
      lampiran: [1, 2, 3, 4, 5, 6].map(berkas),
    };
    // Each step: the message now, then the fix that leads to the next one.
    const langkah: [string, string, Partial<FormTugas>][] = [
      ["judul", "Judul wajib diisi", { judul: "x".repeat(256) }],
      ["judul", "Judul paling banyak 255 karakter.", { judul: "Esai" }],
      ["deskripsi", "Deskripsi wajib diisi", { deskripsi: "<p>&nbsp;</p>" }],
      ["deskripsi", "Deskripsi wajib diisi", { deskripsi: `<p>${"d".repeat(20_000)}</p>` }],
      ["deskripsi", "Deskripsi paling banyak 20000 karakter.", { deskripsi: "<p>Tulis</p>" }],
      ["sub_jenis", "Jenis tugas wajib diisi", { sub_jenis: "kelompok" }],
      ["waktu_mulai", "Waktu mulai wajib diisi", { waktu_mulai: "2026-11-25T10:00" }],
      ["waktu_selesai", "Batas waktu wajib diisi", { waktu_selesai: "2026-11-25T10:00" }],
      ["waktu_selesai", "Batas waktu harus setelah waktu mulai", { waktu_selesai: "2026-11-25T10:01" }],
      ["lampiran", "Lampiran paling banyak 5 file.", { lampiran: [PDF] }],
    ];
    for (const [kolom, teks, perbaikan] of langkah) {
      expect(periksaTugas(f, k)).toEqual({ kolom, pesan: teks });
      f = { ...f, ...perbaikan };
    }
    expect(periksaTugas(f, k)).toBeNull();
  });
  it("asks an operator for the meeting first", () => {
    const op = { operator: true, tz: WIB };
    expect(periksaTugas({ ...isi, id_pertemuan: "", judul: "" }, op)).toEqual({ kolom: "id_pertemuan", pesan: "Pertemuan wajib diisi" });
    expect(periksaTugas({ ...isi, id_pertemuan: "7" }, op)).toBeNull();
  });
  it("counts characters as the server does, after trimming", () => {
    expect(jumlahKarakter("😀é")).toBe(2);
    expect(pesan({ ...isi, judul: "😀".repeat(255) })).toBeNull();
    expect(pesan({ ...isi, judul: `  ${"a".repeat(255)}  ` })).toBeNull();
    expect(pesan({ ...isi, judul: "😀".repeat(256) })).toBe("Judul paling banyak 255 karakter.");
    expect(pesan({ ...isi, deskripsi: `${"a".repeat(20_000)}\n` })).toBeNull();
  });
  it("counts the description's HTML, tags and all, as the server does", () => {
    // <p>…</p> is 7 characters of markup.
    expect(pesan({ ...isi, deskripsi: `<p>${"a".repeat(19_993)}</p>` })).toBeNull();
    expect(pesan({ ...isi, deskripsi: `<p>${"a".repeat(19_994)}</p>` })).toBe("Deskripsi paling banyak 20000 karakter.");
    expect(pesan({ ...isi, deskripsi: `<p><strong>${"😀".repeat(19_976)}</strong></p>` })).toBeNull();
    expect(pesan({ ...isi, deskripsi: `<p><strong>${"😀".repeat(19_977)}</strong></p>` })).toBe("Deskripsi paling banyak 20000 karakter.");
  });
  it("takes a description with nothing to read as empty", () => {
    for (const kosong of ["", " \n ", "<p></p>", "<p>&nbsp;</p>", "<p> </p><p><br></p>", "<ul><li><p></p></li></ul>"])
      expect(pesan({ ...isi, deskripsi: kosong }), kosong).toBe("Deskripsi wajib diisi");
    for (const ada of ["<p>a</p>", "<ul><li><p>satu</p></li></ul>", '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>'])
      expect(pesan({ ...isi, deskripsi: ada }), ada).toBeNull();
  });
  it("wants the deadline after the start, and real times", () => {
    expect(pesan({ ...isi, waktu_selesai: isi.waktu_mulai })).toBe("Batas waktu harus setelah waktu mulai");
    expect(pesan({ ...isi, waktu_selesai: "2026-11-24T09:59" })).toBe("Batas waktu harus setelah waktu mulai");
    expect(pesan({ ...isi, waktu_mulai: "2026-02-30T10:00" })).toBe("Waktu mulai wajib diisi");
    expect(pesan({ ...isi, waktu_selesai: "besok" })).toBe("Batas waktu wajib diisi");
  });
});

describe("task save body", () => {
  const ks = { tz: WIB, operator: false, idPertemuan: 7 };
  it("sends the page's meeting, trimmed text, times with the zone's offset and the files' addresses in order", () => {
    const f: FormTugas = {
      ...isi,
      id_pertemuan: "",
      judul: "  Esai  ",
      deskripsi: "\n Tulis esai \n",
      boleh_terlambat: true,
      lampiran: [PDF, berkas(2)],
    };
    expect(bodyTugas(f, ks)).toEqual({
      id_pertemuan: 7,
      judul: "Esai",
      deskripsi: "Tulis esai",
      sub_jenis: "individu",
      waktu_mulai: "2026-11-24T10:00:00+07:00",
      waktu_selesai: "2026-12-01T23:59:00+07:00",
      boleh_terlambat: true,
      lampiran: ["/v2/storager/abc/soal.pdf", "/v2/storager/2/f2.pdf"],
    });
    expect(
      bodyTugas({ ...isi, waktu_mulai: "2026-11-24T10:00", waktu_selesai: "2026-11-25T08:30" }, { ...ks, tz: "Asia/Jayapura" }),
    ).toMatchObject({
      waktu_mulai: "2026-11-24T10:00:00+09:00",
      waktu_selesai: "2026-11-25T08:30:00+09:00",
      lampiran: [],
    });
  });
  it("sends an operator's pick, or null", () => {
    const op = { ...ks, operator: true };
    expect(bodyTugas({ ...isi, id_pertemuan: "12" }, op).id_pertemuan).toBe(12);
    expect(bodyTugas({ ...isi, id_pertemuan: "" }, op).id_pertemuan).toBeNull();
    expect(bodyTugas({ ...isi, sub_jenis: "" }, op).sub_jenis).toBeNull();
  });
  it("sends an edited task's unmoved times as saved", () => {
    const f = formTugasAwal(TUGAS, { tz: WIB, operator: false, idPertemuan: 7, sekarang: SEKARANG });
    expect(bodyTugas(f, { ...ks, awal: TUGAS })).toMatchObject({
      waktu_mulai: "2026-11-24T05:00:30Z",
      waktu_selesai: "2026-12-01T16:59:00Z",
      lampiran: [PDF.url],
    });
    expect(bodyTugas({ ...f, waktu_selesai: "2026-12-02T23:59" }, { ...ks, awal: TUGAS })).toMatchObject({
      waktu_mulai: "2026-11-24T05:00:30Z",
      waktu_selesai: "2026-12-02T23:59:00+07:00",
    });
  });
});

describe("text form", () => {
  const teks: FormTeks = { id_pertemuan: "7", judul: "Catatan", isi: "Baca bab 2" };
  it("starts empty, or with the text's own values", () => {
    expect(formTeksAwal(null, 7, false)).toEqual({ id_pertemuan: "7", judul: "", isi: "" });
    expect(formTeksAwal(null, 7, true)).toEqual({ id_pertemuan: "", judul: "", isi: "" });
    expect(formTeksAwal(TEKS, 99, true)).toEqual({ id_pertemuan: "7", judul: "Catatan", isi: "<p>Baca bab 2<br>sebelum kuliah</p>" });
    expect(formTeksAwal({ ...TEKS, isi: "<p><em>Baca</em></p>" }, 99, true).isi).toBe("<p><em>Baca</em></p>");
  });
  it("reports the first failing check in the server's words", () => {
    const kt = { operator: false };
    expect(periksaTeks(teks, kt)).toBeNull();
    expect(periksaTeks({ ...teks, judul: " ", isi: "" }, kt)).toEqual({ kolom: "judul", pesan: "Judul wajib diisi" });
    expect(periksaTeks({ ...teks, judul: "j".repeat(256), isi: "" }, kt)).toEqual({
      kolom: "judul",
      pesan: "Judul paling banyak 255 karakter.",
    });
    for (const kosong of [" \n", "<p></p>", "<p>&nbsp; </p>", "<ol><li><p><br></p></li></ol>"])
      expect(periksaTeks({ ...teks, isi: kosong }, kt), kosong).toEqual({ kolom: "isi", pesan: "Isi teks wajib diisi" });
    expect(periksaTeks({ ...teks, isi: `<p>${"i".repeat(19_994)}</p>` }, kt)).toEqual({
      kolom: "isi",
      pesan: "Isi teks paling banyak 20000 karakter.",
    });
    expect(periksaTeks({ ...teks, isi: ` <p>${"i".repeat(19_993)}</p> ` }, kt)).toBeNull();
    expect(periksaTeks({ ...teks, id_pertemuan: "", judul: "" }, { operator: true })).toEqual({
      kolom: "id_pertemuan",
      pesan: "Pertemuan wajib diisi",
    });
  });
  it("sends trimmed text to the page's meeting or the operator's pick", () => {
    expect(bodyTeks({ id_pertemuan: "", judul: " Catatan ", isi: "\nBaris 1\nBaris 2\n" }, { operator: false, idPertemuan: 7 })).toEqual({
      id_pertemuan: 7,
      judul: "Catatan",
      isi: "Baris 1\nBaris 2",
    });
    expect(bodyTeks({ ...teks, id_pertemuan: "12" }, { operator: true, idPertemuan: 7 }).id_pertemuan).toBe(12);
    expect(bodyTeks({ ...teks, id_pertemuan: "" }, { operator: true, idPertemuan: 7 }).id_pertemuan).toBeNull();
  });
});
