// The string builders of lists drawn as one string must write what their React components
// render: the same elements, attributes and escaping (React writes `<img/>`, we `<img>`; React
// also hoists a `<link rel="preload">` per picture, which a string leaves to the browser).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar, AvatarStack, avatarHtml, avatarStackHtml } from "./avatar-stack";
import { daftarTautanHtml } from "./daftar-tautan";
import { StatusTag, statusTagHtml } from "./status-tag";

const react = (el: React.ReactElement) =>
  renderToStaticMarkup(el)
    .replace(/^(<link rel="preload"[^>]*>)+/, "")
    .replaceAll("/>", ">");

describe("markup as strings", () => {
  const orang = [
    { nama: "Dr. Budi Santoso, M.Kom." },
    { nama: `Siti "Ani" <Rahma> & Co`, avatar_url: "/v2/storager/9/foto.png?x=1&y=2" },
    { nama: "Ñoño Ümit" },
    { nama: "" },
  ];
  it("avatarHtml is Avatar", () => {
    for (const p of orang) {
      expect(avatarHtml(p.nama, p.avatar_url, "size-8 text-xs")).toBe(react(<Avatar nama={p.nama} src={p.avatar_url} />));
    }
  });
  it("avatarStackHtml is AvatarStack, with '+N' beyond three", () => {
    for (const n of [0, 1, 3, 4]) expect(avatarStackHtml(orang.slice(0, n))).toBe(react(<AvatarStack items={orang.slice(0, n)} />));
    expect(avatarStackHtml(orang)).toContain(">+1</span></div>");
  });
  it("statusTagHtml is StatusTag", () => {
    for (const status of ["berlangsung", "akan_dimulai", "selesai", "aneh", null]) {
      expect(statusTagHtml({ status })).toBe(react(<StatusTag status={status} />));
      expect(statusTagHtml({ status, jenis: "pertemuan" })).toBe(react(<StatusTag status={status} jenis="pertemuan" />));
    }
  });
});

describe("daftarTautanHtml", () => {
  it("writes each item as a link with its title and lines, escaped", () => {
    const html = daftarTautanHtml([
      {
        to: "/tugas/7?a=1&b=2",
        judul: `Tugas "1" <akhir>`,
        baris: [{ teks: "Tugas · Basis Data - A" }, { teks: "Tenggat 23 Nov 2026, 23:59 WIB", angka: true }],
      },
      { to: "/berita/3", judul: "Libur", baris: [] },
    ]);
    expect(html).toBe(
      '<li><a href="/tugas/7?a=1&amp;b=2" data-nav=""><span class="judul">Tugas &quot;1&quot; &lt;akhir&gt;</span>' +
        '<span>Tugas · Basis Data - A</span><span class="tabular-nums">Tenggat 23 Nov 2026, 23:59 WIB</span></a></li>' +
        '<li><a href="/berita/3" data-nav=""><span class="judul">Libur</span></a></li>',
    );
    expect(daftarTautanHtml([])).toBe("");
  });
});
