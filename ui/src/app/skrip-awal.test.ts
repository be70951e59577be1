// The page's only script: nothing is asked for until the first frame has been painted, then the
// entry and the modules the server named; a hidden tab starts at once.
import { describe, expect, test } from "vitest";
import { skripAwal } from "../../scripts/skrip-awal.mjs";

type Link = { rel?: string; href?: string };

/** Runs the script against a stand-in document; `import(...)` is recorded, not loaded. */
function jalankan(opsi: { hidden: boolean; modul: string | null }) {
  const code = skripAwal("/assets/entry-client-X.js").replace("import(", "impor(");
  const diminta: string[] = [];
  const bingkai: (() => void)[] = [];
  const pewaktu: (() => void)[] = [];
  const links: Link[] = [];
  const pendengar: Record<string, (e: unknown) => void> = {};
  const document = {
    hidden: opsi.hidden,
    addEventListener: (jenis: string, f: (e: unknown) => void) => (pendengar[jenis] = f),
    querySelectorAll: () => [] as Element[],
    querySelector: (sel: string) => (sel === "script[data-modul]" && opsi.modul !== null ? { dataset: { modul: opsi.modul } } : null),
    createElement: (): Link => ({}),
    head: { append: (l: Link) => links.push(l) },
  };
  new Function("document", "addEventListener", "requestAnimationFrame", "setTimeout", "impor", code)(
    document,
    (jenis: string, f: (e: unknown) => void) => (pendengar[`window:${jenis}`] = f),
    (f: () => void) => bingkai.push(f),
    (f: () => void) => pewaktu.push(f),
    (u: string) => diminta.push(u),
  );
  const jalan = (antre: (() => void)[]) => antre.splice(0).forEach((f) => f());
  return { diminta, links, pendengar, bingkai: () => jalan(bingkai), pewaktu: () => jalan(pewaktu) };
}

describe("skripAwal", () => {
  test("asks for the entry and preloads the page's modules only after the first frame", () => {
    const s = jalankan({ hidden: false, modul: "/assets/chunks/page-A.js /assets/chunks/chunk-B.js" });
    expect(s.diminta).toEqual([]);
    s.bingkai();
    // Still nothing: the frame is being painted; the request goes out in the task after it.
    expect(s.diminta).toEqual([]);
    expect(s.links).toEqual([]);
    s.pewaktu();
    expect(s.diminta).toEqual(["/assets/entry-client-X.js"]);
    expect(s.links).toEqual([
      { rel: "modulepreload", href: "/assets/chunks/page-A.js" },
      { rel: "modulepreload", href: "/assets/chunks/chunk-B.js" },
    ]);
  });

  test("a hidden tab, which paints no frame, starts at once", () => {
    const s = jalankan({ hidden: true, modul: "/assets/chunks/page-A.js" });
    expect(s.diminta).toEqual(["/assets/entry-client-X.js"]);
    expect(s.links.map((l) => l.href)).toEqual(["/assets/chunks/page-A.js"]);
  });

  test("a page without named modules (or without the attribute) still starts", () => {
    for (const modul of ["", null]) {
      const s = jalankan({ hidden: true, modul });
      expect(s.diminta).toEqual(["/assets/entry-client-X.js"]);
      expect(s.links).toEqual([]);
    }
  });

  test("a plain form's button shows it is busy; a form the app handles is left alone", () => {
    const s = jalankan({ hidden: true, modul: "" });
    const tombol = () => {
      const attrs: Record<string, string> = {};
      return { attrs, setAttribute: (k: string, v: string) => (attrs[k] = v) };
    };
    const biasa = tombol();
    s.pendengar.submit?.({ defaultPrevented: false, submitter: biasa });
    expect(biasa.attrs).toEqual({ "aria-busy": "true" });
    const aplikasi = tombol();
    s.pendengar.submit?.({ defaultPrevented: true, submitter: aplikasi });
    expect(aplikasi.attrs).toEqual({});
    expect(typeof s.pendengar["window:pageshow"]).toBe("function");
  });
});
