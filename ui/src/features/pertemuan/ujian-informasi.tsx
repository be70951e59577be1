// The exam info confirmation 'Informasi' (spec 3 §2, width 500): the rules of taking the exam,
// the closed-book rule, an agreement checkbox; 'Mulai' stays disabled until it is ticked. Mulai
// starts the attempt on the server, enters full screen for a closed-book exam and opens the
// answer sheet.
import { useState } from "react";
import { panggil } from "../../app/panggil";
import { useNavigatePage } from "../../app/page-context";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { masukLayarPenuh } from "../ujian/pelanggaran";
import type { UjianDetail } from "./types-ujian";
import { aturanUjian, PERSETUJUAN_UJIAN, urlLembarUjian } from "./ujian-aturan";

export function InformasiUjian({ u, onClose }: { u: UjianDetail; onClose: () => void }) {
  const [setuju, setSetuju] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigatePage();
  const idSetuju = `ujian-${u.id}-setuju`;
  const mulai = async () => {
    setBusy(true);
    try {
      await panggil("/lms/ujian/{id}/pengerjaan/start", "post", { path: { id: u.id } });
      if (u.sifat === "close") masukLayarPenuh();
      navigate(urlLembarUjian(u.id));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title="Informasi"
      width={500}
      footer={
        <>
          <button type="button" className="tombol-garis" onClick={onClose}>
            Batal
          </button>
          <button type="button" className="tombol-utama" disabled={!setuju || busy} onClick={() => void mulai()}>
            Mulai
          </button>
        </>
      }
    >
      <p className="text-sm font-medium text-slate-800">{u.judul}</p>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {aturanUjian(u).map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
      <label htmlFor={idSetuju} className="mt-4 flex items-start gap-2 text-sm font-medium text-slate-800">
        <input
          id={idSetuju}
          type="checkbox"
          checked={setuju}
          onChange={(e) => setSetuju(e.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-blue-700"
        />
        {PERSETUJUAN_UJIAN}
      </label>
    </Modal>
  );
}
