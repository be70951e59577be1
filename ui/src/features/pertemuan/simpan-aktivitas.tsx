// Saving an activity form of the meeting page: a form check that failed becomes a danger toast
// and focuses its control (tolak); otherwise the form is sent (POST to the kind's path for a new
// one, PUT to path/{id} for an edit), 'Data berhasil disimpan' is toasted, the form closed and
// the page data reloaded; a refusal from the server becomes a danger toast.
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
  /** The activity at `dasar` (e.g. '/lms/tugas'): created when `id` is null, else changed. */
  const kirimAktivitas = (dasar: string, id: number | null, body: unknown) =>
    kirim(id === null ? dasar : `${dasar}/${id}`, id === null ? "POST" : "PUT", body);
  /** True when the form's first failed check stops the save: its message toasted, its control focused. */
  const tolak = (galat: { pesan: string } | null, idKontrol?: string) => {
    if (!galat) return false;
    toast.error(galat.pesan);
    if (idKontrol) document.getElementById(idKontrol)?.focus();
    return true;
  };
  return { busy, kirim, kirimAktivitas, tolak };
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
