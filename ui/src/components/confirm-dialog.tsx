// Confirmation dialog: default title 'Konfirmasi', buttons 'Ok' (or labelOk) and 'Batal'.
import type { ReactNode } from "react";
import { Modal } from "./modal";

/** The delete popup's default text (spec 1 §5): 'Anda yakin ingin menghapus data {jenis} ini?'. */
export const pesanHapus = (jenis: string) => `Anda yakin ingin menghapus data ${jenis} ini?`;

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: ReactNode;
  onOk: () => void;
  onCancel: () => void;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
  danger?: boolean;
  /** The confirming button's label (default 'Ok'). */
  labelOk?: string;
}

export function ConfirmDialog({ open, title = "Konfirmasi", message, onOk, onCancel, busy, danger, labelOk = "Ok" }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      width={440}
      footer={
        <>
          <button type="button" className="tombol-garis" onClick={onCancel} disabled={busy}>
            Batal
          </button>
          <button type="button" className={danger ? "tombol-bahaya" : "tombol-utama"} onClick={onOk} disabled={busy}>
            {labelOk}
          </button>
        </>
      }
    >
      <div className="text-sm text-slate-700">{message}</div>
    </Modal>
  );
}
