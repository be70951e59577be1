// A list filter's select under its label: 'Semua' (no filter) first, then the options.
export type OpsiPilih = [value: string, label: string][];

export interface PilihSemuaProps {
  id: string;
  label: string;
  value: string;
  opsi: OpsiPilih;
  onChange: (v: string) => void;
  /** The field name, for the form that also submits without JavaScript. */
  nama?: string;
  className?: string;
  selectClassName?: string;
}

export function PilihSemua({ id, label, value, opsi, onChange, nama, className, selectClassName }: PilihSemuaProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select id={id} name={nama} value={value} onChange={(e) => onChange(e.target.value)} className={selectClassName}>
        <option value="">Semua</option>
        {opsi.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}
