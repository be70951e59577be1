// 'Data Peserta': the students of the class (a table; one card per student on phones). On a
// phone the first few cards show and 'Tampilkan semua peserta' opens the rest: forty cards were
// 9,000 px a student scrolled past. The toggle is a checkbox styled by CSS, so it works before
// (and without) the scripts and the server's render needs no screen size.
import type { ReactNode } from "react";
import { KotakGulir } from "../../components/kotak-gulir";
import { jabatanPesertaLabel, isKetua, prodiLabel } from "./aturan";
import { Kartu, Kosong } from "./kartu";
import type { KelasDetail, Peserta } from "./types";

export function JabatanTag({ jabatan }: { jabatan: string }) {
  const ketua = isKetua(jabatan);
  const warna = ketua ? "bg-blue-100 text-blue-800" : "bg-slate-100 text-slate-600";
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${warna}`}>
      {jabatanPesertaLabel(jabatan)}
    </span>
  );
}

/**
 * The students as a table (one card per student on phones): number, name and NIM, programme,
 * year and `jabatan` (a tag here, a choice in the class-leader dialog).
 */
export function TabelPeserta({
  rows,
  jabatan,
  kelasBaris,
  kepalaMenempel = false,
}: {
  rows: Peserta[];
  jabatan: (m: Peserta) => ReactNode;
  kelasBaris?: (i: number) => string | undefined;
  /** The header row stays at the top of a scrolling box. */
  kepalaMenempel?: boolean;
}) {
  return (
    <table className="tabel-data">
      <thead className={kepalaMenempel ? "sticky top-0" : undefined}>
        <tr>
          <th>No</th>
          <th>Nama/NIM</th>
          <th>Prodi</th>
          <th>Angkatan</th>
          <th>Jabatan</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m, i) => (
          <tr key={m.nim} className={kelasBaris?.(i)}>
            <td data-label="No">{i + 1}</td>
            <td data-label="Nama/NIM">
              <span className="min-w-0">
                <span className="block font-medium text-slate-800">{m.nama}</span>
                <span className="block text-xs text-slate-500">{m.nim}</span>
              </span>
            </td>
            <td data-label="Prodi">{prodiLabel(m.prodi)}</td>
            <td data-label="Angkatan">{m.angkatan}</td>
            <td data-label="Jabatan">{jabatan(m)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Cards a phone shows before 'Tampilkan semua peserta'. */
export const PESERTA_DI_PONSEL = 5;

const BARIS_TERLIPAT = "max-md:hidden max-md:group-has-[:checked]/peserta:block";

function TampilkanSemua({ jumlah }: { jumlah: number }) {
  return (
    <label className="tombol-garis mt-1 flex min-h-11 w-full cursor-pointer justify-center has-[:focus-visible]:ring-2 md:hidden">
      <input type="checkbox" className="sr-only" />
      <span className="group-has-[:checked]/peserta:hidden">Tampilkan semua {jumlah} peserta</span>
      <span className="hidden group-has-[:checked]/peserta:inline">Sembunyikan peserta</span>
    </label>
  );
}

export function DataPeserta({ k, aksi }: { k: KelasDetail; aksi?: ReactNode }) {
  const terlipat = k.mahasiswa.length > PESERTA_DI_PONSEL;
  return (
    <Kartu id="data-peserta" judul="Data Peserta" sub={`${k.jumlah_peserta} Peserta`} aksi={aksi}>
      {k.mahasiswa.length === 0 ? (
        <Kosong />
      ) : (
        <div className="group/peserta">
          <KotakGulir label="Daftar peserta" maks={544} className="rounded-md md:max-h-[34rem] md:border md:border-slate-100">
            <TabelPeserta
              rows={k.mahasiswa}
              jabatan={(m) => <JabatanTag jabatan={m.jabatan} />}
              kelasBaris={(i) => (i >= PESERTA_DI_PONSEL ? BARIS_TERLIPAT : undefined)}
              kepalaMenempel
            />
          </KotakGulir>
          {terlipat && <TampilkanSemua jumlah={k.mahasiswa.length} />}
        </div>
      )}
    </Kartu>
  );
}
