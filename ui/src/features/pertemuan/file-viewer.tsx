// 'File Viewer': a PDF drawn by pdf.js (./pdf-viewer), an image as is; a Word, Excel or
// PowerPoint file as the PDF the server made of it (`pratinjau`, when LibreOffice is installed
// there); other documents cannot be shown by the browser and are offered for download.
import { Modal } from "../../components/modal";
import { jenisPratinjau, urlUnduh } from "./aturan";
import { PdfViewer } from "./pdf-viewer";
import type { BerkasInfo } from "./types";

export function FileViewer({ file, pratinjau, onClose }: { file: BerkasInfo; pratinjau?: string | null; onClose: () => void }) {
  const jenis = jenisPratinjau(file.name);
  const footer = (
    <>
      <a href={urlUnduh(file.url)} download={file.name} className="tombol-utama">
        Download
      </a>
      <button type="button" className="tombol-garis" onClick={onClose}>
        Kembali
      </button>
    </>
  );
  return (
    <Modal open onClose={onClose} title="File Viewer" width={1000} footer={footer}>
      <p className="mb-2 text-sm break-all text-slate-600">{file.name}</p>
      {jenis === "pdf" && <PdfViewer url={file.url} />}
      {jenis === "gambar" && <img src={file.url} alt={file.name} className="mx-auto max-h-[70vh] max-w-full" />}
      {jenis === "lain" && pratinjau && (
        <>
          <p className="mb-2 text-xs text-slate-500">Pratinjau PDF dari dokumen ini; download untuk membuka berkas aslinya.</p>
          <PdfViewer url={pratinjau} />
        </>
      )}
      {jenis === "lain" && !pratinjau && (
        <p className="rounded-md bg-slate-50 px-3 py-6 text-center text-sm text-slate-600">
          Dokumen ini tidak dapat ditampilkan di browser. Silakan download untuk membukanya.
        </p>
      )}
    </Modal>
  );
}
