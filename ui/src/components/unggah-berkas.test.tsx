// The upload box as the server renders it (before any script): the zone is a label around the
// hidden native input, so a click chooses a file and nothing English shows; the hint, the
// field's messages and the rows (icon, shortened name read out whole, size, remove button).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UnggahBerkas } from "./unggah-berkas";

const tanpa = () => undefined;
/** The rows of the list, each as its markup (no DOM in these tests). */
const barisDari = (html: string) => html.split("<li").slice(1);
const teks = (html: string) => html.replace(/<[^>]+>/g, "");

describe("UnggahBerkas", () => {
  it("puts the hidden input inside the zone's label, with the default 10 MB hint", () => {
    const html = renderToStaticMarkup(<UnggahBerkas id="berkas" accept={["pdf", "docx"]} onPilih={tanpa} />);
    expect(html).toMatch(/<label[^>]*>.*Unggah berkas.*<input id="berkas" type="file" accept="\.pdf,\.docx"[^>]*class="sr-only"/);
    expect(html).toContain('aria-describedby="berkas-info"');
    expect(html).toContain(
      '<p id="berkas-info" class="mt-1 text-xs text-slate-500">Jenis file yang didukung adalah pdf, docx, dengan maksimal ukuran sebesar 10 MB</p>',
    );
    expect(html).not.toMatch(/Choose File|No file chosen|Browse/i);
    expect(html).not.toContain("multiple");
    expect(html).not.toContain('role="alert"');
  });

  it("takes several files when asked, and says only the limit when every kind is taken", () => {
    const html = renderToStaticMarkup(<UnggahBerkas id="b" accept={[]} batasMb={2} multiple onPilih={tanpa} />);
    expect(html).toContain('multiple=""');
    expect(html).not.toContain("accept=");
    expect(html).toContain("Maksimal ukuran file adalah 2 MB");
    expect(html).toContain("satu atau beberapa file");
  });

  it("marks the field invalid with its messages", () => {
    const html = renderToStaticMarkup(<UnggahBerkas id="b" accept={["pdf"]} galat="Ukuran file melebihi batas maksimal" onPilih={tanpa} />);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="b-info b-galat"');
    expect(html).toMatch(/<div id="b-galat" role="alert"[^>]*><p[^>]*>Ukuran file melebihi batas maksimal<\/p><\/div>/);
  });

  it("lists each file with its icon, size, shortened name and remove button", () => {
    const html = renderToStaticMarkup(
      <UnggahBerkas
        id="b"
        accept={["pdf", "xlsx"]}
        labelDaftar="Daftar Lampiran"
        onPilih={tanpa}
        berkas={[
          { kunci: "1", nama: "Laporan Praktikum Akhir.pdf", ukuran: 1_500_000, href: "/v2/storager/1/a.pdf", onHapus: tanpa },
          { kunci: "2", nama: "Nilai.xlsx", ukuran: 2_000, progres: 40 },
          { kunci: "3", nama: "foto", mime: "image/png", galat: "Unggah gagal: Network Error", onHapus: tanpa },
        ]}
      />,
    );
    expect(html).toContain('<ul class="mt-2 space-y-1.5" aria-label="Daftar Lampiran">');
    const baris = barisDari(html);
    expect(baris).toHaveLength(3);
    expect(baris.map((li) => /data-ikon="([a-z]+)"/.exec(li)?.[1])).toEqual(["pdf", "xlsx", "gambar"]);
    expect(baris[0]).toMatch(/<a href="\/v2\/storager\/1\/a\.pdf" target="_blank"/);
    expect(baris[0]).toContain(
      '<span aria-hidden="true">Laporan…m Akhir.pdf</span><span class="sr-only">Laporan Praktikum Akhir.pdf</span></a>',
    );
    expect(teks(baris[0]!)).toContain("1,5 MB");
    expect(baris[0]).toContain('aria-label="Hapus Laporan Praktikum Akhir.pdf"');
    expect(baris[1]).not.toContain("<a ");
    expect(baris[1]).toContain('aria-valuenow="40"');
    expect(teks(baris[1]!)).toContain("Nilai.xlsx2 KB");
    expect(teks(baris[1]!)).toContain("Mengunggah... 40%");
    expect(baris[1]).not.toContain("<button");
    expect(teks(baris[2]!)).toContain("Unggah gagal: Network Error");
  });

  it("says so when nothing is chosen, and disables the input", () => {
    const html = renderToStaticMarkup(<UnggahBerkas id="b" accept={[".xls"]} nonaktif teksKosong="File belum dipilih" onPilih={tanpa} />);
    expect(html).toContain("File belum dipilih");
    expect(html).toMatch(/<input[^>]*disabled=""/);
    expect(html).toContain('aria-disabled="true"');
  });

  it("renders a link-sized zone labelled by the form's words", () => {
    const html = renderToStaticMarkup(
      <UnggahBerkas id="g" tampilan="tautan" teks="Tambah gambar" ariaLabel="Gambar opsi A" accept={["png", "jpg"]} onPilih={tanpa} />,
    );
    expect(html).toMatch(/^<label[^>]*>Tambah gambar<input id="g" type="file" accept="\.png,\.jpg" aria-label="Gambar opsi A"/);
    expect(html).not.toContain("Jenis file");
  });
});
