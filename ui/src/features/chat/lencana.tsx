// Red unread-count badge ('99+' above 99); nothing when all is read.
import { teksLencana } from "./aturan";

export function Lencana({ jumlah, className = "" }: { jumlah: number; className?: string }) {
  const teks = teksLencana(jumlah);
  if (!teks) return null;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-none font-semibold text-white ${className}`}
    >
      {teks}
    </span>
  );
}
