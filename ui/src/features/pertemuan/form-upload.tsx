// 'Upload Materi Baru' fields: Judul, Tipe, Jenis, Deskripsi, then the link (URL) or the file
// with its type and size check. A valid chosen file uploads at once (progress shown here).
import { hintUnggah } from "../../lib/berkas";
import { formatUkuranFile } from "../../lib/ukuran-file";
import { acceptBerkas, type FormMateri, type Galat, JENIS_MATERI_LABEL, TIPE_FILE_LABEL, type TipeBerkas } from "./aturan";
import { ariaGalat, Field, INPUT, Pilih } from "./field";
import type { BerkasInfo } from "./types";

const OPSI_TIPE = Object.entries(TIPE_FILE_LABEL) as [string, string][];
const OPSI_JENIS = Object.entries(JENIS_MATERI_LABEL) as [string, string][];

export interface FormUploadProps {
  f: FormMateri;
  ubah: (patch: Partial<FormMateri>) => void;
  galat: Galat;
  onBerkas: (file: File | null) => void;
  /** The stored file an edited material keeps unless another is chosen. */
  berkasLama: BerkasInfo | null;
  /** Upload progress in percent while uploading. */
  progres: number | null;
  /** Changes when the file input must be emptied. */
  putaran: number;
  batasMb: number | null;
}

/** An upload's progress bar with 'Mengunggah... n%' (also the task file widget's). */
export function Progres({ persen }: { persen: number }) {
  return (
    <div className="mt-2">
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={persen}
      >
        <div className="h-full bg-blue-700 transition-[width]" style={{ width: `${persen}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600">{`Mengunggah... ${persen}%`}</p>
    </div>
  );
}

function InputBerkas({
  tipe,
  galat,
  onBerkas,
  berkasLama,
  progres,
  putaran,
  batasMb,
}: Omit<FormUploadProps, "f" | "ubah" | "galat"> & { tipe: TipeBerkas; galat?: string }) {
  const accept = acceptBerkas(tipe);
  const info = hintUnggah(accept.split(","), batasMb);
  return (
    <Field id="materi-berkas" label="File" galat={galat} info={info}>
      {berkasLama && (
        <p className="mb-1 text-xs break-all text-slate-600">{`File saat ini: ${berkasLama.name} (${formatUkuranFile(berkasLama.content_length)})`}</p>
      )}
      <input
        key={`${tipe}-${putaran}`}
        id="materi-berkas"
        type="file"
        accept={accept}
        disabled={progres !== null}
        onChange={(e) => onBerkas(e.target.files?.[0] ?? null)}
        className="block w-full rounded-md border border-dashed border-slate-300 p-2.5 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-blue-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-blue-800"
        {...ariaGalat("materi-berkas", galat)}
      />
      {progres !== null && <Progres persen={progres} />}
    </Field>
  );
}

export function FormUpload({ f, ubah, galat, ...berkas }: FormUploadProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field id="materi-judul" label="Judul" galat={galat.judul}>
          <input
            id="materi-judul"
            value={f.judul}
            onChange={(e) => ubah({ judul: e.target.value })}
            className={INPUT}
            {...ariaGalat("materi-judul", galat.judul)}
          />
        </Field>
      </div>
      <Field id="materi-tipe" label="Tipe" galat={galat.tipe_file}>
        <Pilih
          id="materi-tipe"
          value={f.tipe_file}
          opsi={OPSI_TIPE}
          onChange={(v) => ubah({ tipe_file: v as FormMateri["tipe_file"] })}
          galat={galat.tipe_file}
          kosong="Pilih Tipe"
        />
      </Field>
      <Field id="materi-jenis" label="Jenis" galat={galat.jenis_materi}>
        <Pilih
          id="materi-jenis"
          value={f.jenis_materi}
          opsi={OPSI_JENIS}
          onChange={(v) => ubah({ jenis_materi: v as FormMateri["jenis_materi"] })}
          galat={galat.jenis_materi}
          kosong="Pilih Jenis"
        />
      </Field>
      <div className="sm:col-span-2">
        <Field id="materi-deskripsi" label="Deskripsi" galat={galat.deskripsi}>
          <textarea
            id="materi-deskripsi"
            rows={4}
            value={f.deskripsi}
            onChange={(e) => ubah({ deskripsi: e.target.value })}
            className={INPUT}
            {...ariaGalat("materi-deskripsi", galat.deskripsi)}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        {f.tipe_file === "url" && (
          <Field id="materi-link" label="Link" galat={galat.file_url}>
            <input
              id="materi-link"
              type="text"
              inputMode="url"
              placeholder="https://"
              value={f.file_url}
              onChange={(e) => ubah({ file_url: e.target.value })}
              className={INPUT}
              {...ariaGalat("materi-link", galat.file_url)}
            />
          </Field>
        )}
        {f.tipe_file && f.tipe_file !== "url" && <InputBerkas tipe={f.tipe_file} galat={galat.berkas} {...berkas} />}
      </div>
    </div>
  );
}
