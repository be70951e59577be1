// The cards of the class detail page: Data Kelas, Data Peserta, Data Pengajar.
import type { ReactNode } from "react";
import type { KelasDetail } from "../../api/types";
import { Avatar } from "../../components/avatar-stack";
import { StatusTag } from "../../components/status-tag";
import { namaLengkapDosen } from "../../lib/nama";
import { periodeLabel } from "../../lib/periode";
import { lingkupLabel, tipePertemuanLabel } from "../../lib/status";
import { JABATAN_LABEL, jadwalLabel, METODE_LABEL } from "./aturan";

function Kartu({ judul, aksi, children }: { judul: ReactNode; aksi?: ReactNode; children: ReactNode }) {
  return (
    <section className="kartu p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{judul}</h2>
        {aksi}
      </div>
      {children}
    </section>
  );
}

export function Kosong() {
  return (
    <div className="py-6 text-center">
      <div className="font-semibold text-slate-800">Ups! Data Kosong</div>
      <div className="text-sm text-slate-500">Tidak ada mahasiswa yang tersedia pada kelas ini.</div>
    </div>
  );
}

export function DataKelas({ k, aksi }: { k: KelasDetail; aksi?: ReactNode }) {
  const baris: [string, ReactNode][] = [
    ["Periode", periodeLabel(k.periode)],
    ["Mata Kuliah", `${k.mata_kuliah.kode} - ${k.mata_kuliah.nama}`],
    ["Kelas", `${k.kelas.nama} (${k.kelas.jenis.nama})`],
    ["Mode Kuliah", tipePertemuanLabel(k.mode_kuliah)],
    ["Lingkup", lingkupLabel(k.lingkup)],
    ["Kapasitas", k.kapasitas],
    ["Kampus", k.kampus.nama],
    ["Jadwal", k.jadwal.length ? k.jadwal.map(jadwalLabel).join("; ") : "-"],
    ["Status", <StatusTag key="s" status={k.status} />],
  ];
  return (
    <Kartu judul="Data Kelas" aksi={aksi}>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1.5 text-sm">
        {baris.map(([label, isi]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-800">{isi}</dd>
          </div>
        ))}
      </dl>
    </Kartu>
  );
}

export function DataPeserta({ k, aksi }: { k: KelasDetail; aksi?: ReactNode }) {
  return (
    <Kartu judul={`Data Peserta · ${k.jumlah_peserta} Peserta`} aksi={aksi}>
      {k.mahasiswa.length === 0 ? (
        <Kosong />
      ) : (
        <ol className="max-h-80 divide-y divide-slate-100 overflow-y-auto text-sm">
          {k.mahasiswa.map((m) => (
            <li key={m.nim} className="flex items-center justify-between gap-2 py-1.5">
              <span className="min-w-0">
                <span className="block truncate text-slate-800">{m.nama}</span>
                <span className="text-xs text-slate-500">{`${m.nim} · ${m.prodi.jenjang} ${m.prodi.nama} · ${m.angkatan}`}</span>
              </span>
              {m.jabatan === "ketua_kelas" && <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs text-blue-800">Ketua Kelas</span>}
            </li>
          ))}
        </ol>
      )}
    </Kartu>
  );
}

export function DataPengajar({ k, aksi }: { k: KelasDetail; aksi?: ReactNode }) {
  return (
    <Kartu judul={`Data Pengajar · ${k.pengajar.length} Pengajar`} aksi={aksi}>
      <p className="mb-2 text-xs text-slate-500">{`Metode: ${METODE_LABEL[k.metode_mengajar] ?? "-"}`}</p>
      {k.pengajar.length === 0 ? (
        <Kosong />
      ) : (
        <ul className="space-y-2 text-sm">
          {k.pengajar.map((p) => {
            const nama = namaLengkapDosen({ gelar_depan: p.gelar_depan, nama: p.nama_pengajar, gelar_akademik: p.gelar_akademik });
            return (
              <li key={p.id_dosen} className="flex items-center gap-3">
                <Avatar nama={p.nama_pengajar} src={p.avatar_url} />
                <span className="min-w-0">
                  <span className="block truncate text-slate-800">{nama}</span>
                  <span className="text-xs text-slate-500">{`NIDN ${p.nidn} · ${JABATAN_LABEL[p.jabatan] ?? p.jabatan}`}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Kartu>
  );
}
