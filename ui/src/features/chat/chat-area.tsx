// The context layout's discussion area: which discussion is open, the note shown while
// none is, and whether the panel is open full screen (below lg). A page switches the
// discussion with useChatArea().pilih (the grading page does, per student).
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { usePage } from "../../app/page-context";
import type { ChatTarget, OpsiPilih } from "./types";

export const PETUNJUK_BAWAAN = "Pilih mahasiswa untuk membuka diskusi.";

/** The lg breakpoint: from here the panel is a column beside the page. */
export const MEDIA_LEBAR = "(min-width: 1024px)";

export interface ChatArea {
  target: ChatTarget | null;
  petunjuk: string;
  /** The panel is open full screen (phones and tablets only). */
  buka: boolean;
  pilih: (target: ChatTarget | null, opsi?: OpsiPilih) => void;
  setBuka: (buka: boolean) => void;
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

/** Event handlers only: true on a desktop-wide screen. */
function layarLebar(): boolean {
  return typeof window !== "undefined" && Boolean(window.matchMedia?.(MEDIA_LEBAR).matches);
}

/** True from lg up; false during SSR and hydration, then follows the screen. */
export function useLayarLebar(): boolean {
  const [lebar, setLebar] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia?.(MEDIA_LEBAR);
    if (!mq) return;
    const ikuti = () => setLebar(mq.matches);
    ikuti();
    mq.addEventListener("change", ikuti);
    return () => mq.removeEventListener("change", ikuti);
  }, []);
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
  children: ReactNode;
}

export function ChatAreaProvider({ awal, petunjuk = PETUNJUK_BAWAAN, children }: ChatAreaProviderProps) {
  const { page, url } = usePage();
  const kunci = `${page} ${url.split("?")[0]}`;
  const [keadaan, setKeadaan] = useState<Keadaan>(() => ({ kunci, target: awal, petunjuk, buka: false }));
  // Another page or path starts from that page's own discussion (a render-phase reset).
  if (keadaan.kunci !== kunci) setKeadaan({ kunci, target: awal, petunjuk, buka: false });

  const ubah = useCallback((fn: (k: Keadaan) => Partial<Keadaan>) => setKeadaan((prev) => gabung(prev, fn(prev))), []);
  const setBuka = useCallback((buka: boolean) => ubah(() => ({ buka })), [ubah]);
  const pilih = useCallback(
    (target: ChatTarget | null, opsi?: OpsiPilih) =>
      ubah((k) => ({ target, petunjuk: opsi?.petunjuk ?? petunjuk, buka: opsi?.buka ? !layarLebar() : k.buka })),
    [ubah, petunjuk],
  );
  const area = useMemo<ChatArea>(
    () => ({ target: keadaan.target, petunjuk: keadaan.petunjuk, buka: keadaan.buka, pilih, setBuka }),
    [keadaan, pilih, setBuka],
  );
  return <ChatAreaContext.Provider value={area}>{children}</ChatAreaContext.Provider>;
}
