import { describe, expect, it } from "vitest";
import {
  acceptBerkas,
  bodySalin,
  bodySimpan,
  bukaTautan,
  capaiAmbang,
  catatanAkses,
  catatanSyarat,
  cekBerkas,
  detikBaca,
  type FormMateri,
  formAwal,
  formatSalinan,
  formatSisa,
  isoDariLokal,
  jenisAktivitasLabel,
  jenisMateriLabel,
  jenisPratinjau,
  jumlahAksesLabel,
  langkahMundur,
  lokalDariIso,
  periksaMateri,
  periksaSalin,
  periksaWaktu,
  persenPutar,
  persenSyarat,
  PUTAR_AWAL,
  type Putar,
  rentangWaktu,
  tambahPutar,
  urlUnduh,
} from "./aturan";
import type { MateriDetail } from "./types";

const WIB = "Asia/Jakarta";
const BATAS = { ebook: 10, video: 100, audio: 20, archive: 50, tugas: 10 };
// 24 Nov 2026, 10:00:30 WIB
const SEKARANG = Date.parse("2026-11-24T03:00:30Z");

describe("labels", () => {
  it("activity kinds and material kinds", () => {
    expect(jenisAktivitasLabel("ujian")).toBe("Kuis/Ujian");
    expect(jenisAktivitasLabel("teks")).toBe("Teks");
    expect(jenisAktivitasLabel("constructor")).toBe("-");
    expect(jenisMateriLabel("petunjuk_praktikum")).toBe("Petunjuk Praktikum");
    expect(jenisMateriLabel("audio_visual")).toBe("Audio Visual");
    expect(jenisMateriLabel(null)).toBe("-");
  });
  it("time ranges in the zone", () => {
    expect(rentangWaktu("2026-11-24T05:00:00Z", "2026-11-24T07:00:00Z", WIB)).toBe("24 Nov 2026, 12:00 - 14:00 WIB");
    expect(rentangWaktu("2026-11-24T05:00:00Z", "2026-11-25T16:59:00Z", WIB)).toBe("24 Nov 2026, 12:00 WIB - 25 Nov 2026, 23:59 WIB");
    expect(rentangWaktu("2026-11-24T05:00:00Z", null, "Asia/Jayapura")).toBe("24 Nov 2026, 14:00 WIT");
    expect(rentangWaktu("2026-11-24T05:00:00Z", "2026-11-24T05:00:00Z", WIB)).toBe("24 Nov 2026, 12:00 WIB");
    expect(rentangWaktu("0001-01-01T00:00:00Z", "2026-11-24T07:00:00Z", WIB)).toBe("-");
  });
  it("access notices", () => {
    expect(catatanAkses({ cara: "baca", waktu: "2026-11-24T05:00:00Z", tepat_waktu: true }, WIB)).toBe(
      "Sudah diakses pada 24 Nov 2026, 12:00 WIB",
    );
    expect(catatanAkses({ cara: "unduh", waktu: "2026-11-24T05:00:00Z", tepat_waktu: false }, "Asia/Makassar")).toBe(
      "Sudah diakses pada 24 Nov 2026, 13:00 WITA (terlambat)",
    );
    expect(catatanAkses({ cara: "buka", waktu: "2026-11-24T05:00:00Z", tepat_waktu: null }, WIB)).toBe(
      "Sudah diakses pada 24 Nov 2026, 12:00 WIB",
    );
    expect(catatanSyarat("2026-11-30T16:59:00Z", WIB)).toBe("Materi ini menjadi syarat kehadiran. Batas: 30 Nov 2026, 23:59 WIB");
    expect(jumlahAksesLabel({ jumlah_akses: 12, jumlah_peserta: 30 })).toBe("Diakses 12 dari 30 peserta");
    expect(jumlahAksesLabel({ jumlah_akses: 0, jumlah_peserta: 30 })).toBe("Diakses 0 dari 30 peserta");
    expect(jumlahAksesLabel({ jumlah_akses: null, jumlah_peserta: 30 })).toBeNull();
  });
});

