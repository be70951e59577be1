import { describe, expect, it } from "vitest";
import {
  bacaNilaiSoal,
  bacaPengurangan,
  dijawabLabel,
  dijawabStatistik,
  gantiBaris,
  ketepatan,
  labelPublikasi,
  pesanPublikasi,
  jumlahBelumDinilai,
  konfirmasiPublikasi,
  nilaiBarisLabel,
  nilaiDiganti,
  opsiPengerjaan,
  opsiStatistik,
  pelanggaranLabel,
  type PengerjaanBaris,
  penguranganLabel,
  perluDinilai,
  posisiStatistik,
  rataRataLabel,
  selesaiLabel,
  type SoalLembar,
  teksAngka,
  waktuPelanggaran,
} from "./hasil-aturan";

const TZ = "Asia/Jakarta";

const baris = (ubah: Partial<PengerjaanBaris> = {}): PengerjaanBaris => ({
  id: 1,
  id_mahasiswa: 10,
  nim: "2201",
  nama: "Ani",
  waktu_mulai: "2026-05-05T07:00:00Z",
  waktu_kumpul: "2026-05-05T07:25:00Z",
  jumlah_soal: 6,
  jumlah_soal_dijawab: 5,
  jumlah_belum_dinilai: 0,
  pengurangan_nilai: 0,
  nilai_akhir: 83.33,
  jumlah_pelanggaran: 0,
  ...ubah,
});

const lembar = (ubah: Partial<SoalLembar> = {}): SoalLembar => ({
  id: 3,
  nomor: 1,
  jenis: "pilihan",
  pertanyaan: "<p>?</p>",
  pilihan: ["3", "4", "5"],
  jenis_file_diterima: [],
  jawaban: "1",
  berkas: [],
  soal_files: [],
  gambar: [],
  kunci_files: [],
  versi: 1,
  kunci: "1",
  nilai: 100,
  ...ubah,
});

describe("the attempts", () => {
  it("shows the end or 'Sedang mengerjakan', and answered of given", () => {
    expect(selesaiLabel(baris(), TZ)).toBe("5 Mei 2026, 14:25 WIB");
    expect(selesaiLabel(baris({ waktu_kumpul: null }), TZ)).toBe("Sedang mengerjakan");
    expect(dijawabLabel(baris())).toBe("5/6");
  });

  it("shows the score, the essays waiting, or '-' while running", () => {
    expect(nilaiBarisLabel(baris())).toBe("83,33");
    expect(nilaiBarisLabel(baris({ nilai_akhir: 80 }))).toBe("80");
    expect(nilaiBarisLabel(baris({ nilai_akhir: null, jumlah_belum_dinilai: 2 }))).toBe("Belum Dinilai 2");
    expect(nilaiBarisLabel(baris({ nilai_akhir: null, waktu_kumpul: null }))).toBe("-");
    expect(penguranganLabel(2.5)).toBe("2,5");
  });

  it("replaces a saved row and names the publish button by the state", () => {
    const a = baris();
    const b = baris({ id: 2, nim: "2202" });
    const baru = baris({ id: 2, nilai_akhir: 90 });
    expect(gantiBaris([a, b], baru)).toEqual([a, baru]);
    expect(labelPublikasi(false)).toBe("Publikasikan Nilai");
    expect(labelPublikasi(true)).toBe("Sembunyikan Nilai");
    expect(pesanPublikasi(true)).toBe("Berhasil publish nilai");
    expect(pesanPublikasi(false)).toBe("Berhasil unpublish nilai");
  });
  it("asks before publishing while essays wait for a mark, naming how many", () => {
    const baris = (n: number) => ({ jumlah_belum_dinilai: n });
    expect(jumlahBelumDinilai([baris(0), baris(2), baris(1)])).toBe(2);
    expect(konfirmasiPublikasi(0)).toBeNull();
    expect(konfirmasiPublikasi(2)).toBe(
      "2 pengerjaan masih memiliki esai yang belum dinilai; mahasiswa akan melihat nilai yang belum lengkap. Tetap publikasikan nilai?",
    );
  });
});

