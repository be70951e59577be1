// Fields both tabs of the material form share: the meeting (operators only), when the
// material is shown, and whether it is an attendance requirement (not for offline meetings).
import { ariaGalat, Field, INPUT, Pilih } from "./field";
import type { FormWaktu, Galat } from "./aturan";
import type { PilihanPertemuan } from "./types";
import { InputTanggalJam } from "../../components/input-tanggal-jam";

export function PilihPertemuan({
  value,
  daftar,
  onChange,
  galat,
}: {
  value: string;
  daftar: PilihanPertemuan[];
  onChange: (v: string) => void;
  galat?: string;
}) {
  const opsi: [string, string][] = daftar.map((p) => [String(p.id), `Pertemuan ${p.nomor} - ${p.judul}`]);
  return (
    <Field id="materi-pertemuan" label="Pertemuan" galat={galat}>
      <Pilih id="materi-pertemuan" value={value} opsi={opsi} onChange={onChange} galat={galat} kosong="Pilih Pertemuan" />
    </Field>
  );
}

interface FieldsWaktuProps {
  f: FormWaktu;
  ubah: (patch: Partial<FormWaktu>) => void;
  galat: Galat;
  /** False for an offline meeting. */
  berlaku: boolean;
  /** min of the pickers: now, as a datetime-local value. */
  min: string;
}

export function Centang({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-blue-700"
      />
      {label}
    </label>
  );
}

export function FieldsWaktu({ f, ubah, galat, berlaku, min }: FieldsWaktuProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-2">
        <Centang id="materi-tampil" label="Tampilkan Sekarang" checked={f.tampil_sekarang} onChange={(v) => ubah({ tampil_sekarang: v })} />
        {!f.tampil_sekarang && (
          <Field id="materi-mulai-tampil" label="Tanggal & Jam Mulai Tampil" galat={galat.waktu_mulai_tampil}>
            <InputTanggalJam
              id="materi-mulai-tampil"
              min={min}
              value={f.waktu_mulai_tampil}
              onChange={(v) => ubah({ waktu_mulai_tampil: v })}
              className={INPUT}
              wajib
              galatLuar={galat.waktu_mulai_tampil}
              {...ariaGalat("materi-mulai-tampil", galat.waktu_mulai_tampil)}
            />
          </Field>
        )}
      </div>
      <div className="space-y-2">
        <Centang
          id="materi-syarat"
          label="Syarat Kehadiran"
          checked={berlaku && f.is_syarat_hadir}
          disabled={!berlaku}
          onChange={(v) => ubah({ is_syarat_hadir: v })}
        />
        {!berlaku && <p className="text-xs text-slate-500">Tidak berlaku untuk pertemuan offline</p>}
        {berlaku && f.is_syarat_hadir && (
          <Field id="materi-deadline" label="Batas Syarat Kehadiran" galat={galat.deadline}>
            <InputTanggalJam
              id="materi-deadline"
              min={f.tampil_sekarang ? min : f.waktu_mulai_tampil || min}
              value={f.deadline}
              onChange={(v) => ubah({ deadline: v })}
              className={INPUT}
              wajib
              galatLuar={galat.deadline}
              {...ariaGalat("materi-deadline", galat.deadline)}
            />
          </Field>
        )}
      </div>
    </div>
  );
}
