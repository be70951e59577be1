// The participants of one page: No, Mahasiswa (name and NIM), Progres Aktivitas (online and
// mixed meetings; opens the detail), Kehadiran (a tag, or the H/A/I/S choices in edit mode) and
// outside edit mode 'Diperbarui'. A table from 640 px, one card per participant below.
import type { ReactNode } from "react";
import { formatTanggalJam } from "../../lib/tanggal";
import { KODE_LABEL, lebarBar, namaPengubah, type Pilihan, persenProgres, type WarnaProgres, warnaProgres } from "./aturan";
import type { KehadiranMahasiswa, KodePresensi } from "./types";

export interface TabelPesertaProps {
  baris: KehadiranMahasiswa[];
  /** Number of the first row minus one. */
  awal: number;
  daring: boolean;
  minimalPersen: number;
  tz: string;
  /** The choices while editing; null outside edit mode. */
  pilihan: Pilihan | null;
  kode: KodePresensi[];
  /** The code every row has (the header radio), or null. */
  kodeSemua: KodePresensi | null;
  onPilih: (nim: string, kode: KodePresensi) => void;
  onPilihSemua: (kode: KodePresensi) => void;
  onDetail: (m: KehadiranMahasiswa) => void;
}

export function TabelPeserta(props: TabelPesertaProps) {
  const { baris, awal, daring, pilihan } = props;
  const kolom = ["No", "Mahasiswa", ...(daring ? ["Progres Aktivitas"] : []), "Kehadiran", ...(pilihan ? [] : ["Diperbarui"])];
  return (
    <div className="sm:overflow-x-auto">
      {pilihan && (
        <div className="mb-3 flex items-center gap-3 rounded-md bg-slate-50 p-2 text-sm sm:hidden">
          <span className="text-xs font-medium text-slate-500">Tandai semua</span>
          <PilihKode
            nama="presensi-semua-hp"
            label="Kehadiran semua peserta"
            kode={props.kode}
            nilai={props.kodeSemua}
            onPilih={props.onPilihSemua}
          />
        </div>
      )}
      <table className="block w-full text-sm sm:table sm:border-collapse">
        <thead className="hidden sm:table-header-group">
          <tr>
            {kolom.map((k) => (
              <th
                key={k}
                scope="col"
                className="bg-slate-100 px-3 py-2 text-left align-top text-xs font-semibold whitespace-nowrap text-slate-600 uppercase"
              >
                {k}
                {k === "Kehadiran" && pilihan && (
                  <div className="mt-1 font-normal normal-case">
                    <PilihKode
                      nama="presensi-semua"
                      label="Kehadiran semua peserta"
                      kode={props.kode}
                      nilai={props.kodeSemua}
                      onPilih={props.onPilihSemua}
                    />
                  </div>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-3 sm:table-row-group">
          {baris.map((m, i) => (
            <BarisPeserta key={m.mahasiswa.nim} no={awal + i + 1} m={m} {...props} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BarisPeserta({
  no,
  m,
  daring,
  minimalPersen,
  tz,
  pilihan,
  kode,
  onPilih,
  onDetail,
}: TabelPesertaProps & { no: number; m: KehadiranMahasiswa }) {
  const nim = m.mahasiswa.nim;
  return (
    <tr className="block rounded-lg border border-slate-200 p-3 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:border-slate-100 sm:p-0">
      <Sel label="No">{no}</Sel>
      <Sel label="Mahasiswa">
        <span className="block font-medium break-words text-slate-800">{m.mahasiswa.nama}</span>
        <span className="text-xs text-slate-500 tabular-nums">{nim}</span>
      </Sel>
      {daring && (
        <Sel label="Progres Aktivitas">
          <Progres m={m} warna={warnaProgres(m, minimalPersen)} onDetail={() => onDetail(m)} />
        </Sel>
      )}
      <Sel label="Kehadiran">
        {pilihan ? (
          <PilihKode
            nama={`presensi-${nim}`}
            label={`Kehadiran ${m.mahasiswa.nama}`}
            kode={kode}
            nilai={pilihan[nim] ?? null}
            onPilih={(k) => onPilih(nim, k)}
          />
        ) : (
          <TagKehadiran m={m} />
        )}
      </Sel>
      {!pilihan && (
        <Sel label="Diperbarui">
          <span className="block text-slate-700">{namaPengubah(m.updated_by)}</span>
          {m.updated_by && (
            <span className="text-xs whitespace-nowrap text-slate-500 tabular-nums">{formatTanggalJam(m.updated_at, tz)}</span>
          )}
        </Sel>
      )}
    </tr>
  );
}

/** A cell; below 640 px it is a labelled line of the participant's card. */
function Sel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="flex gap-3 py-1 sm:table-cell sm:px-3 sm:py-2 sm:align-middle">
      <span className="w-28 shrink-0 text-xs font-medium text-slate-500 sm:hidden">{label}</span>
      <div className="min-w-0 flex-1">{children}</div>
    </td>
  );
}

const WARNA_BAR: Record<WarnaProgres, string> = { abu: "bg-slate-400", hijau: "bg-green-500", merah: "bg-red-500" };

function Progres({ m, warna, onDetail }: { m: KehadiranMahasiswa; warna: WarnaProgres; onDetail: () => void }) {
  const persen = persenProgres(m.progress.overall);
  return (
    <button
      type="button"
      onClick={onDetail}
      aria-haspopup="dialog"
      aria-label={`Detail progres ${m.mahasiswa.nama}: ${persen}`}
      title="Lihat detail progres"
      className="flex w-full min-w-32 items-center gap-2 rounded-md py-1 hover:bg-slate-50"
    >
      <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
        <span
          data-warna={warna}
          className={`block h-2 rounded-full ${WARNA_BAR[warna]}`}
          style={{ width: `${lebarBar(m.progress.overall)}%` }}
        />
      </span>
      <span className="w-14 text-right text-xs text-slate-700 tabular-nums">{persen}</span>
    </button>
  );
}

const WARNA_KODE: Record<KodePresensi, string> = {
  H: "bg-green-100 text-green-800",
  A: "bg-red-100 text-red-800",
  I: "bg-amber-100 text-amber-800",
  S: "bg-amber-100 text-amber-800",
};

function TagKehadiran({ m }: { m: KehadiranMahasiswa }) {
  const warna = m.presensi ? WARNA_KODE[m.presensi] : "bg-slate-100 text-slate-600";
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${warna}`}>{m.presensi_label}</span>
      {m.is_qr_code && (
        <span className="rounded bg-blue-50 px-1.5 py-0.5 text-xs text-blue-800" title="Presensi dengan QR Code">
          QR
        </span>
      )}
    </span>
  );
}

interface PilihKodeProps {
  nama: string;
  label: string;
  kode: KodePresensi[];
  nilai: KodePresensi | null;
  onPilih: (k: KodePresensi) => void;
}

/** The H/A/I/S radios of one row (or of the header: every row). */
function PilihKode({ nama, label, kode, nilai, onPilih }: PilihKodeProps) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-1.5">
      {kode.map((k) => (
        <label
          key={k}
          title={KODE_LABEL[k]}
          className="inline-flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold text-slate-700 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:checked]:text-blue-800"
        >
          <input
            type="radio"
            name={nama}
            value={k}
            checked={nilai === k}
            onChange={() => onPilih(k)}
            className="size-3.5 accent-blue-700"
          />
          {k}
        </label>
      ))}
    </div>
  );
}
