// The body of a forum card (spec 3 §2, §4): description, times, the minimum of comments,
// activity grading, unread comments, and who took part (staff) or the student's own count.
// 'Lihat' opens the forum page; 'Ubah' and 'Hapus' for those who may author content.
import { Link } from "../../app/link";
import { rentangWaktu } from "./aturan";
import { Catatan } from "./catatan";
import {
  belumDibacaLabel,
  diikutiLabel,
  komentarSayaLabel,
  memenuhiMinimal,
  minimalLabel,
  PENILAIAN_KEAKTIFAN,
  pertemuanBelumDibaca,
  urlForum,
} from "./forum-aturan";
import type { IzinPertemuan } from "./types";
import type { ForumDetail } from "./types-forum";

export interface KartuForumProps {
  f: ForumDetail;
  tz: string;
  izin: IzinPertemuan;
  onUbah: (f: ForumDetail) => void;
  onHapus: (f: ForumDetail) => void;
}

// Sanitised HTML from the server; plain-text line breaks kept (as a material's description).
export const PROSE_FORUM =
  "text-sm break-words whitespace-pre-line text-slate-700 [&_a]:text-blue-700 [&_a]:underline [&_h1]:text-base [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5";

const TAG = "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

/** The tags of a forum: minimum, activity grading, unread comments (unless baru is false). */
export function TagForum({ f, baru: tampilBaru = true }: { f: ForumDetail; baru?: boolean }) {
  const baru = tampilBaru ? belumDibacaLabel(f.belum_dibaca) : null;
  return (
    <div className="flex flex-wrap gap-1.5">
      <span className={`${TAG} bg-slate-100 text-slate-700`}>{minimalLabel(f.minimal_post)}</span>
      {f.penilaian_keaktifan && <span className={`${TAG} bg-green-50 text-green-800`}>{PENILAIAN_KEAKTIFAN}</span>}
      {baru && <span className={`${TAG} bg-red-600 text-white`}>{baru}</span>}
    </div>
  );
}

/** Staff: how many students posted; a student: their own count, green once enough. */
export function CatatanPartisipasi({ f, peserta }: { f: ForumDetail; peserta: boolean }) {
  if (!peserta) return <Catatan jenis="info">{diikutiLabel(f)}</Catatan>;
  return <Catatan jenis={memenuhiMinimal(f) ? "sukses" : "awas"}>{komentarSayaLabel(f)}</Catatan>;
}

/** The class's meetings whose forums hold comments the viewer has not read (spec 3 §2). */
function BelumDibacaPertemuan({ f }: { f: ForumDetail }) {
  const daftar = pertemuanBelumDibaca(f);
  if (daftar.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="text-slate-500">Komentar belum dibaca per pertemuan</p>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
        {daftar.map((p) => (
          <li key={p.to}>
            <Link to={p.to} className="text-blue-700 underline-offset-2 hover:underline">
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function KartuForum({ f, tz, izin, onUbah, onHapus }: KartuForumProps) {
  return (
    <div className="space-y-3">
      {f.deskripsi && <div className={PROSE_FORUM} dangerouslySetInnerHTML={{ __html: f.deskripsi }} />}
      <p className="text-sm text-slate-700">
        <span className="text-slate-500">Waktu: </span>
        {rentangWaktu(f.waktu_mulai, f.waktu_selesai, tz)}
      </p>
      <TagForum f={f} />
      <CatatanPartisipasi f={f} peserta={izin.isPeserta} />
      <BelumDibacaPertemuan f={f} />
      <div className="flex flex-wrap gap-2">
        <Link to={urlForum(f)} className="tombol-utama">
          Lihat
        </Link>
        {izin.isAllowTambah && (
          <>
            <button type="button" className="tombol-garis" onClick={() => onUbah(f)}>
              Ubah
            </button>
            <button type="button" className="tombol-bahaya" onClick={() => onHapus(f)}>
              Hapus
            </button>
          </>
        )}
      </div>
    </div>
  );
}
