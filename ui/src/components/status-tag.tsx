// Coloured tag for class and meeting statuses (labels from lib/status).
import type { ReactNode } from "react";
import { esc } from "../lib/html";
import { statusKelasLabel, statusPertemuanLabel, tipePertemuanLabel } from "../lib/status";

const WARNA: Record<string, string> = {
  berlangsung: "bg-green-100 text-green-800",
  akan_dimulai: "bg-amber-100 text-amber-800",
  belum_dimulai: "bg-amber-100 text-amber-800",
  selesai: "bg-slate-200 text-slate-700",
};

type StatusProps = { status: string | null | undefined; jenis?: "kelas" | "pertemuan" };

function statusTag({ status, jenis = "kelas" }: StatusProps): { className: string; label: string } {
  const label = jenis === "kelas" ? statusKelasLabel(status) : statusPertemuanLabel(status);
  const warna = (status && WARNA[status]) || "bg-slate-100 text-slate-600";
  return { className: `tag whitespace-nowrap ${warna}`, label };
}

export function StatusTag(props: StatusProps) {
  const { className, label } = statusTag(props);
  return <span className={className}>{label}</span>;
}

/** `StatusTag`'s markup as a string. */
export function statusTagHtml(props: StatusProps): string {
  const { className, label } = statusTag(props);
  return `<span class="${esc(className)}">${esc(label)}</span>`;
}

/** A plain tag, e.g. 'Periode 2025/2026 Ganjil'. */
export function Tag({ children, className = "bg-blue-50 text-blue-800" }: { children: ReactNode; className?: string }) {
  return <span className={`tag ${className}`}>{children}</span>;
}

const TAG_PERTEMUAN = "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";
// Spec 3 §4: belum_dimulai plain, berlangsung success, selesai primary.
const WARNA_STATUS_PERTEMUAN: Record<string, string> = {
  belum_dimulai: "bg-slate-100 text-slate-700",
  berlangsung: "bg-green-100 text-green-800",
  selesai: "bg-blue-100 text-blue-800",
};
const WARNA_TIPE_PERTEMUAN: Record<string, string> = {
  online: "border-sky-300 text-sky-800",
  offline: "border-slate-300 text-slate-700",
  campuran: "border-violet-300 text-violet-800",
};

/** A meeting's, or a meeting activity's, status tag. */
export function TagStatusPertemuan({ status }: { status: string }) {
  const warna = WARNA_STATUS_PERTEMUAN[status] ?? "bg-slate-100 text-slate-600";
  return <span className={`${TAG_PERTEMUAN} ${warna}`}>{statusPertemuanLabel(status)}</span>;
}

/** A meeting's type tag (Online, Offline, Campuran). */
export function TagTipePertemuan({ jenis }: { jenis: string }) {
  const warna = WARNA_TIPE_PERTEMUAN[jenis] ?? "border-slate-300 text-slate-700";
  return <span className={`${TAG_PERTEMUAN} border bg-white ${warna}`}>{tipePertemuanLabel(jenis)}</span>;
}