describe("files and links", () => {
  it("checks the extension per type", () => {
    expect(cekBerkas({ name: "Bab 1.PDF", size: 1 }, "ebook", BATAS)).toBeNull();
    expect(cekBerkas({ name: "kuliah.webm", size: 1 }, "audio", BATAS)).toBeNull();
    expect(cekBerkas({ name: "kuliah.mp3", size: 1 }, "video", BATAS)).toBe("File type .mp3 is not allowed");
    expect(cekBerkas({ name: "arsip.7z", size: 1 }, "archive", BATAS)).toBe("File type .7z is not allowed");
    expect(cekBerkas({ name: "tanpa-titik", size: 1 }, "ebook", BATAS)).toBe("File type . is not allowed");
  });
  it("checks the size against the setting × 1,000,000 bytes", () => {
    expect(cekBerkas({ name: "a.pdf", size: 10_000_000 }, "ebook", BATAS)).toBeNull();
    expect(cekBerkas({ name: "a.pdf", size: 10_000_001 }, "ebook", BATAS)).toBe("Ukuran maksimal 10 MB");
    expect(cekBerkas({ name: "a.zip", size: 60_000_000 }, "archive", { ...BATAS, archive: 0.5 })).toBe("Ukuran maksimal 500 KB");
    expect(cekBerkas({ name: "a.zip", size: 60_000_000 }, "archive", { ...BATAS, archive: 0 })).toBeNull();
  });
  it("lists the accepted extensions", () => {
    expect(acceptBerkas("archive")).toBe(".zip,.rar");
    expect(acceptBerkas("audio")).toBe(".mp3,.wav,.ogg,.acc,.opus,.webm");
  });
  it("chooses the viewer", () => {
    expect(jenisPratinjau("modul.pdf")).toBe("pdf");
    expect(jenisPratinjau("bagan.JPG")).toBe("gambar");
    expect(jenisPratinjau("slide.pptx")).toBe("lain");
  });
  it("prepends http:// to links without a web scheme", () => {
    expect(bukaTautan("example.com/a")).toBe("http://example.com/a");
    expect(bukaTautan("  https://example.com ")).toBe("https://example.com");
    expect(bukaTautan("HTTP://EXAMPLE.COM")).toBe("HTTP://EXAMPLE.COM");
    expect(bukaTautan("ftp://files.example.com")).toBe("ftp://files.example.com");
    expect(bukaTautan("mailto:dosen@kampus.ac.id")).toBe("mailto:dosen@kampus.ac.id");
    expect(bukaTautan("//cdn.example.com/x")).toBe("http://cdn.example.com/x");
    expect(bukaTautan("localhost:8080")).toBe("http://localhost:8080");
    expect(bukaTautan("javascript:alert(1)")).toBe("http://javascript:alert(1)");
    expect(bukaTautan("")).toBe("");
  });
  it("labels the copy table's format cell", () => {
    const file = { url: "/berkas/materi/ebook/a.pdf", name: "Modul 1.pdf", content_length: 1 };
    expect(formatSalinan({ tipe_file: "ebook", file, file_url: null })).toEqual({ label: "PDF", href: "/berkas/materi/ebook/a.pdf" });
    expect(formatSalinan({ tipe_file: "url", file: null, file_url: "example.com" })).toEqual({ label: "URL", href: "http://example.com" });
    expect(formatSalinan({ tipe_file: "archive", file: null, file_url: null })).toBeNull();
  });
  it("builds the download address", () => {
    expect(urlUnduh("/berkas/materi/ebook/a.pdf")).toBe("/berkas/materi/ebook/a.pdf?unduh=1");
    expect(urlUnduh("/berkas?id=3")).toBe("/berkas?id=3&unduh=1");
  });
});

