// The meeting's heading on the attendance page: course, class, number, title, method, time,
// minimum progress (online), status, and the actions 'Ubah Data' (../pertemuan-ubah), 'Mulai
// Pertemuan', 'Akhiri Pertemuan' (after a confirmation) and 'Generate QR Code'. Below it the
// lecture box: Kuliah Dimulai, Kuliah Diakhiri, Jumlah Hadir and the participants' mean progress
// (online, campuran).
import { type ReactNode, useState } from "react";
import { panggil } from "../../app/panggil";
import { useReloadPage } from "../../app/page-context";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { TagStatusPertemuan, TagTipePertemuan } from "../../components/status-tag";
import { useToast } from "../../components/toast";
import { formatTanggalJam } from "../../lib/tanggal";
import { rentangWaktu } from "../pertemuan/aturan";
import { UbahPertemuan } from "../pertemuan-ubah/ubah-pertemuan";
import { jumlahHadirLabel, minimalLabel, persenProgres, pertemuanDaring, tombolPertemuan } from "./aturan";
import { ModalQr } from "./modal-qr";
import type { KehadiranPertemuanPage, PertemuanKehadiran } from "./types";

export function InfoPertemuan({ data, tz }: { data: KehadiranPertemuanPage; tz: string }) {
  const { kelas, pertemuan: p } = data;
  return (
    <section aria-labelledby="kehadiran-judul" className="kartu mb-4 flex flex-wrap items-start justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0 space-y-1">
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-800">{`${kelas.kode_mk} ${kelas.nama_mk}`}</span>
          {` · Kelas ${kelas.nama_kelas}`}
          {kelas.jenis_kelas && ` (${kelas.jenis_kelas})`}
        </p>
        <h2 id="kehadiran-judul" className="text-lg font-semibold break-words text-slate-900">{`Pertemuan ${p.nomor}: ${p.judul}`}</h2>
        <div className="flex flex-wrap gap-1.5 pt-1">
          <TagTipePertemuan jenis={p.jenis} />
          <TagStatusPertemuan status={p.status} />
        </div>
        <p className="text-sm text-slate-600">{rentangWaktu(p.waktu_mulai, p.waktu_selesai, tz)}</p>
        {pertemuanDaring(p.jenis) && <p className="text-sm text-slate-600">{minimalLabel(p.progress_minimal_persen)}</p>}
      </div>
      <AksiPertemuan data={data} tz={tz} />
    </section>
  );
}

function AksiPertemuan({ data, tz }: { data: KehadiranPertemuanPage; tz: string }) {
  const { pertemuan: p, izin } = data;
  const reload = useReloadPage();
  const [qr, setQr] = useState(false);
  const tombol = izin.isAllowMulaiAkhiri ? tombolPertemuan(p) : null;
  // 'Ubah Data': the class's teachers and operators with write (every page type here is staff).
  const ubah = izin.isAllowMulaiAkhiri || izin.isAllowUbahPengajar;
  if (!tombol && !izin.isAllowQr && !ubah) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {ubah && <UbahPertemuan idPertemuan={p.id} tz={tz} onTersimpan={reload} />}
      {tombol && <TombolPertemuan id={p.id} aksi={tombol} />}
      {izin.isAllowQr && (
        <>
          <button type="button" className="tombol-garis" aria-haspopup="dialog" onClick={() => setQr(true)}>
            Generate QR Code
          </button>
          {qr && <ModalQr idPertemuan={p.id} onClose={() => setQr(false)} />}
        </>
      )}
    </div>
  );
}

/** PUT /lms/pertemuan/{id}/start or /end, then the page is read again. */
function TombolPertemuan({ id, aksi }: { id: number; aksi: "mulai" | "akhiri" }) {
  const toast = useToast();
  const reload = useReloadPage();
  const [sibuk, setSibuk] = useState(false);
  const [tanya, setTanya] = useState(false);
  const jalankan = async () => {
    setSibuk(true);
    try {
      await panggil(aksi === "mulai" ? "/lms/pertemuan/{id}/start" : "/lms/pertemuan/{id}/end", "put", { path: { id } });
      setTanya(false);
      reload();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setSibuk(false);
    }
  };
  if (aksi === "mulai") {
    return (
      <button type="button" className="tombol-utama" disabled={sibuk} onClick={() => void jalankan()}>
        Mulai Pertemuan
      </button>
    );
  }
  return (
    <>
      <button type="button" className="tombol-bahaya" disabled={sibuk} onClick={() => setTanya(true)}>
        Akhiri Pertemuan
      </button>
      <ConfirmDialog
        open={tanya}
        message="Anda yakin ingin mengakhiri pertemuan ini?"
        labelOk="Ya, Akhiri"
        danger
        busy={sibuk}
        onOk={() => void jalankan()}
        onCancel={() => setTanya(false)}
      />
    </>
  );
}

/** The lecture box: start and end of the lecture, present participants, mean progress. */
export function RingkasanKuliah({ p, tz }: { p: PertemuanKehadiran; tz: string }) {
  return (
    <section aria-labelledby="kuliah-judul" className="kartu mb-4 p-4 sm:p-5">
      <h2 id="kuliah-judul" className="mb-3 font-semibold text-slate-800">
        Kehadiran Dosen
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Angka label="Kuliah Dimulai">{formatTanggalJam(p.mulai_kuliah, tz)}</Angka>
        <Angka label="Kuliah Diakhiri">{formatTanggalJam(p.selesai_kuliah, tz)}</Angka>
        <Angka label="Jumlah Hadir">{jumlahHadirLabel(p)}</Angka>
        {pertemuanDaring(p.jenis) && (
          <Angka label="Rata-rata Progres Peserta">{p.progress_peserta == null ? "-" : persenProgres(p.progress_peserta)}</Angka>
        )}
      </dl>
    </section>
  );
}

function Angka({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-800 tabular-nums">{children}</dd>
    </div>
  );
}
