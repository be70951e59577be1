// Exam comments (spec 3 E2/ST19): a student's private discussion with the class's teachers
// about one exam. The student's exam page shows it in place ('Komentar untuk Pengajar'); the
// teachers' exam page lists the students who wrote, unread first, each opening in a dialog.
import { useCallback, useState } from "react";
import { usePage } from "../../app/page-context";
import { Modal } from "../../components/modal";
import { formatTanggalJam } from "../../lib/tanggal";
import { ChatPanel } from "../chat/chat-panel";
import { Lencana } from "../chat/lencana";
import type { ChatTarget } from "../chat/types";
import { useChat } from "../chat/use-chat";
import type { DiskusiMahasiswa } from "../../api/types";
import {
  JUDUL_KOMENTAR_SAYA,
  judulKomentar,
  KOMENTAR_KOSONG,
  PETUNJUK_KOMENTAR,
  ringkasanKomentar,
  tandaiDibaca,
  urutKomentar,
} from "./komentar-aturan";

/** The discussion in a box of its own height (the panel scrolls inside it). */
function KotakDiskusi({ target }: { target: ChatTarget }) {
  const chat = useChat(target.id, true);
  return (
    <div className="h-[28rem] max-h-[70dvh] overflow-hidden rounded-md border border-slate-200">
      <ChatPanel target={target} petunjuk="" chat={chat} terlihat />
    </div>
  );
}

/** The student's own comments on the exam page (anchor #komentar). */
export function KomentarSaya({ idChat }: { idChat: string }) {
  return (
    <section id="komentar" aria-label="Komentar" className="kartu scroll-mt-20 space-y-3 p-4 sm:p-5">
      <p className="text-sm text-slate-600">{PETUNJUK_KOMENTAR}</p>
      <KotakDiskusi target={{ id: idChat, judul: JUDUL_KOMENTAR_SAYA }} />
    </section>
  );
}

/** The teachers' (and reading operators') list of the students' exam comments. */
export function KomentarMahasiswa({ awal }: { awal: DiskusiMahasiswa[] }) {
  const { app } = usePage();
  const [daftar, setDaftar] = useState(awal);
  const [buka, setBuka] = useState<DiskusiMahasiswa | null>(null);
  // Stable, so the dialog does not take the focus back from the comment field on each poll.
  const tutup = useCallback(() => setBuka(null), []);
  const pilih = (d: DiskusiMahasiswa) => {
    setBuka(d);
    setDaftar((ds) => tandaiDibaca(ds, d.id_chat));
  };
  return (
    <section id="komentar" aria-labelledby="komentar-judul" className="kartu scroll-mt-20 p-4 sm:p-5">
      <h2 id="komentar-judul" className="mb-3 text-base font-semibold text-slate-900">
        Komentar Mahasiswa
      </h2>
      {daftar.length === 0 ? (
        <p className="text-sm text-slate-500">{KOMENTAR_KOSONG}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {urutKomentar(daftar).map((d) => (
            <li key={d.id_chat}>
              <button
                type="button"
                onClick={() => pilih(d)}
                className="flex min-h-11 w-full items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-slate-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-800">{`${d.nama} (${d.nim})`}</span>
                  <span className="block text-xs text-slate-500">
                    {`${ringkasanKomentar(d)} · ${formatTanggalJam(d.pesan_terakhir, app.time_zone)}`}
                  </span>
                </span>
                <Lencana jumlah={d.belum_dibaca} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal open={buka !== null} onClose={tutup} title="Komentar Mahasiswa">
        {buka && <KotakDiskusi target={{ id: buka.id_chat, judul: judulKomentar(buka) }} />}
      </Modal>
    </section>
  );
}
