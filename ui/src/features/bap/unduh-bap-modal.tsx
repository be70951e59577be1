// 'Unduh BAP' of one class: the report parts, whose meetings (lecturer: all or own;
// operator: all or one teacher), then the PDF is fetched and saved under the server's
// file name. Errors show a danger toast with the server's message.
import { useState } from "react";
import type { Role } from "../../api/types";
import { unduh } from "../../app/api-client";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { adaBagian, BAGIAN_DEFAULT, bapKelasUrl, namaBerkasBap } from "./aturan";
import { PilihBagian, PilihLaporanSaya } from "./bagian";
import type { BagianBap, PengajarBap } from "./types";

export interface KelasBap {
  id: number;
  /** Course code, e.g. 'IF101'. */
  kode: string;
  /** Course name. */
  mataKuliah: string;
  /** Class name, e.g. 'A'. */
  namaKelas: string;
}

export interface UnduhBapModalProps {
  open: boolean;
  onClose: () => void;
  kelas: KelasBap | null;
  /** The class's teachers (operator's 'Pengajar' choice). */
  pengajar: PengajarBap[];
  peran: Role | null | undefined;
}

export function UnduhBapModal(props: UnduhBapModalProps) {
  // Mounted only while open: every opening starts from the defaults.
  return props.open && props.kelas ? <Isi {...props} kelas={props.kelas} /> : null;
}

function Isi({ onClose, kelas, pengajar, peran }: UnduhBapModalProps & { kelas: KelasBap }) {
  const [bagian, setBagian] = useState<BagianBap>(BAGIAN_DEFAULT);
  const [saya, setSaya] = useState(false);
  const [idPengajar, setIdPengajar] = useState("");
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const mulai = async () => {
    setBusy(true);
    try {
      const url = bapKelasUrl(kelas.id, {
        ...bagian,
        laporan_saya: peran === "dosen" && saya,
        id_pengajar: peran === "operator" && idPengajar ? Number(idPengajar) : null,
      });
      await unduh(url, undefined, namaBerkasBap(kelas.kode, kelas.namaKelas));
      onClose();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <>
      <button type="button" className="tombol-garis" onClick={onClose}>
        Batal
      </button>
      <button type="button" className="tombol-utama" disabled={busy || !adaBagian(bagian)} onClick={() => void mulai()}>
        Unduh
      </button>
    </>
  );
  return (
    <Modal open onClose={onClose} title="Unduh BAP" width={520} footer={footer}>
      <p className="mb-4 text-sm break-words text-slate-700">
        <span className="font-medium text-slate-900">{`${kelas.kode} - ${kelas.mataKuliah}`}</span>
        {kelas.namaKelas && <span className="text-slate-500">{` · Kelas ${kelas.namaKelas}`}</span>}
      </p>
      <PilihBagian value={bagian} onChange={setBagian} idPrefix="bap" />
      {peran === "dosen" && <PilihLaporanSaya value={saya} onChange={setSaya} name="bap-pengajar" />}
      {peran === "operator" && (
        <div>
          <label htmlFor="bap-id-pengajar" className="mb-1 block text-sm font-medium text-slate-700">
            Pengajar
          </label>
          <select
            id="bap-id-pengajar"
            value={idPengajar}
            onChange={(e) => setIdPengajar(e.target.value)}
            className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
          >
            <option value="">Semua pengajar</option>
            {pengajar.map((p) => (
              <option key={p.id_dosen} value={String(p.id_dosen)}>
                {p.nama}
              </option>
            ))}
          </select>
        </div>
      )}
    </Modal>
  );
}
