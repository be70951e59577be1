// The tab bar atop a form modal whose new item can also be copied from another class
// ('Upload Materi Baru' / 'Salin Materi Kelas Lain', 'Buat Kuis/Ujian Baru' / 'Salin Kuis/Ujian Lain').
export function TabForm<T extends string>({
  tab,
  opsi,
  onTab,
}: {
  tab: T;
  opsi: readonly (readonly [T, string])[];
  onTab: (t: T) => void;
}) {
  return (
    <div role="tablist" className="mb-4 flex border-b border-slate-200">
      {opsi.map(([t, label]) => (
        <button
          key={t}
          type="button"
          role="tab"
          aria-selected={tab === t}
          onClick={() => onTab(t)}
          className={`-mb-px flex-1 border-b-2 px-3 py-2 text-sm font-medium sm:flex-none ${tab === t ? "border-blue-700 text-blue-800" : "border-transparent text-slate-600 hover:text-slate-800"}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
