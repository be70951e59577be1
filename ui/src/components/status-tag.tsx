// Coloured tag for class and meeting statuses (labels from lib/status).
import type { ReactNode } from "react";
import { statusKelasLabel, statusPertemuanLabel } from "../lib/status";

const WARNA: Record<string, string> = {
  berlangsung: "bg-green-100 text-green-800",
  akan_dimulai: "bg-amber-100 text-amber-800",
  belum_dimulai: "bg-amber-100 text-amber-800",
  selesai: "bg-slate-200 text-slate-700",
};

export function StatusTag({ status, jenis = "kelas" }: { status: string | null | undefined; jenis?: "kelas" | "pertemuan" }) {
  const label = jenis === "kelas" ? statusKelasLabel(status) : statusPertemuanLabel(status);
  const warna = (status && WARNA[status]) || "bg-slate-100 text-slate-600";
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${warna}`}>{label}</span>;
}

/** A plain tag, e.g. 'Periode 2025/2026 Ganjil'. */
export function Tag({ children, className = "bg-blue-50 text-blue-800" }: { children: ReactNode; className?: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${className}`}>{children}</span>;
}
