// 'Ubah Kelas' (edit class dialog): the class banner, .png/.jpg/.jpeg up to the kelas.banner
// setting (MB × 1,000,000 bytes). A valid chosen file uploads at once (POST /v2/storager, dir
// kelas/banner) with its progress; 'Simpan' sends its URL as banner_url in multipart
// PUT /lms/kelas_kuliah/{id}. The server checks type, content and size again.
import { useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { UnggahBerkas } from "../../components/unggah-berkas";
import { barisSatu, useUnggahSatu } from "../pertemuan/unggah";
import { BANNER_EKSTENSI_HINT, BANNER_MB_DEFAULT, batasBannerMb, cekBanner } from "./aturan";
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
  const { busy, simpan } = useSimpan(onClose);
  const unggah = useUnggahSatu();

  useEffect(() => {
    unggah.pilih(null, null, null); // an upload the last opening did not save goes
    if (!open) return;
    setFile(null);
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
      <UnggahBerkas
        id="file-banner"
        accept={BANNER_EKSTENSI_HINT}
        batasMb={maxMb}
        nonaktif={unggah.progres !== null}
        galat={salah}
        berkas={barisSatu(file, unggah, () => setFile(null))}
        onPilih={([f = null]) => {
          setFile(f);
          unggah.pilih(f, "kelas/banner", f && cekBanner(f, maxMb));
        }}
      />
    </Modal>
  );
}
