import { describe, expect, it } from "vitest";
import {
  aturanTeks,
  bodyKelompok,
  bodySoal,
  type FormSoal,
  formKelompokAwal,
  formSoalAwal,
  hapusOpsi,
  hurufOpsi,
  jenisFileLabel,
  jumlahSoal,
  kelompokBerubah,
  kunciLabel,
  opsiSoal,
  periksaKelompok,
  periksaSoal,
  PESAN_SOAL,
  pertanyaanHtml,
  pilihJenisFile,
  pilihSemuaJenisFile,
  semuaJenisFile,
  type SoalUjian,
  tambahOpsi,
  ubahGambarOpsi,
  ubahOpsi,
} from "./soal-aturan";

const soal = (ubah: Partial<SoalUjian> = {}): SoalUjian => ({
  id: 7,
  nomor: 1,
  jenis: "pilihan",
  pertanyaan: "<p>Berapa 2 + 2?</p>",
  pilihan: ["3", "4", "5"],
  kunci: "1",
  jenis_file_diterima: [],
  soal_files: [],
  kunci_files: [],
  gambar: [],
  ...ubah,
});

const pilihan = (pilihan: string[], kunci = ""): FormSoal => ({ ...formSoalAwal("pilihan", null), pertanyaan: "Soal", pilihan, kunci });

describe("labels", () => {
  it("letters options from A and shows keys as letters, Benar/Salah or the essay text", () => {
    expect([0, 1, 2, 9].map(hurufOpsi)).toEqual(["A", "B", "C", "J"]);
    expect(kunciLabel(soal())).toBe("B");
    expect(kunciLabel(soal({ kunci: "" }))).toBe("-");
    expect(kunciLabel(soal({ jenis: "benar_salah", kunci: "salah" }))).toBe("Salah");
    expect(kunciLabel(soal({ jenis: "esay", kunci: "  Empat  " }))).toBe("Empat");
    expect(kunciLabel(soal({ jenis: "esay", kunci: "" }))).toBe("-");
  });

  it("marks the key among the options; true/false options are B and S", () => {
    expect(opsiSoal(soal())).toEqual([
      { huruf: "A", teks: "3", kunci: false, gambar: null },
      { huruf: "B", teks: "4", kunci: true, gambar: null },
      { huruf: "C", teks: "5", kunci: false, gambar: null },
    ]);
    expect(opsiSoal(soal({ jenis: "benar_salah", pilihan: ["benar", "salah"], kunci: "benar" }))).toEqual([
      { huruf: "B", teks: "Benar", kunci: true },
      { huruf: "S", teks: "Salah", kunci: false },
    ]);
  });

  it("names accepted essay kinds in the spec's order", () => {
    expect(jenisFileLabel(["image", "pdf"])).toBe("PDF, Gambar (.png/.jpg)");
    expect(jenisFileLabel([])).toBe("-");
  });
});

describe("groups", () => {
  it("says what each rule asks", () => {
    expect(aturanTeks({ aturan: "semua", jumlah_wajib_dijawab: null }, 4)).toBe("Semua soal ditampilkan dan wajib dijawab.");
    expect(aturanTeks({ aturan: "random", jumlah_wajib_dijawab: 2 }, 4)).toBe(
      "Setiap peserta mendapat 2 soal acak dari 4 soal; semua wajib dijawab.",
    );
    expect(aturanTeks({ aturan: "sebagian", jumlah_wajib_dijawab: 3 }, 5)).toBe("Semua soal ditampilkan; 3 dari 5 soal wajib dijawab.");
  });

  it("checks the number to answer with the server's messages", () => {
    expect(periksaKelompok({ aturan: "semua", jumlah: "" }, 3)).toBeNull();
    expect(periksaKelompok({ aturan: "random", jumlah: " " }, 3)).toBe("Jumlah soal wajib dijawab wajib diisi");
    expect(periksaKelompok({ aturan: "random", jumlah: "0" }, 3)).toBe("Jumlah soal wajib dijawab paling sedikit 1.");
    expect(periksaKelompok({ aturan: "sebagian", jumlah: "1.5" }, 3)).toBe("Jumlah soal wajib dijawab paling sedikit 1.");
    expect(periksaKelompok({ aturan: "sebagian", jumlah: "4" }, 3)).toBe(
      "Jumlah soal wajib dijawab paling banyak 3 (jumlah soal kelompok ini).",
    );
    expect(periksaKelompok({ aturan: "sebagian", jumlah: "4" }, 0)).toBeNull();
    expect(periksaKelompok({ aturan: "sebagian", jumlah: "2" }, 3)).toBeNull();
  });

  it("sends the number only for random and sebagian, and knows when the rule changed", () => {
    expect(bodyKelompok({ aturan: "semua", jumlah: "2" })).toEqual({ aturan: "semua", jumlah_wajib_dijawab: null });
    expect(bodyKelompok({ aturan: "random", jumlah: " 2 " })).toEqual({ aturan: "random", jumlah_wajib_dijawab: 2 });
    const k = { aturan: "random" as const, jumlah_wajib_dijawab: 2 };
    expect(formKelompokAwal(k)).toEqual({ aturan: "random", jumlah: "2" });
    expect(kelompokBerubah({ aturan: "random", jumlah: "2" }, k)).toBe(false);
    expect(kelompokBerubah({ aturan: "random", jumlah: "3" }, k)).toBe(true);
    expect(kelompokBerubah({ aturan: "semua", jumlah: "2" }, k)).toBe(true);
    expect(kelompokBerubah({ aturan: "semua", jumlah: "9" }, { aturan: "semua", jumlah_wajib_dijawab: null })).toBe(false);
  });

  it("counts the questions across groups", () => {
    const k = (n: number) => ({
      id: n,
      nomor: n,
      aturan: "semua" as const,
      jumlah_wajib_dijawab: null,
      soal: Array.from({ length: n }, () => soal()),
    });
    expect(jumlahSoal({ kelompok_soal: [k(2), k(3)] })).toBe(5);
  });
});

