// 'Tambah' dropdown of the meeting page: the kinds that can be made here, in this order
// (Materi, Tugas, Kuis/Ujian, Forum, Vidcon, Teks).
import { useCallback, useState } from "react";
import { useTutupDiLuar } from "../../lib/tutup-di-luar";

export interface MenuTambahProps {
  onMateri: () => void;
  onTugas: () => void;
  onUjian: () => void;
  onForum: () => void;
  onVidcon: () => void;
  onTeks: () => void;
}

export function MenuTambah({ onMateri, onTugas, onUjian, onForum, onVidcon, onTeks }: MenuTambahProps) {
  const [buka, setBuka] = useState(false);
  const tutup = useCallback(() => setBuka(false), []);
  const kotak = useTutupDiLuar(buka, tutup);
  const pilih = (aksi: () => void) => () => {
    setBuka(false);
    aksi();
  };
  return (
    <div ref={kotak} className="relative">
      <button type="button" className="tombol-utama" aria-haspopup="menu" aria-expanded={buka} onClick={() => setBuka((b) => !b)}>
        Tambah
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      {buka && (
        <div role="menu" className="absolute right-0 z-20 mt-1 min-w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          {(
            [
              ["Materi", onMateri],
              ["Tugas", onTugas],
              ["Kuis/Ujian", onUjian],
              ["Forum", onForum],
              ["Vidcon", onVidcon],
              ["Teks", onTeks],
            ] as const
          ).map(([label, aksi]) => (
            <button
              key={label}
              type="button"
              role="menuitem"
              onClick={pilih(aksi)}
              className="block w-full px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-50"
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
