// The exam picker of 'Salin Kuis/Ujian Lain': quizzes and exams of the other classes of the
// courses the user may copy from (GET /lms/ujian, the current class excluded), searchable and
// paged through PemilihSalinan. At most one exam: ticking a row replaces the choice.
import { panggil } from "../../app/panggil";
import { PemilihSalinan, SelPilih } from "./pemilih-salinan";
import type { UjianSalinan } from "./types-ujian";
import { durasiSalinanLabel, jenisUjianLabel } from "./ujian-aturan";

export interface SalinUjianProps {
  idKelas: number;
  dipilih: UjianSalinan | null;
  onPilih: (u: UjianSalinan | null) => void;
  galat?: string;
}

const KOLOM = ["Jenis", "Judul", "Durasi", "Kelas", "Pertemuan", "Pembuat"] as const;

function Baris({ u, pilih, onUbah }: { u: UjianSalinan; pilih: boolean; onUbah: (v: boolean) => void }) {
  return (
    <tr>
      <SelPilih label={u.judul} checked={pilih} onChange={onUbah} />
      <td data-label="Jenis">{jenisUjianLabel(u.jenis)}</td>
      <td data-label="Judul" className="break-words">
        <span>
          {u.judul}
          <span className="block text-xs text-slate-500">{`${u.jumlah_soal} soal`}</span>
        </span>
      </td>
      <td data-label="Durasi">{durasiSalinanLabel(u.durasi)}</td>
      <td data-label="Kelas">{u.kelas}</td>
      <td data-label="Pertemuan">{u.pertemuan}</td>
      <td data-label="Pembuat">{u.pembuat || "-"}</td>
    </tr>
  );
}

export function SalinUjian({ idKelas, dipilih, onPilih, galat }: SalinUjianProps) {
  return (
    <PemilihSalinan<UjianSalinan>
      kunci={String(idKelas)}
      muat={(halaman, signal) => panggil("/lms/ujian", "get", { query: { exclude_id_kelas_kuliah: idKelas, ...halaman }, signal })}
      labelCari="Cari kuis/ujian"
      ringkasan={`${dipilih ? 1 : 0} kuis/ujian dipilih`}
      kosong="Belum ada kuis/ujian dari kelas lain."
      galat={galat}
      kolom={KOLOM}
      baris={(u) => <Baris key={u.id} u={u} pilih={dipilih?.id === u.id} onUbah={(v) => onPilih(v ? u : null)} />}
    />
  );
}
