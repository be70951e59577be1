import { describe, expect, it } from "vitest";
import { buildQuery, getQuery, parseQuery, withQuery } from "./query";

describe("query", () => {
  it("parses pairs with decoding", () => {
    expect(parseQuery("?a=1&b=x%20y&c=p+q&a=2&flag")).toEqual([
      ["a", "1"],
      ["b", "x y"],
      ["c", "p q"],
      ["a", "2"],
      ["flag", ""],
    ]);
    expect(parseQuery("")).toEqual([]);
    expect(parseQuery("?")).toEqual([]);
    expect(parseQuery("?bad=%E0%A4%A")).toEqual([["bad", "%E0%A4%A"]]);
  });

  it("reads the first value", () => {
    expect(getQuery("?redirect=%2Fkelas%3Fpage%3D2", "redirect")).toBe("/kelas?page=2");
    expect(getQuery("?a=1", "b")).toBeNull();
  });

  it("replaces, removes and appends keys", () => {
    expect(withQuery("?search=abc&page=3", { page: 1 })).toBe("?search=abc&page=1");
    expect(withQuery("?page=3&per_page=5", { per_page: 10, page: null })).toBe("?per_page=10");
    expect(withQuery("", { page: 2 })).toBe("?page=2");
    expect(withQuery("?a=1&a=2", { a: "3" })).toBe("?a=3");
    expect(withQuery("?q=a b", {})).toBe("?q=a%20b");
  });

  it("builds an empty string for no pairs", () => {
    expect(buildQuery([])).toBe("");
  });
});
