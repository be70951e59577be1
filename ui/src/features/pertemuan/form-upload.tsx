// 'Upload Materi Baru' fields: Judul, Tipe, Jenis, Deskripsi, then the link (URL) or the file
// in the shared upload box, with its type and size check. A valid chosen file uploads at once
// (progress shown in its row); an edited material's stored file is listed until another is chosen.
import { type BarisBerkas, UnggahBerkas } from "../../components/unggah-berkas";
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
  /** The chosen file's row (empty until one is chosen). */
  pilihan: BarisBerkas[];
  /** The stored file an edited material keeps unless another is chosen. */
  berkasLama: BerkasInfo | null;
  /** True while uploading. */
  mengunggah: boolean;
  batasMb: number | null;
}

function InputBerkas({
  tipe,
  galat,
  onBerkas,
  pilihan,
  berkasLama,
  mengunggah,
  batasMb,
}: Omit<FormUploadProps, "f" | "ubah" | "galat"> & { tipe: TipeBerkas; galat?: string }) {
  const lama: BarisBerkas[] = berkasLama
    ? [
        {
          kunci: berkasLama.url,
          nama: berkasLama.name,
          ukuran: berkasLama.content_length,
          href: berkasLama.url,
          keterangan: "File saat ini",
        },
      ]
    : [];
  return (
    <div className="min-w-0">
      <label htmlFor="materi-berkas" className="mb-1 block text-sm font-medium text-slate-700">
        File
      </label>
      <UnggahBerkas
        id="materi-berkas"
        accept={acceptBerkas(tipe).split(",")}
        batasMb={batasMb}
        nonaktif={mengunggah}
        galat={galat}
        berkas={pilihan.length > 0 ? pilihan : lama}
        onPilih={([file = null]) => onBerkas(file)}
      />
    </div>
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
