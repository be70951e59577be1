// Saving an activity form of the meeting page: send it, toast 'Data berhasil disimpan', close
// the form and reload the page data; a refusal from the server becomes a danger toast.
import { useState } from "react";
import { api } from "../../app/api-client";
import { useReloadPage } from "../../app/page-context";
import { useToast } from "../../components/toast";

export function useSimpanAktivitas(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reload = useReloadPage();
  const kirim = async (path: string, method: "POST" | "PUT", body: unknown) => {
    setBusy(true);
    try {
      await api(path, { method, body });
      toast.success("Data berhasil disimpan");
      onClose();
      reload();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setBusy(false);
    }
  };
  return { busy, kirim };
}

/** The form footer: 'Batal' and the submit button. */
export function TombolForm({ busy, label = "Simpan", onBatal, onSimpan }: { busy: boolean; label?: string; onBatal: () => void; onSimpan: () => void }) {
  return (
    <>
      <button type="button" className="tombol-garis" onClick={onBatal}>
        Batal
      </button>
      <button type="button" className="tombol-utama" disabled={busy} onClick={onSimpan}>
        {label}
      </button>
    </>
  );
}
