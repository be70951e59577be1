// The running sheet's header, kept on screen while scrolling: the exam's kind and title, the
// countdown to the deadline (red in the last five minutes), how many questions are answered,
// and the save status: the screen always says what is saved and what waits.
import { jenisUjianLabel, sifatUjianLabel } from "../pertemuan/ujian-aturan";
import { formatSisa, labelSisa, tingkatSisa, useSisaWaktu } from "./hitung-mundur";
import { ringkasDijawab } from "./lembar-aturan";
import type { LembarUjian } from "./lembar-types";

const WARNA_SISA = { longgar: "text-slate-900", menipis: "text-red-700", habis: "text-red-700" };

export interface KepalaLembarProps {
  ujian: LembarUjian["ujian"];
  /** The deadline, the time the sheet was read, and the server's time now (stable). */
  waktuSelesai: string;
  waktuServer: string;
  sekarang: () => number;
  dijawab: number;
  total: number;
  statusSimpan: string;
  /** Answers wait (shown in amber), else everything is saved (green). */
  menunggu: boolean;
}

/** The countdown alone re-renders twice a second. */
function HitungMundur({ waktuSelesai, waktuServer, sekarang }: Pick<KepalaLembarProps, "waktuSelesai" | "waktuServer" | "sekarang">) {
  const sisa = useSisaWaktu(waktuSelesai, waktuServer, sekarang);
  return (
    <div className="shrink-0 text-right">
      <p aria-hidden="true" className="text-xs text-slate-500">
        Sisa waktu
      </p>
      <p
        role="timer"
        aria-label={labelSisa(sisa)}
        className={`font-mono text-xl leading-tight font-semibold tabular-nums ${WARNA_SISA[tingkatSisa(sisa)]}`}
      >
        {formatSisa(sisa)}
      </p>
    </div>
  );
}

export function KepalaLembar({ ujian, waktuSelesai, waktuServer, sekarang, dijawab, total, statusSimpan, menunggu }: KepalaLembarProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
      <div className="mx-auto max-w-3xl px-3 py-2 sm:px-4">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs text-slate-500">{`${jenisUjianLabel(ujian.jenis)} · ${sifatUjianLabel(ujian.sifat)}`}</p>
            <h1 className="truncate text-base font-semibold text-slate-900">{ujian.judul}</h1>
          </div>
          <HitungMundur waktuSelesai={waktuSelesai} waktuServer={waktuServer} sekarang={sekarang} />
        </div>
        <div className="mt-1 flex items-center justify-between gap-3 text-xs">
          <span className="shrink-0 text-slate-600">{ringkasDijawab(dijawab, total)}</span>
          <span
            role="status"
            aria-live="polite"
            className={`flex min-w-0 items-center gap-1.5 text-right font-medium ${menunggu ? "text-amber-800" : "text-green-700"}`}
          >
            <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${menunggu ? "bg-amber-500" : "bg-green-600"}`} />
            {statusSimpan}
          </span>
        </div>
      </div>
    </header>
  );
}
