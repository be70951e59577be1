// Generic error page: 404 has its own wording; other codes show 'Error {status}' and the message.
import { usePage } from "../../app/page-context";

export const layout = "blank";
export const title = (p: { status: number }) => (p.status === 404 ? "Halaman Tidak Ditemukan" : `Error ${p.status}`);

/** `penuh`: the whole screen (no app shell around it); else a box inside the page. */
export function ErrorView({ status, message, penuh = true }: { status: number; message?: string | null; penuh?: boolean }) {
  const notFound = status === 404;
  return (
    <div className={`flex items-center justify-center px-4 py-10 ${penuh ? "min-h-screen" : ""}`}>
      <div className="kartu w-full max-w-lg p-8 text-center">
        <div className="mb-2 text-5xl font-bold text-blue-700">{status}</div>
        <h1 className="mb-3 text-xl font-semibold text-slate-900">
          {notFound ? "Uppss!!! Alamat yang Anda tuju tidak ditemukan" : `Error ${status}`}
        </h1>
        <p className="mb-6 text-sm text-slate-600">
          {notFound ? "Silakan periksa kembali alamat yang Anda tuju atau hubungi administrator." : message || "Terjadi kesalahan"}
        </p>
        <a href="/beranda" className="tombol-utama">
          Kembali ke Beranda
        </a>
      </div>
    </div>
  );
}

export default function Page() {
  const { status, error } = usePage();
  return <ErrorView status={status >= 400 ? status : 500} message={error?.message} />;
}
