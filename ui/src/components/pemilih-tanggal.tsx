// The button beside a typed date or time field and the popover it opens (issue 34): a month
// calendar for a date, hour and minute columns for a time, both for a date-time. A choice
// fills the field at once; a minute (or a date alone) finishes and closes. Escape closes and
// gives the focus back to the button; a press outside closes. The button exists only once
// the page runs (after hydration): before that the typed field works by itself. The popover
// stays in the field's own markup (fixed on the screen, not in a portal) so a modal or a
// dropdown around the field counts a press in it as inside.
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { usePage } from "../app/page-context";
import { serverOffset } from "../app/server-clock";
import { letakPopover } from "../lib/letak-popover";
import {
  type Bagian,
  bagianNilai,
  DAFTAR_JAM,
  daftarMenit,
  jamTertutup,
  menitTertutup,
  nilaiDari,
  type Tanggal,
  tanggalAwal,
} from "../lib/pemilih-tanggal";
import { pecahTanggal } from "../lib/tanggal-inti";
import type { JenisKetik } from "../lib/tanggal-ketik";
import { useTerhidrasi } from "../lib/terhidrasi";
import { useTutupDiLuar } from "../lib/tutup-di-luar";
import { DaftarPilih, fokuskanDaftar } from "./pemilih-jam";
import { KalenderPilih } from "./pemilih-kalender";

const LABEL: Record<JenisKetik, string> = { tanggal_jam: "Pilih tanggal dan jam", tanggal: "Pilih tanggal", jam: "Pilih jam" };

export interface PemilihTanggalProps {
  jenis: JenisKetik;
  /** the field's value (native form) */
  nilai: string;
  min?: string;
  disabled?: boolean;
  onPilih: (nilai: string) => void;
  /** the typed field */
  children: ReactNode;
}

export function PemilihTanggal({ jenis, nilai, min, disabled, onPilih, children }: PemilihTanggalProps) {
  const terhidrasi = useTerhidrasi();
  const [buka, setBuka] = useState(false);
  const tombol = useRef<HTMLButtonElement>(null);
  const idPanel = useId();
  const tutup = useCallback((kembali: boolean) => {
    setBuka(false);
    if (kembali) tombol.current?.focus();
  }, []);
  const tutupDiLuar = useCallback(() => tutup(false), [tutup]);
  const kotak = useTutupDiLuar(buka, tutupDiLuar);

  // Escape here closes the popover only: a modal or dropdown around the field stays open.
  const onKeyDown = (e: KeyboardEvent) => {
    if (!buka || e.key !== "Escape") return;
    e.stopPropagation();
    e.preventDefault();
    tutup(true);
  };
  // Tab out of the field and its popover closes it.
  const onBlur = (e: FocusEvent) => {
    if (buka && e.relatedTarget instanceof Node && !kotak.current?.contains(e.relatedTarget)) tutup(false);
  };
  return (
    <div ref={kotak} className="flex items-stretch gap-1.5" onKeyDown={onKeyDown} onBlur={onBlur}>
      {children}
      {terhidrasi && (
        <button
          ref={tombol}
          type="button"
          className="pemilih-tombol"
          aria-haspopup="dialog"
          aria-expanded={buka}
          aria-controls={buka ? idPanel : undefined}
          disabled={disabled}
          title={LABEL[jenis]}
          onClick={() => setBuka((b) => !b)}
        >
          <Ikon jenis={jenis} />
          <span className="sr-only">{LABEL[jenis]}</span>
        </button>
      )}
      {buka && !disabled && (
        <Popover id={idPanel} label={LABEL[jenis]} jangkar={kotak}>
          <IsiPemilih jenis={jenis} nilai={nilai} min={min} onPilih={onPilih} onTutup={() => tutup(true)} />
        </Popover>
      )}
    </div>
  );
}

function Ikon({ jenis }: { jenis: JenisKetik }) {
  return (
    <svg viewBox="0 0 24 24" className="ikon size-5" aria-hidden="true">
      {jenis === "jam" ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </>
      ) : (
        <>
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </>
      )}
    </svg>
  );
}

