// Small markers for the activities a meeting holds (colours of spec 3's activity cards:
// materi primary, tugas info, forum success, vidcon danger, ujian warning).
import type { Aktivitas } from "./aturan";

export const AKTIVITAS_LABEL: Record<Aktivitas, string> = {
  materi: "Materi",
  tugas: "Tugas",
  vidcon: "Vidcon",
  ujian: "Ujian",
  forum: "Forum",
};

const WARNA: Record<Aktivitas, string> = {
  materi: "bg-blue-50 text-blue-800",
  tugas: "bg-sky-50 text-sky-800",
  vidcon: "bg-red-50 text-red-700",
  ujian: "bg-amber-50 text-amber-800",
  forum: "bg-green-50 text-green-800",
};

// 20x20 outline paths.
const PATH: Record<Aktivitas, string> = {
  materi: "M4 3.5h9l3 3V16.5H4zM13 3.5v3h3M7 10h6M7 13h6",
  tugas: "M6 3.5h8v13H6zM8.5 3.5V2.5h3v1M8 9.5l1.5 1.5L12.5 8M8 14h4",
  vidcon: "M3 6h9.5v8H3zM12.5 9l4.5-2.5v7L12.5 11",
  ujian: "M10 2.5l6.5 3.5-6.5 3.5L3.5 6zM6 8v4.5c2.5 2 5.5 2 8 0V8M16.5 6v5",
  forum: "M3 4h10v7H7.5L4.5 13.5V11H3zM13 7.5h4v6.5h-1.5v2.5L13 14h-3.5",
};

export function IkonAktivitas({ jenis, jumlah }: { jenis: Aktivitas; jumlah: number }) {
  const label = AKTIVITAS_LABEL[jenis];
  return (
    <span
      title={`${jumlah} ${label}`}
      className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium ${WARNA[jenis]}`}
    >
      <svg
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
        className="size-3.5"
        aria-hidden="true"
      >
        <path d={PATH[jenis]} />
      </svg>
      {label}
      <span className="sr-only">{`: ${jumlah}`}</span>
    </span>
  );
}
