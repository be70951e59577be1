// Browser side of `./muat-pdf.sisi` (see muat-pdf.sisi.d.ts). The legacy build: it also runs on
// the older Chrome of a cheap phone. The worker is copied into the assets by ui/build.mjs, which
// gives its hashed URL here.
declare const LMS_PDF_WORKER: string;

export async function muatPdf() {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  pdfjs.GlobalWorkerOptions.workerSrc = LMS_PDF_WORKER;
  return pdfjs;
}
