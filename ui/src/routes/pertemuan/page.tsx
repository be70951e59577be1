// The meeting page (/kelas/{id}/{idPertemuan}, spec 3): the meeting's header, its activities
// as collapsible cards in time order ('NO DATA' and 'Coba lagi' when reading them again failed),
// and for those allowed the 'Tambah' menu and the
// material, task, exam, forum, vidcon and text forms. Students are recorded by their use of the materials and
// by joining vidcons (spec 3 §4); a forum that has not started opens expanded for them.
import { useState } from "react";
import type { PageProps } from "../../api/types";
import { Link } from "../../app/link";
import { dataHalaman, useMuatGagal, usePageData, usePageLoading, useReloadPage } from "../../app/page-context";
import { DataKosong, NoData } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";
import { rentangWaktu } from "../../features/pertemuan/aturan";
import { forumDari, forumTerbukaAwal } from "../../features/pertemuan/forum-aturan";
import { ForumForm } from "../../features/pertemuan/forum-form";
import { HapusAktivitas, type Hapusan } from "../../features/pertemuan/hapus-aktivitas";
import { KartuAktivitas } from "../../features/pertemuan/kartu-aktivitas";
import { KartuForum } from "../../features/pertemuan/kartu-forum";
import { KartuMateri } from "../../features/pertemuan/kartu-materi";
import { KartuTeks } from "../../features/pertemuan/kartu-teks";
import { KartuTugas } from "../../features/pertemuan/kartu-tugas";
import { KartuVidcon } from "../../features/pertemuan/kartu-vidcon";
import { MateriForm } from "../../features/pertemuan/materi-form";
import { MenuTambah } from "../../features/pertemuan/menu-tambah";
import { TeksForm } from "../../features/pertemuan/teks-form";
import { teksDari, tugasDari } from "../../features/pertemuan/tugas-aturan";
import { TugasForm } from "../../features/pertemuan/tugas-form";
import { KartuUjian, KomentarUjian } from "../../features/pertemuan/kartu-ujian";
import { labelHapusUjian, pesanHapusUjian, ujianDari, ujianTerkunci } from "../../features/pertemuan/ujian-aturan";
import { UjianForm } from "../../features/pertemuan/ujian-form";
import { UbahUjian } from "../../features/pertemuan/ujian-ubah";
import { vidconDari } from "../../features/pertemuan/vidcon-aturan";
import { VidconForm } from "../../features/pertemuan/vidcon-form";
import { UbahPertemuan } from "../../features/pertemuan-ubah/ubah-pertemuan";
import { TagStatusPertemuan, TagTipePertemuan } from "../../components/status-tag";
import type { AktivitasKartu, MateriDetail, PertemuanPageData } from "../../features/pertemuan/types";
import type { ForumDetail } from "../../features/pertemuan/types-forum";
import type { TeksDetail, TugasDetail } from "../../features/pertemuan/types-tugas";
import type { UjianDetail } from "../../features/pertemuan/types-ujian";
import type { VidconDetail } from "../../features/pertemuan/types-vidcon";

export const title = (p: PageProps) => {
  const d = dataHalaman(p, "pertemuan");
  return d?.pertemuan ? `Pertemuan ${d.pertemuan.nomor}` : "Pertemuan";
};

/** Reading the meeting again (after a change) failed: its activities say 'NO DATA' (spec 2 §8). */
export const gagalDiBagian = true;

export default function Page() {
  const { data, app } = usePageData("pertemuan");
  // Another meeting is another page: no open form or dialog carried over.
  return <Isi key={data.pertemuan.id} data={data} tz={app.time_zone} />;
}

