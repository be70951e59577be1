// The empty-list message: 'Ups! Data Kosong' and what is missing.
export function DataKosong({ pesan, className = "py-8" }: { pesan: string; className?: string }) {
  return (
    <div className={`text-center ${className}`}>
      <div className="font-semibold text-slate-800">Ups! Data Kosong</div>
      <div className="text-sm text-slate-500">{pesan}</div>
    </div>
  );
}

export interface NoDataProps {
  /** Reads the section again ('Coba lagi'); without it the section only says 'NO DATA'. */
  onCobaLagi?: () => void;
  /** The section is being read again: the button waits. */
  memuat?: boolean;
  className?: string;
}

/**
 * 'NO DATA' (spec 2 §2 and §8, spec 3 §2 and §8): in place of a section whose data is missing or
 * failed to load, while the rest of the page stays. Where reading it again can help, 'Coba lagi'.
 */
export function NoData({ onCobaLagi, memuat = false, className = "py-10" }: NoDataProps) {
  return (
    <div className={`flex flex-col items-center gap-3 text-center ${className}`}>
      <div className="font-semibold text-slate-500">NO DATA</div>
      {onCobaLagi && (
        <button type="button" className="tombol-garis" onClick={onCobaLagi} disabled={memuat} aria-busy={memuat}>
          Coba lagi
        </button>
      )}
    </div>
  );
}
