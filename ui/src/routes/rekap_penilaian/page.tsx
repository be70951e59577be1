// Class grade recap (/nilai/{id}, spec 2 §2 'Rekap Nilai Kelas'): the class info box with
// 'Export Excel' of the columns shown, the 'Tampilkan' boxes, and one row per student under
// column groups per meeting (each activity's header coloured by its grading status and, when
// the caller may open the class's activities, linking to it), 'Rata-rata Nilai LMS' and 'Nilai
// SIKAD' (the components and 'Nilai Akhir'). A component's header opens the dialog that
// chooses its activities (modal-komponen.tsx); after a change the recap is fetched again.
// A class can hold 1,500 students × 32 activities, so the rows are one HTML string
// (aturan.ts barisRekap) styled by the `.rekap-nilai` rules of app.css; hiding columns
// only filters the index lists. The table scrolls inside its card, the name column stays.
import { type ReactNode, type Ref, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { panggil } from "../../app/panggil";
import { Link } from "../../app/link";
import { usePageData } from "../../app/page-context";
import { NoData } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";
import { TautanUnduh } from "../../components/tautan-unduh";
import { useToast } from "../../components/toast";
import { InfoKelasRekap } from "../../features/kelas/info-rekap";
import type { HeaderSikad, RekapNilai } from "../../features/nilai/types";
import {
  alamatAktivitas,
  alamatExport,
  aturSemua,
  BELUM_DINILAI,
  barisRekap,
  gayaStatus,
  grupPertemuan,
  JENIS_LABEL,
  keadaanSemua,
  kelasKolom,
  type Kolom,
  kolomTampil,
  komponenDiatur,
  KOTAK_JENIS,
  KOTAK_SIKAD,
  labelKomponen,
  namaBerkasExport,
  PILIHAN_AWAL,
  type Pilihan,
  STATUS_NILAI,
} from "./aturan";
import { ModalKomponen } from "./modal-komponen";

// The default layout (no discussion column: the table needs the width) keeps the sidebar wide,
// as spec 1 asks of rekap-penilaian.
export const title = "Rekap Nilai Kelas";

export default function Page() {
  const { data } = usePageData("rekap_penilaian");
  const crumbs = [
    { label: "Nilai", to: "/nilai" },
    ...(data?.kelas ? [{ label: `${data.kelas.kode_mk} - ${data.kelas.nama_mk} (${data.kelas.nama_kelas})` }] : []),
  ];
  // Spec 2 §2: only the dosen and operator page types show anything.
  const dikenal = data != null && (data.tipe === "dosen" || data.tipe === "operator");
  return (
    <>
      <PageHeader crumbs={crumbs} />
      {dikenal && <Rekap key={data.kelas.id} awal={data} />}
    </>
  );
}

const JEDA_CEK_HITUNG_MS = 3000;

function Rekap({ awal }: { awal: RekapNilai }) {
  const [rekap, setRekap] = useState(awal);
  const [pilihan, setPilihan] = useState<Pilihan>(PILIHAN_AWAL);
  const [memuat, setMemuat] = useState(false);
  /** The last reading of the recap failed: the table says 'NO DATA' (spec 2 §2) until one succeeds. */
  const [gagal, setGagal] = useState(false);
  const gagalRef = useRef(false);
  const [komponen, setKomponen] = useState<HeaderSikad | null>(null);
  const toast = useToast();
  useEffect(() => {
    setRekap(awal);
    gagalRef.current = false;
    setGagal(false);
  }, [awal]);
  const kolom = useMemo(() => kolomTampil(rekap, pilihan), [rekap, pilihan]);
  const k = rekap.kelas;
  const ekspor = alamatExport(k.id, pilihan);

  const muatUlang = useCallback(async () => {
    setMemuat(true);
    try {
      setRekap(await panggil("/lms/nilai/kelas_kuliah/{id}", "get", { path: { id: k.id } }));
      gagalRef.current = false;
      setGagal(false);
    } catch (e) {
      // The check every 3 s while grades are calculated toasts a failure once, not at each try.
      if (!gagalRef.current) toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
      gagalRef.current = true;
      setGagal(true);
    } finally {
      setMemuat(false);
    }
  }, [k.id, toast]);

  const tutup = useCallback(() => setKomponen(null), []);
  // While the class's attendance is recalculated the Kehadiran component may still change:
  // the page says so and reads the recap again until it is done.
  const dihitung = rekap.sedang_dihitung;
  useEffect(() => {
    if (!dihitung) return;
    const t = window.setInterval(() => void muatUlang(), JEDA_CEK_HITUNG_MS);
    return () => window.clearInterval(t);
  }, [dihitung, muatUlang]);

  return (
    <>
      <InfoKelasRekap kelas={k}>
        <TautanUnduh href={ekspor} namaCadangan={namaBerkasExport(k)} className="tombol-utama">
          Export Excel
        </TautanUnduh>
      </InfoKelasRekap>
      <div className="kartu min-w-0 p-3 sm:p-4">
        {dihitung && (
          <p role="status" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            Sedang proses perhitungan nilai otomatis
          </p>
        )}
        <Tampilkan pilihan={pilihan} onChange={setPilihan} />
        {gagal ? (
          <NoData onCobaLagi={() => void muatUlang()} memuat={memuat} />
        ) : rekap.nilai_mahasiswa.length === 0 ? (
          <NoData />
        ) : (
          <Tabel rekap={rekap} kolom={kolom} memuat={memuat} onKomponen={setKomponen} />
        )}
        <Keterangan />
      </div>
      <ModalKomponen idKelas={k.id} komponen={komponen} onClose={tutup} onTersimpan={muatUlang} />
    </>
  );
}

function Kotak({
  id,
  label,
  checked,
  onChange,
  kotakRef,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  kotakRef?: Ref<HTMLInputElement>;
}) {
  return (
    <label htmlFor={id} className="inline-flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-700">
      <input
        id={id}
        ref={kotakRef}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-blue-700"
      />
      {label}
    </label>
  );
}

/** 'Tampilkan': Semua (the five kinds, mixed when only some are on), each kind, the two SIKAD boxes. */
function Tampilkan({ pilihan, onChange }: { pilihan: Pilihan; onChange: (p: Pilihan) => void }) {
  const semua = keadaanSemua(pilihan);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = semua === "sebagian";
  }, [semua]);
  return (
    <fieldset className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="float-left mr-1 text-sm font-semibold text-slate-700">Tampilkan</legend>
      <Kotak id="tampil-semua" label="Semua" checked={semua === "semua"} kotakRef={ref} onChange={(v) => onChange(aturSemua(pilihan, v))} />
      {KOTAK_JENIS.map((t) => (
        <Kotak
          key={t.kunci}
          id={`tampil-${t.kunci}`}
          label={t.label}
          checked={pilihan[t.kunci]}
          onChange={(v) => onChange({ ...pilihan, [t.kunci]: v })}
        />
      ))}
      {KOTAK_SIKAD.map((t) => (
        <Kotak
          key={t.kunci}
          id={`tampil-${t.kunci}`}
          label={t.label}
          checked={pilihan[t.kunci]}
          onChange={(v) => onChange({ ...pilihan, [t.kunci]: v })}
        />
      ))}
    </fieldset>
  );
}

