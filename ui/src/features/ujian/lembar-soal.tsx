// One question of a running attempt: its number, its save badge (Tersimpan / Menunggu / Belum
// dijawab), the question's HTML (sanitised by the server), and the answer: a radio per option
// (A, B, ...) or Benar/Salah with 'Kosongkan jawaban', or for an essay a text area, saved
// 800 ms after typing stops and when it loses focus, and/or its answer files (the kinds the
// question takes), uploaded and saved at once while online.
import { useEffect, useRef, useState } from "react";
import type { BerkasInfo } from "../pertemuan/types";
import { UnggahBerkasTugas } from "../tugas/berkas";
import type { StatusSoal } from "./antrean-jawaban";
import { ekstensiJawaban, hurufPilihan, LABEL_BENAR_SALAH, terimaTeks } from "./lembar-aturan";
import { GambarOpsi, LampiranSoal } from "./soal-opsi";
import type { SoalLembar } from "./lembar-types";

export const PROSE_SOAL =
  "text-sm break-words whitespace-pre-line text-slate-800 [&_a]:text-blue-700 [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5";

const LENCANA: Record<StatusSoal, [string, string]> = {
  tersimpan: ["Tersimpan", "bg-green-50 text-green-800"],
  menunggu: ["Menunggu", "bg-amber-100 text-amber-900"],
  kosong: ["Belum dijawab", "bg-slate-100 text-slate-600"],
};

export function LencanaSoal({ status }: { status: StatusSoal }) {
  const [label, warna] = LENCANA[status];
  return <span className={`inline-block shrink-0 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${warna}`}>{label}</span>;
}

/** The answer length the server takes for an essay. */
const ESAI_MAKS = 20_000;
const TUNDA_ESAI_MS = 800;

export interface SoalIsianProps {
  s: SoalLembar;
  jawaban: string;
  status: StatusSoal;
  nonaktif: boolean;
  /** A new answer ('' clears); false when it was refused (the question shows `jawaban` again). */
  onJawab: (jawaban: string) => boolean;
  /** An essay's answer files. */
  berkas: BerkasJawaban;
}

export interface BerkasJawaban {
  daftar: BerkasInfo[];
  /** Size limit per file in MB. */
  batasMb: number;
  /** No connection: files cannot be uploaded now. */
  offline: boolean;
  /** The new list, to be saved. */
  onChange: (daftar: BerkasInfo[]) => void;
}

export function SoalIsian({ s, jawaban, status, nonaktif, onJawab, berkas }: SoalIsianProps) {
  const idJudul = `soal-${s.id}-judul`;
  return (
    <section aria-labelledby={idJudul} className="kartu space-y-3 p-3 sm:p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 id={idJudul} className="text-sm font-semibold text-slate-900">{`Soal ${s.nomor}`}</h3>
        <LencanaSoal status={status} />
      </div>
      {/* Sanitised HTML from the server. */}
      <div className={PROSE_SOAL} dangerouslySetInnerHTML={{ __html: s.pertanyaan }} />
      <LampiranSoal berkas={s.soal_files} />
      {s.jenis === "esay" ? (
        <>
          {(terimaTeks(s) || jawaban !== "") && <IsianEsai s={s} jawaban={jawaban} nonaktif={nonaktif} onJawab={onJawab} />}
          {ekstensiJawaban(s).length > 0 && <BerkasEsai s={s} nonaktif={nonaktif} berkas={berkas} />}
        </>
      ) : (
        <IsianPilihan s={s} jawaban={jawaban} nonaktif={nonaktif} onJawab={onJawab} />
      )}
    </section>
  );
}

/** [value, letter or '', text, image] of each option. */
function opsiSoal(s: SoalLembar): [string, string, string, BerkasInfo | null][] {
  if (s.jenis === "benar_salah") return (["benar", "salah"] as const).map((v) => [v, "", LABEL_BENAR_SALAH[v], null]);
  return s.pilihan.map((teks, i) => [String(i), hurufPilihan(i), teks, s.gambar[i] ?? null]);
}

type IsianProps = Omit<SoalIsianProps, "status" | "berkas">;

