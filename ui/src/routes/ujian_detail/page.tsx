// An exam within its class (/kelas/{id}/ujian/{idUjian}, spec 3 §2 'Exams and quizzes', spec 2
// §2 'Exam grading screens'): the exam's header with the way back to its meeting; for teachers
// and operators the tabs 'Soal' (groups and questions, written in place by writers) and
// 'Hasil' (attempts, grading, publishing, statistics; ?tab=hasil opens it). A student sees the
// header and, once started, the way to the answer sheet, and their comments with the teachers
// (spec 3 E2); teachers see which students wrote.
import { useState } from "react";
import { useLocation } from "react-router";
import { Link } from "../../app/link";
import { usePageData } from "../../app/page-context";
import { getQuery } from "../../app/query";
import { PageHeader } from "../../components/page-header";
import { TagStatusPertemuan } from "../../components/status-tag";
import { DaftarInfo } from "../../features/kelas/kartu";
import { Catatan } from "../../features/pertemuan/catatan";
import {
  AKSI_UJIAN_LABEL,
  durasiLabel,
  jenisUjianLabel,
  labelLihatUjian,
  ringkasanUjian,
  sifatUjianLabel,
  tampilanLabel,
} from "../../features/pertemuan/ujian-aturan";
import { TabHasil } from "../../features/ujian/hasil-tab";
import { KomentarMahasiswa, KomentarSaya } from "../../features/ujian/komentar";
import type { UjianHalaman } from "../../features/ujian/soal-aturan";
import { Penanda, IsiHtml } from "../../features/ujian/soal-opsi";
import { TabSoal } from "../../features/ujian/soal-tab";
import { formatNilai } from "../../lib/angka";
import { formatTanggalJam } from "../../lib/tanggal";

export const title = "Detail Kuis/Ujian";

type Tab = "soal" | "hasil";

export default function Page() {
  const { data, app } = usePageData("ujian_detail");
  // Another exam is another page: no open form, tab or dialog carried over.
  return <Isi key={data.ujian.id} data={data} tz={app.time_zone} />;
}

const urlPertemuan = (u: UjianHalaman["ujian"]) => `/kelas/${u.id_kelas_kuliah}/${u.id_pertemuan}`;

function Isi({ data, tz }: { data: UjianHalaman; tz: string }) {
  const { search } = useLocation();
  const u = data.ujian;
  const [tab, setTab] = useState<Tab>(() => (getQuery(search, "tab") === "hasil" && data.pengerjaan ? "hasil" : "soal"));
  // A tab stays mounted once opened (its changes live in its state); 'Hasil' loads when first opened.
  const [hasilDibuka, setHasilDibuka] = useState(tab === "hasil");
  /** How often 'Soal' was shown again after another tab. */
  const [kembaliKeSoal, setKembaliKeSoal] = useState(0);
  const pilihTab = (t: Tab) => {
    if (t === "soal" && tab !== "soal") setKembaliKeSoal((n) => n + 1);
    if (t === "hasil") setHasilDibuka(true);
    setTab(t);
  };
  return (
    <>
      <PageHeader
        crumbs={[{ label: "Kelas", to: "/kelas" }, { label: `Pertemuan ${u.pertemuan.nomor}`, to: urlPertemuan(u) }, { label: u.judul }]}
      />
      <div className="space-y-4">
        <KepalaUjian data={data} tz={tz} />
        {data.komentar && <KomentarMahasiswa awal={data.komentar} />}
        {data.soal || data.pengerjaan ? (
          <>
            <Tabs tab={tab} hasil={data.pengerjaan !== null} onTab={pilihTab} />
            {data.soal && (
              <div role="tabpanel" aria-label="Soal" hidden={tab !== "soal"}>
                <TabSoal idUjian={u.id} awal={data.soal} bolehUbah={data.boleh_ubah_soal} muatUlang={kembaliKeSoal} />
              </div>
            )}
            {data.pengerjaan && hasilDibuka && (
              <div role="tabpanel" aria-label="Hasil" hidden={tab !== "hasil"}>
                <TabHasil
                  idUjian={u.id}
                  judul={u.judul}
                  awal={data.pengerjaan}
                  bolehMenilai={data.boleh_menilai}
                  tz={tz}
                  aktif={tab === "hasil"}
                />
              </div>
            )}
          </>
        ) : (
          <PengerjaanSaya data={data} />
        )}
        {data.id_chat && <KomentarSaya idChat={data.id_chat} />}
      </div>
    </>
  );
}

