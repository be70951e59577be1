// A PDF drawn page by page with pdf.js: Chrome on Android shows no PDF in a frame. pdf.js is
// loaded when a PDF is opened (./muat-pdf.sisi), and a page is drawn when it scrolls near the
// screen, so a 200-page module does not hold 200 canvases on a cheap phone.
import { useEffect, useRef, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { muatPdf } from "./muat-pdf.sisi";
import { Memuat } from "../../components/memuat";

/** Sharper than the screen on a dense display, but no more than twice: memory on a phone. */
const SKALA_PIKSEL_MAKS = 2;

function HalamanPdf({ doc, nomor }: { doc: PDFDocumentProxy; nomor: number }) {
  const wadah = useRef<HTMLDivElement>(null);
  const kanvas = useRef<HTMLCanvasElement>(null);
  const [rasio, setRasio] = useState(Math.SQRT2);
  useEffect(() => {
    const el = wadah.current;
    if (!el) return;
    let batal = false;
    const gambar = async () => {
      const page = await doc.getPage(nomor);
      const asli = page.getViewport({ scale: 1 });
      const lebar = el.clientWidth || asli.width;
      const viewport = page.getViewport({ scale: lebar / asli.width });
      const piksel = Math.min(window.devicePixelRatio || 1, SKALA_PIKSEL_MAKS);
      const c = kanvas.current;
      if (batal || !c) return;
      setRasio(asli.height / asli.width);
      c.width = Math.floor(viewport.width * piksel);
      c.height = Math.floor(viewport.height * piksel);
      await page.render({ canvas: c, viewport, transform: piksel === 1 ? undefined : [piksel, 0, 0, piksel, 0, 0] }).promise;
      if (!batal) c.dataset.tergambar = "";
    };
    const pengamat = new IntersectionObserver(
      (entri) => {
        if (!entri.some((e) => e.isIntersecting)) return;
        pengamat.disconnect();
        gambar().catch((e: unknown) => console.warn("pdf page", nomor, e));
      },
      { rootMargin: "400px 0px" },
    );
    pengamat.observe(el);
    return () => {
      batal = true;
      pengamat.disconnect();
    };
  }, [doc, nomor]);
  return (
    <div ref={wadah} className="relative w-full bg-white shadow-sm" style={{ aspectRatio: `1 / ${rasio}` }}>
      <canvas ref={kanvas} aria-label={`Halaman ${nomor}`} className="absolute inset-0 size-full" />
    </div>
  );
}

export function PdfViewer({ url }: { url: string }) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [gagal, setGagal] = useState(false);
  useEffect(() => {
    let batal = false;
    let dimuat: PDFDocumentProxy | null = null;
    muatPdf()
      // One whole request, no byte ranges: the service worker keeps the file for reading
      // offline (ui/src/sw/sw.ts), which it cannot from pieces.
      .then((pdfjs) => pdfjs.getDocument({ url, isEvalSupported: false, disableRange: true }).promise)
      .then((d) => {
        dimuat = d;
        if (batal) void d.destroy();
        else setDoc(d);
      })
      .catch((e: unknown) => {
        console.warn("pdf", e);
        if (!batal) setGagal(true);
      });
    return () => {
      batal = true;
      void dimuat?.destroy();
    };
  }, [url]);
  if (gagal) {
    return (
      <p role="alert" className="rounded-md bg-slate-50 px-3 py-6 text-center text-sm text-slate-600">
        PDF tidak dapat ditampilkan. Silakan download untuk membukanya.
      </p>
    );
  }
  if (!doc) {
    return <Memuat className="px-3 py-6 text-center text-sm text-slate-600">Memuat PDF…</Memuat>;
  }
  return (
    <div className="max-h-[70vh] space-y-3 overflow-y-auto rounded border border-slate-200 bg-slate-100 p-2" data-halaman={doc.numPages}>
      {Array.from({ length: doc.numPages }, (_, i) => (
        <HalamanPdf key={i + 1} doc={doc} nomor={i + 1} />
      ))}
    </div>
  );
}