function Tabel({
  rekap,
  kolom,
  memuat,
  onKomponen,
}: {
  rekap: RekapNilai;
  kolom: Kolom;
  memuat: boolean;
  onKomponen: (s: HeaderSikad) => void;
}) {
  const html = useMemo(() => barisRekap(rekap, kolom), [rekap, kolom]);
  const grup = grupPertemuan(rekap.header_aktivitas, kolom.aktivitas);
  const cls = kelasKolom(rekap, kolom);
  const idKelas = rekap.kelas.id;
  return (
    <div
      className={`max-h-[75vh] overflow-auto rounded border-t border-l border-slate-200 transition-opacity ${memuat ? "opacity-50" : ""}`}
      aria-busy={memuat}
    >
      <table className="rekap-nilai min-w-full text-sm">
        <thead>
          <tr>
            <th rowSpan={2} className="no">
              No
            </th>
            <th rowSpan={2} className="nm">
              Mahasiswa
            </th>
            {grup.map((g) => (
              <th key={g.kolom[0]} colSpan={g.kolom.length} className="g grup">
                {g.label}
              </th>
            ))}
            {kolom.rerata.length > 0 && (
              <th colSpan={kolom.rerata.length} className="g grup">
                Rata-rata Nilai LMS
              </th>
            )}
            <th colSpan={kolom.sikad.length + 1} className="g grup">
              Nilai SIKAD
            </th>
          </tr>
          <tr>
            {kolom.aktivitas.map((i, n) => {
              const h = rekap.header_aktivitas[i]!;
              const gaya = gayaStatus(h.status_nilai);
              const href = alamatAktivitas(h, idKelas, rekap.tipe, rekap.boleh_buka_aktivitas);
              return (
                <th
                  key={h.aktivitas.id}
                  className={`akt ${cls.aktivitas[n]} ${gaya.cls}`}
                  title={gaya.label}
                  data-jenis={h.aktivitas.jenis}
                  data-status={h.status_nilai}
                >
                  <span className="jenis">{JENIS_LABEL[h.aktivitas.jenis]}</span>
                  {href ? <Link to={href}>{h.aktivitas.label}</Link> : <span>{h.aktivitas.label}</span>}
                </th>
              );
            })}
            {kolom.rerata.map((i, n) => (
              <th key={`r${i}`} className={`sub ${cls.rerata[n]}`}>
                {rekap.header_rerata[i]!.label}
              </th>
            ))}
            {kolom.sikad.map((i, n) => {
              const s = rekap.header_sikad[i]!;
              return (
                <th key={`s${s.id}`} className={`sub ${cls.sikad[n]}`} data-komponen={s.id}>
                  {komponenDiatur(rekap, s) ? (
                    <button type="button" className="komponen" title="Atur aktivitas komponen nilai SIKAD" onClick={() => onKomponen(s)}>
                      {labelKomponen(s)}
                    </button>
                  ) : (
                    labelKomponen(s)
                  )}
                </th>
              );
            })}
            <th className={`sub na ${kolom.sikad.length === 0 ? "g" : ""}`}>Nilai Akhir</th>
          </tr>
        </thead>
        <tbody dangerouslySetInnerHTML={{ __html: html }} />
      </table>
    </div>
  );
}

/** 'Keterangan': the header colours, '-', 'Belum dinilai' and the SIKAD mark. */
const LEGENDA: readonly { tanda: ReactNode; label: string }[] = [
  ...STATUS_NILAI.map((s) => ({
    tanda: <span className={`${s.cls} inline-block h-4 w-6 rounded border border-slate-300`} />,
    label: s.label,
  })),
  { tanda: <span className="inline-flex w-6 justify-center font-semibold text-slate-500">-</span>, label: "Belum atau tidak mengerjakan" },
  { tanda: <span className="text-xs text-slate-600 italic">{BELUM_DINILAI}</span>, label: "Sudah mengumpulkan, belum dinilai" },
  { tanda: <span className="tanda-sikad">S</span>, label: "Nilai diperbarui oleh SIKAD" },
];

function Keterangan() {
  return (
    <div className="mt-4">
      <div className="mb-2 text-sm font-semibold text-slate-700">Keterangan</div>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
        {LEGENDA.map((l) => (
          <li key={l.label} className="flex items-center gap-2">
            <span className="shrink-0" aria-hidden="true">
              {l.tanda}
            </span>
            {l.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
