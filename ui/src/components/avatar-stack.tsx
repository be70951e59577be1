// Round avatar (photo or initials) and an overlapping stack of them (max 3, then '+N'); the
// stack also as markup for lists drawn as one string (the dashboard's class cards).
import { esc } from "../lib/html";
import { inisial } from "../lib/nama";

export interface AvatarProps {
  nama: string;
  src?: string | null;
  /** Tailwind size classes, e.g. "size-8 text-xs". */
  size?: string;
}

export function Avatar({ nama, src, size = "size-8 text-xs" }: AvatarProps) {
  if (src) return <img src={src} alt={nama} title={nama} className={`${size} shrink-0 rounded-full object-cover`} />;
  // The initials are drawn by CSS, not written as text: the picture is named by the person's
  // name, and a control holding it (the user menu) keeps its visible text equal to its name.
  return <span role="img" title={nama} aria-label={nama} data-inisial={inisial(nama) || "?"} className={`${size} avatar`} />;
}

type Orang = { nama: string; avatar_url?: string | null };

const UKURAN_TUMPUK = "size-8 text-[11px] tracking-tight";
const KELAS_SISA =
  "inline-flex size-8 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 ring-2 ring-white";

export function AvatarStack({ items, max = 3 }: { items: Orang[]; max?: number }) {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  return (
    <div className="flex -space-x-1">
      {shown.map((p, i) => (
        // The overlap (4 px) stays inside the next avatar's side margin: two-letter initials are whole.
        <span key={i} className="avatar-tumpuk">
          <Avatar nama={p.nama} src={p.avatar_url} size={UKURAN_TUMPUK} />
        </span>
      ))}
      {rest > 0 && <span className={KELAS_SISA}>+{rest}</span>}
    </div>
  );
}

/** `Avatar`'s markup as a string (same elements and attributes). */
export function avatarHtml(nama: string, src: string | null | undefined, size: string): string {
  const n = esc(nama);
  if (src) return `<img src="${esc(src)}" alt="${n}" title="${n}" class="${esc(size)} shrink-0 rounded-full object-cover">`;
  return `<span role="img" title="${n}" aria-label="${n}" data-inisial="${esc(inisial(nama) || "?")}" class="${esc(size)} avatar"></span>`;
}

/** `AvatarStack`'s markup as a string. */
export function avatarStackHtml(items: Orang[], max = 3): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  const avatars = shown.map((p) => `<span class="avatar-tumpuk">${avatarHtml(p.nama, p.avatar_url, UKURAN_TUMPUK)}</span>`).join("");
  return `<div class="flex -space-x-1">${avatars}${rest > 0 ? `<span class="${KELAS_SISA}">+${rest}</span>` : ""}</div>`;
}
