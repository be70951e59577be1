import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { esc } from "./html";

describe("esc", () => {
  const samples = ["biasa", `<script>alert("x")</script>`, "Tom & Jerry's <b>", "", "é ✓ 日本", "a\"b'c&d<e>f"];
  it.each(samples)("escapes %j exactly as React does for text", (s) => {
    const react = renderToStaticMarkup(createElement("td", null, s));
    expect(`<td>${esc(s)}</td>`).toBe(react);
  });
  it.each(samples)("escapes %j exactly as React does for attributes", (s) => {
    const react = renderToStaticMarkup(createElement("td", { title: s }));
    expect(`<td title="${esc(s)}"></td>`).toBe(react);
  });
  it("formats numbers", () => {
    expect(esc(42)).toBe("42");
  });
});
