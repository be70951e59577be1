// The meeting page (/kelas/{id}/{idPertemuan}, spec 3): the meeting's header, its activities
// as collapsible cards in time order, and for those allowed the 'Tambah' menu and the
// material form. Students are recorded by their use of the materials (spec 3 §4).
import { useState } from "react";
import type { PageProps } from "../../api/types";
import { usePage } from "../../app/page-context";
import { DataKosong } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";
import { rentangWaktu } from "../../features/pertemuan/aturan";
import { HapusMateri } from "../../features/pertemuan/hapus-materi";
import { KartuAktivitas } from "../../features/pertemuan/kartu-aktivitas";
import { KartuMateri } from "../../features/pertemuan/kartu-materi";
import { MateriForm } from "../../features/pertemuan/materi-form";
import { MenuTambah } from "../../features/pertemuan/menu-tambah";
import { TagStatusPertemuan, TagTipePertemuan } from "../../components/status-tag";
import type { MateriDetail, PertemuanPageData } from "../../features/pertemuan/types";

export const title = (p: PageProps) => {
  const d = p.data as PertemuanPageData | null;
  return d?.pertemuan ? `Pertemuan ${d.pertemuan.nomor}` : "Pertemuan";
};

export default function Page() {
  const { data, app } = usePage<PertemuanPageData>();
  // Another meeting is another page: no open form or dialog carried over.
  return <Isi key={data.pertemuan.id} data={data} tz={app.time_zone} />;
}

function Isi({ data, tz }: { data: PertemuanPageData; tz: string }) {
  const [form, setForm] = useState<{ materi: MateriDetail | null } | null>(null);
  const [hapus, setHapus] = useState<MateriDetail | null>(null);
  const { kelas, pertemuan: p, izin } = data;
  return (
    <>
      <PageHeader
        crumbs={[{ label: "Kelas", to: "/kelas" }, { label: kelas.nama_mk, to: `/kelas/${kelas.id}` }, { label: `Pertemuan ${p.nomor}` }]}
      />
      <section aria-labelledby="pertemuan-judul" className="kartu mb-4 flex flex-wrap items-start justify-between gap-3 p-4 sm:p-5">
        <div className="min-w-0">
          <h2 id="pertemuan-judul" className="text-lg font-semibold break-words text-slate-900">{`Pertemuan ${p.nomor}: ${p.judul}`}</h2>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <TagTipePertemuan jenis={p.jenis} />
            <TagStatusPertemuan status={p.status} />
          </div>
          <p className="mt-2 text-sm text-slate-600">{rentangWaktu(p.waktu_mulai, p.waktu_selesai, tz)}</p>
        </div>
        {izin.isAllowTambah && <MenuTambah onMateri={() => setForm({ materi: null })} />}
      </section>
      {data.aktivitas.length === 0 ? (
        <div className="kartu">
          <DataKosong pesan="Belum ada aktivitas pada pertemuan ini." />
        </div>
      ) : (
        <div className="space-y-3">
          {data.aktivitas.map((a) => {
            const m = a.jenis === "materi" ? a.materi : null;
            const isi = m
              ? (terbuka: boolean) => (
                  <KartuMateri
                    m={m}
                    terbuka={terbuka}
                    tz={tz}
                    izin={izin}
                    syarat={data.syarat}
                    onUbah={(x) => setForm({ materi: x })}
                    onHapus={setHapus}
                  />
                )
              : undefined;
            return <KartuAktivitas key={`${a.jenis}-${a.id}`} a={a} idKelas={kelas.id} tz={tz} isi={isi} />;
          })}
        </div>
      )}
      {form && <MateriForm data={data} materi={form.materi} tz={tz} onClose={() => setForm(null)} />}
      {izin.isAllowTambah && <HapusMateri materi={hapus} onClose={() => setHapus(null)} />}
    </>
  );
}