function BerkasEsai({ s, nonaktif, berkas }: { s: SoalLembar; nonaktif: boolean; berkas: BerkasJawaban }) {
  return (
    <div className="space-y-1">
      <UnggahBerkasTugas
        id={`soal-${s.id}-berkas`}
        label="Berkas Jawaban"
        dir="ujian/jawaban"
        ekstensi={ekstensiJawaban(s)}
        nonaktif={nonaktif || berkas.offline}
        berkas={berkas.daftar}
        onChange={berkas.onChange}
        batasMb={berkas.batasMb}
      />
      {berkas.offline && <p className="text-xs text-amber-800">Berkas jawaban hanya dapat diunggah saat tersambung ke internet.</p>}
    </div>
  );
}

function IsianPilihan({ s, jawaban, nonaktif, onJawab }: IsianProps) {
  return (
    <fieldset disabled={nonaktif} className="space-y-2">
      <legend className="sr-only">{`Jawaban soal ${s.nomor}`}</legend>
      {opsiSoal(s).map(([nilai, huruf, teks, gambar]) => {
        const dipilih = jawaban === nilai;
        return (
          <label
            key={nilai}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 text-sm has-[:disabled]:cursor-not-allowed ${
              dipilih ? "border-blue-600 bg-blue-50 text-slate-900" : "border-slate-200 text-slate-700 hover:bg-slate-50"
            }`}
          >
            <input
              type="radio"
              name={`soal-${s.id}`}
              value={nilai}
              checked={dipilih}
              onChange={() => onJawab(nilai)}
              className="mt-0.5 size-4 shrink-0 accent-blue-700"
            />
            {huruf && <span className="font-semibold">{`${huruf}.`}</span>}
            <span className="min-w-0 break-words">
              {teks}
              {gambar && <GambarOpsi g={gambar} huruf={huruf} />}
            </span>
          </label>
        );
      })}
      {jawaban !== "" && (
        <button
          type="button"
          className="text-sm font-medium text-blue-700 hover:underline disabled:text-slate-400"
          onClick={() => onJawab("")}
        >
          Kosongkan jawaban
        </button>
      )}
    </fieldset>
  );
}

/**
 * The essay keeps its own draft while the student types; the sheet's answer follows after a
 * pause, on blur, and when the question leaves the page. A changed answer from outside (one
 * restored from the device, a refused one) replaces the draft when no typing waits.
 */
function IsianEsai({ s, jawaban, nonaktif, onJawab }: IsianProps) {
  const [draf, setDraf] = useState(jawaban);
  const dikirim = useRef(jawaban);
  const tunda = useRef<number | undefined>(undefined);
  const drafRef = useRef(draf);
  drafRef.current = draf;
  const onJawabRef = useRef(onJawab);
  onJawabRef.current = onJawab;
  const idIsian = `soal-${s.id}-jawaban`;

  const kirim = (v: string) => {
    window.clearTimeout(tunda.current);
    tunda.current = undefined;
    if (v === dikirim.current) return;
    if (onJawabRef.current(v)) dikirim.current = v;
    else setDraf(dikirim.current);
  };
  const kirimRef = useRef(kirim);
  kirimRef.current = kirim;

  useEffect(() => {
    if (tunda.current !== undefined || jawaban === dikirim.current) return;
    dikirim.current = jawaban;
    setDraf(jawaban);
  }, [jawaban]);

  useEffect(() => {
    const simpanSekarang = () => {
      if (tunda.current !== undefined) kirimRef.current(drafRef.current);
    };
    window.addEventListener("pagehide", simpanSekarang);
    return () => {
      window.removeEventListener("pagehide", simpanSekarang);
      simpanSekarang();
    };
  }, []);

  return (
    <div className="space-y-1">
      <label htmlFor={idIsian} className="sr-only">{`Jawaban soal ${s.nomor}`}</label>
      <textarea
        id={idIsian}
        value={draf}
        disabled={nonaktif}
        maxLength={ESAI_MAKS}
        rows={6}
        placeholder="Tulis jawaban Anda di sini"
        onChange={(e) => {
          const v = e.target.value;
          setDraf(v);
          window.clearTimeout(tunda.current);
          tunda.current = window.setTimeout(() => kirimRef.current(v), TUNDA_ESAI_MS);
        }}
        onBlur={() => kirim(draf)}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-blue-700 focus:outline-none disabled:bg-slate-50"
      />
    </div>
  );
}
