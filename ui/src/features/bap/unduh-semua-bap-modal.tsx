// 'Unduh Semua BAP': every class of a period as one zip, prepared by a background job.
// 'Unduh' starts the job (POST), then the progress is polled every 1000 ms until the
// 'Unduh Berkas' link (a plain link to the finished file) or the failure message shows.
// Closing the dialog unmounts its content, which stops the polling.
import { useState } from "react";
import type { Role } from "../../api/types";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { periodeLabel } from "../../lib/periode";
import { adaBagian, BAGIAN_DEFAULT, bapBerkasUrl, bapSemuaBody, persenBap, progresBap } from "./aturan";
import { PilihBagian, PilihLaporanSaya } from "./bagian";
import type { BagianBap, BapJob } from "./types";
import { useBapJob } from "./use-bap-job";

export interface UnduhSemuaBapModalProps {
  open: boolean;
  onClose: () => void;
  /** The period chosen in the class list filter (else the running one); null when none. */
  periode: number | null;
  peran: Role | null | undefined;
}

export function UnduhSemuaBapModal(props: UnduhSemuaBapModalProps) {
  return props.open ? <Isi {...props} /> : null;
}

function Isi({ onClose, periode, peran }: UnduhSemuaBapModalProps) {
  const [bagian, setBagian] = useState<BagianBap>(BAGIAN_DEFAULT);
  const [saya, setSaya] = useState(false);
  const [busy, setBusy] = useState(false);
  const [awal, setAwal] = useState<BapJob | null>(null);
  const { job, gagalPantau } = useBapJob(awal);
  const toast = useToast();

  const mulai = async () => {
    if (periode == null) return;
    setBusy(true);
    try {
      const body = bapSemuaBody(periode, bagian, peran === "dosen" && saya);
      setAwal(await panggil("/lms/kelas_kuliah/bap/unduh", "post", { body }));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setBusy(false);
    }
  };

  const tampil = job ?? awal;
  const footer = tampil ? (
    <button type="button" className="tombol-garis" onClick={onClose}>
      Tutup
    </button>
  ) : (
    <>
      <button type="button" className="tombol-garis" onClick={onClose}>
        Batal
      </button>
      <button type="button" className="tombol-utama" disabled={busy || periode == null || !adaBagian(bagian)} onClick={() => void mulai()}>
        Unduh
      </button>
    </>
  );
  return (
    <Modal open onClose={onClose} title="Unduh Semua BAP" width={520} footer={footer}>
      <p className="mb-4 text-sm text-slate-700">
        <span className="text-slate-500">Periode </span>
        <span className="font-medium text-slate-900">{periode == null ? "-" : periodeLabel(periode)}</span>
      </p>
      {tampil ? (
        <Progres job={tampil} gagalPantau={gagalPantau} />
      ) : (
        <>
          <PilihBagian value={bagian} onChange={setBagian} idPrefix="bap-semua" />
          {peran === "dosen" && <PilihLaporanSaya value={saya} onChange={setSaya} name="bap-semua-pengajar" />}
        </>
      )}
    </Modal>
  );
}

function Progres({ job, gagalPantau }: { job: BapJob; gagalPantau: string | null }) {
  const persen = persenBap(job);
  const teks = progresBap(job);
  return (
    <div aria-live="polite">
      <p className="mb-2 text-sm text-slate-700">{teks}</p>
      <div
        role="progressbar"
        aria-label={teks}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={persen}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-[width] ${job.status === "gagal" ? "bg-red-600" : "bg-blue-700"}`}
          style={{ width: `${persen}%` }}
        />
      </div>
      {job.status === "selesai" && (
        <a href={bapBerkasUrl(job.id)} download={job.nama_berkas || undefined} className="tombol-utama mt-4">
          Unduh Berkas
        </a>
      )}
      {job.status === "gagal" && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {job.pesan || "Terjadi kesalahan"}
        </p>
      )}
      {gagalPantau && job.status !== "gagal" && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {gagalPantau}
        </p>
      )}
    </div>
  );
}
