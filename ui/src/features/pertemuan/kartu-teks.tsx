// The body of a text card: the text with its line breaks; 'Ubah' and 'Hapus' for those who
// may author content.
import type { IzinPertemuan } from "./types";
import type { TeksDetail } from "./types-tugas";

export interface KartuTeksProps {
  t: TeksDetail;
  izin: IzinPertemuan;
  onUbah: (t: TeksDetail) => void;
  onHapus: (t: TeksDetail) => void;
}

export function KartuTeks({ t, izin, onUbah, onHapus }: KartuTeksProps) {
  return (
    <div className="space-y-3">
      <p className="text-sm break-words whitespace-pre-wrap text-slate-700">{t.isi}</p>
      {izin.isAllowTambah && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="tombol-garis" onClick={() => onUbah(t)}>
            Ubah
          </button>
          <button type="button" className="tombol-bahaya" onClick={() => onHapus(t)}>
            Hapus
          </button>
        </div>
      )}
    </div>
  );
}
