// 'Ubah Kelas' (edit class dialog): the class banner, .png/.jpg/.jpeg up to the kelas.banner
// setting (MB × 1,000,000 bytes). A valid chosen file uploads at once (POST /v2/storager, dir
// kelas/banner) with its progress; 'Simpan' sends its URL as banner_url in multipart
// PUT /lms/kelas_kuliah/{id}. The server checks type, content and size again.
import { useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { Progres } from "../pertemuan/form-upload";
import { useUnggahSatu } from "../pertemuan/unggah";
import { ACCEPT_BANNER, BANNER_MB_DEFAULT, batasBannerMb, cekBanner, hintBanner } from "./aturan";
import { FooterSimpan, useSimpan } from "./simpan";
import type { KelasDetail } from "./types";

export interface BannerModalProps {
  kelas: KelasDetail;
  open: boolean;
  onClose: () => void;
  /** After a successful upload (before the page data is reloaded). */
  onSaved?: () => void;
}

export function BannerModal({ kelas, open, onClose, onSaved }: BannerModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [maxMb, setMaxMb] = useState(BANNER_MB_DEFAULT);
  const [putaran, setPutaran] = useState(0);
  const { busy, simpan } = useSimpan(onClose);
  const unggah = useUnggahSatu();

  useEffect(() => {
    unggah.pilih(null, null, null); // an upload the last opening did not save goes
    if (!open) return;
    setFile(null);
    setPutaran((n) => n + 1);
    const ctrl = new AbortController();
    panggil("/lms/pengaturan", "get", { signal: ctrl.signal }).then(
      (res) => setMaxMb(batasBannerMb(res)),
      () => undefined, // keep the default; the server enforces its own limit
    );
    return () => ctrl.abort();
  }, [open]);
  // Checked again once the real limit is known.
  const salah = (file ? cekBanner(file, maxMb) : null) ?? unggah.galat;
  const terunggah = salah ? null : unggah.hasil;

  const kirim = async (url: string) => {
    const body = new FormData();
    body.append("banner_url", url);
    await panggil("/lms/kelas_kuliah/{id}", "put", { path: { id: kelas.id }, body });
    unggah.disimpan();
    onSaved?.();
  };

  const footer = (
    <FooterSimpan
      onBatal={onClose}
      onSimpan={() => terunggah && simpan(() => kirim(terunggah.url), "Berhasil mengubah banner kelas", "Gagal mengubah banner: ")}
      disabled={busy || !terunggah}
    />
  );
  return (
    <Modal open={open} onClose={onClose} title="Ubah Kelas" footer={footer}>
      <label htmlFor="file-banner" className="mb-1 block text-sm font-medium text-slate-700">
        Banner Kelas
      </label>
      <input
        key={putaran}
        id="file-banner"
        type="file"
        accept={ACCEPT_BANNER}
        aria-invalid={salah !== null}
        aria-describedby="file-banner-info"
        disabled={unggah.progres !== null}
        onChange={(e) => {
          const f = e.target.files?.[0] ?? null;
          setFile(f);
          unggah.pilih(f, "kelas/banner", f && cekBanner(f, maxMb));
        }}
        className="block w-full rounded-md border border-dashed border-slate-300 p-3 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-blue-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-blue-800"
      />
      <p id="file-banner-info" className="mt-1.5 text-xs text-slate-500">
        {hintBanner(maxMb)}
      </p>
      {unggah.progres !== null && <Progres persen={unggah.progres} />}
      {salah && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {salah}
        </p>
      )}
    </Modal>
  );
}
