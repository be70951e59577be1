// Deleting a material: confirm, DELETE /lms/materi/{id}, toast, reload the page data.
import { useState } from "react";
import { api } from "../../app/api-client";
import { useReloadPage } from "../../app/page-context";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useToast } from "../../components/toast";
import type { MateriDetail } from "./types";

export function HapusMateri({ materi, onClose }: { materi: MateriDetail | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reload = useReloadPage();
  const hapus = async (m: MateriDetail) => {
    setBusy(true);
    try {
      await api(`/lms/materi/${m.id}`, { method: "DELETE" });
      toast.success("Materi berhasil dihapus");
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
      open={materi !== null}
      message="Anda yakin ingin menghapus materi ini?"
      onOk={() => materi && void hapus(materi)}
      onCancel={onClose}
      busy={busy}
      danger
    />
  );
}
