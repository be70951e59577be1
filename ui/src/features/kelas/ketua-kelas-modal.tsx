// 'Ubah Ketua Kelas' (title 'Ubah Data', width 900): search by name or NIM with a
// 1000 ms debounce; one leader at most; saved with PUT .../ketua_kelas.
import { useEffect, useState } from "react";
import type { KelasDetail, Peserta } from "../../api/types";
import { api } from "../../app/api-client";
import { useReloadPage } from "../../app/page-context";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { cariPeserta, nimKetua, pilihJabatan } from "./aturan";

export function KetuaKelasModal({ kelas, open, onClose }: { kelas: KelasDetail; open: boolean; onClose: () => void }) {
  const [list, setList] = useState<Peserta[]>(kelas.mahasiswa);
  const [ketik, setKetik] = useState("");
  const [cari, setCari] = useState("");
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reload = useReloadPage();
  useEffect(() => setList(kelas.mahasiswa), [kelas.mahasiswa, open]);
  useEffect(() => {
    const t = window.setTimeout(() => setCari(ketik), 1000);
    return () => window.clearTimeout(t);
  }, [ketik]);
  const simpan = async () => {
    setBusy(true);
    try {
      await api(`/lms/kelas_kuliah/${kelas.id}/ketua_kelas`, { method: "PUT", body: { nim: nimKetua(list) } });
      toast.success("Berhasil mengubah ketua kelas");
      onClose();
      reload();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setBusy(false);
    }
  };
  const pilih = (m: Peserta) => (
    <select
      aria-label={`Jabatan ${m.nama}`}
      value={m.jabatan === "ketua_kelas" ? "ketua_kelas" : "peserta"}
      onChange={(e) => setList(pilihJabatan(list, m.nim, e.target.value as "ketua_kelas" | "peserta"))}
      className="rounded-md border border-slate-300 px-2 py-1 text-sm"
    >
      <option value="ketua_kelas">Ketua Kelas</option>
      <option value="peserta">Peserta</option>
    </select>
  );
  const rows = cariPeserta(list, cari);
  const footer = (
    <>
      <button type="button" className="tombol-garis" onClick={onClose}>
        Batal
      </button>
      <button type="button" className="tombol-utama" disabled={busy} onClick={simpan}>
        Simpan
      </button>
    </>
  );
  return (
    <Modal open={open} onClose={onClose} title="Ubah Data" width={900} footer={footer}>
      <input
        type="search"
        placeholder="Cari ID/nama peserta"
        aria-label="Cari ID/nama peserta"
        value={ketik}
        onChange={(e) => setKetik(e.target.value)}
        className="mb-3 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <table className="hidden w-full text-sm md:table">
        <thead className="text-left text-slate-500">
          <tr>
            <th className="py-2">No</th>
            <th>Nama/NIM</th>
            <th>Prodi</th>
            <th>Angkatan</th>
            <th>Jabatan</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m, i) => (
            <tr key={m.nim} className="border-t border-slate-100">
              <td className="py-2">{i + 1}</td>
              <td>
                <div className="font-medium text-slate-800">{m.nama}</div>
                <div className="text-xs text-slate-500">{m.nim}</div>
              </td>
              <td>{`${m.prodi.jenjang} ${m.prodi.nama}`}</td>
              <td>{m.angkatan}</td>
              <td>{pilih(m)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 md:hidden">
        {rows.map((m) => (
          <li key={m.nim} className="rounded-md border border-slate-200 p-3 text-sm">
            <div className="font-medium text-slate-800">{m.nama}</div>
            <div className="mb-2 text-xs text-slate-500">{`${m.nim} · ${m.prodi.jenjang} ${m.prodi.nama} · ${m.angkatan}`}</div>
            {pilih(m)}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
