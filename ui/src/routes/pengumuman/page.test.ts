import { describe, expect, it } from "vitest";
import { hrefBerita, paragraf, pilihIndex, pilihItem } from "./page";

describe("pilihIndex", () => {
  it("takes a whole number inside the list", () => {
    expect(pilihIndex("0", 3)).toBe(0);
    expect(pilihIndex("2", 3)).toBe(2);
    expect(pilihIndex(" 1 ", 3)).toBe(1);
  });
  it("falls back to the first item", () => {
    for (const raw of [null, undefined, "", "3", "99", "-1", "1.5", "abc", "1e1"]) expect(pilihIndex(raw, 3)).toBe(0);
    expect(pilihIndex("0", 0)).toBe(0);
  });
});

describe("paragraf", () => {
  it("splits on blank lines and keeps single breaks", () => {
    expect(paragraf("Satu\nbaris dua\n\nParagraf dua\r\n\r\n  \n\nTiga  ")).toEqual(["Satu\nbaris dua", "Paragraf dua", "Tiga"]);
  });
  it("treats whitespace-only lines as blank", () => {
    expect(paragraf("A\n \t\nB")).toEqual(["A", "B"]);
  });
  it("gives nothing for an empty body", () => {
    expect(paragraf("")).toEqual([]);
    expect(paragraf(null)).toEqual([]);
    expect(paragraf("\n\n")).toEqual([]);
  });
});

it("links an item by its id and opens it from /berita/{id} before ?index", () => {
  expect(hrefBerita(7)).toBe("/berita/7");
  const items = [{ id: 9 }, { id: 7 }, { id: 3 }];
  expect(pilihItem(items, 7, null)).toBe(1);
  expect(pilihItem(items, 7, "2")).toBe(1);
  expect(pilihItem(items, null, "2")).toBe(2);
  expect(pilihItem(items, 42, null)).toBe(0);
});
