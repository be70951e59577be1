// The empty-list message: 'Ups! Data Kosong' and what is missing.
export function DataKosong({ pesan, className = "py-8" }: { pesan: string; className?: string }) {
  return (
    <div className={`text-center ${className}`}>
      <div className="font-semibold text-slate-800">Ups! Data Kosong</div>
      <div className="text-sm text-slate-500">{pesan}</div>
    </div>
  );
}
