// The files of a task: its attachments (the lecturer's 'Lampiran') and a student's hand-in
// ('File Jawaban'), and the exam's files. UnggahBerkasTugas uploads each chosen or dropped
// file at once (POST /v2/storager, dir tugas/lampiran, tugas/pengumpulan, ...) after the
// checks of berkas-aturan.ts, with a progress bar per file, in the shared upload box; the list
// it edits is controlled by the form. DaftarBerkas lists stored files to open or download.
// useUnggahanBaru remembers the uploads of an open form, to delete them when the form is
// cancelled.
import { useEffect, useMemo, useRef, useState } from "react";
import { dibatalkan } from "../../app/api-client";
import { useToast } from "../../components/toast";
import { type BarisBerkas, IkonBerkas, UnggahBerkas } from "../../components/unggah-berkas";
import { formatUkuranFile } from "../../lib/ukuran-file";
import { ikonBerkas } from "../../lib/unggah";
import { urlUnduh } from "../pertemuan/aturan";
import type { BerkasInfo } from "../pertemuan/types";
import { hapusUnggahan, hapusUnggahanDenganPesan, pesanGagalUpload, unggahBerkas } from "../pertemuan/unggah";
import { EKSTENSI_TUGAS, MAKS_BERKAS_TUGAS, pesanGagalUnggah, pilahBerkas } from "./berkas-aturan";

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
  ukuran: number;
  persen: number;
  /** Set when the upload failed: the row stays with the message until dismissed. */
  galat: string | null;
  ctrl: AbortController;
}

const pesanDari = (e: unknown) => (e instanceof Error ? e.message : "Terjadi kesalahan");

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
  const toast = useToast();
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
    setJalan((xs) => [...xs, { kunci: k, nama: file.name, ukuran: file.size, persen: 0, galat: null, ctrl }]);
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
        pesanGagalUpload(e, toast);
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
    if (milikSesi.current.delete(b.url)) void hapusUnggahanDenganPesan(b.url, toast);
  };

  const batalkan = (u: Unggahan) => {
    u.ctrl.abort();
    aktif.current.delete(u.ctrl);
    ubahBaris(u.kunci, null);
  };

  const penuh = berkas.length + jalan.filter((u) => u.galat === null).length >= MAKS_BERKAS_TUGAS;
  const baris: BarisBerkas[] = [
    ...berkas.map((b) => ({
      kunci: b.url,
      nama: b.name,
      ukuran: b.content_length,
      href: b.url,
      onHapus: nonaktif ? undefined : () => hapus(b),
    })),
    ...jalan.map((u) => ({
      kunci: `unggah-${u.kunci}`,
      nama: u.nama,
      ukuran: u.ukuran,
      progres: u.galat ? null : u.persen,
      galat: u.galat,
      onHapus: () => batalkan(u),
    })),
  ];
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <UnggahBerkas
        id={id}
        accept={ekstensi}
        batasMb={batasMb}
        multiple
        nonaktif={penuh || nonaktif}
        galat={[...pesan, ...(galat ? [galat] : [])]}
        berkas={baris}
        labelDaftar={`Daftar ${label}`}
        onPilih={pilih}
      />
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
          <IkonBerkas jenis={ikonBerkas(b.name)} className="h-6 w-5" />
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
