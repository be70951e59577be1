// The e-book reading countdown of a student not yet recorded: ticks every second only
// while the card is open (closing pauses it, nothing resets), then offers 'Sudah Baca'.
import { useEffect, useState } from "react";
import { formatSisa, langkahMundur } from "./aturan";

export function HitungBaca({ detik, jalan, onBaca }: { detik: number; jalan: boolean; onBaca: () => void }) {
  const [sisa, setSisa] = useState(detik);
  const habis = sisa <= 0;
  useEffect(() => {
    if (!jalan || habis) return;
    const id = window.setInterval(() => setSisa(langkahMundur), 1000);
    return () => window.clearInterval(id);
  }, [jalan, habis]);
  if (habis) {
    return (
      <button type="button" className="tombol-utama" onClick={onBaca}>
        Sudah Baca
      </button>
    );
  }
  return (
    <p className="text-sm text-slate-600" aria-live="off">
      Sisa waktu membaca: <span className="font-mono font-semibold tabular-nums">{formatSisa(sisa)}</span>
    </p>
  );
}
