// Class detail (spec 1 §2.5, spec 3): banner, Data Kelas / Peserta / Pengajar cards with
// the buttons the server's isAllow* flags permit, the meetings, and the edit dialogs.
// Opened from the grade recap's forum header ('?back=forum', spec 2) it leads back to the recap
// and lists the meetings holding a forum (aturan.ts).
import { useState } from "react";
import { useLocation } from "react-router";
import type { PageProps } from "../../api/types";
import { Link } from "../../app/link";
import { dataHalaman, usePageData } from "../../app/page-context";
import { PageHeader } from "../../components/page-header";
import { BannerKelas, TOMBOL_BANNER } from "../../features/kelas/banner";
import { BannerModal } from "../../features/kelas/banner-modal";
import { JabatanModal } from "../../features/kelas/jabatan-modal";
import { DataKelas } from "../../features/kelas/kartu";
import { KetuaKelasModal } from "../../features/kelas/ketua-kelas-modal";
import { DataPengajar } from "../../features/kelas/pengajar";
import { PertemuanList } from "../../features/kelas/pertemuan-list";
import { DataPeserta } from "../../features/kelas/peserta";
import { SilabusModal } from "../../features/kelas/silabus-modal";
import type { KelasDetail } from "../../features/kelas/types";
import { alamatRekapNilai } from "../nilai_daftar/aturan";
import { crumbsKelas, dariRekapForum } from "./aturan";

export const title = (p: PageProps) => {
  const k = dataHalaman(p, "kelas_detail");
  return k?.mata_kuliah ? `${k.mata_kuliah.nama} (${k.kelas.nama})` : "Detail Kelas";
};

type Dialog = "silabus" | "banner" | "ketua" | "jabatan" | null;

export default function Page() {
  const { data: k, app, user } = usePageData("kelas_detail");
  const { search } = useLocation();
  // Another class is another page: no dialog, chosen meeting or banner version carried over.
  return <Detail key={k.id} k={k} tz={app.time_zone} mahasiswa={user?.role === "mahasiswa"} forum={dariRekapForum(search, user?.role)} />;
}

function Detail({ k, tz, mahasiswa, forum }: { k: KelasDetail; tz: string; mahasiswa: boolean; forum: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [versiBanner, setVersiBanner] = useState(0);
  const tutup = () => setDialog(null);
  const izin = k.izin;
  const tombol = (label: string, d: Exclude<Dialog, null>, boleh: boolean, kelas = "tombol-garis") =>
    boleh && (
      <button type="button" className={kelas} onClick={() => setDialog(d)}>
        {label}
      </button>
    );
  return (
    <>
      <PageHeader crumbs={crumbsKelas(k, forum)} />
      <BannerKelas
        k={k}
        versi={versiBanner}
        aksi={
          <>
            {forum && (
              <Link to={alamatRekapNilai(k.id)} className={TOMBOL_BANNER}>
                Kembali ke Rekap Nilai
              </Link>
            )}
            <Link to={`/kelas/${k.id}/profil`} className={TOMBOL_BANNER}>
              Profil Kelas
            </Link>
            {/* A student's own attendance and grades in this class (issue 37 §3). */}
            {mahasiswa && (
              <>
                <Link to={`/kehadiran-saya?kelas=${k.id}#kelas-${k.id}`} className={TOMBOL_BANNER}>
                  Kehadiran Saya
                </Link>
                <Link to={`/nilai-saya?kelas=${k.id}#kelas-${k.id}`} className={TOMBOL_BANNER}>
                  Nilai Saya
                </Link>
              </>
            )}
            {tombol("Ubah Kelas", "banner", izin.isAllowUbahKelas, TOMBOL_BANNER)}
          </>
        }
      />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="order-2 space-y-4 xl:order-1">
          <DataKelas
            k={k}
            aksi={
              // 'Ubah Kelas' (the banner) is on the banner, once.
              tombol("Lihat Silabus, RPS, dan RE", "silabus", izin.isAllowLihatSilabus)
            }
          />
          <DataPengajar k={k} aksi={tombol("Ubah Jabatan", "jabatan", izin.isAllowUbahJabatan)} />
          <DataPeserta k={k} aksi={tombol("Ubah Ketua Kelas", "ketua", izin.isAllowUbahKetuaKelas)} />
        </div>
        <div className="order-1 xl:order-2">
          <PertemuanList pertemuan={k.pertemuan} tz={tz} idKelas={k.id} forum={forum} />
        </div>
      </div>
      {izin.isAllowLihatSilabus && <SilabusModal kelas={k} open={dialog === "silabus"} onClose={tutup} />}
      {izin.isAllowUbahKelas && (
        <BannerModal kelas={k} open={dialog === "banner"} onClose={tutup} onSaved={() => setVersiBanner((v) => v + 1)} />
      )}
      {izin.isAllowUbahKetuaKelas && <KetuaKelasModal kelas={k} open={dialog === "ketua"} onClose={tutup} />}
      {izin.isAllowUbahJabatan && <JabatanModal kelas={k} open={dialog === "jabatan"} onClose={tutup} />}
    </>
  );
}
