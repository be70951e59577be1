// One 'Kelompok Soal n': its rule text and, for writers before anyone started, the rule
// editor (Semua / Random / Sebagian with 'Jumlah soal wajib dijawab'), 'Hapus Kelompok' and
// the 'Tambah Soal' menu with 'Ambil dari Bank Soal' beside it; its questions, the one being
// edited replaced by the form card, and a new question's card at the end.
import { useCallback, useId, useState } from "react";
import { useToast } from "../../components/toast";
import { useTutupDiLuar } from "../../lib/tutup-di-luar";
import {
  ATURAN_LABEL,
  type AturanKelompok,
  aturanTeks,
  type FormKelompok,
  type FormSoal,
  formKelompokAwal,
  type JenisSoal,
  type KelompokSoal,
  kelompokBerubah,
  MENU_SOAL,
  periksaKelompok,
  perluJumlah,
  type SoalUjian,
} from "./soal-aturan";
import { FormSoalKartu } from "./soal-form";
import { KartuSoal } from "./soal-kartu";

/** The form card open on the tab: a new question of a group, or a question being edited. */
export interface Bukaan {
  idKelompok: number;
  jenis: JenisSoal;
  soal: SoalUjian | null;
}

export interface KartuKelompokProps {
  k: KelompokSoal;
  /** Writers may change questions and, with `bolehTambahHapus`, add, delete and change rules. */
  bolehUbah: boolean;
  bolehTambahHapus: boolean;
  /** The exam holds the most questions it may. */
  penuh: boolean;
  buka: Bukaan | null;
  busy: boolean;
  onBuka: (b: Bukaan) => void;
  /** 'Ambil dari Bank Soal': the tab opens its modal for this group. */
  onAmbilBank: () => void;
  onBatal: () => void;
  onSimpanSoal: (b: Bukaan, f: FormSoal) => Promise<void>;
  onHapusSoal: (s: SoalUjian) => void;
  onHapusKelompok: () => void;
  onSimpanAturan: (f: FormKelompok) => void;
}

export function KartuKelompok(p: KartuKelompokProps) {
  const { k, bolehUbah, bolehTambahHapus, buka, busy } = p;
  const judulId = useId();
  const milik = buka?.idKelompok === k.id ? buka : null;
  const formKartu = (b: Bukaan) => (
    <FormSoalKartu
      key={`${b.jenis}-${b.soal?.id ?? "baru"}`}
      jenis={b.jenis}
      soal={b.soal}
      busy={busy}
      onBatal={p.onBatal}
      onSimpan={(f) => p.onSimpanSoal(b, f)}
    />
  );
  return (
    <section aria-labelledby={judulId} className="kartu space-y-3 p-3 sm:p-4">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-48 flex-1">
          <h3 id={judulId} className="font-semibold text-slate-900">{`Kelompok Soal ${k.nomor}`}</h3>
          <p className="text-sm text-slate-600">{aturanTeks(k, k.soal.length)}</p>
        </div>
        {bolehUbah && bolehTambahHapus && (
          <div className="flex flex-wrap gap-2">
            <MenuSoal disabled={p.penuh} onPilih={(jenis) => p.onBuka({ idKelompok: k.id, jenis, soal: null })} />
            <button type="button" className="tombol-garis" disabled={p.penuh} onClick={p.onAmbilBank}>
              Ambil dari Bank Soal
            </button>
            <button
              type="button"
              className="tombol-garis text-red-700"
              onClick={p.onHapusKelompok}
              aria-label={`Hapus Kelompok Soal ${k.nomor}`}
            >
              Hapus Kelompok
            </button>
          </div>
        )}
      </div>
      {bolehUbah && bolehTambahHapus && (
        <FormAturan key={`${k.aturan}-${k.jumlah_wajib_dijawab}`} k={k} busy={busy} onSimpan={p.onSimpanAturan} />
      )}
      {k.soal.length === 0 && !milik && <p className="text-sm text-slate-500">Belum ada soal pada kelompok ini.</p>}
      {k.soal.map((s) =>
        milik?.soal?.id === s.id ? (
          <div key={s.id}>{formKartu(milik)}</div>
        ) : (
          <KartuSoal
            key={s.id}
            s={s}
            onUbah={bolehUbah ? () => p.onBuka({ idKelompok: k.id, jenis: s.jenis, soal: s }) : undefined}
            onHapus={bolehUbah && bolehTambahHapus ? () => p.onHapusSoal(s) : undefined}
          />
        ),
      )}
      {milik && milik.soal === null && formKartu(milik)}
    </section>
  );
}

/** A control of the rule row: its own width, unlike the forms' full-width fields. */
const KOTAK = "rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm focus:border-blue-700 focus:outline-none";

/** 'Tambah Soal': Soal Pilihan, Soal Benar Salah, Soal Esai. */
function MenuSoal({ disabled, onPilih }: { disabled: boolean; onPilih: (j: JenisSoal) => void }) {
  const [buka, setBuka] = useState(false);
  const tutup = useCallback(() => setBuka(false), []);
  const kotak = useTutupDiLuar(buka, tutup);
  return (
    <div ref={kotak} className="relative">
      <button
        type="button"
        className="tombol-utama"
        aria-haspopup="menu"
        aria-expanded={buka}
        disabled={disabled}
        onClick={() => setBuka((b) => !b)}
      >
        Tambah Soal
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      {buka && (
        <div
          role="menu"
          className="absolute left-0 z-20 mt-1 min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg sm:right-0 sm:left-auto"
        >
          {MENU_SOAL.map(([jenis, label]) => (
            <button
              key={jenis}
              type="button"
              role="menuitem"
              onClick={() => {
                setBuka(false);
                onPilih(jenis);
              }}
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

/** The group's rule: Semua, Random or Sebagian, and how many are answered for the last two. */
function FormAturan({ k, busy, onSimpan }: { k: KelompokSoal; busy: boolean; onSimpan: (f: FormKelompok) => void }) {
  const [f, setF] = useState(() => formKelompokAwal(k));
  const toast = useToast();
  const id = useId();
  const simpan = () => {
    const pesan = periksaKelompok(f, k.soal.length);
    if (pesan) return toast.error(pesan);
    onSimpan(f);
  };
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-2.5">
      <div>
        <label htmlFor={`${id}-aturan`} className="mb-1 block text-xs font-medium text-slate-600">
          Aturan
        </label>
        <select
          id={`${id}-aturan`}
          value={f.aturan}
          onChange={(e) => setF({ ...f, aturan: e.target.value as AturanKelompok })}
          className={`${KOTAK} w-36`}
        >
          {(Object.keys(ATURAN_LABEL) as AturanKelompok[]).map((a) => (
            <option key={a} value={a}>
              {ATURAN_LABEL[a]}
            </option>
          ))}
        </select>
      </div>
      {perluJumlah(f.aturan) && (
        <div>
          <label htmlFor={`${id}-jumlah`} className="mb-1 block text-xs font-medium text-slate-600">
            Jumlah soal wajib dijawab
          </label>
          <input
            id={`${id}-jumlah`}
            type="number"
            min={1}
            max={k.soal.length || undefined}
            step={1}
            inputMode="numeric"
            value={f.jumlah}
            onChange={(e) => setF({ ...f, jumlah: e.target.value })}
            className={`${KOTAK} w-28 tabular-nums`}
          />
        </div>
      )}
      <button type="button" className="tombol-garis" disabled={busy || !kelompokBerubah(f, k)} onClick={simpan}>
        Simpan Aturan
      </button>
    </div>
  );
}
