// Saving an activity form of the meeting page: a form check that failed becomes a danger toast
// and focuses its control (tolak); otherwise the form is sent (the caller's call: POST to the
// kind's path for a new one, PUT to path/{id} for an edit), 'Data berhasil disimpan' is toasted,
// the form closed and the page data reloaded; a refusal from the server becomes a danger toast.
import { useState } from "react";
import { useReloadPage } from "../../app/page-context";
import { useToast } from "../../components/toast";

export function useSimpanAktivitas(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reload = useReloadPage();
  /** Sends the form with `jalan` (a panggil() of the kind's path). */
  const kirim = async (jalan: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await jalan();
      toast.success("Data berhasil disimpan");
      onClose();
      reload();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setBusy(false);
    }
  };
  /** True when the form's first failed check stops the save: its message toasted, its control focused. */
  const tolak = (galat: { pesan: string } | null, idKontrol?: string) => {
    if (!galat) return false;
    toast.error(galat.pesan);
    if (idKontrol) document.getElementById(idKontrol)?.focus();
    return true;
  };
  return { busy, kirim, tolak };
}

/** The form footer: 'Batal' and the submit button. */
export function TombolForm({
  busy,
  label = "Simpan",
  onBatal,
  onSimpan,
}: {
  busy: boolean;
  label?: string;
  onBatal: () => void;
  onSimpan: () => void;
}) {
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
