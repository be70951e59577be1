// 'Ubah Jabatan': each teacher's role (Dosen Koordinator / Pengajar / Asisten) and the
// teaching method (Individu / Team Teaching); PUT .../jabatan. Exactly one coordinator.
import { useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { cekJabatan, JABATAN, JABATAN_LABEL, jabatanDari, METODE, METODE_LABEL } from "./aturan";
import { Kosong } from "./kartu";
import { namaPengajar } from "./pengajar";
import { FooterSimpan, useSimpan } from "./simpan";
import type { JabatanRequest, KelasDetail } from "./types";

export function JabatanModal({ kelas, open, onClose }: { kelas: KelasDetail; open: boolean; onClose: () => void }) {
  const [list, setList] = useState(kelas.pengajar);
  const [metode, setMetode] = useState(kelas.metode_mengajar);
  const { busy, simpan } = useSimpan(onClose);
  useEffect(() => {
    if (!open) return;
    setList(kelas.pengajar);
    setMetode(kelas.metode_mengajar);
  }, [kelas.pengajar, kelas.metode_mengajar, open]);
  const salah = cekJabatan(list);

  const kirim = () => {
    const body: JabatanRequest = {
      metode_mengajar: metode,
      pengajar: list.map((p) => ({ id_dosen: p.id_dosen, jabatan: p.jabatan })),
    };
    return panggil("/lms/kelas_kuliah/{id}/jabatan", "put", { path: { id: kelas.id }, body });
  };

  const footer = (
    <FooterSimpan
      onBatal={onClose}
      onSimpan={() => simpan(kirim, "Berhasil mengubah jabatan pengajar")}
      disabled={busy || salah !== null}
    />
  );
  return (
    <Modal open={open} onClose={onClose} title="Ubah Jabatan" footer={footer}>
      <fieldset className="mb-4">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Metode Mengajar</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {METODE.map((value) => (
            <label key={value} className="inline-flex items-center gap-1.5 text-sm">
              <input type="radio" name="metode-mengajar" value={value} checked={metode === value} onChange={() => setMetode(value)} />
              {METODE_LABEL[value]}
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
                  const jabatan = jabatanDari(e.target.value);
                  if (jabatan) setList((xs) => xs.map((x) => (x.id_dosen === p.id_dosen ? { ...x, jabatan } : x)));
                }}
                className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 sm:w-48"
              >
                {JABATAN.map((value) => (
                  <option key={value} value={value}>
                    {JABATAN_LABEL[value]}
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
