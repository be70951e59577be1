// A loading message of a client-side fetch ('Memuat...'): mounted while the fetch runs, it
// shows only once the fetch has lasted 200 ms (lib/tunda-muat.ts, spec 1 §9); until then its
// place is kept, empty, so nothing flashes or moves for a fast answer.
import type { ReactNode } from "react";
import { useMuatTertunda } from "../lib/tunda-muat";

export function Memuat({
  children = "Memuat...",
  className = "py-6 text-center text-sm text-slate-500",
}: {
  children?: ReactNode;
  className?: string;
}) {
  const tampil = useMuatTertunda(true);
  return (
    <p role="status" className={tampil ? className : `${className} invisible`}>
      {children}
    </p>
  );
}
