// A participant's progress in an online meeting: each counted activity with its kind, title,
// weight and whether it was done as the meeting's rule asks.
import { Modal } from "../../components/modal";
import { bobotLabel, jenisAktivitasLabel, persenProgres } from "./aturan";
import type { KehadiranMahasiswa } from "./types";

export function ModalDetail({ m, onClose }: { m: KehadiranMahasiswa | null; onClose: () => void }) {
  return (
    <Modal
      open={m != null}
      onClose={onClose}
      title="Detail Progres Peserta"
      width={560}
      footer={
        <button type="button" className="tombol-garis" onClick={onClose}>
          Tutup
        </button>
      }
    >
      {m && (
        <div className="space-y-3">
          <div>
            <div className="font-medium text-slate-800">{m.mahasiswa.nama}</div>
            <div className="text-xs text-slate-500 tabular-nums">{m.mahasiswa.nim}</div>
          </div>
          <p className="text-sm text-slate-700">{`Progres Aktivitas: ${persenProgres(m.progress.overall)}`}</p>
          {m.detail.length === 0 ? (
            <p className="text-sm text-slate-500">Tidak ada aktivitas yang dihitung pada pertemuan ini.</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
              {m.detail.map((d) => (
                <li key={`${d.jenis}-${d.id_aktivitas}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                  <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">
                    {jenisAktivitasLabel(d.jenis)}
                  </span>
                  <span className="min-w-0 flex-1 break-words text-slate-800">{d.judul}</span>
                  <span className="text-xs text-slate-500 tabular-nums">{bobotLabel(d)}</span>
                  <span className={`text-xs font-medium ${d.is_hadir ? "text-green-700" : "text-red-700"}`}>
                    {d.is_hadir ? "Selesai" : "Belum Selesai"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
