// 'Salin Materi Kelas Lain': materials of the same course in other classes (GET /v2/lms/materi),
// searchable and paged through PemilihSalinan. The choice survives paging.
import { formatSalinan, TIPE_FILE_LABEL } from "./aturan";
import { panggil } from "../../app/panggil";
import { PemilihSalinan, SelPilih } from "./pemilih-salinan";
import type { MateriSalinan, PertemuanKelas } from "./types";

export interface SalinMateriProps {
  kelas: PertemuanKelas;
  dipilih: number[];
  onPilih: (ids: number[]) => void;
  galat?: string;
}

const KOLOM = ["Tipe", "Judul", "Format", "Kelas", "Pertemuan", "Pengunggah"] as const;

function Baris({ m, pilih, onUbah }: { m: MateriSalinan; pilih: boolean; onUbah: (v: boolean) => void }) {
  const format = formatSalinan(m);
  return (
    <tr>
      <SelPilih label={m.judul} checked={pilih} onChange={onUbah} />
      <td data-label="Tipe">{TIPE_FILE_LABEL[m.tipe_file] ?? "-"}</td>
      <td data-label="Judul" className="break-words">
        {m.judul}
      </td>
      <td data-label="Format">
        {format ? (
          <a href={format.href} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline">
            {format.label}
          </a>
        ) : (
          "-"
        )}
      </td>
      <td data-label="Kelas">{m.kelas}</td>
      <td data-label="Pertemuan">{m.pertemuan}</td>
      <td data-label="Pengunggah">{m.pengunggah}</td>
    </tr>
  );
}

export function SalinMateri({ kelas, dipilih, onPilih, galat }: SalinMateriProps) {
  const ubah = (id: number, v: boolean) => onPilih(v ? [...dipilih.filter((x) => x !== id), id] : dipilih.filter((x) => x !== id));
  return (
    <PemilihSalinan<MateriSalinan>
      kunci={`${kelas.id} ${kelas.id_mata_kuliah}`}
      muat={(halaman, signal) =>
        panggil("/v2/lms/materi", "get", {
          query: { exclude_id_kelas_kuliah: kelas.id, id_mata_kuliah: kelas.id_mata_kuliah, ...halaman },
          signal,
        })
      }
      labelCari="Cari materi"
      ringkasan={`${dipilih.length} materi dipilih`}
      kosong="Belum ada materi dari kelas lain."
      galat={galat}
      kolom={KOLOM}
      baris={(m) => <Baris key={m.id} m={m} pilih={dipilih.includes(m.id)} onUbah={(v) => ubah(m.id, v)} />}
    />
  );
}
