import { describe, expect, it } from "vitest";
import { alamatTautan, ariaEditor, berkasGambar, GAMBAR_MAKS_BYTE, gambarDidukung, gambarTerlaluBesar, htmlEditor } from "./aturan";

describe("alamatTautan", () => {
  it("takes http, https and mailto addresses, trimmed", () => {
    expect(alamatTautan(" https://contoh.ac.id/materi?x=1#a ")).toBe("https://contoh.ac.id/materi?x=1#a");
    expect(alamatTautan("http://localhost:8080")).toBe("http://localhost:8080");
    expect(alamatTautan("HTTPS://CONTOH.AC.ID")).toBe("HTTPS://CONTOH.AC.ID");
    expect(alamatTautan("mailto:dosen@kampus.ac.id")).toBe("mailto:dosen@kampus.ac.id");
  });
  it("refuses other schemes, bare words and broken addresses", () => {
    for (const s of [
      "",
      "   ",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "ftp://contoh.ac.id",
      "contoh.ac.id",
      "/relatif",
      "https://",
      "https:///jalan",
      "mailto:",
      "https://contoh.ac.id/a b",
      "https://contoh.ac.id/\nx",
      "vbscript:msgbox",
    ])
      expect(alamatTautan(s), s).toBeNull();
  });
});

describe("images", () => {
  it("embeds png, jpeg, gif and webp only", () => {
    for (const t of ["image/png", "image/jpeg", "image/gif", "image/webp", "IMAGE/PNG"]) expect(gambarDidukung(t), t).toBe(true);
    for (const t of ["image/svg+xml", "image/bmp", "text/html", "application/pdf", ""]) expect(gambarDidukung(t), t).toBe(false);
  });
  it("refuses images over 650 KB, which as base64 fit the server's 900,000 characters", () => {
    expect(GAMBAR_MAKS_BYTE).toBe(665_600);
    expect(Math.ceil(GAMBAR_MAKS_BYTE / 3) * 4 + "data:image/jpeg;base64,".length).toBeLessThan(900_000);
    expect(gambarTerlaluBesar(0)).toBe(false);
    expect(gambarTerlaluBesar(GAMBAR_MAKS_BYTE)).toBe(false);
    expect(gambarTerlaluBesar(GAMBAR_MAKS_BYTE + 1)).toBe(true);
  });
  it("picks the image files of a paste", () => {
    const png = new File([new Uint8Array([1])], "a.png", { type: "image/png" });
    const txt = new File(["x"], "a.txt", { type: "text/plain" });
    const svg = new File(["<svg/>"], "a.svg", { type: "image/svg+xml" });
    expect(berkasGambar([txt, png, svg])).toEqual([png]);
    expect(berkasGambar(null)).toEqual([]);
  });
});

describe("htmlEditor", () => {
  it("holds '' for an empty document, else the HTML", () => {
    expect(htmlEditor(true, "<p></p>")).toBe("");
    expect(htmlEditor(false, "<p>a</p>")).toBe("<p>a</p>");
  });
});

describe("ariaEditor", () => {
  it("marks the field invalid and described by its message only while there is one", () => {
    expect(ariaEditor("tugas-deskripsi-galat")).toEqual({ "aria-invalid": "true", "aria-describedby": "tugas-deskripsi-galat" });
    expect(ariaEditor(null)).toEqual({});
    expect(ariaEditor(undefined)).toEqual({});
  });
});
