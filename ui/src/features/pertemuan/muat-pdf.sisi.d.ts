// Types of `./muat-pdf.sisi` (ui/build.mjs resolves it per side, as `../editor/muat-editor.sisi`):
// the browser loads pdf.js as its own file when a PDF is opened; the SSR bundle never carries it.

/** pdf.js with its worker set: a lazily loaded file in the browser; never resolves on the server. */
export declare function muatPdf(): Promise<typeof import("pdfjs-dist/legacy/build/pdf.mjs")>;
