// Class detail (spec 1 §2.5, spec 3): banner, Data Kelas / Peserta / Pengajar
// cards with the buttons the server's isAllow* flags permit, and the meetings.
import { useState } from "react";
import { Link } from "react-router";
import type { KelasDetail, PageProps } from "../../api/types";
import { usePage } from "../../app/page-context";
import { Modal } from "../../components/modal";
import { PageHeader } from "../../components/page-header";
import { bannerKelas } from "../../features/kelas/aturan";
import { BannerModal } from "../../features/kelas/banner-modal";
import { JabatanModal } from "../../features/kelas/jabatan-modal";
import { DataKelas, DataPengajar, DataPeserta } from "../../features/kelas/kartu";
import { KetuaKelasModal } from "../../features/kelas/ketua-kelas-modal";
import { PertemuanList } from "../../features/kelas/pertemuan-list";

export const title = (p: PageProps) => {
  const k = p.data as KelasDetail | null;
  return k ? `${k.mata_kuliah.nama} (${k.kelas.nama})` : "Detail Kelas";
};

type Dialog = "silabus" | "banner" | "ketua" | "jabatan" | null;

export default function Page() {
  const { data: k, app } = usePage<KelasDetail>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const tutup = () => setDialog(null);
  const tombol = (label: string, d: Dialog, boleh: boolean) =>
    boleh && (
      <button type="button" className="tombol-garis" onClick={() => setDialog(d)}>
        {label}
      </button>
    );
  return (
    <>
      <PageHeader crumbs={[{ label: "Beranda", to: "/beranda" }, { label: "Kelas", to: "/kelas" }, { label: k.mata_kuliah.nama }]} />
      <div className="relative mb-4 overflow-hidden rounded-lg">
        <img src={bannerKelas(k)} alt="" className="h-36 w-full object-cover md:h-44" />
        <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-slate-900/70 to-transparent p-4 text-white">
          <div className="text-sm">{k.mata_kuliah.kode}</div>
          <h1 className="text-xl font-semibold">{`${k.mata_kuliah.nama} · Kelas ${k.kelas.nama}`}</h1>
        </div>
      </div>
      <div className="mb-4 flex flex-wrap gap-2">
        <Link to={`/kelas/${k.id}/profil`} className="tombol-garis">
          Profil Kelas
        </Link>
      </div>
      <div className="grid items-start gap-4 xl:grid-cols-[1fr_1fr]">
        <DataKelas
          k={k}
          aksi={
            <span className="flex flex-wrap gap-2">
              {tombol("Lihat Silabus, RPS, dan RE", "silabus", k.izin.isAllowLihatSilabus)}
              {tombol("Ubah Kelas", "banner", k.izin.isAllowUbahKelas)}
            </span>
          }
        />
        <PertemuanList pertemuan={k.pertemuan} tz={app.time_zone} />
        <DataPeserta k={k} aksi={tombol("Ubah Ketua Kelas", "ketua", k.izin.isAllowUbahKetuaKelas)} />
        <DataPengajar k={k} aksi={tombol("Ubah Jabatan", "jabatan", k.izin.isAllowUbahJabatan)} />
      </div>
      <Modal open={dialog === "silabus"} onClose={tutup} title="Silabus">
        <p className="text-sm whitespace-pre-line text-slate-700">{k.mata_kuliah.silabus.teks || "Belum ada silabus."}</p>
      </Modal>
      {k.izin.isAllowUbahKelas && <BannerModal kelas={k} open={dialog === "banner"} onClose={tutup} />}
      {k.izin.isAllowUbahKetuaKelas && <KetuaKelasModal kelas={k} open={dialog === "ketua"} onClose={tutup} />}
      {k.izin.isAllowUbahJabatan && <JabatanModal kelas={k} open={dialog === "jabatan"} onClose={tutup} />}
    </>
  );
}
