// The question form card (spec 3 §2), in place of the question it edits or at the end of its
// group: the question text ('Tulis di sini'), then per kind the options with a radio for the
// key, 'Tambahkan Opsi' and a close icon each (nothing happens at 3 options); the true/false
// key; or the essay's accepted answer kinds with 'Semua' and its key. 'Batal' and 'Tambah'
// (new) or 'Ubah' (edit). A failed check is a danger toast in the server's words. The question
// text is a rich-text editor (../editor), loaded only when a form opens.
import { useId, useState } from "react";
import { useToast } from "../../components/toast";
import { EditorTeks } from "../editor/editor-teks";
import { INPUT } from "../pertemuan/field";
import {
  BENAR_SALAH,
  type FormSoal,
  formSoalAwal,
  hapusOpsi,
  hurufOpsi,
  JENIS_FILE,
  type JenisSoal,
  judulFormSoal,
  OPSI_MAKS,
  OPSI_MINIMAL,
  periksaSoal,
  pilihJenisFile,
  pilihSemuaJenisFile,
  semuaJenisFile,
  type SoalUjian,
  tambahOpsi,
  ubahOpsi,
} from "./soal-aturan";

export interface FormSoalProps {
  jenis: JenisSoal;
  /** The question being edited; null for a new one. */
  soal: SoalUjian | null;
  busy: boolean;
  onBatal: () => void;
  /** Sends the checked form; resolves once the server answered. */
  onSimpan: (f: FormSoal) => Promise<void>;
}

export function FormSoalKartu({ jenis, soal, busy, onBatal, onSimpan }: FormSoalProps) {
  const [f, setF] = useState<FormSoal>(() => formSoalAwal(jenis, soal));
  const toast = useToast();
  const id = useId();
  const simpan = () => {
    const pesan = periksaSoal(f);
    if (pesan) return toast.error(pesan);
    void onSimpan(f);
  };
  const judul = `${soal ? "Ubah" : "Tambah"} ${judulFormSoal(f.jenis)}`;
  return (
    <form
      aria-label={judul}
      className="space-y-4 rounded-lg border-2 border-blue-200 bg-blue-50/40 p-3 sm:p-4"
      onSubmit={(e) => {
        e.preventDefault();
        simpan();
      }}
      noValidate
    >
      <h4 className="font-semibold text-slate-900">{judul}</h4>
      <div>
        <label id={`${id}-label-pertanyaan`} htmlFor={`${id}-pertanyaan`} className="mb-1 block text-sm font-medium text-slate-700">
          Pertanyaan
        </label>
        <EditorTeks
          id={`${id}-pertanyaan`}
          labelId={`${id}-label-pertanyaan`}
          value={f.pertanyaan}
          placeholder="Tulis di sini"
          onChange={(pertanyaan) => setF((x) => ({ ...x, pertanyaan }))}
        />
      </div>
      {f.jenis === "pilihan" && <IsianPilihan f={f} setF={setF} id={id} />}
      {f.jenis === "benar_salah" && <IsianBenarSalah f={f} setF={setF} id={id} />}
      {f.jenis === "esay" && <IsianEsai f={f} setF={setF} id={id} />}
      <div className="flex justify-end gap-2">
        <button type="button" className="tombol-garis" onClick={onBatal}>
          Batal
        </button>
        <button type="submit" className="tombol-utama" disabled={busy}>
          {soal ? "Ubah" : "Tambah"}
        </button>
      </div>
    </form>
  );
}

interface IsianProps {
  f: FormSoal;
  setF: (f: FormSoal) => void;
  id: string;
}

function IsianPilihan({ f, setF, id }: IsianProps) {
  const minimal = f.pilihan.length <= OPSI_MINIMAL;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Pilihan Jawaban</legend>
      <p className="text-xs text-slate-500">Pilih tombol bulat di samping opsi yang menjadi kunci jawaban.</p>
      {f.pilihan.map((teks, i) => {
        const huruf = hurufOpsi(i);
        return (
          <div key={i} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-kunci`}
              checked={f.kunci === String(i)}
              onChange={() => setF({ ...f, kunci: String(i) })}
              aria-label={`Kunci jawaban ${huruf}`}
              className="size-4 shrink-0 accent-green-600"
            />
            <span className="w-4 shrink-0 text-sm font-semibold text-slate-700">{huruf}</span>
            <input
              type="text"
              value={teks}
              onChange={(e) => setF(ubahOpsi(f, i, e.target.value))}
              aria-label={`Opsi ${huruf}`}
              className={`${INPUT} min-w-0 flex-1`}
            />
            <button
              type="button"
              aria-label={`Hapus opsi ${huruf}`}
              aria-disabled={minimal || undefined}
              title={minimal ? `Minimal ${OPSI_MINIMAL} opsi` : undefined}
              onClick={() => setF(hapusOpsi(f, i))}
              className={`shrink-0 rounded p-1 text-lg leading-none ${minimal ? "cursor-not-allowed text-slate-300" : "text-slate-500 hover:bg-slate-100 hover:text-red-700"}`}
            >
              ×
            </button>
          </div>
        );
      })}
      <button type="button" className="tombol-garis" onClick={() => setF(tambahOpsi(f))} disabled={f.pilihan.length >= OPSI_MAKS}>
        Tambahkan Opsi
      </button>
    </fieldset>
  );
}

function IsianBenarSalah({ f, setF, id }: IsianProps) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">Kunci Jawaban</legend>
      <div className="flex flex-wrap gap-4">
        {BENAR_SALAH.map(([k, , label]) => (
          <label key={k} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={`${id}-kunci`} checked={f.kunci === k} onChange={() => setF({ ...f, kunci: k })} className="size-4 accent-green-600" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function IsianEsai({ f, setF, id }: IsianProps) {
  return (
    <>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Jenis jawaban yang diterima</legend>
        <div className="grid gap-1.5 sm:grid-cols-2">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" checked={semuaJenisFile(f)} onChange={(e) => setF(pilihSemuaJenisFile(f, e.target.checked))} className="size-4" />
            Semua
          </label>
          {JENIS_FILE.map(([k, label]) => (
            <label key={k} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={f.jenis_file_diterima.includes(k)}
                onChange={(e) => setF(pilihJenisFile(f, k, e.target.checked))}
                className="size-4"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-kunci-esai`} className="mb-1 block text-sm font-medium text-slate-700">
          Kunci Jawaban
        </label>
        <textarea id={`${id}-kunci-esai`} rows={3} value={f.kunci} onChange={(e) => setF({ ...f, kunci: e.target.value })} className={INPUT} />
      </div>
    </>
  );
}