describe("the question form card", () => {
  it("starts empty by kind (four options, essays take text) or with the question edited", () => {
    const tanpaBerkas = { soal_files: [], kunci_files: [] };
    expect(formSoalAwal("pilihan", null)).toEqual({
      jenis: "pilihan",
      pertanyaan: "",
      pilihan: ["", "", "", ""],
      kunci: "",
      jenis_file_diterima: [],
      ...tanpaBerkas,
      gambar: [null, null, null, null],
    });
    expect(formSoalAwal("benar_salah", null).pilihan).toEqual([]);
    expect(formSoalAwal("esay", null).jenis_file_diterima).toEqual(["text"]);
    const s = soal();
    const f = formSoalAwal("esay", s);
    expect(f).toEqual({
      jenis: "pilihan",
      pertanyaan: "<p>Berapa 2 + 2?</p>",
      pilihan: ["3", "4", "5"],
      kunci: "1",
      jenis_file_diterima: [],
      ...tanpaBerkas,
      gambar: [null, null, null],
    });
    f.pilihan[0] = "x";
    expect(s.pilihan[0]).toBe("3");
  });

  it("adds options up to ten", () => {
    let f = pilihan(["a", "b", "c"]);
    for (let i = 0; i < 10; i++) f = tambahOpsi(f);
    expect(f.pilihan).toHaveLength(10);
    expect(ubahOpsi(f, 0, "z").pilihan[0]).toBe("z");
  });

  it("deletes nothing at three options; otherwise the key follows its option", () => {
    const tiga = pilihan(["a", "b", "c"], "2");
    expect(hapusOpsi(tiga, 0)).toBe(tiga);
    const empat = pilihan(["a", "b", "c", "d"], "2");
    const tigaGambar = [null, null, null];
    expect(hapusOpsi(empat, 0)).toEqual({ ...empat, pilihan: ["b", "c", "d"], gambar: tigaGambar, kunci: "1" });
    expect(hapusOpsi(empat, 3)).toEqual({ ...empat, pilihan: ["a", "b", "c"], gambar: tigaGambar, kunci: "2" });
    expect(hapusOpsi(empat, 2)).toEqual({ ...empat, pilihan: ["a", "b", "d"], gambar: tigaGambar, kunci: "" });
    expect(hapusOpsi(pilihan(["a", "b", "c", "d"]), 1).kunci).toBe("");
    expect(hapusOpsi(empat, 9)).toBe(empat);
  });

  it("ticks accepted kinds one by one or all at once", () => {
    let f = formSoalAwal("esay", null);
    f = pilihJenisFile(f, "image", true);
    f = pilihJenisFile(f, "pdf", true);
    expect(f.jenis_file_diterima).toEqual(["pdf", "text", "image"]);
    expect(semuaJenisFile(f)).toBe(false);
    f = pilihSemuaJenisFile(f, true);
    expect(semuaJenisFile(f)).toBe(true);
    expect(pilihJenisFile(f, "text", false).jenis_file_diterima).toEqual(["pdf", "docs", "image", "compressed"]);
    expect(pilihSemuaJenisFile(f, false).jenis_file_diterima).toEqual([]);
  });

  it("checks in the server's order and words", () => {
    expect(periksaSoal({ ...pilihan(["a", "b", "c"], "0"), pertanyaan: "<p> &nbsp;</p>" })).toBe(PESAN_SOAL.pertanyaan);
    expect(periksaSoal(pilihan(["a", " ", "c"], "0"))).toBe("Pilihan jawaban wajib diisi");
    expect(periksaSoal(pilihan(["a", "b"], "0"))).toBe("Pilihan jawaban paling sedikit 3.");
    expect(periksaSoal(pilihan(["a", "b", "c"]))).toBe("Kunci jawaban wajib dipilih");
    expect(periksaSoal(pilihan(["a", "b", "c"], "3"))).toBe("Kunci jawaban wajib dipilih");
    expect(periksaSoal(pilihan(["a", "b", "c"], "2"))).toBeNull();
    const bs = { ...formSoalAwal("benar_salah", null), pertanyaan: "Bumi bulat" };
    expect(periksaSoal(bs)).toBe("Kunci jawaban wajib dipilih");
    expect(periksaSoal({ ...bs, kunci: "salah" })).toBeNull();
    const esai = { ...formSoalAwal("esay", null), pertanyaan: "Jelaskan" };
    expect(periksaSoal({ ...esai, jenis_file_diterima: [] })).toBe("Jenis jawaban yang diterima wajib dipilih");
    expect(periksaSoal(esai)).toBeNull();
  });

  it("wraps plain text in paragraphs and keeps HTML as it is", () => {
    expect(pertanyaanHtml("  Berapa 2 + 2?  ")).toBe("<p>Berapa 2 + 2?</p>");
    expect(pertanyaanHtml("Baris satu\nbaris dua\n\n  \nParagraf & 'kutip'")).toBe(
      "<p>Baris satu<br>baris dua</p><p>Paragraf &amp; &#x27;kutip&#x27;</p>",
    );
    expect(pertanyaanHtml("a < b dan c > d")).toBe("<p>a &lt; b dan c &gt; d</p>");
    expect(pertanyaanHtml("<p>Sudah <strong>HTML</strong></p>")).toBe("<p>Sudah <strong>HTML</strong></p>");
    expect(pertanyaanHtml("Gambar: <img src='x.png'>")).toBe("Gambar: <img src='x.png'>");
  });

  it("sends what the kind takes", () => {
    expect(bodySoal({ ...pilihan([" a ", "b", "c"], "1"), jenis_file_diterima: ["pdf"] })).toEqual({
      jenis: "pilihan",
      pertanyaan: "<p>Soal</p>",
      pilihan: ["a", "b", "c"],
      kunci: "1",
      jenis_file_diterima: [],
      soal_files: [],
      kunci_files: [],
      gambar: [null, null, null],
    });
    const tanpaBerkas = { soal_files: [], kunci_files: [], gambar: [] };
    expect(
      bodySoal({ jenis: "benar_salah", pertanyaan: "x", pilihan: ["q"], kunci: "benar", jenis_file_diterima: [], ...tanpaBerkas }),
    ).toEqual({
      jenis: "benar_salah",
      pertanyaan: "<p>x</p>",
      pilihan: [],
      kunci: "benar",
      jenis_file_diterima: [],
      ...tanpaBerkas,
    });
    const lampiran = { url: "/v2/storager/ab/Pembahasan.pdf", name: "Pembahasan.pdf", content_length: 9 };
    const esai: FormSoal = {
      jenis: "esay",
      pertanyaan: "x",
      pilihan: [],
      kunci: "  kunci  ",
      jenis_file_diterima: ["text", "pdf"],
      ...tanpaBerkas,
    };
    expect(bodySoal({ ...esai, soal_files: [lampiran], kunci_files: [lampiran] })).toEqual({
      jenis: "esay",
      pertanyaan: "<p>x</p>",
      pilihan: [],
      kunci: "kunci",
      jenis_file_diterima: ["text", "pdf"],
      soal_files: [lampiran.url],
      kunci_files: [lampiran.url],
      gambar: [],
    });
  });
});

