import { describe, expect, it } from "vitest";
import { JEDA_PELANGGARAN_MS, jenisPelanggaran, pelanggaranBaru, pesanPelanggaran } from "./pelanggaran";

describe("jenisPelanggaran", () => {
  it("names leaving full screen, hiding the tab and leaving the window", () => {
    expect(jenisPelanggaran("fullscreenchange", { layarPenuh: false, tersembunyi: false })).toBe("keluar_layar_penuh");
    expect(jenisPelanggaran("fullscreenchange", { layarPenuh: true, tersembunyi: false }), "entering it").toBeNull();
    expect(jenisPelanggaran("visibilitychange", { layarPenuh: true, tersembunyi: true })).toBe("pindah_tab");
    expect(jenisPelanggaran("visibilitychange", { layarPenuh: true, tersembunyi: false }), "coming back").toBeNull();
    expect(jenisPelanggaran("blur", { layarPenuh: true, tersembunyi: false })).toBe("pindah_jendela");
    expect(jenisPelanggaran("blur", { layarPenuh: true, tersembunyi: true }), "a tab switch, counted as pindah_tab").toBeNull();
  });
});

describe("pelanggaranBaru", () => {
  it("counts the events of one act once", () => {
    expect(pelanggaranBaru(null, 10_000)).toBe(true);
    expect(pelanggaranBaru(10_000, 10_000 + JEDA_PELANGGARAN_MS - 1)).toBe(false);
    expect(pelanggaranBaru(10_000, 10_000 + JEDA_PELANGGARAN_MS)).toBe(true);
  });

  it("warns with the count", () => {
    expect(pesanPelanggaran(2)).toMatch(/^Tercatat 2 pelanggaran\./);
  });
});
