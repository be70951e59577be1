// Context layout: the default shell with the discussion beside the page. From lg up it is
// a 360 px column below the header; below lg a round 'Diskusi' button (with the unread
// count) opens it full screen, as does a page's pilih(target, { buka: true }); it steps aside
// while the student scrolls down through the page (features/chat/aturan.ts gulirDiskusi). Pages that
// keep the wide sidebar (the grading pages) get the column from xl: at 1024 px the 260 px
// sidebar and the column would leave the page 404 px.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { usePage } from "../../app/page-context";
import { type GulirDiskusi, gulirDiskusi, labelLencana } from "../../features/chat/aturan";
import { ChatAreaProvider, type KolomDari, useChatArea, useLayarLebar } from "../../features/chat/chat-area";
import { ChatPanel } from "../../features/chat/chat-panel";
import { Lencana } from "../../features/chat/lencana";
import type { ChatTarget } from "../../features/chat/types";
import { useChat } from "../../features/chat/use-chat";
import { Kerangka } from "./kerangka";
import { useLayarPenuh } from "./layar-penuh";
import { sidebarLebar } from "./menu";

export interface ContextLayoutProps {
  title?: string;
  /** The discussion shown first (the page module's chat(props)). */
  chat: ChatTarget | null;
  /** Shown while no discussion is open (the page module's petunjukChat(props)). */
  petunjuk?: string;
  children: ReactNode;
}

export function ContextLayout({ title, chat, petunjuk, children }: ContextLayoutProps) {
  const { page } = usePage();
  const dari: KolomDari = sidebarLebar("context", page) ? "xl" : "lg";
  return (
    <ChatAreaProvider awal={chat} petunjuk={petunjuk} kolomDari={dari}>
      <Kerangka title={title} layout="context" samping={<KolomDiskusi />} sampingDari={dari} kelasMain="flex-1">
        {children}
      </Kerangka>
    </ChatAreaProvider>
  );
}

/** The panel's classes as a column (static strings, for Tailwind to see), by breakpoint. */
const KOLOM: Record<KolomDari, string> = {
  lg: "lg:sticky lg:top-14 lg:z-10 lg:flex lg:h-[calc(100dvh-3.5rem)] lg:w-[360px] lg:shrink-0 lg:self-start lg:border-l lg:border-slate-200",
  xl: "xl:sticky xl:top-14 xl:z-10 xl:flex xl:h-[calc(100dvh-3.5rem)] xl:w-[360px] xl:shrink-0 xl:self-start xl:border-l xl:border-slate-200",
};
const TANPA_KOLOM: Record<KolomDari, string> = { lg: "lg:hidden", xl: "xl:hidden" };

function KolomDiskusi() {
  const area = useChatArea();
  const lebar = useLayarLebar();
  const layarPenuh = area.buka && !lebar;
  const chat = useChat(area.target?.id ?? null, lebar || area.buka);
  const panel = useRef<HTMLElement>(null);
  const { setBuka, kolomDari } = area;
  const tutup = () => setBuka(false);
  useLayarPenuh(layarPenuh, tutup, panel);
  useEffect(() => {
    if (lebar) setBuka(false);
  }, [lebar, setBuka]);
  const tampak = useTombolTampak(!lebar && !layarPenuh, chat.belumDibaca);
  return (
    <>
      <aside
        ref={panel}
        aria-label="Diskusi"
        role={layarPenuh ? "dialog" : undefined}
        aria-modal={layarPenuh || undefined}
        tabIndex={-1}
        className={`${layarPenuh ? "fixed inset-0 z-50 flex" : "hidden"} flex-col bg-white outline-none ${KOLOM[kolomDari]}`}
      >
        <ChatPanel
          target={area.target}
          petunjuk={area.petunjuk}
          chat={chat}
          terlihat={lebar || area.buka}
          onTutup={layarPenuh ? tutup : undefined}
        />
      </aside>
      {/* Room below the page so the round button covers none of it. */}
      <div aria-hidden="true" className={`h-20 ${TANPA_KOLOM[kolomDari]}`} />
      {!layarPenuh && (
        <button
          type="button"
          onClick={() => setBuka(true)}
          aria-label={labelLencana("Diskusi", chat.belumDibaca)}
          aria-haspopup="dialog"
          data-tombol-diskusi=""
          className={`fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-blue-700 text-white shadow-lg transition duration-200 hover:bg-blue-800 focus-visible:translate-y-0 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 motion-reduce:transition-none ${tampak ? "" : "pointer-events-none translate-y-24 opacity-0"} ${TANPA_KOLOM[kolomDari]}`}
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-6"
            aria-hidden="true"
          >
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
          </svg>
          <Lencana jumlah={chat.belumDibaca} className="absolute -top-1 -right-1 ring-2 ring-white" />
        </button>
      )}
    </>
  );
}

/**
 * Whether the round button shows: it follows the window's scrolling (gulirDiskusi) while `aktif`
 * (no discussion column, the panel closed), and comes back when a new message arrives. Hidden it
 * stays in the tab order and shows again when focused.
 */
function useTombolTampak(aktif: boolean, belumDibaca: number): boolean {
  const [gulir, setGulir] = useState<GulirDiskusi>({ tampak: true, acuan: 0 });
  useEffect(() => {
    if (!aktif) return;
    const ukur = () =>
      setGulir((lalu) => {
        const baru = gulirDiskusi(lalu, {
          y: window.scrollY,
          tinggiLayar: window.innerHeight,
          tinggiHalaman: document.documentElement.scrollHeight,
        });
        return baru.tampak === lalu.tampak && baru.acuan === lalu.acuan ? lalu : baru;
      });
    ukur();
    window.addEventListener("scroll", ukur, { passive: true });
    return () => window.removeEventListener("scroll", ukur);
  }, [aktif]);
  const belumLalu = useRef(belumDibaca);
  useEffect(() => {
    if (belumDibaca > belumLalu.current) setGulir({ tampak: true, acuan: window.scrollY });
    belumLalu.current = belumDibaca;
  }, [belumDibaca]);
  return gulir.tampak;
}
