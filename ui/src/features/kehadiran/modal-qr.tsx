// 'QR Code Presensi': the code the lecturer shows in an offline meeting. The image, the six
// digits to type, the link, and a countdown; the next code is fetched when this one expires
// (every detik_rotasi seconds) while the dialog is open. Errors stay in the dialog.
import { useCallback, useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import { serverOffset } from "../../app/server-clock";
import { Modal } from "../../components/modal";
import { jedaQr, sisaDetik, srcQr } from "./aturan";
import type { QrKehadiran } from "./types";
import { Memuat } from "../../components/memuat";

const sekarang = () => Date.now() + serverOffset();

export function ModalQr({ idPertemuan, onClose }: { idPertemuan: number; onClose: () => void }) {
  const [qr, setQr] = useState<QrKehadiran | null>(null);
  const [galat, setGalat] = useState<string | null>(null);
  const [muat, setMuat] = useState(0);
  const ambilLagi = useCallback(() => setMuat((n) => n + 1), []);

  useEffect(() => {
    const ctrl = new AbortController();
    panggil("/lms/kehadiran_mahasiswa/pertemuan/{id}/qr", "get", { path: { id: idPertemuan }, signal: ctrl.signal }).then(
      (q) => {
        setQr(q);
        setGalat(null);
      },
      (e: unknown) => {
        if (ctrl.signal.aborted) return;
        setGalat(e instanceof Error ? e.message : "Terjadi kesalahan");
      },
    );
    return () => ctrl.abort();
  }, [idPertemuan, muat]);

  useEffect(() => {
    if (!qr) return;
    const id = window.setTimeout(ambilLagi, jedaQr(qr.berlaku_sampai, qr.detik_rotasi, sekarang()));
    return () => window.clearTimeout(id);
  }, [qr, ambilLagi]);

  return (
    <Modal
      open
      onClose={onClose}
      title="QR Code Presensi"
      width={480}
      footer={
        <button type="button" className="tombol-garis" onClick={onClose}>
          Tutup
        </button>
      }
    >
      {galat ? (
        <div className="space-y-3 text-center">
          <p role="alert" className="text-sm text-red-700">
            {galat}
          </p>
          <button type="button" className="tombol-garis" onClick={ambilLagi}>
            Coba lagi
          </button>
        </div>
      ) : qr ? (
        <IsiQr qr={qr} />
      ) : (
        <Memuat className="py-8 text-center text-sm text-slate-500">Memuat QR Code…</Memuat>
      )}
    </Modal>
  );
}

function IsiQr({ qr }: { qr: QrKehadiran }) {
  const sisa = useSisaDetik(qr.berlaku_sampai);
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <img src={srcQr(qr.svg)} alt="QR Code presensi" className="size-64 max-w-full" />
      <div>
        <div className="text-xs font-medium text-slate-500">Kode presensi</div>
        <div className="font-mono text-4xl font-bold tracking-[0.3em] text-slate-900">{qr.kode}</div>
      </div>
      <p className="text-sm text-slate-600" aria-live="off">{`Berganti dalam ${sisa} detik`}</p>
      <p className="text-xs break-all text-slate-500">{qr.url}</p>
    </div>
  );
}

/** Seconds left until `sampai`, ticking every second. */
function useSisaDetik(sampai: string): number {
  const [sisa, setSisa] = useState(() => sisaDetik(sampai, sekarang()));
  useEffect(() => {
    const tick = () => setSisa(sisaDetik(sampai, sekarang()));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [sampai]);
  return sisa;
}