describe("reading countdown", () => {
  it("counts down one second at a time and stops at 0", () => {
    expect(langkahMundur(60)).toBe(59);
    expect(langkahMundur(1)).toBe(0);
    expect(langkahMundur(0)).toBe(0);
    expect(langkahMundur(-3)).toBe(0);
  });
  it("shows mm:ss", () => {
    expect(formatSisa(60)).toBe("01:00");
    expect(formatSisa(125)).toBe("02:05");
    expect(formatSisa(0)).toBe("00:00");
    expect(formatSisa(-1)).toBe("00:00");
  });
  it("uses the defaults when settings are missing", () => {
    expect(detikBaca({ ebook_detik: 90, video_persen: 0, audio_persen: 0 })).toBe(90);
    expect(detikBaca({ ebook_detik: 0, video_persen: 0, audio_persen: 0 })).toBe(60);
    expect(persenSyarat({ ebook_detik: 0, video_persen: 80, audio_persen: 0 }, "video")).toBe(80);
    expect(persenSyarat({ ebook_detik: 0, video_persen: 80, audio_persen: 0 }, "audio")).toBe(50);
    expect(persenSyarat({ ebook_detik: 0, video_persen: 120, audio_persen: 30 }, "video")).toBe(50);
  });
});

describe("played time", () => {
  const putar = (waktu: number[], awal: Putar = PUTAR_AWAL) => waktu.reduce(tambahPutar, awal);
  it("adds small forward steps", () => {
    expect(putar([0, 0.25, 0.5, 0.75, 1]).detik).toBeCloseTo(1);
    expect(putar([10, 11.5]).detik).toBeCloseTo(1.5);
  });
  it("ignores seeks forward and backward", () => {
    const p = putar([0, 1, 2, 90, 91]);
    expect(p.detik).toBeCloseTo(3);
    expect(p.terakhir).toBe(91);
    expect(putar([50, 51, 10, 11]).detik).toBeCloseTo(2);
    expect(putar([5, 6.6]).detik).toBe(0);
  });
  it("starts again after a seek (terakhir null) and skips NaN", () => {
    const p = putar([0, 1]);
    expect(putar([40, 41], { ...p, terakhir: null }).detik).toBeCloseTo(2);
    expect(tambahPutar(p, Number.NaN)).toBe(p);
  });
  it("compares the played share with the threshold", () => {
    expect(persenPutar(30, 60)).toBe(50);
    expect(persenPutar(90, 60)).toBe(100);
    expect(persenPutar(30, Number.NaN)).toBe(0);
    expect(persenPutar(30, Number.POSITIVE_INFINITY)).toBe(0);
    expect(capaiAmbang(29.9, 60, 50)).toBe(false);
    expect(capaiAmbang(30, 60, 50)).toBe(true);
    expect(capaiAmbang(30, 0, 50)).toBe(false);
  });
});

describe("datetime-local values", () => {
  it("adds the zone's fixed offset", () => {
    expect(isoDariLokal("2026-11-24T12:00", WIB)).toBe("2026-11-24T12:00:00+07:00");
    expect(isoDariLokal("2026-11-24T12:00", "Asia/Makassar")).toBe("2026-11-24T12:00:00+08:00");
    expect(isoDariLokal("2026-11-24T12:00:30", "Asia/Jayapura")).toBe("2026-11-24T12:00:30+09:00");
    expect(isoDariLokal("", WIB)).toBeNull();
    expect(isoDariLokal("2026-02-30T12:00", WIB)).toBeNull();
  });
  it("reads a UTC time back in the zone", () => {
    expect(lokalDariIso("2026-11-24T05:00:00Z", WIB)).toBe("2026-11-24T12:00");
    expect(lokalDariIso("2026-11-24T17:30:00Z", WIB)).toBe("2026-11-25T00:30");
    expect(lokalDariIso(null, WIB)).toBe("");
    expect(lokalDariIso("0001-01-01T00:00:00Z", WIB)).toBe("");
  });
});

const kosong: FormMateri = formAwal(null, { id: 5, default_deadline_materi: null }, WIB, false);
const isi: FormMateri = { ...kosong, judul: " Bab 1 ", deskripsi: "Pengantar", tipe_file: "ebook", jenis_materi: "modul" };
const k = { sekarang: SEKARANG, tz: WIB, syaratBerlaku: true, operator: false, adaBerkas: true };

