// The files of a task: its attachments (the lecturer's 'Lampiran') and a student's hand-in
// ('File Jawaban'). UnggahBerkasTugas uploads each chosen file at once (POST /v2/storager,
// dir tugas/lampiran or tugas/pengumpulan) after the checks of berkas-aturan.ts, with a
// progress bar per file; the list it edits is controlled by the form. DaftarBerkas lists
// stored files to open or download. useUnggahanBaru remembers the uploads of an open form,
// to delete them when the form is cancelled.
import { useEffect, useMemo, useRef, useState } from "react";
import { dibatalkan } from "../../app/api-client";
import { formatUkuranFile } from "../../lib/ukuran-file";
import { urlUnduh } from "../pertemuan/aturan";
import { ariaGalat } from "../pertemuan/field";
import { Progres } from "../pertemuan/form-upload";
import type { BerkasInfo } from "../pertemuan/types";
import { hapusUnggahan, unggahBerkas } from "../pertemuan/unggah";
import { acceptDari, EKSTENSI_TUGAS, hintBerkasTugas, MAKS_BERKAS_TUGAS, pesanGagalUnggah, pilahBerkas } from "./berkas-aturan";

export { EKSTENSI_TUGAS, MAKS_BERKAS_TUGAS } from "./berkas-aturan";

export interface UnggahBerkasTugasProps {
  /** The file input's id, for the label. */
  id: string;
  /** 'Lampiran' or 'File Jawaban'. */
  label: string;
  dir: "tugas/lampiran" | "tugas/pengumpulan" | "ujian/jawaban" | "soal/lampiran";
  /** The kinds taken (default: a task's). */
  ekstensi?: readonly string[];
  /** True while the list cannot change (no connection, a save on its way). */
  nonaktif?: boolean;
  /** The current list (controlled). */
  berkas: BerkasInfo[];
  onChange: (berkas: BerkasInfo[]) => void;
  /** Size limit per file in MB (× 1,000,000 bytes). */
  batasMb: number;
  /** Error text to show under the field. */
  galat?: string;
  /** True while an upload runs (forms disable saving). */
  onSibuk?: (sibuk: boolean) => void;
  /** Each finished upload (pass useUnggahanBaru().catat, so that cancelling deletes it). */
  onUnggah?: (berkas: BerkasInfo) => void;
}

interface Unggahan {
  kunci: number;
  nama: string;
  persen: number;
  /** Set when the upload failed: the row stays with the message until dismissed. */
  galat: string | null;
  ctrl: AbortController;
}

const pesanDari = (e: unknown) => (e instanceof Error ? e.message : "Terjadi kesalahan");

function IkonBerkas() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 shrink-0 text-slate-400">
      <path d="M4.5 2A1.5 1.5 0 0 0 3 3.5v13A1.5 1.5 0 0 0 4.5 18h11a1.5 1.5 0 0 0 1.5-1.5V7.62a1.5 1.5 0 0 0-.44-1.06l-4.12-4.12A1.5 1.5 0 0 0 11.38 2H4.5Z" />
    </svg>
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

const BARIS = "flex items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm";

