// Task detail (/kelas/{id}/tugas/{idTugas}): the description, times and the teacher's
// attachments; for a student the hand-in and its form (and on a group task their group,
// whose chat the page opens with); for teachers and operators the figures, the way to the
// grading page and, on a group task, the groups. The context layout shows the discussion.
import type { ReactNode } from "react";
import type { PageProps } from "../../api/types";
import { Link } from "../../app/link";
import { dataHalaman, usePageData } from "../../app/page-context";
import type { LayoutName } from "../../app/route-types";
import { IsiKaya } from "../../components/isi-kaya";
import { PageHeader } from "../../components/page-header";
import type { ChatTarget } from "../../features/chat/types";
import { DaftarInfo } from "../../features/kelas/kartu";
import { DaftarBerkas } from "../../features/tugas/berkas";
import { KartuKelompok } from "../../features/tugas/kartu-kelompok";
import { BagianKelompok, useChatKelompok } from "../../features/tugas/kelompok-daftar";
import { PESAN_KELOMPOK } from "../../features/tugas/kelompok-aturan";
import { jenisLabel } from "../../features/tugas/pengumpulan-aturan";
import { PengumpulanTugas } from "../../features/tugas/pengumpulan-form";
import type { KelompokTugas, TugasDetail } from "../../features/tugas/types";
import { chatAwal, crumbsTugas, isPeserta, petunjukDiskusi, urlPenilaian, waktuTugas } from "./aturan";
import { AngkaTugas, KepalaTugas } from "./bagian";

export const layout: LayoutName = "context";
export { ContextLayout } from "../../components/layout/context-layout";
export const title = "Detail Tugas";

const tugasDari = (p: PageProps): TugasDetail | null => dataHalaman(p, "tugas_detail")?.tugas ?? null;

export function chat(p: PageProps): ChatTarget | null {
  const t = tugasDari(p);
  return t ? chatAwal(t) : null;
}

export function petunjukChat(p: PageProps): string | undefined {
  const t = tugasDari(p);
  return t ? petunjukDiskusi(t, p.user?.role) : undefined;
}

export default function Page() {
  const { data, app, user } = usePageData("tugas_detail");
  const t = data.tugas;
  const tz = app.time_zone;
  const peserta = isPeserta(t, user?.role);
  const baris: [string, ReactNode][] = [
    ["Jenis", jenisLabel(t.sub_jenis)],
    ["Waktu Mulai", waktuTugas(t.waktu_mulai, tz)],
    [
      "Batas Waktu",
      <>
        {waktuTugas(t.waktu_selesai, tz)}
        {t.boleh_terlambat && <span className="block text-xs text-slate-500">Pengumpulan terlambat diizinkan</span>}
      </>,
    ],
  ];
  if (t.lampiran.length) baris.push(["Lampiran", <DaftarBerkas key="lampiran" berkas={t.lampiran} />]);
  return (
    <>
      <PageHeader crumbs={crumbsTugas(t)} />
      <div className="space-y-4">
        <section aria-labelledby="tugas-judul" className="kartu space-y-4 p-4 sm:p-5">
          <KepalaTugas t={t} />
          <IsiKaya isi={t.deskripsi} />
          <DaftarInfo baris={baris} />
          {t.ringkasan && <AngkaTugas ringkasan={t.ringkasan} />}
          {t.ringkasan && t.isAllowLihatPenilaian && (
            <div className="flex justify-end">
              <Link to={urlPenilaian(t)} className="tombol-utama">
                Penilaian
              </Link>
            </div>
          )}
        </section>
        {peserta && t.sub_jenis === "kelompok" && <KelompokSaya k={t.kelompok_saya ?? null} />}
        {peserta && <PengumpulanTugas key={t.id} tugas={t} batasMb={data.batas_ukuran_mb} tz={tz} />}
        {data.kelompok && <BagianKelompok tugas={t} daftar={data.kelompok} />}
      </div>
    </>
  );
}

/** A student's own group on a group task: read-only card with its chat. */
function KelompokSaya({ k }: { k: KelompokTugas | null }) {
  const chat = useChatKelompok();
  return (
    <section aria-labelledby="kelompok-saya-judul" className="kartu space-y-3 p-4 sm:p-5">
      <h3 id="kelompok-saya-judul" className="font-semibold text-slate-900">
        Kelompok Saya
      </h3>
      {k ? (
        <KartuKelompok k={k} bolehUbah={false} aktif={chat.aktif(k)} belumDibaca={chat.belumDibaca(k)} onChat={() => chat.buka(k)} />
      ) : (
        <p className="text-sm text-slate-500">{PESAN_KELOMPOK.belumGabung}</p>
      )}
    </section>
  );
}
