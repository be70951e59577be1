// The upload box of spec 1 §2.7 and §5: a drop zone 'Unggah berkas' that opens the file chooser
// on a click, Enter or Space and takes files dragged onto it (highlighted while dragging); the
// hint; the field's messages; and the chosen or stored files, each with its type icon, size,
// name shortened in the middle, progress or message, and a remove button. The form keeps its
// own state, checks and uploads: the box only reports the files picked (onPilih) and shows
// the rows it is given. The native input stays inside the zone's label, visually hidden, so
// its English 'Choose File' never shows, and without scripts a click still chooses and a form
// still posts the file. The rules are ../lib/unggah.ts's.
import { type DragEvent, useRef, useState } from "react";
import { formatUkuranFile } from "../lib/ukuran-file";
import {
  acceptAtribut,
  BATAS_DEFAULT_MB,
  hintUnggah,
  ikonBerkas,
  type JenisIkon,
  PANJANG_NAMA,
  pilihanDrop,
  singkatTengah,
} from "../lib/unggah";

/** One listed file: being uploaded (progres), refused or failed (galat), or uploaded/stored. */
export interface BarisBerkas {
  kunci: string;
  nama: string;
  /** Bytes. */
  ukuran?: number | null;
  mime?: string;
  /** Opens the file (a new tab). */
  href?: string | null;
  /** 0..100 while uploading. */
  progres?: number | null;
  galat?: string | null;
  /** A short note after the size, e.g. 'File saat ini'. */
  keterangan?: string;
  /** Without it the row has no remove button. */
  onHapus?: () => void;
}

export interface UnggahBerkasProps {
  /** The hidden input's id: the form's own label points to it. */
  id: string;
  /** The kinds taken, as the hint names them ('pdf', '.png', 'image/*'); empty: every kind. */
  accept: readonly string[];
  /** Per file, MB × 1,000,000 bytes; default 10240 KB (10 MB); 0 or null: no limit shown. */
  batasMb?: number | null;
  multiple?: boolean;
  nonaktif?: boolean;
  /** The field's messages: any makes the field invalid. */
  galat?: string | readonly string[] | null;
  berkas?: readonly BarisBerkas[];
  onPilih: (files: File[]) => void;
  /** The list's accessible name, e.g. 'Daftar Lampiran'. */
  labelDaftar?: string;
  /** Shown in place of an empty list, e.g. 'File belum dipilih'. */
  teksKosong?: string;
  /** The input's name, for a form posted without scripts. */
  name?: string;
  /** The input's accessible name when no label of the form points to it. */
  ariaLabel?: string;
  /** 'tautan': a link-sized zone (an option's picture), without hint or list. */
  tampilan?: "kotak" | "tautan";
  /** The zone's words (default 'Unggah berkas'). */
  teks?: string;
}

const adaFile = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes("Files");

