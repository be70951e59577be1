// Blank layout (login, error pages): just the page on the slate background.
import type { ReactNode } from "react";

export function BlankLayout({ children }: { title?: string; children: ReactNode }) {
  return <main className="min-h-screen bg-slate-50">{children}</main>;
}
