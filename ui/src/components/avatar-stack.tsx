// Round avatar (photo or initials) and an overlapping stack of them (max 3, then '+N').
import { inisial } from "../lib/nama";

export interface AvatarProps {
  nama: string;
  src?: string | null;
  /** Tailwind size classes, e.g. "size-8 text-xs". */
  size?: string;
}

export function Avatar({ nama, src, size = "size-8 text-xs" }: AvatarProps) {
  if (src) return <img src={src} alt={nama} title={nama} className={`${size} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      title={nama}
      aria-label={nama}
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-800`}
    >
      {inisial(nama) || "?"}
    </span>
  );
}

export function AvatarStack({ items, max = 3 }: { items: { nama: string; avatar_url?: string | null }[]; max?: number }) {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  return (
    <div className="flex -space-x-1.5">
      {shown.map((p, i) => (
        <span key={i} className="rounded-full ring-2 ring-white">
          <Avatar nama={p.nama} src={p.avatar_url} />
        </span>
      ))}
      {rest > 0 && (
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 ring-2 ring-white">
          +{rest}
        </span>
      )}
    </div>
  );
}
