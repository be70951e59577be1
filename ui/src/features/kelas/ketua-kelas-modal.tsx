// 'Ubah Ketua Kelas' (title 'Ubah Data', width 900): search by name or NIM (1000 ms
// debounce), one leader at most; Simpan sends PUT .../ketua_kelas {nim} ('' for none).
import { useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { cariPeserta, isKetua, nimKetua, pilihJabatan } from "./aturan";
import { Kosong } from "./kartu";
import { TabelPeserta } from "./peserta";
import { FooterSimpan, useSimpan } from "./simpan";
import type { JabatanPeserta, KelasDetail, KetuaKelasRequest, Peserta } from "./types";

export const CARI_DEBOUNCE_MS = 1000;

export function KetuaKelasModal({ kelas, open, onClose }: { kelas: KelasDetail; open: boolean; onClose: () => void }) {
  const [list, setList] = useState<Peserta[]>(kelas.mahasiswa);
  const [ketik, setKetik] = useState("");
  const [cari, setCari] = useState("");
  const { busy, simpan } = useSimpan(onClose);
  useEffect(() => {
    if (!open) return;
    setList(kelas.mahasiswa);
    setKetik("");
    setCari("");
  }, [kelas.mahasiswa, open]);
  useEffect(() => {
    const t = window.setTimeout(() => setCari(ketik), CARI_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [ketik]);

  const kirim = () => {
    const body: KetuaKelasRequest = { nim: nimKetua(list) };
    return panggil("/lms/kelas_kuliah/{id}/ketua_kelas", "put", { path: { id: kelas.id }, body });
  };

  const pilih = (m: Peserta) => (
    <select
      aria-label={`Jabatan ${m.nama}`}
      value={isKetua(m.jabatan) ? "ketua_kelas" : "peserta"}
      onChange={(e) => setList((xs) => pilihJabatan(xs, m.nim, e.target.value as JabatanPeserta))}
      className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm md:w-36"
    >
      <option value="ketua_kelas">Ketua Kelas</option>
      <option value="peserta">Peserta</option>
    </select>
  );
  const rows = cariPeserta(list, cari);
  const footer = <FooterSimpan onBatal={onClose} onSimpan={() => simpan(kirim, "Berhasil mengubah ketua kelas")} disabled={busy} />;
  return (
    <Modal open={open} onClose={onClose} title="Ubah Data" width={900} footer={footer}>
      <input
        type="search"
        placeholder="Cari ID/nama peserta"
        aria-label="Cari ID/nama peserta"
        value={ketik}
        onChange={(e) => setKetik(e.target.value)}
        className="mb-3 h-9 w-full rounded-md border border-slate-300 px-3 text-sm focus:border-blue-700 focus:outline-none md:w-72"
      />
      {rows.length === 0 ? <Kosong /> : <TabelPeserta rows={rows} jabatan={pilih} />}
    </Modal>
  );
}
