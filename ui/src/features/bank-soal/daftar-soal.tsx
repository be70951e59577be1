// The bank's questions, numbered, each as the exam page shows it (its type, text, options with
// the key marked); for writers 'Ubah' puts the form card in place of the question and 'Hapus'
// asks first. A new question's card comes last.
import { DataKosong } from "../../components/data-kosong";
import type { FormSoal, JenisSoal } from "../ujian/soal-aturan";
import { FormSoalKartu } from "../ujian/soal-form";
import { KartuSoal } from "../ujian/soal-kartu";
import type { SoalBank } from "./aturan";

/** The open form card: a new question of a kind, or the question being edited. */
export interface BukaanSoal {
  jenis: JenisSoal;
  soal: SoalBank | null;
}

export interface DaftarSoalProps {
  /** The questions matching the search. */
  soal: SoalBank[];
  /** The bank holds no question at all. */
  kosong: boolean;
  bolehUbah: boolean;
  buka: BukaanSoal | null;
  busy: boolean;
  onBuka: (b: BukaanSoal) => void;
  onBatal: () => void;
  onSimpan: (b: BukaanSoal, f: FormSoal) => Promise<void>;
  onHapus: (s: SoalBank) => void;
}

export function DaftarSoal({ soal, kosong, bolehUbah, buka, busy, onBuka, onBatal, onSimpan, onHapus }: DaftarSoalProps) {
  const form = (b: BukaanSoal) => (
    <FormSoalKartu
      key={`${b.jenis}-${b.soal?.id ?? "baru"}`}
      jenis={b.jenis}
      soal={b.soal}
      busy={busy}
      onBatal={onBatal}
      onSimpan={(f) => onSimpan(b, f)}
    />
  );
  return (
    <div className="space-y-3">
      {kosong && !buka && <DataKosong pesan="Belum ada soal yang tersedia pada bank soal ini." className="py-8" />}
      {!kosong && soal.length === 0 && (
        <p className="py-6 text-center text-sm text-slate-500">Tidak ada soal yang cocok dengan pencarian.</p>
      )}
      {soal.map((s) =>
        buka?.soal?.id === s.id ? (
          <div key={s.id}>{form(buka)}</div>
        ) : (
          <KartuSoal
            key={s.id}
            s={s}
            onUbah={bolehUbah ? () => onBuka({ jenis: s.jenis, soal: s }) : undefined}
            onHapus={bolehUbah ? () => onHapus(s) : undefined}
          />
        ),
      )}
      {buka && buka.soal === null && form(buka)}
    </div>
  );
}
