// Attendance of one meeting (spec 2 §2), at /kehadiran/{id}/{idPertemuan} (the attendance
// section) and /kelas/{id}/{idPertemuan}/kehadiran (inside the class), for lecturers and
// operators: the meeting with its start and end, the lecture box, the teachers' cards and
// the participants' list with its edit mode, recalculation and QR code.
import { usePageData } from "../../app/page-context";
import { PageHeader } from "../../components/page-header";
import { crumbsKehadiran, tipeDikenal } from "../../features/kehadiran/aturan";
import { InfoPertemuan, RingkasanKuliah } from "../../features/kehadiran/info-pertemuan";
import { DaftarPengajar } from "../../features/kehadiran/kartu-pengajar";
import { PesertaKehadiran } from "../../features/kehadiran/peserta-kehadiran";
import type { KehadiranPertemuanPage } from "../../features/kehadiran/types";

export const title = "Kehadiran Pertemuan";

export default function Page() {
  const { data, app } = usePageData("kehadiran_pertemuan");
  // Spec 2 §2: any other page type shows nothing.
  if (!tipeDikenal(data.tipe)) return null;
  // Another meeting is another page: no edit mode, paging or open dialog carried over.
  return <Isi key={data.pertemuan.id} data={data} tz={app.time_zone} />;
}

function Isi({ data, tz }: { data: KehadiranPertemuanPage; tz: string }) {
  return (
    <>
      <PageHeader crumbs={crumbsKehadiran(data.tipe, data.kelas, data.pertemuan)} />
      <InfoPertemuan data={data} tz={tz} />
      <RingkasanKuliah p={data.pertemuan} tz={tz} />
      <DaftarPengajar data={data} tz={tz} />
      <PesertaKehadiran data={data} tz={tz} />
    </>
  );
}
