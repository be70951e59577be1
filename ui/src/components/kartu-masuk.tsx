// The card of the pages a person sees before signing in (login, account activation): the
// campus's logo and name over the page's title, the form below.
import type { ReactNode } from "react";
import { Logo } from "./layout/sidebar";

export const INPUT_MASUK =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-blue-700 focus:ring-2 focus:ring-blue-700/20 focus:outline-none";

export function KartuMasuk({ namaKampus, judul, children }: { namaKampus: string; judul: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="kartu w-full max-w-sm p-6 sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo size="size-16" />
          <div className="text-sm font-semibold text-slate-700">{namaKampus}</div>
          <h1 className="text-2xl font-bold text-slate-900">{judul}</h1>
        </div>
        {children}
      </div>
    </div>
  );
}
