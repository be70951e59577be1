import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PageProps } from "../api/types";
import { dataHalaman, PageProvider, usePageData } from "./page-context";

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
