// The forum's threads: each post with its author, role and time, the text as written (plain
// text, line breaks kept), its replies, and 'Balas' to answer the thread in a box below it.
// The posting boxes exist only while the server allows posting.
import { type KeyboardEvent, useState } from "react";
import type { KirimanDitolak } from "../../app/page-context";
import { Tag } from "../../components/status-tag";
import { DataKosong } from "../../components/data-kosong";
import type { ForumPost } from "../../features/pertemuan/types-forum";
import { peranLabel } from "../../features/pertemuan/vidcon-aturan";
import { formatTanggalJam } from "../../lib/tanggal";
import { periksaKomentar } from "./aturan";

const WARNA_PERAN: Record<string, string> = {
  dosen: "bg-blue-50 text-blue-800",
  mahasiswa: "bg-slate-100 text-slate-700",
};

export interface KotakKomentarProps {
  id: string;
  label: string;
  /** Resolves once posted (the box empties); rejects to keep the text. */
  onKirim: (isi: string) => Promise<void>;
  onBatal?: () => void;
  autoFocus?: boolean;
  /**
   * Before the scripts run (or without them) the box is a plain POST to `action`, which comes back
   * to `kembali`; `ditolak` is what the server refused of it, and why.
   */
  polos?: { action: string; kembali: string; ditolak: KirimanDitolak | null };
}

/** A comment box: 'Kirim' (or Ctrl+Enter) posts; the server's checks are made first. */
export function KotakKomentar({ id, label, onKirim, onBatal, autoFocus, polos }: KotakKomentarProps) {
  const [isi, setIsi] = useState(polos?.ditolak?.teks ?? "");
  const [galat, setGalat] = useState<string | null>(polos?.ditolak?.pesan ?? null);
  const [busy, setBusy] = useState(false);
  const kirim = async () => {
    const salah = periksaKomentar(isi);
    setGalat(salah);
    if (salah || busy) return;
    setBusy(true);
    try {
      await onKirim(isi);
      setIsi("");
    } catch {
      /* the caller showed the toast; the text stays */
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void kirim();
    }
  };
  return (
    <form
      method="post"
      action={polos?.action}
      onSubmit={(e) => {
        e.preventDefault();
        void kirim();
      }}
    >
      {polos && <input type="hidden" name="kembali" value={polos.kembali} />}
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        name="isi"
        rows={3}
        value={isi}
        autoFocus={autoFocus}
        onChange={(e) => {
          setIsi(e.target.value);
          setGalat(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={galat ? true : undefined}
        aria-describedby={galat ? `${id}-galat` : undefined}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-blue-700 focus:outline-none"
      />
      {galat && (
        <p id={`${id}-galat`} role="alert" className="mt-1 text-xs text-red-700">
          {galat}
        </p>
      )}
      <div className="mt-2 flex justify-end gap-2">
        {onBatal && (
          <button type="button" className="tombol-garis" onClick={onBatal}>
            Batal
          </button>
        )}
        <button type="submit" className="tombol-utama" disabled={busy}>
          Kirim
        </button>
      </div>
    </form>
  );
}

function Post({ p, tz }: { p: ForumPost; tz: string }) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold break-words text-slate-900">{p.nama}</span>
        <Tag className={WARNA_PERAN[p.role] ?? "bg-slate-100 text-slate-700"}>{peranLabel(p.role)}</Tag>
        {p.milik_saya && <span className="text-xs text-slate-500">(Anda)</span>}
        <time dateTime={p.waktu} className="basis-full text-xs text-slate-500 sm:ml-auto sm:basis-auto">
          {formatTanggalJam(p.waktu, tz)}
        </time>
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{p.isi}</p>
    </div>
  );
}

export interface DaftarUtasProps {
  posts: ForumPost[];
  tz: string;
  bolehPost: boolean;
  onBalas: (idUtas: number, isi: string) => Promise<void>;
}

export function DaftarUtas({ posts, tz, bolehPost, onBalas }: DaftarUtasProps) {
  const [balas, setBalas] = useState<number | null>(null);
  if (posts.length === 0) return <DataKosong pesan="Belum ada komentar pada forum ini." />;
  return (
    <ul className="divide-y divide-slate-100">
      {posts.map((t) => (
        <li key={t.id} className="py-4">
          <article aria-label={`Komentar ${t.nama}`}>
            <Post p={t} tz={tz} />
            {t.balasan.length > 0 && (
              <ul className="mt-3 space-y-3 border-l-2 border-slate-200 pl-3 sm:ml-2 sm:pl-4">
                {t.balasan.map((b) => (
                  <li key={b.id}>
                    <Post p={b} tz={tz} />
                  </li>
                ))}
              </ul>
            )}
            {bolehPost && balas !== t.id && (
              <button type="button" className="mt-2 text-sm font-medium text-blue-700 hover:underline" onClick={() => setBalas(t.id)}>
                Balas
              </button>
            )}
            {bolehPost && balas === t.id && (
              <div className="mt-3 sm:ml-2 sm:pl-4">
                <KotakKomentar
                  id={`forum-balas-${t.id}`}
                  label={`Balas ${t.nama}`}
                  autoFocus
                  onBatal={() => setBalas(null)}
                  onKirim={async (isi) => {
                    await onBalas(t.id, isi);
                    setBalas(null);
                  }}
                />
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
