import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { esc } from "../lib/html";
import { IsiKaya, PROSE_ISI } from "./isi-kaya";

const render = (isi: string) => renderToStaticMarkup(<IsiKaya isi={isi} />);
const blok = (html: string) => `<div class="${esc(PROSE_ISI)}">${html}</div>`;

describe("IsiKaya", () => {
  it("renders the server's HTML in the prose block", () => {
    const html = "<p><strong>Tebal</strong></p><ul><li><p>satu</p></li></ul>";
    expect(render(html)).toBe(blok(html));
  });
  it("renders plain text escaped, with its line breaks", () => {
    expect(render("Baca & tulis\nbaris dua")).toBe(blok("<p>Baca &amp; tulis<br>baris dua</p>"));
  });
  it("renders nothing for empty text", () => {
    expect(render("")).toBe("");
    expect(render("  \n ")).toBe("");
  });
});
