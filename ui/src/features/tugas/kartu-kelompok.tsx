// The task group card (spec 2 §2 Task group card, §6): name, members (leader tagged),
// whether it handed in, and 'Chat' with the unread count. For those who may change groups,
// 'Ubah' switches the card into edit mode (a menu per member: 'Jadikan Ketua', 'Keluarkan';
// and the form for name and members) and 'Hapus' deletes it. Read-only for students.
import { useCallback, useState } from "react";
import { useTutupDiLuar } from "../../lib/tutup-di-luar";
import { labelLencana } from "../chat/aturan";
import { Lencana } from "../chat/lencana";
import { type AksiAnggota, LABEL_AKSI, menuAnggota, tombolKartu, urutAnggota } from "./kelompok-aturan";
import type { AnggotaKelompok, KelompokTugas } from "./types";

const TAG = "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

export interface KartuKelompokProps {
  k: KelompokTugas;
  /** The viewer may change groups (TugasDetail.isAllowUbah). */
  bolehUbah: boolean;
  /** Its chat is the one shown in the discussion area. */
  aktif?: boolean;
  /** Unread messages to show on 'Chat'. */
  belumDibaca: number;
  /** A change of this group is being sent. */
  sibuk?: boolean;
  onChat: () => void;
  onUbahData?: () => void;
  onHapus?: () => void;
  onAksi?: (aksi: AksiAnggota, a: AnggotaKelompok) => void;
}

export function KartuKelompok({ k, bolehUbah, aktif, belumDibaca, sibuk, onChat, onUbahData, onHapus, onAksi }: KartuKelompokProps) {
  const [modeUbah, setModeUbah] = useState(false);
  const izin = { bolehUbah, modeUbah };
  const tombol = tombolKartu(izin);
  const judulId = `kelompok-${k.id}-judul`;
  return (
    <article
      aria-labelledby={judulId}
      className={`min-w-0 rounded-lg border p-3 ${aktif ? "border-blue-300 bg-blue-50/50" : modeUbah ? "border-amber-300" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={judulId} className="min-w-0 font-semibold break-words text-slate-900">
          {k.nama}
        </h4>
        {k.sudah_mengumpulkan && <span className={`${TAG} bg-green-100 text-green-800`}>Sudah mengumpulkan</span>}
      </div>
      <ul className="mt-2 divide-y divide-slate-100" aria-label={`Anggota ${k.nama}`}>
        {urutAnggota(k.anggota).map((a) => (
          <li key={a.mahasiswa.id_user} className="flex items-center gap-2 py-1.5">
            <div className="min-w-0 flex-1">
              <span className="block text-sm break-words text-slate-800">{a.mahasiswa.nama}</span>
              <span className="text-xs text-slate-500 tabular-nums">{a.mahasiswa.nim}</span>
            </div>
            {a.jabatan === "ketua" && <span className={`${TAG} bg-blue-50 text-blue-800`}>Ketua</span>}
            <MenuAnggota a={a} aksi={menuAnggota(a, izin)} disabled={sibuk} onPilih={(x) => onAksi?.(x, a)} />
          </li>
        ))}
      </ul>
      {tombol.form && (
        <button
          type="button"
          onClick={onUbahData}
          disabled={sibuk}
          className="mt-1 w-full rounded-md border border-dashed border-slate-300 px-3 py-1.5 text-sm font-medium text-blue-700 hover:bg-slate-50 disabled:opacity-60"
        >
          Ubah Nama &amp; Anggota
        </button>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={aktif ? "tombol border border-blue-700 bg-white text-blue-800" : "tombol-garis"}
          aria-current={aktif ? "true" : undefined}
          aria-label={labelLencana(`Chat ${k.nama}`, belumDibaca)}
          onClick={onChat}
        >
          Chat
          <Lencana jumlah={belumDibaca} />
        </button>
        {tombol.ubah && (
          <button
            type="button"
            className="tombol-garis aria-pressed:bg-amber-50"
            aria-pressed={modeUbah}
            onClick={() => setModeUbah((m) => !m)}
          >
            Ubah
          </button>
        )}
        {tombol.hapus && (
          <button type="button" className="tombol-bahaya" onClick={onHapus} disabled={sibuk}>
            Hapus
          </button>
        )}
      </div>
    </article>
  );
}

/** The '⋮' menu of one member; nothing when it has no item. */
function MenuAnggota({
  a,
  aksi,
  disabled,
  onPilih,
}: {
  a: AnggotaKelompok;
  aksi: AksiAnggota[];
  disabled?: boolean;
  onPilih: (x: AksiAnggota) => void;
}) {
  const [buka, setBuka] = useState(false);
  const tutup = useCallback(() => setBuka(false), []);
  const kotak = useTutupDiLuar(buka, tutup);
  if (aksi.length === 0) return null;
  return (
    <div ref={kotak} className="relative shrink-0">
      <button
        type="button"
        aria-label={`Menu ${a.mahasiswa.nama}`}
        aria-haspopup="menu"
        aria-expanded={buka}
        disabled={disabled}
        onClick={() => setBuka((b) => !b)}
        className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-50"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
          <circle cx="10" cy="4" r="1.6" />
          <circle cx="10" cy="10" r="1.6" />
          <circle cx="10" cy="16" r="1.6" />
        </svg>
      </button>
      {buka && (
        <div role="menu" className="absolute right-0 z-20 mt-1 min-w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          {aksi.map((x) => (
            <button
              key={x}
              type="button"
              role="menuitem"
              onClick={() => {
                setBuka(false);
                onPilih(x);
              }}
              className={`block w-full px-3 py-2 text-left text-sm hover:bg-slate-50 ${x === "keluarkan" ? "text-red-700" : "text-slate-700"}`}
            >
              {LABEL_AKSI[x]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
