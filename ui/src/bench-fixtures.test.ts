// The SSR benchmark (bench/ssr) times the props of bench/ssr/fixtures.mjs in both engines. Those
// props once drifted from the API types (the recap's cells, the class rows) and the benchmark
// timed a crash instead of a page; rendering them here, through the server entry, keeps them true.
import { describe, expect, it } from "vitest";
import { cases } from "../../bench/ssr/fixtures.mjs";
import "./entry-server";

const { renderPage } = globalThis as unknown as { renderPage: (url: string, propsJson: string) => string };

/** Text each page shows only when it rendered its data. */
const TANDA: Record<string, string> = {
  "kelas-5": "Algoritma dan Pemrograman",
  "kelas-200": "SI8167 - Pembelajaran Mesin", // the 200th row
  "rekap-40x16": "Rekap Kehadiran",
  "beranda-mahasiswa": "Selamat datang, Siti Rahmawati",
};

describe("bench/ssr fixtures", () => {
  it("has a marker for every case", () => {
    expect(
      cases()
        .map((c) => c.case)
        .sort(),
    ).toEqual(Object.keys(TANDA).sort());
  });
  for (const c of cases()) {
    it(`${c.case} renders its page`, () => {
      const html = renderPage(c.props.url, JSON.stringify(c.props));
      expect(html).toContain("<main");
      expect(html).toContain(TANDA[c.case]);
    });
  }
});
