// 'Ubah Kelas' (the class banner): .png/.jpg/.jpeg up to the banner setting; the
// server checks type, content and size again.
import { useState } from "react";
import type { KelasDetail } from "../../api/types";
import { api } from "../../app/api-client";
import { useReloadPage } from "../../app/page-context";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { cekBanner } from "./aturan";

/** Shown until the settings are on the page; the server enforces the real limit. */
export const BANNER_MB = 2;

export function BannerModal({ kelas, open, onClose }: { kelas: KelasDetail; open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [salah, setSalah] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reload = useReloadPage();
  const pilih = (f: File | null) => {
    setFile(f);
    setSalah(f ? cekBanner(f, BANNER_MB) : null);
  };
  const simpan = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const body = new FormData();
      body.append("file_banner", file);
      await api(`/lms/kelas_kuliah/${kelas.id}`, { method: "PUT", body });
      toast.success("Berhasil mengubah banner kelas");
      onClose();
      reload();
    } catch (e) {
      toast.error(`Gagal mengubah banner: ${e instanceof Error ? e.message : "Terjadi kesalahan"}`);
    } finally {
      setBusy(false);
    }
  };
  const footer = (
    <>
      <button type="button" className="tombol-garis" onClick={onClose}>
        Batal
      </button>
      <button type="button" className="tombol-utama" disabled={busy || !file || salah !== null} onClick={simpan}>
        Simpan
      </button>
    </>
  );
  return (
    <Modal open={open} onClose={onClose} title="Ubah Kelas" footer={footer}>
      <label htmlFor="file-banner" className="mb-1 block text-sm font-medium text-slate-700">
        Banner Kelas
      </label>
      <input
        id="file-banner"
        type="file"
        accept=".png,.jpg,.jpeg"
        aria-invalid={salah !== null}
        onChange={(e) => pilih(e.target.files?.[0] ?? null)}
        className="block w-full text-sm"
      />
      <p className="mt-1 text-xs text-slate-500">{`Jenis file yang didukung adalah .png, .jpg, .jpeg, dengan maksimal ukuran sebesar ${BANNER_MB} MB`}</p>
      {salah && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {salah}
        </p>
      )}
    </Modal>
  );
}
