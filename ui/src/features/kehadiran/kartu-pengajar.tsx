// The teachers of a meeting recorded in lecturers' presence, one card each, assistants in their own
// section: name with titles, role, attendance tag, validation
// (when the class settings require it), start and end of the lecture, and for operators with
// write 'Ubah Kehadiran Pengajar' (locked until the meeting start plus the configured minutes,
// unless the lecture already started).
import { useState } from "react";
import { usePage } from "../../app/page-context";
import { useServerNow } from "../../app/server-clock";
import { Avatar } from "../../components/avatar-stack";
import { DataKosong } from "../../components/data-kosong";
import { formatTanggalJam } from "../../lib/tanggal";
import {
  jabatanLabel,
  namaPengajar,
  pengajarTerkunci,
  pesanTerkunci,
  pisahAsisten,
  type TagPengajar,
  tagPengajar,
  validasiLabel,
} from "./aturan";
import { ModalPengajar } from "./modal-pengajar";
import { useSalinanLokal } from "./proses";
import type { KehadiranPengajar, KehadiranPertemuanPage } from "./types";

const WARNA_TAG: Record<TagPengajar["warna"], string> = {
  abu: "bg-slate-100 text-slate-600",
  hijau: "bg-green-100 text-green-800",
  merah: "bg-red-100 text-red-800",
  kuning: "bg-amber-100 text-amber-800",
};

export function DaftarPengajar({ data, tz }: { data: KehadiranPertemuanPage; tz: string }) {
  const [pengajar, ubah] = useSalinanLokal(data.pengajar);
  const [dipilih, setDipilih] = useState<KehadiranPengajar | null>(null);
  const ganti = (baru: KehadiranPengajar) => ubah((xs) => xs.map((k) => (k.pengajar.id_dosen === baru.pengajar.id_dosen ? baru : k)));
  const { dosen, asisten } = pisahAsisten(pengajar);
  const kartu = (k: KehadiranPengajar) => (
    <KartuPengajar key={k.pengajar.id_dosen} k={k} data={data} tz={tz} onUbah={() => setDipilih(k)} />
  );
  return (
    <>
      <section aria-labelledby="pengajar-judul" className="mb-4">
        <h2 id="pengajar-judul" className="mb-2 font-semibold text-slate-800">
          Kehadiran Pengajar
        </h2>
        {dosen.length === 0 ? (
          <div className="kartu">
            <DataKosong pesan="Belum ada pengajar pada pertemuan ini." />
          </div>
        ) : (
          <div className="grid gap-3 md:grid-cols-2">{dosen.map(kartu)}</div>
        )}
      </section>
      {asisten.length > 0 && (
        <section aria-labelledby="asisten-judul" className="mb-4">
          <h2 id="asisten-judul" className="mb-2 font-semibold text-slate-800">
            Kehadiran Asisten
          </h2>
          <div className="grid gap-3 md:grid-cols-2">{asisten.map(kartu)}</div>
        </section>
      )}
      {dipilih && (
        <ModalPengajar idPertemuan={data.pertemuan.id} k={dipilih} tz={tz} onTersimpan={ganti} onClose={() => setDipilih(null)} />
      )}
    </>
  );
}

interface KartuProps {
  k: KehadiranPengajar;
  data: KehadiranPertemuanPage;
  tz: string;
  onUbah: () => void;
}

function KartuPengajar({ k, data, tz, onUbah }: KartuProps) {
  const nama = namaPengajar(k);
  const tag = tagPengajar(k);
  const validasi = validasiLabel(k);
  return (
    <article aria-label={nama} className="kartu flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <Avatar nama={nama} src={k.pengajar.avatar_url} size="size-10 text-sm" />
        <div className="min-w-0 flex-1">
          <div className="font-medium break-words text-slate-800">{nama}</div>
          <div className="text-xs text-slate-500">{jabatanLabel(k.pengajar.jabatan)}</div>
        </div>
        <div className="flex flex-col items-end gap-1">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${WARNA_TAG[tag.warna]}`}>{tag.label}</span>
          {validasi && <span className={`text-xs whitespace-nowrap ${k.is_valid ? "text-green-700" : "text-amber-700"}`}>{validasi}</span>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Mulai Kuliah</dt>
          <dd className="tabular-nums">{formatTanggalJam(k.mulai_kuliah, tz)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Selesai Kuliah</dt>
          <dd className="tabular-nums">{formatTanggalJam(k.selesai_kuliah, tz)}</dd>
        </div>
      </dl>
      {data.izin.isAllowUbahPengajar && <TombolUbah data={data} tz={tz} onUbah={onUbah} />}
    </article>
  );
}

/** Disabled, with the time it opens in its title, until teacher attendance may be changed. */
function TombolUbah({ data, tz, onUbah }: { data: KehadiranPertemuanPage; tz: string; onUbah: () => void }) {
  const { app, user } = usePage();
  const now = useServerNow(app.server_time, Boolean(user));
  const terkunci = pengajarTerkunci(now, data.pengajar_bisa_diubah_mulai, data.pertemuan.mulai_kuliah);
  return (
    <div className="flex justify-end">
      <button
        type="button"
        className="tombol-garis"
        aria-haspopup="dialog"
        disabled={terkunci}
        title={terkunci ? pesanTerkunci(data.pengajar_bisa_diubah_mulai, tz) : undefined}
        onClick={onUbah}
      >
        Ubah Kehadiran Pengajar
      </button>
    </div>
  );
}
