// Activity tags of the meeting page; the meeting's own status and type tags are
// components/status-tag.tsx's TagStatusPertemuan and TagTipePertemuan.
import type { JenisAktivitas } from "./types";

const TAG = "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

/** Activity card colours (spec 3 §2): materi primary, tugas info, forum success, vidcon danger, ujian warning. */
export const WARNA_AKTIVITAS: Record<JenisAktivitas, { garis: string; tag: string }> = {
  materi: { garis: "border-l-blue-600", tag: "bg-blue-50 text-blue-800" },
  tugas: { garis: "border-l-sky-500", tag: "bg-sky-50 text-sky-800" },
  forum: { garis: "border-l-green-600", tag: "bg-green-50 text-green-800" },
  vidcon: { garis: "border-l-red-600", tag: "bg-red-50 text-red-700" },
  ujian: { garis: "border-l-amber-500", tag: "bg-amber-50 text-amber-800" },
  teks: { garis: "border-l-slate-400", tag: "bg-slate-100 text-slate-700" },
};

export function TagAktivitas({ jenis, label }: { jenis: JenisAktivitas; label: string }) {
  return <span className={`${TAG} ${WARNA_AKTIVITAS[jenis]?.tag ?? "bg-slate-100 text-slate-700"}`}>{label}</span>;
}