/** A dialog fixed on the screen by the field (`jangkar`), kept in view while the page or a modal scrolls. */
function Popover({
  id,
  label,
  jangkar,
  children,
}: {
  id: string;
  label: string;
  jangkar: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const [letak, setLetak] = useState<{ top: number; left: number; maxHeight: number } | null>(null);
  useLayoutEffect(() => {
    const ukur = () => {
      const j = jangkar.current?.getBoundingClientRect();
      const p = panel.current;
      if (!j || !p) return;
      const layar = { width: document.documentElement.clientWidth, height: window.innerHeight };
      setLetak(letakPopover(j, { width: p.offsetWidth, height: p.scrollHeight }, layar));
    };
    ukur();
    window.addEventListener("resize", ukur);
    window.addEventListener("scroll", ukur, true);
    return () => {
      window.removeEventListener("resize", ukur);
      window.removeEventListener("scroll", ukur, true);
    };
  }, [jangkar]);
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label={label}
      className="fixed z-[85] max-w-[calc(100vw-1rem)] overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white p-3 shadow-xl"
      // Measured before the first paint; until then transparent, yet able to take the focus.
      style={letak ?? { top: 0, left: 0, opacity: 0 }}
    >
      {children}
    </div>
  );
}

/** Today in the college's zone, from the server's clock. */
function useHariIni(): Tanggal {
  const { app } = usePage();
  const [hariIni] = useState(() => pecahTanggal(new Date(Date.now() + serverOffset()), app.time_zone));
  return hariIni ?? { tahun: 2026, bulan: 1, hari: 1 };
}

interface IsiPemilihProps {
  jenis: JenisKetik;
  nilai: string;
  min?: string;
  onPilih: (nilai: string) => void;
  /** 'Tutup', or a choice that finished the value (a minute, or a date alone) */
  onTutup: () => void;
}

function IsiPemilih({ jenis, nilai, min, onPilih, onTutup }: IsiPemilihProps) {
  const hariIni = useHariIni();
  const [draf, setDraf] = useState<Bagian>(() => bagianNilai(jenis, nilai));
  const [awal] = useState(() => tanggalAwal(draf, hariIni, min));
  const kolomJam = useRef<HTMLUListElement>(null);
  const kolomMenit = useRef<HTMLUListElement>(null);

  // The pieces chosen so far; once they make a value, the field gets it (moved to min when before it).
  const pilih = (patch: Partial<Bagian>) => {
    const baru = { ...draf, ...patch };
    const v = nilaiDari(jenis, baru, min);
    setDraf(v ? bagianNilai(jenis, v) : baru);
    if (v) onPilih(v);
    return v;
  };
  const adaTanggal = jenis !== "jam";
  const adaJam = jenis !== "tanggal";
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        {adaTanggal && (
          <KalenderPilih
            dipilih={draf.tanggal}
            hariIni={hariIni}
            awal={awal}
            min={min}
            onPilih={(tanggal) => {
              const v = pilih({ tanggal });
              if (!adaJam && v) onTutup();
              else fokuskanDaftar(kolomJam.current);
            }}
          />
        )}
        {adaJam && (
          <div className="flex justify-center gap-2">
            <DaftarPilih
              label="Jam"
              opsi={DAFTAR_JAM}
              dipilih={draf.jam}
              tertutup={(j) => jamTertutup(jenis, draf.tanggal, j, min)}
              onPilih={(jam) => {
                pilih({ jam });
                fokuskanDaftar(kolomMenit.current);
              }}
              fokusAwal={!adaTanggal}
              daftarRef={kolomJam}
            />
            <DaftarPilih
              label="Menit"
              opsi={daftarMenit(draf.menit)}
              dipilih={draf.menit}
              tertutup={(m) => menitTertutup(jenis, draf.tanggal, draf.jam ?? 0, m, min)}
              onPilih={(menit) => {
                if (pilih({ menit })) onTutup();
              }}
              daftarRef={kolomMenit}
            />
          </div>
        )}
      </div>
      <div className="flex justify-end">
        <button type="button" className="tombol-garis" onClick={onTutup}>
          Tutup
        </button>
      </div>
    </div>
  );
}
