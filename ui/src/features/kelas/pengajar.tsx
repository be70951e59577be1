// 'Data Pengajar': avatar (photo or initials), full name with titles, NIDN, role; the teaching method.
import type { ReactNode } from "react";
import { Avatar } from "../../components/avatar-stack";
import { Tag } from "../../components/status-tag";
import { namaLengkapDosen } from "../../lib/nama";
import { jabatanPengajarLabel, metodeLabel } from "./aturan";
import { Kartu, Kosong } from "./kartu";
import type { KelasDetail, Pengajar } from "./types";

export const namaPengajar = (p: Pick<Pengajar, "gelar_depan" | "nama_pengajar" | "gelar_akademik">) =>
  namaLengkapDosen({ gelar_depan: p.gelar_depan, nama: p.nama_pengajar, gelar_akademik: p.gelar_akademik });

const WARNA_JABATAN: Record<string, string> = {
  koordinator: "bg-blue-100 text-blue-800",
  pengajar: "bg-green-100 text-green-800",
  asisten: "bg-amber-100 text-amber-800",
};

export function DataPengajar({ k, aksi }: { k: KelasDetail; aksi?: ReactNode }) {
  return (
    <Kartu id="data-pengajar" judul="Data Pengajar" sub={`${k.pengajar.length} Pengajar`} aksi={aksi}>
      <p className="mb-3 text-sm">
        <span className="text-slate-500">Metode Mengajar: </span>
        <span className="font-medium text-slate-800">{metodeLabel(k.metode_mengajar)}</span>
      </p>
      {k.pengajar.length === 0 ? (
        <Kosong />
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {k.pengajar.map((p) => (
            <li key={p.id_dosen} className="flex items-center gap-3 py-2">
              <Avatar nama={p.nama_pengajar} src={p.avatar_url} size="size-9 text-xs" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-slate-800">{namaPengajar(p)}</span>
                <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="text-xs text-slate-500">{`NIDN ${p.nidn || "-"}`}</span>
                  <Tag className={WARNA_JABATAN[p.jabatan] ?? "bg-slate-100 text-slate-600"}>{jabatanPengajarLabel(p.jabatan)}</Tag>
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Kartu>
  );
}