export function UnggahBerkasTugas({
  id,
  label,
  dir,
  ekstensi = EKSTENSI_TUGAS,
  nonaktif = false,
  berkas,
  onChange,
  batasMb,
  galat,
  onSibuk,
  onUnggah,
}: UnggahBerkasTugasProps) {
  const [jalan, setJalan] = useState<Unggahan[]>([]);
  const [pesan, setPesan] = useState<string[]>([]);
  // The list as last handed to onChange: uploads finishing close together each add to it,
  // even before the form has rendered the previous one. Taken over when the form's list changes.
  const terkini = useRef(berkas);
  const propLalu = useRef(berkas);
  if (propLalu.current !== berkas) {
    propLalu.current = berkas;
    terkini.current = berkas;
  }
  const kunci = useRef(0);
  // Uploads made here: removing one deletes it from storage too.
  const milikSesi = useRef(new Set<string>());
  const aktif = useRef(new Set<AbortController>());
  const sibukCb = useRef(onSibuk);
  useEffect(() => {
    sibukCb.current = onSibuk;
  });
  const sibuk = jalan.some((u) => u.galat === null);
  useEffect(() => {
    sibukCb.current?.(sibuk);
  }, [sibuk]);
  useEffect(() => {
    const semua = aktif.current;
    return () => {
      for (const c of semua) c.abort();
      sibukCb.current?.(false);
    };
  }, []);

  const ubahBaris = (k: number, patch: Partial<Unggahan> | null) =>
    setJalan((xs) => (patch ? xs.map((u) => (u.kunci === k ? { ...u, ...patch } : u)) : xs.filter((u) => u.kunci !== k)));

  const unggah = (file: File) => {
    const k = ++kunci.current;
    const ctrl = new AbortController();
    aktif.current.add(ctrl);
    setJalan((xs) => [...xs, { kunci: k, nama: file.name, persen: 0, galat: null, ctrl }]);
    unggahBerkas(file, dir, (persen) => ubahBaris(k, { persen }), ctrl.signal).then(
      (b) => {
        aktif.current.delete(ctrl);
        ubahBaris(k, null);
        milikSesi.current.add(b.url);
        const baru = [...terkini.current, b];
        terkini.current = baru;
        onChange(baru);
        onUnggah?.(b);
      },
      (e: unknown) => {
        aktif.current.delete(ctrl);
        if (dibatalkan(e)) return;
        ubahBaris(k, { galat: pesanGagalUnggah(pesanDari(e)) });
      },
    );
  };

  const pilih = (files: File[]) => {
    setJalan((xs) => xs.filter((u) => u.galat === null));
    const berjalan = jalan.filter((u) => u.galat === null).length;
    const hasil = pilahBerkas(files, terkini.current.length + berjalan, batasMb, ekstensi);
    setPesan(hasil.galat);
    hasil.terima.forEach(unggah);
  };

  const hapus = (b: BerkasInfo) => {
    const baru = terkini.current.filter((x) => x.url !== b.url);
    terkini.current = baru;
    onChange(baru);
    if (milikSesi.current.delete(b.url)) void hapusUnggahan(b.url);
  };

  const batalkan = (u: Unggahan) => {
    u.ctrl.abort();
    aktif.current.delete(u.ctrl);
    ubahBaris(u.kunci, null);
  };

  const penuh = berkas.length + jalan.filter((u) => u.galat === null).length >= MAKS_BERKAS_TUGAS;
  const semuaGalat = [...pesan, ...(galat ? [galat] : [])];
  const adaGalat = semuaGalat.length > 0 ? semuaGalat[0] : null;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={acceptDari(ekstensi)}
        disabled={penuh || nonaktif}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Emptied, so the same file can be chosen again.
          e.target.value = "";
          if (files.length > 0) pilih(files);
        }}
        className="block w-full rounded-md border border-dashed border-slate-300 p-2.5 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-blue-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-blue-800 disabled:bg-slate-50"
        {...ariaGalat(id, adaGalat)}
      />
      <p className="mt-1 text-xs text-slate-500">{hintBerkasTugas(batasMb, ekstensi)}</p>
      {semuaGalat.length > 0 && (
        <div id={`${id}-galat`} role="alert" className="mt-1 space-y-0.5 text-xs text-red-700">
          {semuaGalat.map((p, i) => (
            <p key={i} className="break-words">
              {p}
            </p>
          ))}
        </div>
      )}
      {(berkas.length > 0 || jalan.length > 0) && (
        <ul className="mt-2 space-y-1.5" aria-label={`Daftar ${label}`}>
          {berkas.map((b) => (
            <li key={b.url} className={BARIS}>
              <IkonBerkas />
              <a href={b.url} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 break-all text-blue-700 hover:underline">
                {b.name}
              </a>
              <span className="shrink-0 text-xs text-slate-500">{formatUkuranFile(b.content_length)}</span>
              {!nonaktif && <TombolHapus nama={b.name} onClick={() => hapus(b)} />}
            </li>
          ))}
          {jalan.map((u) => (
            <li key={u.kunci} className={BARIS}>
              <IkonBerkas />
              <div className="min-w-0 flex-1">
                <p className="break-all text-slate-700">{u.nama}</p>
                {u.galat ? <p className="mt-0.5 text-xs break-words text-red-700">{u.galat}</p> : <Progres persen={u.persen} />}
              </div>
              <TombolHapus nama={u.nama} onClick={() => batalkan(u)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Stored files: each opens in a new tab, with a small 'Unduh' link; nothing for an empty list. */
export function DaftarBerkas({ berkas }: { berkas: BerkasInfo[] }) {
  if (berkas.length === 0) return null;
  return (
    <ul className="space-y-1.5">
      {berkas.map((b) => (
        <li
          key={b.url}
          className="flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md border border-slate-200 px-3 py-2 text-sm sentuh:py-0"
        >
          <IkonBerkas />
          <a
            href={b.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-w-0 items-center break-all text-blue-700 hover:underline sentuh:min-h-11"
          >
            {b.name}
          </a>
          <span className="text-xs text-slate-500">{formatUkuranFile(b.content_length)}</span>
          <a
            href={urlUnduh(b.url)}
            download={b.name}
            className="ml-auto inline-flex items-center justify-center text-xs font-medium text-blue-700 hover:underline sentuh:-mr-3 sentuh:min-h-11 sentuh:min-w-11 sentuh:px-3"
          >
            Unduh
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The uploads made in an open form: catat(b) each one (onUnggah of UnggahBerkasTugas);
 * buang() deletes them all (the form is cancelled); lupakan() after a successful save.
 */
export function useUnggahanBaru() {
  const daftar = useRef<string[]>([]);
  return useMemo(
    () => ({
      catat(b: BerkasInfo) {
        if (!daftar.current.includes(b.url)) daftar.current.push(b.url);
      },
      buang() {
        const urls = daftar.current;
        daftar.current = [];
        for (const url of urls) void hapusUnggahan(url);
      },
      lupakan() {
        daftar.current = [];
      },
    }),
    [],
  );
}
