// The body of a text card: the text (rich text, IsiKaya); 'Ubah' and 'Hapus' for those who
// may author content.
import { IsiKaya } from "../../components/isi-kaya";
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
      <IsiKaya isi={t.isi} />
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
