// Read-only syllabus dialog ('Lihat Silabus, RPS, dan RE').
import { Modal } from "../../components/modal";
import type { KelasDetail } from "./types";

export function SilabusModal({ kelas, open, onClose }: { kelas: KelasDetail; open: boolean; onClose: () => void }) {
  const mk = kelas.mata_kuliah;
  const footer = (
    <button type="button" className="tombol-garis" onClick={onClose}>
      Tutup
    </button>
  );
  return (
    <Modal open={open} onClose={onClose} title="Silabus" footer={footer}>
      <p className="mb-2 text-sm font-medium text-slate-800">{`${mk.kode} - ${mk.nama}`}</p>
      <Silabus teks={mk.silabus?.teks} />
    </Modal>
  );
}

export function Silabus({ teks }: { teks: string | null | undefined }) {
  const isi = (teks ?? "").trim();
  return isi ? (
    <p className="text-sm break-words whitespace-pre-line text-slate-700">{isi}</p>
  ) : (
    <p className="text-sm text-slate-500">Belum ada silabus.</p>
  );
}
