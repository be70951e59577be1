// 'Ubah Jabatan': each teacher's role (Dosen Koordinator / Pengajar / Asisten) and the
// teaching method (Individu / Team Teaching); PUT .../jabatan. Exactly one coordinator.
import { useEffect, useState } from "react";
import { api } from "../../app/api-client";
import { useReloadPage } from "../../app/page-context";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { cekJabatan, JABATAN_LABEL, METODE_LABEL } from "./aturan";
import { Kosong } from "./kartu";
import { namaPengajar } from "./pengajar";
import type { JabatanRequest, KelasDetail } from "./types";

export function JabatanModal({ kelas, open, onClose }: { kelas: KelasDetail; open: boolean; onClose: () => void }) {
  const [list, setList] = useState(kelas.pengajar);
  const [metode, setMetode] = useState(kelas.metode_mengajar);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reload = useReloadPage();
  useEffect(() => {
    if (!open) return;
    setList(kelas.pengajar);
    setMetode(kelas.metode_mengajar);
  }, [kelas.pengajar, kelas.metode_mengajar, open]);
  const salah = cekJabatan(list);

  const simpan = async () => {
    setBusy(true);
    try {
      const body: JabatanRequest = {
        metode_mengajar: metode,
        pengajar: list.map((p) => ({ id_dosen: p.id_dosen, jabatan: p.jabatan })),
      };
      await api(`/lms/kelas_kuliah/${kelas.id}/jabatan`, { method: "PUT", body });
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
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Metode Mengajar</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {Object.entries(METODE_LABEL).map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-1.5 text-sm">
              <input type="radio" name="metode-mengajar" value={value} checked={metode === value} onChange={() => setMetode(value)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {list.length === 0 ? (
        <Kosong />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {list.map((p) => (
            <li key={p.id_dosen} className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0">
                <span className="block font-medium break-words text-slate-800">{namaPengajar(p)}</span>
                <span className="block text-xs text-slate-500">{`NIDN ${p.nidn || "-"}`}</span>
              </span>
              <select
                aria-label={`Jabatan ${p.nama_pengajar}`}
                value={p.jabatan}
                onChange={(e) => {
                  const jabatan = e.target.value;
                  setList((xs) => xs.map((x) => (x.id_dosen === p.id_dosen ? { ...x, jabatan } : x)));
                }}
                className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 sm:w-48"
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
      )}
      {salah && list.length > 0 && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {salah}
        </p>
      )}
    </Modal>
  );
}
