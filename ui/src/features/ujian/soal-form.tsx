// The question form card (spec 3 §2), in place of the question it edits or at the end of its
// group: the question text ('Tulis di sini'), then per kind the options with a radio for the
// key, 'Tambahkan Opsi' and a close icon each (nothing happens at 3 options); the true/false
// key; or the essay's accepted answer kinds with 'Semua' and its key. 'Batal' and 'Tambah'
// (new) or 'Ubah' (edit). A failed check is a danger toast in the server's words. The question
// text is a rich-text editor (../editor), loaded only when a form opens. Files: 'Lampiran Soal'
// (documents, images, audio, video), an image per option ('Gambar'), the essay key's
// 'Lampiran Kunci Jawaban'; each uploaded at once, saved with the question.
import { type Dispatch, type SetStateAction, useEffect, useId, useState } from "react";
import { dibatalkan } from "../../app/api-client";
import { panggil } from "../../app/panggil";
import { useToast } from "../../components/toast";
import { UnggahBerkas } from "../../components/unggah-berkas";
import { BATAS_DEFAULT_MB, batasDariPengaturan, PESAN_UNGGAH } from "../../lib/unggah";
import { EditorTeks } from "../editor/editor-teks";
import { INPUT } from "../pertemuan/field";
import { unggahBerkas } from "../pertemuan/unggah";
import { UnggahBerkasTugas } from "../tugas/berkas";
import { cekBerkasTugas } from "../tugas/berkas-aturan";
import { GambarOpsi } from "./soal-opsi";
import {
  BENAR_SALAH,
  EKSTENSI_GAMBAR_OPSI,
  EKSTENSI_LAMPIRAN_KUNCI,
  EKSTENSI_LAMPIRAN_SOAL,
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
  ubahGambarOpsi,
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

interface BatasSoal {
  /** A question's attachments and its options' pictures (MB). */
  soal: number;
  /** An essay key's attachments (MB). */
  kunci: number;
}

/** The settings' ujian.lampiran_soal and .lampiran_kunci; 10240 KB until they answer (the
 * server's own fallback too). The server checks again. */
function useBatasSoal(): BatasSoal {
  const [batas, setBatas] = useState<BatasSoal>({ soal: BATAS_DEFAULT_MB, kunci: BATAS_DEFAULT_MB });
  useEffect(() => {
    const ctrl = new AbortController();
    panggil("/lms/pengaturan", "get", { signal: ctrl.signal }).then(
      (res) =>
        setBatas({
          soal: batasDariPengaturan(res, ["ujian", "lampiran_soal"], BATAS_DEFAULT_MB),
          kunci: batasDariPengaturan(res, ["ujian", "lampiran_kunci"], BATAS_DEFAULT_MB),
        }),
      () => undefined,
    );
    return () => ctrl.abort();
  }, []);
  return batas;
}

export function FormSoalKartu({ jenis, soal, busy, onBatal, onSimpan }: FormSoalProps) {
  const [f, setF] = useState<FormSoal>(() => formSoalAwal(jenis, soal));
  const batas = useBatasSoal();
  // Which of the form's upload widgets is uploading: saving waits for them.
  const [sibukDi, setSibukDi] = useState<Record<string, boolean>>({});
  const sibuk = (di: string) => (ya: boolean) => setSibukDi((m) => (m[di] === ya ? m : { ...m, [di]: ya }));
  const mengunggah = Object.values(sibukDi).some(Boolean);
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
      <UnggahBerkasTugas
        id={`${id}-lampiran`}
        label="Lampiran Soal"
        dir="soal/lampiran"
        ekstensi={EKSTENSI_LAMPIRAN_SOAL}
        berkas={f.soal_files}
        onChange={(soal_files) => setF((x) => ({ ...x, soal_files }))}
        batasMb={batas.soal}
        onSibuk={sibuk("soal")}
      />
      {f.jenis === "pilihan" && <IsianPilihan f={f} setF={setF} id={id} batas={batas} onSibuk={sibuk} />}
      {f.jenis === "benar_salah" && <IsianBenarSalah f={f} setF={setF} id={id} batas={batas} />}
      {f.jenis === "esay" && <IsianEsai f={f} setF={setF} id={id} batas={batas} onSibuk={sibuk} />}
      <div className="flex justify-end gap-2">
        <button type="button" className="tombol-garis" onClick={onBatal}>
          Batal
        </button>
        <button type="submit" className="tombol-utama" disabled={busy || mengunggah}>
          {soal ? "Ubah" : "Tambah"}
        </button>
      </div>
    </form>
  );
}

