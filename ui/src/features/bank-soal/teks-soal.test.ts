import { describe, expect, it } from "vitest";
import { cuplikan, saringSoal, teksPolos } from "./teks-soal";

describe("teksPolos", () => {
  it("drops tags, decodes entities and keeps paragraphs apart", () => {
    expect(teksPolos("<p>Apa <strong>itu</strong>&nbsp;H&lt;sub&gt;2&lt;/sub&gt;O?</p><p>Jelaskan&#33; &#x41;</p>")).toBe(
      "Apa itu H<sub>2</sub>O? Jelaskan! A",
    );
    expect(teksPolos("satu<br>dua<br/>tiga")).toBe("satu dua tiga");
    expect(teksPolos("&unknown; &amp;")).toBe("&unknown; &");
  });
});

describe("saringSoal", () => {
  const soal = [
    { id: 1, pertanyaan: "<p>Manakah <em>langkah</em> pertama metode ilmiah?</p>" },
    { id: 2, pertanyaan: "<p>Fotosintesis terjadi di daun.</p>" },
    { id: 3, pertanyaan: '<p><a href="/langkah">tautan</a> Rock &amp; Roll</p>' },
  ];

  it("matches the shown text, ignoring case", () => {
    expect(saringSoal(soal, "LANGKAH PERTAMA").map((s) => s.id)).toEqual([1]);
    expect(saringSoal(soal, "rock & roll").map((s) => s.id)).toEqual([3]);
  });

  it("never matches inside tags or attributes", () => {
    expect(saringSoal(soal, "href").map((s) => s.id)).toEqual([]);
    expect(saringSoal(soal, "langkah").map((s) => s.id)).toEqual([1]);
  });

  it("keeps every question for an empty search", () => {
    expect(saringSoal(soal, "  ")).toHaveLength(3);
  });
});

describe("cuplikan", () => {
  it("takes the first paragraph with text", () => {
    expect(cuplikan("<p></p><p>Pertama <b>sekali</b></p><p>Kedua</p>")).toBe("Pertama sekali");
    expect(cuplikan("Tanpa paragraf")).toBe("Tanpa paragraf");
  });

  it("cuts a long paragraph", () => {
    const c = cuplikan(`<p>${"kata ".repeat(50)}</p>`, 20);
    expect(c).toBe("kata kata kata kata…");
    expect(c.endsWith("…")).toBe(true);
  });
});
