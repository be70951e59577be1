// The participant list's actions: 'Update Progres' and 'Update Kehadiran Manual' (the same
// recalculation; disabled while one runs), and 'Ubah kehadiran', or 'Batal' and
// 'Simpan kehadiran' in edit mode.
import { useState } from "react";
import { panggil } from "../../app/panggil";
import { useToast } from "../../components/toast";
import type { KehadiranPertemuanPage, StatusProses } from "./types";

export interface ToolbarPesertaProps {
  data: KehadiranPertemuanPage;
  status: StatusProses;
  /** In edit mode. */
  ubah: boolean;
  menyimpan: boolean;
  onUbah: () => void;
  onBatal: () => void;
  onSimpan: () => void;
}

export function ToolbarPeserta({ data, status, ubah, menyimpan, onUbah, onBatal, onSimpan }: ToolbarPesertaProps) {
  const { izin } = data;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {izin.isAllowUpdateProgres && <TombolHitung idPertemuan={data.pertemuan.id} status={status} />}
      {izin.isAllowUbahPeserta &&
        (ubah ? (
          <>
            <button type="button" className="tombol-garis" onClick={onBatal} disabled={menyimpan}>
              Batal
            </button>
            <button type="button" className="tombol-utama" onClick={onSimpan} disabled={menyimpan}>
              Simpan kehadiran
            </button>
          </>
        ) : (
          <button type="button" className="tombol-utama" onClick={onUbah} disabled={data.peserta.length === 0}>
            Ubah kehadiran
          </button>
        ))}
    </div>
  );
}

const SEDANG = "Sedang ada proses update";

/** POST .../hitung_ulang: the status then follows the event stream. */
function TombolHitung({ idPertemuan, status }: { idPertemuan: number; status: StatusProses }) {
  const toast = useToast();
  const [mengirim, setMengirim] = useState(false);
  const proses = status === "processing";
  const mati = proses || mengirim;
  const hitung = async () => {
    setMengirim(true);
    try {
      await panggil("/lms/kehadiran_mahasiswa/pertemuan/{id}/hitung_ulang", "post", { path: { id: idPertemuan } });
      toast.success("Berhasil mengirimkan permintaan update persentase kehadiran");
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setMengirim(false);
    }
  };
  return (
    <>
      {proses && (
        <span role="status" className="text-xs text-amber-700">
          {SEDANG}
        </span>
      )}
      {status === "failed" && <span className="text-xs text-red-700">Update progres terakhir gagal</span>}
      {["Update Progres", "Update Kehadiran Manual"].map((label) => (
        <button
          key={label}
          type="button"
          className="tombol-garis"
          disabled={mati}
          title={proses ? SEDANG : undefined}
          onClick={() => void hitung()}
        >
          {label}
        </button>
      ))}
    </>
  );
}
