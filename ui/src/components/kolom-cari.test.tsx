import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type JenisCari, jenisTerisi, KolomCari, perubahanCari, perubahanJenis } from "./kolom-cari";

const JENIS: JenisCari[] = [
  { param: "search", label: "Semua", placeholder: "Cari judul pertemuan" },
  { param: "nama_kelas", label: "Nama Kelas", placeholder: "Cari nama kelas, mis. A" },
];

describe("the type the search field shows", () => {
  it("is the first type whose parameter holds text", () => {
    expect(jenisTerisi(JENIS, { search: "basis", nama_kelas: "A" })).toBe("search");
    expect(jenisTerisi(JENIS, { search: "", nama_kelas: "A" })).toBe("nama_kelas");
    expect(jenisTerisi(JENIS, { search: "  ", nama_kelas: "A" }, "search")).toBe("nama_kelas");
  });

  it("else the type chosen with nothing typed, else the first", () => {
    expect(jenisTerisi(JENIS, {}, "nama_kelas")).toBe("nama_kelas");
    expect(jenisTerisi(JENIS, { search: null }, "hilang")).toBe("search");
    expect(jenisTerisi(JENIS, {})).toBe("search");
  });
});

describe("what a search changes in the query", () => {
  it("gives the chosen type's parameter the trimmed text, or removes it", () => {
    expect(perubahanCari("nama_kelas", " A ")).toEqual({ nama_kelas: "A" });
    expect(perubahanCari("search", "   ")).toEqual({ search: null });
  });

  it("moves the text to the newly chosen type's parameter", () => {
    expect(perubahanJenis("search", "nama_kelas", "A")).toEqual({ search: null, nama_kelas: "A" });
    expect(perubahanJenis("nama_kelas", "search", "")).toEqual({ nama_kelas: null, search: null });
    expect(perubahanJenis("search", "search", "A")).toEqual({});
  });
});

describe("before scripts run", () => {
  const html = (nilai: Record<string, string>) =>
    renderToString(<KolomCari id="cari" jenis={JENIS} nilai={nilai} onCari={() => undefined} action="/kelas" jedaMs={500} />);

  it("is a plain GET form whose field is named after the type in the URL, without the dropdown", () => {
    const kelas = html({ search: "", nama_kelas: "B" });
    expect(kelas).toContain('name="nama_kelas"');
    expect(kelas).toContain('value="B"');
    expect(kelas).toContain('placeholder="Cari nama kelas, mis. A"');
    expect(kelas).not.toContain("<select");
    expect(html({ search: "basis", nama_kelas: "B" })).toMatch(/name="search"[^>]*value="basis"|value="basis"[^>]*name="search"/);
  });
});
