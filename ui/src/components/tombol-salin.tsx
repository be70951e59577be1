// A button that copies an ID or a link and says so in a toast (lib/salin.ts, spec 3 §8).
// Shown once the page runs: before the scripts it could do nothing.
import { useTerhidrasi } from "../lib/terhidrasi";
import { type CaraSalin, type JenisSalin, salinDanBeriTahu } from "../lib/salin";
import { useToast } from "./toast";

/** The old copy command on a hidden text area: works on a plain-http address too. */
function salinLama(teks: string): boolean {
  const area = document.createElement("textarea");
  area.value = teks;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  const fokus = document.activeElement as HTMLElement | null;
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } finally {
    area.remove();
    fokus?.focus?.();
  }
}

const caraBrowser = (): CaraSalin => ({ clipboard: navigator.clipboard, cadangan: salinLama });

export interface TombolSalinProps {
  teks: string;
  jenis: JenisSalin;
  /** the button's words, e.g. 'Salin ID' */
  label: string;
  className?: string;
}

export function TombolSalin({ teks, jenis, label, className = "tombol-garis" }: TombolSalinProps) {
  const terhidrasi = useTerhidrasi();
  const toast = useToast();
  if (!terhidrasi) return null;
  return (
    <button type="button" className={className} onClick={() => void salinDanBeriTahu(teks, jenis, toast, caraBrowser())}>
      <svg viewBox="0 0 24 24" className="ikon size-4" aria-hidden="true">
        <rect x="8" y="8" width="12" height="12" rx="2" />
        <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
      </svg>
      {label}
    </button>
  );
}