/** Drag and drop onto the zone: `seret` while files are over it. */
function useJatuhan(nonaktif: boolean, multiple: boolean, onPilih: (files: File[]) => void) {
  const [seret, setSeret] = useState(false);
  // dragenter/dragleave fire for every child crossed: counted so the highlight does not flicker.
  const lapis = useRef(0);
  const selesai = () => {
    lapis.current = 0;
    setSeret(false);
  };
  const handlers = {
    onDragEnter: (e: DragEvent) => {
      if (!adaFile(e)) return;
      e.preventDefault();
      lapis.current += 1;
      if (!nonaktif) setSeret(true);
    },
    onDragOver: (e: DragEvent) => {
      if (!adaFile(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = nonaktif ? "none" : "copy";
    },
    onDragLeave: (e: DragEvent) => {
      if (!adaFile(e)) return;
      lapis.current = Math.max(0, lapis.current - 1);
      if (lapis.current === 0) setSeret(false);
    },
    onDrop: (e: DragEvent) => {
      if (!adaFile(e)) return;
      e.preventDefault();
      selesai();
      const files = pilihanDrop(Array.from(e.dataTransfer.files), multiple);
      if (!nonaktif && files.length > 0) onPilih(files);
    },
  };
  return { seret, handlers };
}

const daftarGalat = (galat: UnggahBerkasProps["galat"]): readonly string[] =>
  galat == null ? [] : typeof galat === "string" ? [galat] : galat;

export function UnggahBerkas({
  id,
  accept,
  batasMb = BATAS_DEFAULT_MB,
  multiple = false,
  nonaktif = false,
  galat,
  berkas = [],
  onPilih,
  labelDaftar,
  teksKosong,
  name,
  ariaLabel,
  tampilan = "kotak",
  teks = "Unggah berkas",
}: UnggahBerkasProps) {
  const { seret, handlers } = useJatuhan(nonaktif, multiple, onPilih);
  const pesan = daftarGalat(galat);
  const kotak = tampilan === "kotak";
  const hint = hintUnggah(accept, batasMb);
  const idInfo = kotak && hint ? `${id}-info` : null;
  const idGalat = kotak && pesan.length > 0 ? `${id}-galat` : null;
  const input = (
    <input
      id={id}
      name={name}
      type="file"
      multiple={multiple}
      accept={acceptAtribut(accept) || undefined}
      disabled={nonaktif}
      aria-label={ariaLabel}
      aria-invalid={pesan.length > 0}
      aria-describedby={[idInfo, idGalat].filter(Boolean).join(" ") || undefined}
      className="sr-only"
      onChange={(e) => {
        const files = Array.from(e.target.files ?? []);
        // Emptied, so that the same file can be chosen again after a removal.
        e.target.value = "";
        if (files.length > 0) onPilih(files);
      }}
    />
  );
  if (!kotak) {
    return (
      <label
        {...handlers}
        data-seret={seret || undefined}
        className={`rounded px-0.5 font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700 ${nonaktif ? "cursor-not-allowed text-slate-500" : "cursor-pointer text-blue-700 hover:underline"} ${seret ? "bg-blue-100 outline-2 outline-blue-600 outline-dashed" : ""}`}
      >
        {teks}
        {input}
      </label>
    );
  }
  return (
    <div className="min-w-0">
      <label
        {...handlers}
        data-seret={seret || undefined}
        aria-disabled={nonaktif || undefined}
        className={`flex flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-4 text-center text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700 ${zonaWarna(seret, nonaktif, pesan.length > 0)}`}
      >
        <IkonUnggah />
        <span className="font-semibold">{seret ? "Lepaskan untuk mengunggah" : teks}</span>
        {/* Phones have no dragging: they are told to tap. */}
        <span aria-hidden="true" className="text-xs text-slate-600 sm:hidden">
          {multiple ? "Ketuk untuk memilih satu atau beberapa file" : "Ketuk untuk memilih file"}
        </span>
        <span aria-hidden="true" className="hidden text-xs text-slate-600 sm:inline">
          {multiple ? "Klik, atau tarik dan lepas satu atau beberapa file ke sini" : "Klik, atau tarik dan lepas file ke sini"}
        </span>
        {input}
      </label>
      {idInfo && (
        <p id={idInfo} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {idGalat && (
        <div id={idGalat} role="alert" className="mt-1 space-y-0.5 text-xs text-red-700">
          {pesan.map((p, i) => (
            <p key={i} className="break-words">
              {p}
            </p>
          ))}
        </div>
      )}
      {berkas.length === 0 && teksKosong && <p className="mt-2 text-sm text-slate-500">{teksKosong}</p>}
      {berkas.length > 0 && (
        <ul className="mt-2 space-y-1.5" aria-label={labelDaftar}>
          {berkas.map((b) => (
            <Baris key={b.kunci} b={b} />
          ))}
        </ul>
      )}
    </div>
  );
}

function zonaWarna(seret: boolean, nonaktif: boolean, salah: boolean): string {
  if (nonaktif) return "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500";
  if (seret) return "cursor-copy border-blue-600 bg-blue-50 text-blue-800";
  if (salah) return "cursor-pointer border-red-400 bg-red-50/40 text-blue-700 hover:bg-red-50";
  return "cursor-pointer border-slate-300 bg-slate-50 text-blue-700 hover:border-blue-400 hover:bg-blue-50/60";
}

/** The name, shortened in the middle past PANJANG_NAMA characters; read out whole. */
function NamaBerkas({ nama }: { nama: string }) {
  const singkat = singkatTengah(nama, PANJANG_NAMA);
  if (singkat === nama) return <>{nama}</>;
  return (
    <>
      <span aria-hidden="true">{singkat}</span>
      <span className="sr-only">{nama}</span>
    </>
  );
}

function Baris({ b }: { b: BarisBerkas }) {
  const jenis = ikonBerkas(b.nama, b.mime);
  const ukuran = typeof b.ukuran === "number" ? formatUkuranFile(b.ukuran) : null;
  const info = [ukuran, b.keterangan].filter(Boolean).join(" · ");
  return (
    <li
      className={`flex items-center gap-2 rounded-md border bg-white px-3 py-2 text-sm ${b.galat ? "border-red-300" : "border-slate-200"}`}
    >
      <IkonBerkas jenis={jenis} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2" title={b.nama}>
          {b.href ? (
            <a href={b.href} target="_blank" rel="noopener noreferrer" className="min-w-0 break-all text-blue-700 hover:underline">
              <NamaBerkas nama={b.nama} />
            </a>
          ) : (
            <span className="min-w-0 break-all text-slate-800">
              <NamaBerkas nama={b.nama} />
            </span>
          )}
          {info && <span className="text-xs text-slate-500">{info}</span>}
        </p>
        {typeof b.progres === "number" && <Progres persen={b.progres} />}
        {b.galat && <p className="mt-0.5 text-xs break-words text-red-700">{b.galat}</p>}
      </div>
      {b.onHapus && <TombolHapus nama={b.nama} onClick={b.onHapus} />}
    </li>
  );
}

/** An upload's progress bar with 'Mengunggah... n%'. */
export function Progres({ persen }: { persen: number }) {
  return (
    <div className="mt-1.5">
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={persen}
      >
        <div className="h-full bg-blue-700 transition-[width]" style={{ width: `${persen}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600">{`Mengunggah... ${persen}%`}</p>
    </div>
  );
}

function TombolHapus({ nama, onClick }: { nama: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Hapus ${nama}`}
      title="Hapus"
      onClick={onClick}
      className="shrink-0 rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
        <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
      </svg>
    </button>
  );
}

function IkonUnggah() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" className="size-7 text-slate-400">
      <path strokeLinecap="round" strokeLinejoin="round" d="M7 18a4.5 4.5 0 0 1-.9-8.91A6 6 0 0 1 17.7 8.1 4 4 0 0 1 17 18" />
      <path strokeLinecap="round" strokeLinejoin="round" d="M12 12v8m0-8-3 3m3-3 3 3" />
    </svg>
  );
}

const WARNA_IKON: Record<JenisIkon, { warna: string; label?: string }> = {
  docx: { warna: "#2563eb", label: "DOC" },
  xlsx: { warna: "#15803d", label: "XLS" },
  pptx: { warna: "#c2410c", label: "PPT" },
  pdf: { warna: "#dc2626", label: "PDF" },
  zip: { warna: "#a16207", label: "ZIP" },
  gambar: { warna: "#7c3aed" },
  lain: { warna: "#64748b" },
};

/** A page with a coloured band naming its type; a picture for images, lines for the rest. */
export function IkonBerkas({ jenis, className = "h-7 w-6" }: { jenis: JenisIkon; className?: string }) {
  const { warna, label } = WARNA_IKON[jenis];
  return (
    <svg viewBox="0 0 24 28" aria-hidden="true" data-ikon={jenis} className={`shrink-0 ${className}`}>
      <path
        d="M3 1.5h12.5L21 7v18a1.5 1.5 0 0 1-1.5 1.5h-16A1.5 1.5 0 0 1 2 25V3a1.5 1.5 0 0 1 1-1.5Z"
        fill="#fff"
        stroke={warna}
        strokeWidth="1.3"
      />
      <path d="M15.5 1.5V7H21" fill="none" stroke={warna} strokeWidth="1.3" />
      {label ? (
        <>
          <rect x="0" y="14" width="18" height="8" rx="1.5" fill={warna} />
          <text x="9" y="20.3" textAnchor="middle" fontSize="6" fontWeight="700" fontFamily="system-ui, sans-serif" fill="#fff">
            {label}
          </text>
        </>
      ) : jenis === "gambar" ? (
        <>
          <circle cx="8" cy="12" r="2" fill={warna} />
          <path d="M4.5 22.5l5-6 3.5 4 2.5-3 4 5Z" fill={warna} />
        </>
      ) : (
        <path d="M6 12h10M6 16h10M6 20h7" stroke={warna} strokeWidth="1.3" strokeLinecap="round" />
      )}
    </svg>
  );
}
