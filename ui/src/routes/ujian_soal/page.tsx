// Taking an exam (/ujian/{id}/soal, spec 3 §2, §4 Exam): the student's answer sheet on a page of
// its own, without the menu: the countdown, the questions and 'Selesai', or the review once
// the attempt is finished. The server answers 404 'belum_mulai' before the student started.
import type { PageProps } from "../../api/types";
import { dataHalaman, usePageData } from "../../app/page-context";
import type { LayoutName } from "../../app/route-types";
import { HalamanLembar } from "../../features/ujian/lembar-halaman";

export const layout: LayoutName = "blank";

export const title = (p: PageProps) => dataHalaman(p, "ujian_soal")?.ujian?.judul ?? "Kuis/Ujian";

export default function Page() {
  const { data } = usePageData("ujian_soal");
  // Another exam is another sheet: nothing carried over.
  return <HalamanLembar key={data.ujian.id} awal={data} />;
}