describe("one attempt", () => {
  it("labels violations and their times to the second", () => {
    expect(pelanggaranLabel("keluar_layar_penuh")).toBe("Keluar layar penuh");
    expect(pelanggaranLabel("pindah_tab")).toBe("Pindah tab");
    expect(pelanggaranLabel("pindah_jendela")).toBe("Pindah jendela");
    expect(waktuPelanggaran("2026-05-05T07:05:09Z", "Asia/Makassar")).toBe("5 Mei 2026, 15:05:09 WITA");
  });

  it("marks the key and the student's choice", () => {
    expect(opsiPengerjaan(lembar({ jawaban: "2" })).map((o) => [o.huruf, o.kunci, o.dipilih])).toEqual([
      ["A", false, false],
      ["B", true, false],
      ["C", false, true],
    ]);
    const bs = lembar({ jenis: "benar_salah", pilihan: ["benar", "salah"], kunci: "benar", jawaban: "salah" });
    expect(opsiPengerjaan(bs).map((o) => [o.huruf, o.teks, o.kunci, o.dipilih])).toEqual([
      ["B", "Benar", true, false],
      ["S", "Salah", false, true],
    ]);
    expect(opsiPengerjaan(lembar({ jawaban: null })).some((o) => o.dipilih)).toBe(false);
  });

  it("says right or wrong for choices only, and which essays take a score", () => {
    expect(ketepatan(lembar())).toBe("benar");
    expect(ketepatan(lembar({ jawaban: "0" }))).toBe("salah");
    expect(ketepatan(lembar({ jawaban: null }))).toBeNull();
    expect(ketepatan(lembar({ jenis: "esay", jawaban: "teks" }))).toBeNull();
    expect(perluDinilai(lembar({ jenis: "esay", jawaban: "teks" }))).toBe(true);
    expect(perluDinilai(lembar({ jenis: "esay", jawaban: null }))).toBe(false);
    expect(
      perluDinilai(lembar({ jenis: "esay", jawaban: null, berkas: [{ url: "/v2/storager/ab/a.pdf", name: "a.pdf", content_length: 1 }] })),
    ).toBe(true);
    expect(perluDinilai(lembar())).toBe(false);
  });

  it("puts a new essay score on its question only", () => {
    const k = {
      id: 1,
      nomor: 1,
      aturan: "semua" as const,
      jumlah_wajib_dijawab: null,
      soal: [lembar(), lembar({ id: 4, jenis: "esay", nilai: null })],
    };
    const baru = nilaiDiganti([k], { id: 4, nilai: 80 });
    expect(baru[0]?.soal.map((s) => s.nilai)).toEqual([100, 80]);
    expect(k.soal[1]?.nilai).toBeNull();
  });

  it("reads an essay score as a whole number 0-100", () => {
    expect(bacaNilaiSoal(" 80 ")).toEqual({ valid: true, nilai: 80 });
    expect(bacaNilaiSoal("0")).toEqual({ valid: true, nilai: 0 });
    expect(bacaNilaiSoal("100")).toEqual({ valid: true, nilai: 100 });
    for (const salah of ["", "101", "80.5", "80,5", "-1", "1e2", "abc"]) {
      expect(bacaNilaiSoal(salah)).toEqual({ valid: false, pesan: "Nilai harus bilangan bulat 0 sampai 100." });
    }
  });

  it("reads a deduction with a point or a comma, to 2 decimals", () => {
    expect(bacaPengurangan("2,5")).toEqual({ valid: true, nilai: 2.5 });
    expect(bacaPengurangan("1.005")).toEqual({ valid: true, nilai: 1.01 });
    expect(bacaPengurangan("100")).toEqual({ valid: true, nilai: 100 });
    expect(bacaPengurangan(".5")).toEqual({ valid: true, nilai: 0.5 });
    for (const salah of ["", "100.01", "-2", "x", "1,2,3"]) {
      expect(bacaPengurangan(salah)).toEqual({ valid: false, pesan: "Pengurangan nilai harus 0 sampai 100." });
    }
    expect(teksAngka(2.5)).toBe("2,5");
    expect(teksAngka(80)).toBe("80");
    expect(teksAngka(null)).toBe("");
  });
});

describe("statistics", () => {
  const stat = {
    id_soal: 3,
    nomor_kelompok: 2,
    nomor: 4,
    jenis: "benar_salah" as const,
    pertanyaan: "<p>?</p>",
    pilihan: ["benar", "salah"],
    kunci: "salah",
    jumlah_peserta: 30,
    jumlah_dijawab: 28,
    jumlah_benar: 20,
    jumlah_per_pilihan: [8, 20],
    rata_rata_nilai: null,
  };

  it("counts per option with the key marked", () => {
    expect(opsiStatistik(stat)).toEqual([
      { huruf: "B", teks: "Benar", kunci: false, jumlah: 8 },
      { huruf: "S", teks: "Salah", kunci: true, jumlah: 20 },
    ]);
    expect(opsiStatistik({ ...stat, jenis: "pilihan", pilihan: ["x", "y", "z"], kunci: "0", jumlah_per_pilihan: [5, 1] })).toEqual([
      { huruf: "A", teks: "x", kunci: true, jumlah: 5 },
      { huruf: "B", teks: "y", kunci: false, jumlah: 1 },
      { huruf: "C", teks: "z", kunci: false, jumlah: 0 },
    ]);
  });

  it("words the figures", () => {
    expect(dijawabStatistik(stat)).toBe("Dijawab 28 dari 30 peserta");
    expect(posisiStatistik(stat)).toBe("Kelompok 2 · Soal 4");
    expect(rataRataLabel(77.5)).toBe("77,5");
    expect(rataRataLabel(null)).toBe("-");
  });
});
