// A download link ('Export Excel'): before scripts load it is a plain link the server
// answers with the file; once they run, a plain click fetches the file, so a refused export
// shows the server's message as a toast instead of replacing the page with its JSON error.
import type { MouseEvent, ReactNode } from "react";
import { unduh } from "../app/api-client";
import { useToast } from "./toast";

export interface TautanUnduhProps {
  href: string;
  /** The file's name when the answer does not name it. */
  namaCadangan?: string;
  className?: string;
  children: ReactNode;
}

/** A modified click (new tab, save as) is the browser's; a plain left click is ours. */
export const klikBiasa = (e: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function TautanUnduh({ href, namaCadangan, className, children }: TautanUnduhProps) {
  const toast = useToast();
  const klik = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!klikBiasa(e)) return;
    e.preventDefault();
    unduh(href, undefined, namaCadangan).catch((err: unknown) => toast.error(err instanceof Error ? err.message : "Terjadi kesalahan"));
  };
  return (
    <a href={href} className={className} download onClick={klik}>
      {children}
    </a>
  );
}
