// Server side of `./muat-pdf.sisi`: a server render never opens the File Viewer; the SSR bundle
// carries no pdf.js.
export const muatPdf = () => new Promise<typeof import("pdfjs-dist/legacy/build/pdf.mjs")>(() => undefined);
