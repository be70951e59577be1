import { describe, expect, it } from "vitest";
import { MiniURL } from "./ssr-shims";

describe("MiniURL", () => {
  it("parses absolute URLs like URL does", () => {
    for (const s of ["http://localhost", "https://a.b:8080/x/y?q=1#h", "server://singlefetch/", "http://Host.COM/a/../b/./c"]) {
      const a = new MiniURL(s);
      const b = new URL(s);
      expect([a.protocol, a.hostname, a.port, a.host, a.pathname, a.search, a.hash, a.origin]).toEqual([
        b.protocol,
        b.hostname,
        b.port,
        b.host,
        b.pathname,
        b.search,
        b.hash,
        b.origin,
      ]);
      expect(a.href).toBe(b.href);
    }
  });

  it("resolves relative URLs against a base", () => {
    const base = "http://localhost/kelas/12?page=2#top";
    for (const s of ["/beranda?x=1", "profil", "../nilai", "?page=3", "#a", "//other.host/p"]) {
      expect(new MiniURL(s, base).href).toBe(new URL(s, base).href);
    }
  });

  it("rejects a relative URL without base", () => {
    expect(() => new MiniURL("/kelas")).toThrow(TypeError);
  });
});