function KepalaUjian({ data, tz }: { data: UjianHalaman; tz: string }) {
  const u = data.ujian;
  const ringkasan = data.pengerjaan ? ringkasanUjian(u) : null;
  return (
    <section aria-labelledby="ujian-judul" className="kartu space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="ujian-judul" className="text-lg font-semibold break-words text-slate-900">
            {u.judul}
          </h2>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Penanda className="bg-amber-50 text-amber-800">{jenisUjianLabel(u.jenis)}</Penanda>
            <Penanda className="bg-slate-100 text-slate-700">{sifatUjianLabel(u.sifat)}</Penanda>
            <TagStatusPertemuan status={u.status} />
            {u.acakSoal && <Penanda className="bg-slate-100 text-slate-700">Acak soal</Penanda>}
            {!u.ditampilkan && <Penanda className="bg-red-50 text-red-700">{tampilanLabel(false)}</Penanda>}
          </div>
        </div>
        <Link to={urlPertemuan(u)} className="tombol-garis shrink-0">
          {`Kembali ke Pertemuan ${u.pertemuan.nomor}`}
        </Link>
      </div>
      {u.deskripsi && <IsiHtml html={u.deskripsi} />}
      <DaftarInfo
        baris={[
          ["Waktu Mulai", formatTanggalJam(u.waktu_mulai, tz)],
          ["Waktu Selesai", formatTanggalJam(u.waktu_selesai, tz)],
          ["Durasi", durasiLabel(u)],
        ]}
      />
      {ringkasan && <Catatan jenis={u.jumlah_belum_dinilai > 0 ? "awas" : "info"}>{ringkasan}</Catatan>}
    </section>
  );
}

function Tabs({ tab, hasil, onTab }: { tab: Tab; hasil: boolean; onTab: (t: Tab) => void }) {
  const item = (t: Tab, label: string) => (
    <a
      href={t === "hasil" ? "?tab=hasil" : "?tab=soal"}
      role="tab"
      aria-selected={tab === t}
      onClick={(e) => {
        e.preventDefault();
        onTab(t);
      }}
      className={`-mb-px flex-1 border-b-2 px-4 py-2 text-center text-sm font-medium sm:flex-none ${
        tab === t ? "border-blue-700 text-blue-800" : "border-transparent text-slate-600 hover:text-slate-800"
      }`}
    >
      {label}
    </a>
  );
  return (
    <div role="tablist" className="flex border-b border-slate-200">
      {item("soal", "Soal")}
      {hasil && item("hasil", "Hasil")}
    </div>
  );
}

/** A student: their attempt's figures and the way to its answer sheet, once started. */
function PengerjaanSaya({ data }: { data: UjianHalaman }) {
  const p = data.pengerjaan_saya;
  if (!p) return null;
  return (
    <section aria-label="Pengerjaan Saya" className="kartu space-y-3 p-4 sm:p-5">
      <DaftarInfo
        baris={[
          ["Dijawab", `${p.jumlah_soal_dijawab}/${p.jumlah_soal}`],
          ...(p.nilai_akhir != null ? ([["Nilai", formatNilai(p.nilai_akhir)]] as [string, string][]) : []),
        ]}
      />
      <Link to={`/ujian/${data.ujian.id}/soal`} className="tombol-utama">
        {p.selesai ? labelLihatUjian(p.kunci_terlihat) : AKSI_UJIAN_LABEL.lanjutkan}
      </Link>
    </section>
  );
}