describe("material form", () => {
  it("starts empty, showing now, with the meeting's default deadline", () => {
    expect(kosong).toMatchObject({ id_pertemuan: "5", tampil_sekarang: true, is_syarat_hadir: false, deadline: "" });
    const op = formAwal(null, { id: 5, default_deadline_materi: "2026-11-30T16:59:00Z" }, WIB, true);
    expect(op.id_pertemuan).toBe("");
    expect(op.deadline).toBe("2026-11-30T23:59");
  });
  it("requires the fields with the spec's messages", () => {
    const { galat, kurang } = periksaMateri({ ...kosong, id_pertemuan: "" }, { ...k, operator: true, adaBerkas: false });
    expect(kurang).toBe(true);
    expect(galat).toEqual({
      id_pertemuan: "Pertemuan wajib dipilih!",
      judul: "Judul wajib diisi!",
      deskripsi: "Deskripsi wajib diisi!",
      tipe_file: "Tipe wajib dipilih!",
      jenis_materi: "Jenis wajib dipilih!",
    });
  });
  it("requires a file, or a link for URL", () => {
    expect(periksaMateri(isi, { ...k, adaBerkas: false })).toEqual({ galat: { berkas: "File wajib dipilih!" }, kurang: true });
    expect(periksaMateri({ ...isi, tipe_file: "url", file_url: " " }, { ...k, adaBerkas: false })).toEqual({
      galat: { file_url: "Link wajib diisi!" },
      kurang: true,
    });
    expect(periksaMateri(isi, k)).toEqual({ galat: {}, kurang: false });
  });
  it("a wrong file blocks without 'incomplete'", () => {
    expect(periksaMateri(isi, { ...k, galatBerkas: "File type .exe is not allowed" })).toEqual({
      galat: { berkas: "File type .exe is not allowed" },
      kurang: false,
    });
  });
  it("requires the display time when not shown now, and not in the past", () => {
    const nanti = { ...isi, tampil_sekarang: false };
    expect(periksaMateri(nanti, k)).toEqual({ galat: { waktu_mulai_tampil: "Tanggal & Jam Mulai Tampil wajib dipilih!" }, kurang: true });
    expect(periksaWaktu({ ...nanti, waktu_mulai_tampil: "2026-11-24T09:59" }, k).galat).toEqual({
      waktu_mulai_tampil: "Waktu mulai tampil tidak boleh di masa lalu",
    });
    expect(periksaWaktu({ ...nanti, waktu_mulai_tampil: "2026-11-24T10:00" }, k).galat).toEqual({});
    // Editing: an unchanged past time is kept.
    const awal = { waktu_mulai_tampil: "2026-11-20T08:00", deadline: "" };
    expect(periksaWaktu({ ...nanti, waktu_mulai_tampil: "2026-11-20T08:00" }, { ...k, awal }).galat).toEqual({});
  });
  it("requires a deadline after the display time and not in the past", () => {
    const syarat = { ...isi, is_syarat_hadir: true };
    expect(periksaMateri(syarat, k)).toEqual({ galat: { deadline: "Batas Syarat Kehadiran wajib dipilih!" }, kurang: true });
    expect(periksaWaktu({ ...syarat, deadline: "2026-11-24T10:00" }, k).galat).toEqual({
      deadline: "Batas syarat kehadiran tidak boleh di masa lalu",
    });
    expect(periksaWaktu({ ...syarat, deadline: "2026-11-24T10:01" }, k).galat).toEqual({});
    const nanti = { ...syarat, tampil_sekarang: false, waktu_mulai_tampil: "2026-11-26T08:00" };
    expect(periksaWaktu({ ...nanti, deadline: "2026-11-26T08:00" }, k).galat).toEqual({
      deadline: "Batas syarat kehadiran harus setelah waktu mulai tampil",
    });
    expect(periksaWaktu({ ...nanti, deadline: "2026-11-26T08:01" }, k).galat).toEqual({});
    // Offline meeting: no requirement, nothing to check.
    expect(periksaWaktu(syarat, { ...k, syaratBerlaku: false }).galat).toEqual({});
  });
  it("the copy tab needs a chosen material", () => {
    expect(periksaSalin({ ...kosong }, [], k)).toEqual({ galat: { list_id: "Materi wajib dipilih!" }, kurang: true });
    expect(periksaSalin({ ...kosong, id_pertemuan: "" }, [3], { ...k, operator: true }).galat).toEqual({
      id_pertemuan: "Pertemuan wajib dipilih!",
    });
    expect(periksaSalin(kosong, [3], k)).toEqual({ galat: {}, kurang: false });
  });
});

