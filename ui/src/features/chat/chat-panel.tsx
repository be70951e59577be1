// The discussion panel: the page's title for it with the group name and member count, the
// messages by day (own ones on the right), and the comment form, or a read-only note for
// members who may not post.
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { usePage } from "../../app/page-context";
import { AvatarStack } from "../../components/avatar-stack";
import { Tag } from "../../components/status-tag";
import { formatJamZona } from "../../lib/tanggal";
import { idTerakhir, kelompokPerHari, validasiIsi } from "./aturan";
import type { ChatTarget, GrupChat, PesanChat } from "./types";
import type { Chat } from "./use-chat";
import { Memuat } from "../../components/memuat";

const TEKS_REDUP = "m-auto px-6 py-8 text-center text-sm text-slate-500";

export interface ChatPanelProps {
  target: ChatTarget | null;
  /** Shown while there is no target. */
  petunjuk: string;
  chat: Chat;
  /** The panel is on screen (it stays mounted while hidden on phones). */
  terlihat: boolean;
  /** Shows the 'Tutup diskusi' button (below lg). */
  onTutup?: () => void;
}

export function ChatPanel({ target, petunjuk, chat, terlihat, onTutup }: ChatPanelProps) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <Kepala judul={target?.judul ?? "Diskusi"} grup={chat.grup} onTutup={onTutup} />
      {target ? <Isi key={target.id} chat={chat} terlihat={terlihat} /> : <p className={TEKS_REDUP}>{petunjuk}</p>}
    </div>
  );
}

function Kepala({ judul, grup, onTutup }: { judul: string; grup: GrupChat | null; onTutup?: () => void }) {
  return (
    <div className="flex min-h-14 items-center gap-3 border-b border-slate-200 px-4 py-2">
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-sm font-semibold text-slate-800">{judul}</h2>
        {grup && <p className="truncate text-xs text-slate-500">{`${grup.nama} · ${grup.anggota.length} anggota`}</p>}
      </div>
      {grup && <AvatarStack items={grup.anggota} />}
      {onTutup && (
        <button
          type="button"
          onClick={onTutup}
          aria-label="Tutup diskusi"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-2xl leading-none text-slate-600 hover:bg-slate-100"
        >
          ×
        </button>
      )}
    </div>
  );
}

function Isi({ chat, terlihat }: { chat: Chat; terlihat: boolean }) {
  const { app } = usePage();
  if (chat.error) {
    return (
      <div role="alert" className="m-auto px-6 py-8 text-center">
        <p className="text-sm text-red-600">{chat.error}</p>
        <button type="button" className="tombol-garis mt-3" onClick={chat.cobaLagi}>
          Coba lagi
        </button>
      </div>
    );
  }
  if (chat.memuat || !chat.grup) {
    return <Memuat className={TEKS_REDUP}>Memuat diskusi...</Memuat>;
  }
  return (
    <>
      <DaftarPesan pesan={chat.pesan} tz={app.time_zone} terlihat={terlihat} />
      {chat.grup.boleh_menulis ? (
        <FormKomentar kirim={chat.kirim} mengirim={chat.mengirim} />
      ) : (
        <p className="border-t border-slate-200 px-4 py-3 text-center text-sm text-slate-500">Anda hanya dapat membaca diskusi ini.</p>
      )}
    </>
  );
}

function DaftarPesan({ pesan, tz, terlihat }: { pesan: PesanChat[]; tz: string; terlihat: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const terakhir = idTerakhir(pesan);
  useEffect(() => {
    const el = ref.current;
    if (el && terlihat) el.scrollTop = el.scrollHeight;
  }, [terakhir, terlihat]);
  if (pesan.length === 0) return <p className={TEKS_REDUP}>Belum ada komentar.</p>;
  return (
    <div ref={ref} role="log" aria-label="Pesan diskusi" className="min-h-0 flex-1 overflow-y-auto px-3 pb-3">
      {kelompokPerHari(pesan, tz).map((hari) => (
        <section key={hari.pesan[0]?.id} aria-label={hari.label}>
          <div className="my-3 flex items-center gap-2 text-xs text-slate-500" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            {hari.label}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <ul className="space-y-2">
            {hari.pesan.map((p) => (
              <Gelembung key={p.id} p={p} tz={tz} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Gelembung({ p, tz }: { p: PesanChat; tz: string }) {
  const saya = p.milik_saya;
  const jam = formatJamZona(p.dikirim_pada, tz);
  return (
    <li className={`flex ${saya ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[85%] min-w-0 rounded-2xl px-3 py-2 text-sm ${
          saya ? "rounded-br-sm bg-blue-700 text-white" : "rounded-bl-sm bg-slate-100 text-slate-800"
        }`}
      >
        {!saya && (
          <p className="mb-0.5 flex flex-wrap items-center gap-1.5 text-xs font-semibold text-slate-700">
            <span className="break-words">{p.pengirim.nama}</span>
            <Tag className="bg-white text-slate-600">{p.pengirim.peran}</Tag>
          </p>
        )}
        <p className="break-words whitespace-pre-wrap">{p.isi}</p>
        <p className={`mt-1 text-right text-[11px] ${saya ? "text-blue-100" : "text-slate-600"}`}>
          <time dateTime={p.dikirim_pada}>{jam}</time>
          {p.diubah_pada && " · diubah"}
        </p>
      </div>
    </li>
  );
}

function FormKomentar({ kirim, mengirim }: { kirim: Chat["kirim"]; mengirim: boolean }) {
  const [isi, setIsi] = useState("");
  const [galat, setGalat] = useState<string | null>(null);
  const kirimIsi = async () => {
    const salah = validasiIsi(isi);
    setGalat(salah);
    if (salah || mengirim) return;
    try {
      await kirim(isi);
      setIsi("");
    } catch (e) {
      setGalat(e instanceof Error ? e.message : "Terjadi kesalahan");
    }
  };
  // Enter sends, Shift+Enter (or an IME composition) writes a new line.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void kirimIsi();
  };
  return (
    <form
      className="border-t border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void kirimIsi();
      }}
    >
      {galat && (
        <p role="alert" className="mb-2 text-xs text-red-600">
          {galat}
        </p>
      )}
      <div className="flex items-end gap-2">
        <textarea
          value={isi}
          onChange={(e) => {
            setIsi(e.target.value);
            setGalat(null);
          }}
          onKeyDown={onKeyDown}
          rows={2}
          placeholder="Tulis komentar..."
          aria-label="Komentar"
          aria-invalid={galat ? true : undefined}
          className="max-h-40 min-w-0 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-blue-700 focus:outline-none"
        />
        <button type="submit" className="tombol-utama" disabled={mengirim || !isi.trim()}>
          Kirim
        </button>
      </div>
    </form>
  );
}