interface IsianProps {
  f: FormSoal;
  setF: Dispatch<SetStateAction<FormSoal>>;
  id: string;
  batas: BatasSoal;
  /** The callback telling that the widget named `di` uploads (true) or not (false). */
  onSibuk?: (di: string) => (sibuk: boolean) => void;
}

/** An option's 'Gambar': one PNG or JPEG, uploaded when chosen; 'Hapus gambar' removes it. */
function GambarPilihan({
  f,
  setF,
  id,
  batas,
  i,
  huruf,
  onSibuk,
}: Omit<IsianProps, "onSibuk"> & { i: number; huruf: string; onSibuk?: (sibuk: boolean) => void }) {
  const toast = useToast();
  const [persen, setPersen] = useState<number | null>(null);
  const g = f.gambar[i] ?? null;
  const pilih = (file: File) => {
    const galat = cekBerkasTugas(file, batas.soal, EKSTENSI_GAMBAR_OPSI);
    if (galat) return toast.error(galat);
    setPersen(0);
    onSibuk?.(true);
    unggahBerkas(file, "soal/gambar", setPersen)
      .then(
        (b) => setF((x) => ubahGambarOpsi(x, i, b)),
        (e: unknown) => {
          if (!dibatalkan(e)) toast.error(PESAN_UNGGAH.gagalUnggah(e instanceof Error ? e.message : "Terjadi kesalahan"));
        },
      )
      .finally(() => {
        setPersen(null);
        onSibuk?.(false);
      });
  };
  return (
    <div className="flex flex-wrap items-center gap-2 pl-12 text-xs">
      {g && <GambarOpsi g={g} huruf={huruf} />}
      <UnggahBerkas
        id={`${id}-gambar-${i}`}
        tampilan="tautan"
        teks={persen !== null ? `Mengunggah ${persen}%` : g ? "Ganti gambar" : "Tambah gambar"}
        ariaLabel={`Gambar opsi ${huruf}`}
        accept={EKSTENSI_GAMBAR_OPSI}
        nonaktif={persen !== null}
        onPilih={([file]) => file && pilih(file)}
      />
      {g && (
        <button type="button" className="font-medium text-red-700 hover:underline" onClick={() => setF((x) => ubahGambarOpsi(x, i, null))}>
          Hapus gambar
        </button>
      )}
    </div>
  );
}

function IsianPilihan({ f, setF, id, batas, onSibuk }: IsianProps) {
  const minimal = f.pilihan.length <= OPSI_MINIMAL;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Pilihan Jawaban</legend>
      <p className="text-xs text-slate-500">Pilih tombol bulat di samping opsi yang menjadi kunci jawaban.</p>
      {f.pilihan.map((teks, i) => {
        const huruf = hurufOpsi(i);
        return (
          <div key={i} className="space-y-1">
            <div className="flex items-center gap-2">
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
            <GambarPilihan f={f} setF={setF} id={id} batas={batas} i={i} huruf={huruf} onSibuk={onSibuk?.(`opsi-${i}`)} />
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
            <input
              type="radio"
              name={`${id}-kunci`}
              checked={f.kunci === k}
              onChange={() => setF({ ...f, kunci: k })}
              className="size-4 accent-green-600"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function IsianEsai({ f, setF, id, batas, onSibuk }: IsianProps) {
  return (
    <>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Jenis jawaban yang diterima</legend>
        <div className="grid gap-1.5 sm:grid-cols-2">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={semuaJenisFile(f)}
              onChange={(e) => setF(pilihSemuaJenisFile(f, e.target.checked))}
              className="size-4"
            />
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
        <textarea
          id={`${id}-kunci-esai`}
          rows={3}
          value={f.kunci}
          onChange={(e) => setF({ ...f, kunci: e.target.value })}
          className={INPUT}
        />
      </div>
      <UnggahBerkasTugas
        id={`${id}-lampiran-kunci`}
        label="Lampiran Kunci Jawaban"
        dir="soal/lampiran"
        ekstensi={EKSTENSI_LAMPIRAN_KUNCI}
        berkas={f.kunci_files}
        onChange={(kunci_files) => setF((x) => ({ ...x, kunci_files }))}
        batasMb={batas.kunci}
        onSibuk={onSibuk?.("kunci")}
      />
    </>
  );
}