describe("payloads", () => {
  const ks = { tz: WIB, operator: false, idPertemuan: 5, syaratBerlaku: true };
  const file = { url: "/berkas/materi/ebook/a.pdf", name: "a.pdf", content_length: 10 };
  it("a lecturer's material goes to the page's meeting, with times as ISO with offset", () => {
    const f = {
      ...isi,
      id_pertemuan: "9",
      tampil_sekarang: false,
      waktu_mulai_tampil: "2026-11-25T08:00",
      is_syarat_hadir: true,
      deadline: "2026-11-30T23:59",
    };
    expect(bodySimpan(f, file, ks)).toEqual({
      id_pertemuan: 5,
      judul: "Bab 1",
      deskripsi: "Pengantar",
      tipe_file: "ebook",
      jenis_materi: "modul",
      file,
      file_url: null,
      tampil_sekarang: false,
      waktu_mulai_tampil: "2026-11-25T08:00:00+07:00",
      is_syarat_hadir: true,
      deadline: "2026-11-30T23:59:00+07:00",
    });
  });
  it("an operator's goes to the chosen meeting; offline meetings carry no requirement; URL has no file", () => {
    const f = {
      ...isi,
      id_pertemuan: "9",
      tipe_file: "url" as const,
      file_url: " example.com ",
      is_syarat_hadir: true,
      deadline: "2026-11-30T23:59",
    };
    expect(bodySimpan(f, file, { ...ks, operator: true, syaratBerlaku: false })).toMatchObject({
      id_pertemuan: 9,
      file: null,
      file_url: "example.com",
      tampil_sekarang: true,
      waktu_mulai_tampil: null,
      is_syarat_hadir: false,
      deadline: null,
    });
  });
  it("copy", () => {
    expect(bodySalin({ ...kosong, is_syarat_hadir: true, deadline: "2026-11-30T23:59" }, [3, 4], ks)).toEqual({
      id_pertemuan: 5,
      list_id: [3, 4],
      is_syarat_hadir: true,
      tampil_sekarang: true,
      waktu_mulai_tampil: null,
      deadline: "2026-11-30T23:59:00+07:00",
      type: "salin",
    });
  });
  it("editing starts from the material", () => {
    const m = {
      id: 1,
      id_pertemuan: 7,
      judul: "Video",
      deskripsi: "<p>x</p>",
      tipe_file: "video",
      jenis_materi: "audio_visual",
      file,
      file_url: null,
      tampil_sekarang: false,
      waktu_mulai_tampil: "2026-11-25T01:00:00Z",
      is_syarat_hadir: true,
      deadline: "2026-11-30T16:59:00Z",
    } as MateriDetail;
    expect(formAwal(m, { id: 5, default_deadline_materi: null }, WIB, true)).toEqual({
      id_pertemuan: "7",
      judul: "Video",
      deskripsi: "<p>x</p>",
      tipe_file: "video",
      jenis_materi: "audio_visual",
      file_url: "",
      tampil_sekarang: false,
      waktu_mulai_tampil: "2026-11-25T08:00",
      is_syarat_hadir: true,
      deadline: "2026-11-30T23:59",
    });
  });
});
