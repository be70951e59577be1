// What the class dialogs share: a save that shows a toast, closes the dialog
// and reloads the page data, and the 'Batal' / 'Simpan' footer.
import { useState } from "react";
import { useReloadPage } from "../../app/page-context";
import { useToast } from "../../components/toast";

export function useSimpan(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reload = useReloadPage();
  const simpan = async (kirim: () => Promise<unknown>, berhasil: string, awalanGagal = "") => {
    setBusy(true);
    try {
      await kirim();
      toast.success(berhasil);
      onClose();
      reload();
    } catch (e) {
      toast.error(`${awalanGagal}${e instanceof Error ? e.message : "Terjadi kesalahan"}`);
    } finally {
      setBusy(false);
    }
  };
  return { busy, simpan };
}

export function FooterSimpan({ onBatal, onSimpan, disabled }: { onBatal: () => void; onSimpan: () => void; disabled: boolean }) {
  return (
    <>
      <button type="button" className="tombol-garis" onClick={onBatal}>
        Batal
      </button>
      <button type="button" className="tombol-utama" disabled={disabled} onClick={onSimpan}>
        Simpan
      </button>
    </>
  );
}
