import { describe, expect, it } from "vitest";
import { chipFilter, filterDariQuery, jenisDariState, lokalKeUtc, periodeTerpilih, reset, setJenis, terapkan, utcKeLokal } from "./filter";

const q = (pairs: Record<string, string>) => (k: string) => pairs[k] ?? null;

describe("class list filter", () => {
  it("applies non-empty fields from page 1; 'semua' means no status filter", () => {
    const state = filterDariQuery(q({ periode: "20261", status: "semua", mode_kuliah: "online" }));
    const changes = terapkan(state);
    expect(changes).toMatchObject({ page: null, periode: "20261", mode_kuliah: "online", status: null, id_prodi: null });
  });
  it("reset keeps only the period", () => {
    const state = filterDariQuery(q({ periode: "20252", id_prodi: "3", nama_kelas: "A" }));
    const changes = reset(state);
    expect(changes.periode).toBe("20252");
    expect(changes.id_prodi).toBeNull();
    expect(changes.nama_kelas).toBeNull();
    expect(changes.search).toBeNull();
  });
  it("converts local times of the college's zone", () => {
    expect(lokalKeUtc("2026-09-01T07:30", "Asia/Jakarta")).toBe("2026-09-01T00:30:00Z");
    expect(lokalKeUtc("2026-09-01T07:30", "Asia/Jayapura")).toBe("2026-08-31T22:30:00Z");
    expect(lokalKeUtc("", "Asia/Jakarta")).toBe("");
    expect(utcKeLokal("2026-09-01T00:30:00Z", "Asia/Jakarta")).toBe("2026-09-01T07:30");
    expect(utcKeLokal("bukan", "Asia/Jakarta")).toBe("");
  });
  it("one 'Jenis' select sets exactly one of mode, exam type and task type", () => {
    const state = filterDariQuery(q({ mode_kuliah: "online" }));
    expect(jenisDariState(state)).toBe("mode_kuliah:online");
    const ujian = setJenis(state, "jenis_ujian:uts");
    expect([ujian.mode_kuliah, ujian.jenis_ujian, ujian.jenis_tugas]).toEqual(["", "uts", ""]);
    expect(terapkan(ujian)).toMatchObject({ jenis_ujian: "uts", mode_kuliah: null, jenis_tugas: null });
    const none = setJenis(ujian, "");
    expect(jenisDariState(none)).toBe("");
    expect(setJenis(state, "tidak:dikenal").mode_kuliah).toBe("");
  });

  it("defaults to the running period; 'Semua' is written out", () => {
    expect(periodeTerpilih(null, 20261)).toBe("20261");
    expect(periodeTerpilih("semua", 20261)).toBe("");
    expect(periodeTerpilih("20252", 20261)).toBe("20252");
    expect(terapkan(filterDariQuery(q({}))).periode).toBe("semua");
    expect(reset(filterDariQuery(q({ periode: "" }))).periode).toBe("semua");
  });
  it("shows each filter in effect beyond the period as a chip with its name", () => {
    const chips = chipFilter(
      q({ periode: "20261", id_mata_kuliah: "7", mode_kuliah: "online", status: "berlangsung", waktu_awal: "2026-11-25T17:00:00Z" }),
      { periode: "2026/2027 Ganjil", id_mata_kuliah: "IF101 - Basis Data" },
      (iso) => iso.slice(0, 10),
    );
    expect(chips).toEqual([
      { kunci: ["id_mata_kuliah"], label: "Mata Kuliah: IF101 - Basis Data" },
      { kunci: ["mode_kuliah"], label: "Mode Kuliah: Online" },
      { kunci: ["status"], label: "Status: Sedang Berlangsung" },
      { kunci: ["waktu_awal", "waktu_akhir"], label: "Waktu: 2026-11-25 – …" },
    ]);
    expect(chipFilter(q({ status: "semua" }), {}, String)).toEqual([]);
  });
});
