import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PageProps } from "../api/types";
import { dataHalaman, PageProvider, tetapDiHalaman, usePageData } from "./page-context";

const props = (page: string, data: unknown) =>
  ({ url: "/x", status: 200, page, user: null, app: {}, data, error: null }) as unknown as PageProps;

describe("page data by the page's name", () => {
  it("gives the data of the page being shown", () => {
    const data = { tiles: {}, kelas: [] };
    expect(dataHalaman(props("beranda", data), "beranda")).toBe(data);
  });

  it("refuses another page's data instead of reading it as the wrong shape", () => {
    expect(() => dataHalaman(props("kelas", { data: [] }), "beranda")).toThrow('Halaman "kelas" dibaca sebagai "beranda".');
  });

  it("is what a page component reads from the provider", () => {
    function Terlarang() {
      const { data } = usePageData("terlarang");
      return <p>{data.pesan}</p>;
    }
    const initial = props("terlarang", { id_kelas: 1, id_pertemuan: 2, pesan: "Dicatat panitia." });
    const html = renderToString(
      <StaticRouter location="/forbidden/2">
        <PageProvider initial={initial} loadRoute={async () => undefined}>
          <Terlarang />
        </PageProvider>
      </StaticRouter>,
    );
    expect(html).toContain("Dicatat panitia.");
  });
});

describe("a failed load of the page's own path (spec 2 §8, spec 3 §8 'NO DATA')", () => {
  it("keeps a page that asks for it on a server error or no answer, for a reload or a new query", () => {
    expect(tetapDiHalaman("/kelas/3/40", "/kelas/3/40", 500, true)).toBe(true);
    expect(tetapDiHalaman("/kelas/3/40", "/kelas/3/40", 503, true)).toBe(true);
    expect(tetapDiHalaman("/profil?tab=riwayat", "/profil?tab=riwayat&page=2", 502, true)).toBe(true);
    expect(tetapDiHalaman("/profil", "/profil?tab=riwayat#atas", 500, true)).toBe(true);
  });

  it("shows the error page for a page gone or forbidden, another path, or a page that did not ask", () => {
    expect(tetapDiHalaman("/kelas/3/40", "/kelas/3/40", 404, true)).toBe(false);
    expect(tetapDiHalaman("/kelas/3/40", "/kelas/3/40", 403, true)).toBe(false);
    expect(tetapDiHalaman("/kelas/3/40", "/kelas/3/41", 500, true)).toBe(false);
    expect(tetapDiHalaman("/kelas/3/40", "/kelas/3/40/kehadiran", 500, true)).toBe(false);
    expect(tetapDiHalaman("/kelas/3/40", "/kelas/3/40", 500, false)).toBe(false);
  });
});
