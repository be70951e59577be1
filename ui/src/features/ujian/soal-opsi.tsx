// The lettered options of a choice or true/false question, as the question list, an attempt
// and the statistics show them: the key in green, the student's choice outlined, a count, an
// option's image under its text. LampiranSoal lists a question's attachments.
import type { ReactNode } from "react";
import type { BerkasInfo } from "../pertemuan/types";
import { DaftarBerkas } from "../tugas/berkas";

export interface Opsi {
  huruf: string;
  teks: string;
  kunci?: boolean;
  /** The student's answer (attempt view). */
  dipilih?: boolean;
  /** How many chose it (statistics). */
  jumlah?: number;
  gambar?: BerkasInfo | null;
}

/** An option's image, at most 12 rem high. */
export function GambarOpsi({ g, huruf }: { g: BerkasInfo; huruf: string }) {
  return (
    <img
      src={g.url}
      alt={`Gambar opsi ${huruf}`}
      loading="lazy"
      className="mt-1 block max-h-48 max-w-full rounded border border-slate-200"
    />
  );
}

/** 'Lampiran': a question's (or its key's) files, nothing when there are none. */
export function LampiranSoal({ berkas, label = "Lampiran" }: { berkas: BerkasInfo[]; label?: string }) {
  if (berkas.length === 0) return null;
  return (
    <div className="space-y-1">
      {label && <p className="text-xs font-medium text-slate-500">{label}</p>}
      <DaftarBerkas berkas={berkas} />
    </div>
  );
}

/** A question's or an exam's HTML (sanitised by the server). */
export const PROSE_SOAL =
  "text-sm break-words text-slate-800 [&_a]:text-blue-700 [&_a]:underline [&_h1]:text-base [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5";

export function IsiHtml({ html }: { html: string }) {
  return <div className={PROSE_SOAL} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function DaftarOpsi({ opsi, label }: { opsi: Opsi[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-1.5">
      {opsi.map((o) => (
        <li
          key={o.huruf}
          className={`flex items-start gap-2 rounded-md border px-2.5 py-1.5 text-sm ${
            o.kunci ? "border-green-300 bg-green-50" : o.dipilih ? "border-red-300 bg-red-50" : "border-slate-200"
          }`}
        >
          <span
            className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold ${
              o.kunci ? "bg-green-600 text-white" : "bg-slate-100 text-slate-700"
            }`}
          >
            {o.huruf}
          </span>
          <span className="min-w-0 flex-1 self-center break-words whitespace-pre-wrap text-slate-800">
            {o.teks}
            {o.gambar && <GambarOpsi g={o.gambar} huruf={o.huruf} />}
          </span>
          <span className="flex shrink-0 flex-wrap items-center justify-end gap-1 self-center">
            {o.dipilih && <Penanda className="bg-blue-100 text-blue-800">Jawaban</Penanda>}
            {o.kunci && <Penanda className="bg-green-100 text-green-800">Kunci</Penanda>}
            {o.jumlah != null && <span className="min-w-8 text-right text-xs font-semibold text-slate-700 tabular-nums">{o.jumlah}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Penanda({ children, className }: { children: ReactNode; className: string }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${className}`}>{children}</span>;
}
