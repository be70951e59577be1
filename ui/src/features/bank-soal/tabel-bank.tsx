// The banks of the list page (spec 1 §2.6): a table on wide screens, cards on phones (the
// .tabel-data CSS labels each cell from data-label). 'Lihat' and 'Duplikat' for every visible
// bank ('Duplikat' only for who may make a bank); 'Ubah' and 'Hapus' for those the user may change.
import { Link } from "../../app/link";
import { formatTanggal } from "../../lib/tanggal";
import { tampilanLabel } from "../pertemuan/ujian-aturan";
import { Penanda } from "../ujian/soal-opsi";
import { type BankSoalRingkas, mataKuliahLabel, urlHalamanBank } from "./aturan";

export interface TabelBankProps {
  rows: BankSoalRingkas[];
  /** 'Duplikat' is offered: the user may make a bank (spec 1 §6 isAllowDuplicateBankSoal). */
  bisaDuplikat: boolean;
  /** The college's time zone, for 'Dibuat'. */
  tz: string;
  onDuplikat: (b: BankSoalRingkas) => void;
  onUbah: (b: BankSoalRingkas) => void;
  onHapus: (b: BankSoalRingkas) => void;
}

const TOMBOL = "tombol-garis px-2.5 py-1 text-xs";

export function TabelBank({ rows, tz, bisaDuplikat, onDuplikat, onUbah, onHapus }: TabelBankProps) {
  return (
    <div className="relative md:overflow-x-auto">
      <table className="tabel-data md:aksi-tersemat">
        <thead>
          <tr>
            <th>Judul</th>
            <th>Deskripsi</th>
            <th>Mata Kuliah</th>
            <th>Pembuat / Dibuat</th>
            <th>Jumlah Soal</th>
            <th>Tampilan</th>
            <th>
              <span className="sr-only">Aksi</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.id}>
              <td data-label="Judul" className="font-medium break-words text-slate-900 md:min-w-40">
                {b.judul}
              </td>
              <td data-label="Deskripsi" className="break-words text-slate-600 md:max-w-72">
                <span className="line-clamp-3">{b.deskripsi}</span>
              </td>
              <td data-label="Mata Kuliah" className="break-words">
                {mataKuliahLabel(b)}
              </td>
              {/* The creation date under the creator: a column of its own pushed the actions out of a 1280 px table. */}
              <td data-label="Pembuat / Dibuat" className="break-words">
                {b.dosen || "-"}
                <span className="block text-xs text-slate-500 tabular-nums">{formatTanggal(b.dibuat, tz)}</span>
              </td>
              <td data-label="Jumlah Soal" className="tabular-nums">
                {b.jumlah_soal}
              </td>
              <td data-label="Tampilan">
                <Penanda className={b.ditampilkan ? "bg-green-50 text-green-800" : "bg-slate-100 text-slate-700"}>
                  {tampilanLabel(b.ditampilkan)}
                </Penanda>
              </td>
              <td className="aksi">
                {/* Two by two in the pinned column of a laptop's table: it covers less. */}
                <span className="flex flex-wrap justify-end gap-1.5 md:grid md:grid-cols-[auto_auto] 2xl:flex">
                  <Link
                    to={urlHalamanBank(b.id)}
                    className="tombol-utama border-blue-700 px-2.5 py-1 text-xs"
                    aria-label={`Lihat ${b.judul}`}
                  >
                    Lihat
                  </Link>
                  {bisaDuplikat && (
                    <button type="button" className={TOMBOL} onClick={() => onDuplikat(b)} aria-label={`Duplikat ${b.judul}`}>
                      Duplikat
                    </button>
                  )}
                  {b.bisa_ubah && (
                    <>
                      <button type="button" className={TOMBOL} onClick={() => onUbah(b)} aria-label={`Ubah ${b.judul}`}>
                        Ubah
                      </button>
                      <button type="button" className={`${TOMBOL} text-red-700`} onClick={() => onHapus(b)} aria-label={`Hapus ${b.judul}`}>
                        Hapus
                      </button>
                    </>
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