function Isi({ data, tz }: { data: PertemuanPageData; tz: string }) {
  const [form, setForm] = useState<{ materi: MateriDetail | null } | null>(null);
  const [formForum, setFormForum] = useState<{ forum: ForumDetail | null } | null>(null);
  const [formVidcon, setFormVidcon] = useState<{ vidcon: VidconDetail | null } | null>(null);
  const [formTugas, setFormTugas] = useState<{ tugas: TugasDetail | null } | null>(null);
  const [formUjian, setFormUjian] = useState<{ ujian: UjianDetail | null } | null>(null);
  const [formTeks, setFormTeks] = useState<{ teks: TeksDetail | null } | null>(null);
  const [hapus, setHapus] = useState<Hapusan | null>(null);
  const { kelas, pertemuan: p, izin } = data;
  const reload = useReloadPage();
  const gagal = useMuatGagal();
  const memuat = usePageLoading();
  // The body of a card: a material's, a task's, an exam's, a forum's, a vidcon's or a text's.
  const isi = (a: AktivitasKartu) => {
    const m = a.jenis === "materi" ? a.materi : null;
    if (m) {
      return (terbuka: boolean) => (
        <KartuMateri
          m={m}
          terbuka={terbuka}
          tz={tz}
          izin={izin}
          syarat={data.syarat}
          onUbah={(x) => setForm({ materi: x })}
          onHapus={(x) => setHapus({ jenis: "materi", id: x.id })}
        />
      );
    }
    const t = tugasDari(a);
    if (t) {
      return () => (
        <KartuTugas
          t={t}
          idKelas={kelas.id}
          tz={tz}
          izin={izin}
          onUbah={(x) => setFormTugas({ tugas: x })}
          onHapus={(x) => setHapus({ jenis: "tugas", id: x.id })}
        />
      );
    }
    const u = ujianDari(a);
    if (u) {
      return (terbuka: boolean) => (
        <KartuUjian
          u={u}
          terbuka={terbuka}
          tz={tz}
          izin={izin}
          onUbah={(x) => setFormUjian({ ujian: x })}
          onHapus={(x) => setHapus({ jenis: "ujian", id: x.id, pesan: pesanHapusUjian(x), labelOk: labelHapusUjian(x) })}
        />
      );
    }
    const fo = forumDari(a);
    if (fo) {
      return () => (
        <KartuForum
          f={fo}
          tz={tz}
          izin={izin}
          onUbah={(x) => setFormForum({ forum: x })}
          onHapus={(x) => setHapus({ jenis: "forum", id: x.id })}
        />
      );
    }
    const v = vidconDari(a);
    if (v) {
      return () => (
        <KartuVidcon
          v={v}
          idKelas={kelas.id}
          tz={tz}
          izin={izin}
          onUbah={(x) => setFormVidcon({ vidcon: x })}
          onHapus={(x) => setHapus({ jenis: "vidcon", id: x.id })}
        />
      );
    }
    const te = teksDari(a);
    if (te) {
      return () => (
        <KartuTeks t={te} izin={izin} onUbah={(x) => setFormTeks({ teks: x })} onHapus={(x) => setHapus({ jenis: "teks", id: x.id })} />
      );
    }
    return undefined;
  };
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
        <div className="flex flex-wrap items-start gap-2">
          {!izin.isPeserta && (
            <Link to={`/kelas/${kelas.id}/${p.id}/kehadiran`} className="tombol-garis">
              Kehadiran
            </Link>
          )}
          {izin.isAllowTambah && <UbahPertemuan idPertemuan={p.id} tz={tz} onTersimpan={reload} />}
          {izin.isAllowTambah && (
            <MenuTambah
              onMateri={() => setForm({ materi: null })}
              onTugas={() => setFormTugas({ tugas: null })}
              onUjian={() => setFormUjian({ ujian: null })}
              onForum={() => setFormForum({ forum: null })}
              onVidcon={() => setFormVidcon({ vidcon: null })}
              onTeks={() => setFormTeks({ teks: null })}
            />
          )}
        </div>
      </section>
      {gagal ? (
        <div className="kartu">
          <NoData onCobaLagi={reload} memuat={memuat} />
        </div>
      ) : data.aktivitas.length === 0 ? (
        <div className="kartu">
          <DataKosong pesan="Belum ada aktivitas pada pertemuan ini." />
        </div>
      ) : (
        <div className="space-y-3">
          {data.aktivitas.map((a) => {
            const u = izin.isPeserta ? ujianDari(a) : null;
            return (
              <KartuAktivitas
                key={`${a.jenis}-${a.id}`}
                a={a}
                tz={tz}
                isi={isi(a)}
                awalTerbuka={forumTerbukaAwal(a, izin.isPeserta)}
                terkunci={ujianTerkunci(a, izin.isPeserta)}
                kaki={u ? <KomentarUjian u={u} /> : undefined}
              />
            );
          })}
        </div>
      )}
      {form && <MateriForm data={data} materi={form.materi} tz={tz} onClose={() => setForm(null)} />}
      {formForum && <ForumForm data={data} forum={formForum.forum} tz={tz} onClose={() => setFormForum(null)} />}
      {formVidcon && <VidconForm data={data} vidcon={formVidcon.vidcon} tz={tz} onClose={() => setFormVidcon(null)} />}
      {formTugas && <TugasForm data={data} tugas={formTugas.tugas} tz={tz} onClose={() => setFormTugas(null)} />}
      {formUjian &&
        (formUjian.ujian ? (
          <UbahUjian data={data} ujian={formUjian.ujian} tz={tz} onClose={() => setFormUjian(null)} />
        ) : (
          <UjianForm data={data} tz={tz} onClose={() => setFormUjian(null)} />
        ))}
      {formTeks && <TeksForm data={data} teks={formTeks.teks} onClose={() => setFormTeks(null)} />}
      {izin.isAllowTambah && <HapusAktivitas hapusan={hapus} onClose={() => setHapus(null)} />}
    </>
  );
}
