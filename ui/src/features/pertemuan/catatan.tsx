// A notice line on an activity card (attendance requirement, recorded use, joins).
const CATATAN = {
  info: "bg-slate-50 text-slate-700",
  awas: "bg-amber-50 text-amber-800",
  sukses: "bg-green-50 text-green-800",
};

export function Catatan({ jenis, children }: { jenis: keyof typeof CATATAN; children: string }) {
  return <p className={`rounded-md px-3 py-2 text-sm ${CATATAN[jenis]}`}>{children}</p>;
}
