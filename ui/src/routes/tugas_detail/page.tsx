// Task detail (/kelas/{id}/tugas/{idTugas}): times, status and, for a student, the hand-in
// and score; for teachers and operators the figures and the way to the grading page. The
// context layout shows the student's discussion with the teachers beside it.
import type { ReactNode } from "react";
import type { PageProps, TugasDetail, TugasPageData } from "../../api/types";
import { Link } from "../../app/link";
import { usePage } from "../../app/page-context";
import type { LayoutName } from "../../app/route-types";
import { PageHeader } from "../../components/page-header";
import type { ChatTarget } from "../../features/chat/types";
import { DaftarInfo } from "../../features/kelas/kartu";
import { crumbsTugas, isPeserta, nilaiLabel, petunjukDiskusi, statusPengumpulan, urlPenilaian, waktuTugas } from "./aturan";
import { AngkaTugas, KepalaTugas } from "./bagian";

export const layout: LayoutName = "context";
export { ContextLayout } from "../../components/layout/context-layout";
export const title = "Detail Tugas";

const tugasDari = (p: PageProps): TugasDetail | null => (p.data as TugasPageData | null)?.tugas ?? null;

export function chat(p: PageProps): ChatTarget | null {
  const id = tugasDari(p)?.id_chat;
  return id ? { id, judul: "Diskusi dengan Pengajar" } : null;
}

export function petunjukChat(p: PageProps): string | undefined {
  const t = tugasDari(p);
  return t ? petunjukDiskusi(t, p.user?.role) : undefined;
}

export default function Page() {
  const { data, app, user } = usePage<TugasPageData>();
  const t = data.tugas;
  const tz = app.time_zone;
  const baris: [string, ReactNode][] = [
    ["Waktu Mulai", waktuTugas(t.waktu_mulai, tz)],
    ["Batas Waktu", waktuTugas(t.waktu_selesai, tz)],
  ];
  if (isPeserta(t, user?.role)) {
    baris.push(["Status Pengumpulan", statusPengumpulan(t.pengerjaan_saya, tz)], ["Nilai", nilaiLabel(t.pengerjaan_saya?.nilai)]);
  }
  return (
    <>
      <PageHeader crumbs={crumbsTugas(t)} />
      <section aria-labelledby="tugas-judul" className="kartu space-y-4 p-4 sm:p-5">
        <KepalaTugas t={t} />
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
    </>
  );
}
