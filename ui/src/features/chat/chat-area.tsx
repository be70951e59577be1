// The context layout's discussion area: which discussion is open, the note shown while
// none is, and whether the panel is open full screen (below the breakpoint from which it is
// a column: lg, or xl beside the wide sidebar). A page switches the discussion with
// useChatArea().pilih (the grading page does, per student).
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { usePage } from "../../app/page-context";
import type { ChatTarget, OpsiPilih } from "./types";

export const PETUNJUK_BAWAAN = "Pilih mahasiswa untuk membuka diskusi.";

/** The breakpoint from which the panel is a column beside the page. */
export type KolomDari = "lg" | "xl";

export const MEDIA_KOLOM: Record<KolomDari, string> = { lg: "(min-width: 1024px)", xl: "(min-width: 1216px)" };

export interface ChatArea {
  target: ChatTarget | null;
  petunjuk: string;
  /** The panel is open full screen (phones and tablets only). */
  buka: boolean;
  pilih: (target: ChatTarget | null, opsi?: OpsiPilih) => void;
  setBuka: (buka: boolean) => void;
  kolomDari: KolomDari;
}

interface Keadaan {
  /** Page name and path the state belongs to. */
  kunci: string;
  target: ChatTarget | null;
  petunjuk: string;
  buka: boolean;
}

const ChatAreaContext = createContext<ChatArea | null>(null);

export function useChatArea(): ChatArea {
  const c = useContext(ChatAreaContext);
  if (!c) throw new Error("useChatArea() outside <ChatAreaProvider>");
  return c;
}

/** Event handlers only: true when the screen is wide enough for the column. */
function layarLebar(dari: KolomDari): boolean {
  return typeof window !== "undefined" && Boolean(window.matchMedia?.(MEDIA_KOLOM[dari]).matches);
}

/** True while the panel is a column (from the area's breakpoint up); false during SSR and hydration, then follows the screen. */
export function useLayarLebar(): boolean {
  const dari = useContext(ChatAreaContext)?.kolomDari ?? "lg";
  const [lebar, setLebar] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia?.(MEDIA_KOLOM[dari]);
    if (!mq) return;
    const ikuti = () => setLebar(mq.matches);
    ikuti();
    mq.addEventListener("change", ikuti);
    return () => mq.removeEventListener("change", ikuti);
  }, [dari]);
  return lebar;
}

/** prev itself when nothing changes, so setting the same value renders nothing. */
function gabung(prev: Keadaan, ubahan: Partial<Keadaan>): Keadaan {
  const sama = (Object.keys(ubahan) as (keyof Keadaan)[]).every((k) => ubahan[k] === prev[k]);
  return sama ? prev : { ...prev, ...ubahan };
}

export interface ChatAreaProviderProps {
  /** The page module's chat(props); taken again when the page or path changes. */
  awal: ChatTarget | null;
  petunjuk?: string;
  /** The breakpoint from which the panel is a column (lg unless the page keeps the wide sidebar). */
  kolomDari?: KolomDari;
  children: ReactNode;
}

export function ChatAreaProvider({ awal, petunjuk = PETUNJUK_BAWAAN, kolomDari = "lg", children }: ChatAreaProviderProps) {
  const { page, url } = usePage();
  const kunci = `${page} ${url.split("?")[0]}`;
  const [keadaan, setKeadaan] = useState<Keadaan>(() => ({ kunci, target: awal, petunjuk, buka: false }));
  // Another page or path starts from that page's own discussion (a render-phase reset).
  if (keadaan.kunci !== kunci) setKeadaan({ kunci, target: awal, petunjuk, buka: false });

  const ubah = useCallback((fn: (k: Keadaan) => Partial<Keadaan>) => setKeadaan((prev) => gabung(prev, fn(prev))), []);
  const setBuka = useCallback((buka: boolean) => ubah(() => ({ buka })), [ubah]);
  const pilih = useCallback(
    (target: ChatTarget | null, opsi?: OpsiPilih) =>
      ubah((k) => ({ target, petunjuk: opsi?.petunjuk ?? petunjuk, buka: opsi?.buka ? !layarLebar(kolomDari) : k.buka })),
    [ubah, petunjuk, kolomDari],
  );
  const area = useMemo<ChatArea>(
    () => ({ target: keadaan.target, petunjuk: keadaan.petunjuk, buka: keadaan.buka, pilih, setBuka, kolomDari }),
    [keadaan, pilih, setBuka, kolomDari],
  );
  return <ChatAreaContext.Provider value={area}>{children}</ChatAreaContext.Provider>;
}
