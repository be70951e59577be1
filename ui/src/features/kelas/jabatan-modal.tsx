// 'Ubah Jabatan': each teacher's role (Dosen Koordinator / Pengajar / Asisten) and
// the teaching method (Individu / Team Teaching); saved with PUT .../jabatan.
import { useEffect, useState } from "react";
import type { KelasDetail } from "../../api/types";
import { api } from "../../app/api-client";
import { useReloadPage } from "../../app/page-context";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { namaLengkapDosen } from "../../lib/nama";
import { cekJabatan, JABATAN_LABEL, METODE_LABEL } from "./aturan";

export function JabatanModal({ kelas, open, onClose }: { kelas: KelasDetail; open: boolean; onClose: () => void }) {
  const [list, setList] = useState(kelas.pengajar);
  const [metode, setMetode] = useState(kelas.metode_mengajar);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reload = useReloadPage();
  useEffect(() => {
    setList(kelas.pengajar);
    setMetode(kelas.metode_mengajar);
  }, [kelas, open]);
  const salah = cekJabatan(list);
  const simpan = async () => {
    setBusy(true);
    try {
      const pengajar = list.map((p) => ({ id_dosen: p.id_dosen, jabatan: p.jabatan }));
      await api(`/lms/kelas_kuliah/${kelas.id}/jabatan`, { method: "PUT", body: { metode_mengajar: metode, pengajar } });
      toast.success("Berhasil mengubah jabatan pengajar");
      onClose();
      reload();
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
      <button type="button" className="tombol-utama" disabled={busy || salah !== null} onClick={simpan}>
        Simpan
      </button>
    </>
  );
  return (
    <Modal open={open} onClose={onClose} title="Ubah Jabatan" footer={footer}>
      <fieldset className="mb-4">
        <legend className="mb-1 text-sm font-medium text-slate-700">Metode Mengajar</legend>
        {Object.entries(METODE_LABEL).map(([value, label]) => (
          <label key={value} className="mr-4 inline-flex items-center gap-1.5 text-sm">
            <input type="radio" name="metode" value={value} checked={metode === value} onChange={() => setMetode(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <ul className="space-y-2">
        {list.map((p) => (
          <li key={p.id_dosen} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm">
            <span>
              <span className="block font-medium text-slate-800">
                {namaLengkapDosen({ gelar_depan: p.gelar_depan, nama: p.nama_pengajar, gelar_akademik: p.gelar_akademik })}
              </span>
              <span className="text-xs text-slate-500">{`NIDN ${p.nidn}`}</span>
            </span>
            <select
              aria-label={`Jabatan ${p.nama_pengajar}`}
              value={p.jabatan}
              onChange={(e) => setList(list.map((x) => (x.id_dosen === p.id_dosen ? { ...x, jabatan: e.target.value } : x)))}
              className="rounded-md border border-slate-300 px-2 py-1"
            >
              {Object.entries(JABATAN_LABEL).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      {salah && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {salah}
        </p>
      )}
    </Modal>
  );
}
