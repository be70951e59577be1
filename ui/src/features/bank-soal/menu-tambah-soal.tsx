// 'Tambah Soal' of a bank (spec 3 §2): Soal Pilihan, Soal Benar Salah, Soal Esai, 'Salin dari
// Kuis/Ujian' (only when the user may copy from exams) and 'Impor Soal'; off at the maximum.
import { useCallback, useState } from "react";
import { useTutupDiLuar } from "../../lib/tutup-di-luar";
import { type JenisSoal, MENU_SOAL } from "../ujian/soal-aturan";

export interface MenuTambahSoalProps {
  disabled: boolean;
  bolehSalin: boolean;
  onSoal: (j: JenisSoal) => void;
  onSalin: () => void;
  onImpor: () => void;
}

export function MenuTambahSoal({ disabled, bolehSalin, onSoal, onSalin, onImpor }: MenuTambahSoalProps) {
  const [buka, setBuka] = useState(false);
  const tutup = useCallback(() => setBuka(false), []);
  const kotak = useTutupDiLuar(buka, tutup);
  const butir: [string, () => void][] = [
    ...MENU_SOAL.map(([j, label]): [string, () => void] => [label, () => onSoal(j)]),
    ...(bolehSalin ? [["Salin dari Kuis/Ujian", onSalin] as [string, () => void]] : []),
    ["Impor Soal", onImpor],
  ];
  return (
    <div ref={kotak} className="relative">
      <button
        type="button"
        className="tombol-utama"
        aria-haspopup="menu"
        aria-expanded={buka}
        disabled={disabled}
        title={disabled ? "Jumlah soal sudah mencapai batas maksimal" : undefined}
        onClick={() => setBuka(!buka)}
      >
        Tambah Soal
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      {buka && (
        <ul role="menu" className="absolute right-0 z-20 mt-1 min-w-52 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          {butir.map(([label, aksi]) => (
            <li key={label} role="none">
              <button
                type="button"
                role="menuitem"
                className="block w-full px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-50"
                onClick={() => {
                  setBuka(false);
                  aksi();
                }}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