describe("option images", () => {
  const g = (n: string) => ({ url: `/v2/storager/ab/${n}`, name: n, content_length: 1 });

  it("follow their option when options are added or deleted, and go out as URLs or null", () => {
    let f = pilihan(["a", "b", "c", "d"], "2");
    f = ubahGambarOpsi(f, 1, g("b.png"));
    f = ubahGambarOpsi(f, 3, g("d.png"));
    expect(f.gambar.map((x) => x?.name ?? null)).toEqual([null, "b.png", null, "d.png"]);
    f = hapusOpsi(f, 0);
    expect(f.gambar.map((x) => x?.name ?? null)).toEqual(["b.png", null, "d.png"]);
    expect(f.kunci).toBe("1");
    f = tambahOpsi(f);
    expect(f.gambar).toHaveLength(4);
    expect(bodySoal(f).gambar).toEqual(["/v2/storager/ab/b.png", null, "/v2/storager/ab/d.png", null]);
    f = ubahGambarOpsi(f, 0, null);
    expect(bodySoal(f).gambar).toEqual([null, null, "/v2/storager/ab/d.png", null]);
  });

  it("start from the question being edited", () => {
    const s = soal({ gambar: [null, g("b.png")] });
    expect(formSoalAwal("pilihan", s).gambar.map((x) => x?.name ?? null)).toEqual([null, "b.png", null]);
  });
});
