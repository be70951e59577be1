// The pieces both BAP dialogs share: the three report parts as switches and the
// lecturer's 'Semua pengajar' / 'Laporan saya' choice.
import { BAGIAN_LABEL } from "./aturan";
import type { BagianBap } from "./types";

const SWITCH =
  "relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-blue-700 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 " +
  "before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-4";

export function PilihBagian({ value, onChange, idPrefix }: { value: BagianBap; onChange: (v: BagianBap) => void; idPrefix: string }) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Bagian BAP</legend>
      <div className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {BAGIAN_LABEL.map(([key, label]) => (
          <label
            key={key}
            htmlFor={`${idPrefix}-${key}`}
            className="flex cursor-pointer items-center justify-between gap-3 px-3 py-2.5 text-sm text-slate-800"
          >
            <span>{label}</span>
            <input
              id={`${idPrefix}-${key}`}
              type="checkbox"
              role="switch"
              checked={value[key]}
              onChange={(e) => onChange({ ...value, [key]: e.target.checked })}
              className={SWITCH}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Lecturer: every teacher's meetings or only their own (laporan_saya). */
export function PilihLaporanSaya({ value, onChange, name }: { value: boolean; onChange: (saya: boolean) => void; name: string }) {
  const opsi: [boolean, string][] = [
    [false, "Semua pengajar"],
    [true, "Laporan saya"],
  ];
  return (
    <fieldset className="mb-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Pengajar</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {opsi.map(([saya, label]) => (
          <label key={label} className="inline-flex items-center gap-1.5 text-sm">
            <input type="radio" name={name} checked={value === saya} onChange={() => onChange(saya)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
