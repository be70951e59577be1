import { describe, expect, it } from "vitest";
import {
  barisDaftar,
  bobotLabel,
  bukaData,
  cekLampiran,
  formSilabus,
  infoSilabus,
  LAMPIRAN_EKSTENSI_HINT,
  LAMPIRAN_MAKS_MB,
  pengajarLabel,
  totalBobot,
  urutRps,
} from "./rps-aturan";
import type { KelasDetail } from "./types";
import { acceptAtribut, hintUnggah } from "../../lib/unggah";

describe("answers", () => {
  it("takes the course info bare or wrapped in data", () => {
    const info = { id: 7, kode: "IF101", silabus: "x" };
    expect(bukaData(info)).toBe(info);
    expect(bukaData({ data: info })).toBe(info);
    // A list answer is not unwrapped by bukaData.
    const list = { data: [1, 2], meta: {} };
    expect(bukaData(list)).toBe(list);
    expect(bukaData(null)).toBe(null);
  });

  it("reads list rows, [] for anything else", () => {
    expect(barisDaftar({ data: [{ a: 1 }], meta: {} })).toEqual([{ a: 1 }]);
    expect(barisDaftar({ data: null })).toEqual([]);
    expect(barisDaftar(null)).toEqual([]);
    expect(barisDaftar("x")).toEqual([]);
  });

  it("orders the RPS by meeting number without touching the input", () => {
    const rows = [3, 1, 2].map((n) => ({ id_pertemuan: n, materi: `M${n}`, materi_inggris: `E${n}` }));
    expect(urutRps(rows).map((r) => r.id_pertemuan)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.id_pertemuan)).toEqual([3, 1, 2]);
  });
});

describe("RE weights", () => {
  it("adds up the weights to two decimals", () => {
    expect(totalBobot([{ bobot: 30 }, { bobot: 30 }, { bobot: 40 }])).toBe(100);
    expect(totalBobot([{ bobot: 0.1 }, { bobot: 0.2 }])).toBe(0.3);
    expect(totalBobot([{ bobot: Number.NaN }, { bobot: 5 }])).toBe(5);
    expect(totalBobot([])).toBe(0);
  });

  it("shows whole and decimal weights with a comma", () => {
    expect(bobotLabel(25)).toBe("25");
    expect(bobotLabel(12.5)).toBe("12,5");
    expect(bobotLabel(33.333)).toBe("33,33");
  });
});

describe("Lampiran", () => {
  it("accepts .pdf, .doc and .docx up to 10 MB", () => {
    expect(acceptAtribut(LAMPIRAN_EKSTENSI_HINT)).toBe(".pdf,.doc,.docx");
    expect(hintUnggah(LAMPIRAN_EKSTENSI_HINT, LAMPIRAN_MAKS_MB)).toBe(
      "Jenis file yang didukung adalah .pdf, .doc, .docx, dengan maksimal ukuran sebesar 10 MB",
    );
    expect(cekLampiran({ name: "RPS.PDF", size: 10_000_000 })).toBeNull();
    expect(cekLampiran({ name: "silabus.docx", size: 1 })).toBeNull();
    expect(cekLampiran({ name: "silabus.doc", size: 10_000_001 })).toBe("Ukuran file melebihi batas maksimal");
    expect(cekLampiran({ name: "foto.png", size: 1 })).toBe("File type .png is not allowed");
    expect(cekLampiran({ name: "tanpa-ekstensi", size: 1 })).toBe("File type . is not allowed");
  });

  it("sends keterangan and, when uploaded, the attachment's URL", () => {
    const tanpa = formSilabus("Teks silabus", null);
    expect(tanpa.get("keterangan")).toBe("Teks silabus");
    expect(tanpa.has("lampiran_url")).toBe(false);
    const dengan = formSilabus("", "/v2/storager/abc/RPS.pdf");
    expect(dengan.get("keterangan")).toBe("");
    expect(dengan.get("lampiran_url")).toBe("/v2/storager/abc/RPS.pdf");
    expect(dengan.has("lampiran")).toBe(false);
  });
});

describe("info block", () => {
  const kelas = {
    periode: 20252,
    mata_kuliah: { id: 1, kode: "IF101", nama: "Algoritma", sks: 3, prodi: { nama: "Informatika", jenjang: "S1" }, silabus: { teks: "" } },
    kelas: { nama: "A", jenis: { nama: "Reguler" } },
    pengajar: [
      { gelar_depan: "Dr.", nama_pengajar: "Budi Santoso", gelar_akademik: "M.Kom." },
      { gelar_depan: "", nama_pengajar: "Ani Lestari", gelar_akademik: "M.T." },
    ],
    jumlah_pertemuan: 16,
    prodi_kelas: [],
  } as unknown as KelasDetail;

  it("lists the teachers with their titles", () => {
    expect(pengajarLabel(kelas.pengajar)).toBe("Dr. Budi Santoso, M.Kom., Ani Lestari, M.T.");
    expect(pengajarLabel([])).toBe("-");
  });

  it("has the spec's rows, the period read by parity", () => {
    expect(infoSilabus(kelas)).toEqual([
      ["Periode", "2025/2026 Genap"],
      ["Mata Kuliah", "IF101 - Algoritma"],
      ["Jenis Kelas", "Reguler"],
      ["SKS", "3"],
      ["Pengajar", "Dr. Budi Santoso, M.Kom., Ani Lestari, M.T."],
      ["Pertemuan", "16"],
      ["Prodi Kelas", "Tidak Ada"],
    ]);
    const sp = { ...kelas, periode: 20253, prodi_kelas: [{ jenjang: "S1", nama: "Informatika" }] } as KelasDetail;
    const rows = Object.fromEntries(infoSilabus(sp));
    expect(rows["Periode"]).toBe("2025/2026 Ganjil");
    expect(rows["Prodi Kelas"]).toBe("S1 Informatika");
  });
});
