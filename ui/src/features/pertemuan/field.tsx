// Form rows of the material form: label, control, inline error.
import type { ReactNode } from "react";

export const INPUT =
  "w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm focus:border-blue-700 focus:outline-none disabled:bg-slate-50 aria-invalid:border-red-500";

export function Field({
  id,
  label,
  galat,
  info,
  children,
}: {
  id: string;
  label: string;
  galat?: string | null;
  info?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {info && <p className="mt-1 text-xs text-slate-500">{info}</p>}
      {galat && (
        <p id={`${id}-galat`} role="alert" className="mt-1 text-xs text-red-700">
          {galat}
        </p>
      )}
    </div>
  );
}

/** aria attributes tying a control to its inline error. */
export const ariaGalat = (id: string, galat?: string | null) =>
  galat ? { "aria-invalid": true as const, "aria-describedby": `${id}-galat` } : { "aria-invalid": false as const };

export function Pilih({
  id,
  value,
  opsi,
  onChange,
  galat,
  kosong = "Pilih",
}: {
  id: string;
  value: string;
  opsi: [string, string][];
  onChange: (v: string) => void;
  galat?: string | null;
  kosong?: string;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={INPUT} {...ariaGalat(id, galat)}>
      <option value="">{kosong}</option>
      {opsi.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </select>
  );
}

/** A text field of a form: label, input (a textarea of `baris` rows when given), inline error
 * (the 'Judul', 'Deskripsi' and 'Isi' rows of the activity forms). */
export function FieldTeks({
  id,
  label,
  value,
  onChange,
  galat,
  maks,
  baris,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  galat?: string | null;
  maks?: number;
  baris?: number;
}) {
  const props = { id, maxLength: maks, value, className: INPUT, ...ariaGalat(id, galat) };
  return (
    <Field id={id} label={label} galat={galat}>
      {baris ? (
        <textarea {...props} rows={baris} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...props} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
