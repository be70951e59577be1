import { describe, expect, it } from "vitest";
import { htmlIsi, isiPolos } from "./isi-kaya";

describe("rich text: plain text or HTML", () => {
  it("takes a string with any '<' as HTML, one without as plain text", () => {
    expect(isiPolos("Baca bab 2\nsebelum kuliah")).toBe(true);
    expect(isiPolos("Nilai A & B")).toBe(true);
    expect(isiPolos("")).toBe(true);
    expect(isiPolos("<p>Baca</p>")).toBe(false);
    expect(isiPolos("nilai < 60 mengulang")).toBe(false);
  });

  it("keeps HTML as it is", () => {
    const html = "<p><strong>Baca</strong> bab 2</p><ul><li><p>satu</p></li></ul>";
    expect(htmlIsi(html)).toBe(html);
  });

  it("shows plain text with its line breaks: paragraphs between blank lines, <br> inside", () => {
    expect(htmlIsi("Baca bab 2\nsebelum kuliah")).toBe("<p>Baca bab 2<br>sebelum kuliah</p>");
    expect(htmlIsi("Bagian satu.\r\n\r\nBagian dua,\r\nbaris dua.")).toBe("<p>Bagian satu.</p><p>Bagian dua,<br>baris dua.</p>");
    expect(htmlIsi("\n\nSatu\n\n \n\n\nDua\n")).toBe("<p>Satu</p><p>Dua</p>");
  });

  it("escapes plain text, so it is never read as markup", () => {
    expect(htmlIsi(`Kutip "ini" & 'itu' >`)).toBe("<p>Kutip &quot;ini&quot; &amp; &#x27;itu&#x27; &gt;</p>");
  });

  it("gives nothing for nothing but spaces", () => {
    expect(htmlIsi("")).toBe("");
    expect(htmlIsi(" \n\t\n ")).toBe("");
  });
});
