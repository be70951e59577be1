// Deleting an activity of the meeting page: confirm (the kind's default question, or the
// caller's own, as an exam's depends on its attempts), DELETE its path, toast, reload the page data.
import { useState } from "react";
import { panggil } from "../../app/panggil";
import { useReloadPage } from "../../app/page-context";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useToast } from "../../components/toast";

/** What each kind is called in the dialog and toast, and how it is deleted. */
const JENIS = {
  materi: { hapus: (id: number) => panggil("/lms/materi/{id}", "delete", { path: { id } }), nama: "materi", judul: "Materi" },
  tugas: { hapus: (id: number) => panggil("/lms/tugas/{id}", "delete", { path: { id } }), nama: "tugas", judul: "Tugas" },
  ujian: { hapus: (id: number) => panggil("/lms/ujian/{id}", "delete", { path: { id } }), nama: "kuis/ujian", judul: "Kuis/Ujian" },
  forum: { hapus: (id: number) => panggil("/lms/forum/{id}", "delete", { path: { id } }), nama: "forum", judul: "Forum" },
  vidcon: { hapus: (id: number) => panggil("/lms/vidcon/{id}", "delete", { path: { id } }), nama: "vidcon", judul: "Vidcon" },
  teks: { hapus: (id: number) => panggil("/lms/teks/{id}", "delete", { path: { id } }), nama: "teks", judul: "Teks" },
} as const;

/** What to delete; pesan replaces the default 'Anda yakin ingin menghapus {nama} ini?', labelOk the button's 'Ok'. */
export type Hapusan = { jenis: keyof typeof JENIS; id: number; pesan?: string; labelOk?: string };

export function HapusAktivitas({ hapusan, onClose }: { hapusan: Hapusan | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reload = useReloadPage();
  const hapus = async ({ jenis, id }: Hapusan) => {
    setBusy(true);
    try {
      await JENIS[jenis].hapus(id);
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
      labelOk={hapusan?.labelOk}
      busy={busy}
      danger
    />
  );
}
