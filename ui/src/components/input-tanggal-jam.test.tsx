// What the server sends for a typed date field: the text in DD/MM/YYYY JJ:MM and no picker
// button, which needs the scripts (it appears after hydration, issue 34). A loader line is
// sent hidden (it shows only if the fetch outlasts 200 ms).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InputJam, InputTanggal, InputTanggalJam } from "./input-tanggal-jam";
import { Memuat } from "./memuat";

const tanpaUbah = () => {};

describe("typed date fields as the server renders them", () => {
  it("hold the typed text and no picker button", () => {
    const html = renderToString(<InputTanggalJam id="m" name="waktu_awal" value="2026-12-02T07:30" onChange={tanpaUbah} />);
    expect(html).toContain('value="02/12/2026 07:30"');
    expect(html).toContain('name="waktu_awal"');
    expect(html).not.toContain("<button");
    expect(html).not.toContain("Pilih tanggal");
    expect(renderToString(<InputTanggal value="2026-12-02" onChange={tanpaUbah} />)).not.toContain("<button");
    expect(renderToString(<InputJam value="07:30" onChange={tanpaUbah} />)).toContain('value="07:30"');
  });
});

describe("Memuat as the server renders it", () => {
  it("keeps its place, hidden", () => {
    const html = renderToString(<Memuat />);
    expect(html).toContain("invisible");
    expect(html).toContain("Memuat...");
  });
});
