// Deleting an activity of the meeting page: confirm (the kind's default question, or the
// caller's own, as an exam's depends on its attempts), DELETE its path, toast, reload the page data.
import { useState } from "react";
import { api } from "../../app/api-client";
import { useReloadPage } from "../../app/page-context";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useToast } from "../../components/toast";

/** What each kind is called in the dialog and toast, and where it is deleted. */
const JENIS = {
  materi: { path: "/lms/materi", nama: "materi", judul: "Materi" },
  tugas: { path: "/lms/tugas", nama: "tugas", judul: "Tugas" },
  ujian: { path: "/lms/ujian", nama: "kuis/ujian", judul: "Kuis/Ujian" },
  forum: { path: "/lms/forum", nama: "forum", judul: "Forum" },
  vidcon: { path: "/lms/vidcon", nama: "vidcon", judul: "Vidcon" },
  teks: { path: "/lms/teks", nama: "teks", judul: "Teks" },
} as const;

/** What to delete; pesan replaces the default 'Anda yakin ingin menghapus {nama} ini?'. */
export type Hapusan = { jenis: keyof typeof JENIS; id: number; pesan?: string };

export function HapusAktivitas({ hapusan, onClose }: { hapusan: Hapusan | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reload = useReloadPage();
  const hapus = async ({ jenis, id }: Hapusan) => {
    setBusy(true);
    try {
      await api(`${JENIS[jenis].path}/${id}`, { method: "DELETE" });
      toast.success(`${JENIS[jenis].judul} berhasil dihapus`);
      onClose();
      reload();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={hapusan !== null}
      message={hapusan?.pesan ?? `Anda yakin ingin menghapus ${hapusan ? JENIS[hapusan.jenis].nama : ""} ini?`}
      onOk={() => hapusan && void hapus(hapusan)}
      onCancel={onClose}
      busy={busy}
      danger
    />
  );
}
