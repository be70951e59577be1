// 'Ubah Kehadiran Pengajar': present or not, and when the lecture started and ended (the
// college's wall clock, sent as ISO times with its offset). Switching 'Hadir' off clears both
// times; a present teacher needs both (the server's messages).
import { type FormEvent, useState } from "react";
import { panggil } from "../../app/panggil";
import { InputTanggalJam } from "../../components/input-tanggal-jam";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { formPengajarAwal, type GalatPengajar, namaPengajar, payloadPengajar, periksaPengajar, setHadir } from "./aturan";
import type { KehadiranPengajar } from "./types";

interface Props {
  idPertemuan: number;
  k: KehadiranPengajar;
  tz: string;
  onTersimpan: (baru: KehadiranPengajar) => void;
  onClose: () => void;
}

const INPUT =
  "w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-blue-700 focus:outline-none disabled:bg-slate-100 aria-invalid:border-red-500";

export function ModalPengajar({ idPertemuan, k, tz, onTersimpan, onClose }: Props) {
  const toast = useToast();
  const nama = namaPengajar(k);
  const [f, setF] = useState(() => formPengajarAwal(k, tz));
  const [galat, setGalat] = useState<GalatPengajar>({});
  const [sibuk, setSibuk] = useState(false);
  const simpan = async (e: FormEvent) => {
    e.preventDefault();
    const g = periksaPengajar(f, nama, tz);
    setGalat(g);
    if (g.mulai || g.selesai) return;
    setSibuk(true);
    try {
      const path = { id: idPertemuan, idDosen: k.pengajar.id_dosen };
      onTersimpan(await panggil("/lms/kehadiran_dosen/{id}/dosen/{idDosen}", "put", { path, body: payloadPengajar(f, tz) }));
      toast.success("Berhasil mengubah kehadiran dosen");
      onClose();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Terjadi kesalahan");
    } finally {
      setSibuk(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title="Ubah Kehadiran Pengajar"
      width={520}
      footer={
        <>
          <button type="button" className="tombol-garis" onClick={onClose} disabled={sibuk}>
            Batal
          </button>
          <button type="submit" form="form-pengajar" className="tombol-utama" disabled={sibuk}>
            Simpan
          </button>
        </>
      }
    >
      <form id="form-pengajar" onSubmit={simpan} noValidate className="space-y-4">
        <p className="font-medium text-slate-800">{nama}</p>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={f.is_hadir}
            onChange={(e) => setF(setHadir(f, e.target.checked))}
            className="size-4 accent-blue-700"
          />
          Hadir
        </label>
        <Waktu
          id="pengajar-mulai"
          label="Memulai Kuliah"
          nilai={f.mulai}
          galat={galat.mulai}
          mati={!f.is_hadir}
          onNilai={(v) => setF({ ...f, mulai: v })}
        />
        <Waktu
          id="pengajar-selesai"
          label="Mengakhiri Kuliah"
          nilai={f.selesai}
          galat={galat.selesai}
          mati={!f.is_hadir}
          onNilai={(v) => setF({ ...f, selesai: v })}
        />
      </form>
    </Modal>
  );
}

interface WaktuProps {
  id: string;
  label: string;
  nilai: string;
  galat?: string;
  mati: boolean;
  onNilai: (v: string) => void;
}

function Waktu({ id, label, nilai, galat, mati, onNilai }: WaktuProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <InputTanggalJam
        id={id}
        value={nilai}
        disabled={mati}
        onChange={onNilai}
        wajib
        galatLuar={galat}
        aria-invalid={galat ? true : undefined}
        aria-describedby={galat ? `${id}-galat` : undefined}
        className={INPUT}
      />
      {galat && (
        <p id={`${id}-galat`} className="mt-1 text-xs text-red-600">
          {galat}
        </p>
      )}
    </div>
  );
}
