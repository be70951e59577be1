// 'Ambil dari Bank Soal' of one question group: a bank the lecturer may read (searched by title
// or description, 500 ms after typing), its questions in the bank's copy table (pages of 10, a
// checkbox each, the first paragraph, the type), and 'Simpan', which adds the ticked ones to
// the group and answers the exam's whole list of groups.
import { useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { TabelSalin } from "../bank-soal/salin-tabel";
import { useMuat } from "../bank-soal/use-muat";
import { Field, INPUT, Pilih } from "../pertemuan/field";
import { CARI_DEBOUNCE_MS } from "../pertemuan/pemilih-salinan";
import { bodyDariBank, labelBank, PER_PAGE_BANK, periksaDariBank } from "./bank-aturan";
import type { KelompokSoal, SoalUjianDaftar } from "./soal-aturan";
import { useKirim } from "./soal-kirim";
import { Memuat } from "../../components/memuat";

export interface SoalBankModalProps {
  idUjian: number;
  k: Pick<KelompokSoal, "id" | "nomor">;
  onClose: () => void;
  onTersimpan: (d: SoalUjianDaftar) => void;
}

export function SoalBankModal({ idUjian, k, onClose, onTersimpan }: SoalBankModalProps) {
  const [ketik, setKetik] = useState("");
  const [cari, setCari] = useState("");
  const [idBank, setIdBank] = useState("");
  const [dipilih, setDipilih] = useState<number[]>([]);
  const { busy, kirim } = useKirim();
  const toast = useToast();
  useEffect(() => {
    const t = window.setTimeout(() => setCari(ketik.trim()), CARI_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [ketik]);
  const bank = useMuat(`bank ${cari}`, (signal) =>
    panggil("/lms/bank_soal", "get", { query: { per_page: PER_PAGE_BANK, search: cari || undefined }, signal }),
  )?.data;
  const detail = useMuat(idBank ? `detail ${idBank}` : null, (signal) =>
    panggil("/lms/bank_soal/{id}", "get", { path: { id: Number(idBank) }, signal }),
  );
  const pilihBank = (v: string) => {
    setIdBank(v);
    setDipilih([]);
  };
  const simpan = async () => {
    const pesan = periksaDariBank(idBank ? Number(idBank) : null, dipilih);
    if (pesan) return toast.error(pesan);
    const body = bodyDariBank(Number(idBank), dipilih);
    const r = await kirim(
      () => panggil("/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal/dari_bank", "post", { path: { id: idUjian, idKelompok: k.id }, body }),
      `${dipilih.length} soal berhasil ditambahkan`,
    );
    if (r) onTersimpan(r.data);
  };
  // The chosen bank stays offered while a search hides it.
  const opsi = (bank ?? []).map((b): [string, string] => [String(b.id), labelBank(b)]);
  if (detail && idBank && !opsi.some(([v]) => v === idBank)) opsi.unshift([idBank, labelBank(detail)]);
  return (
    <Modal
      open
      onClose={onClose}
      title="Ambil dari Bank Soal"
      width={900}
      footer={
        <>
          <button type="button" className="tombol-garis" onClick={onClose} disabled={busy}>
            Batal
          </button>
          <button type="button" className="tombol-utama" onClick={() => void simpan()} disabled={busy}>
            Simpan
          </button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{`Soal yang dipilih ditambahkan ke Kelompok Soal ${k.nomor}.`}</p>
        <div className="grid gap-3 md:grid-cols-[16rem_1fr]">
          <Field id="ambil-bank-cari" label="Cari Bank Soal">
            <input
              id="ambil-bank-cari"
              type="search"
              value={ketik}
              placeholder="Judul atau deskripsi"
              onChange={(e) => setKetik(e.target.value)}
              className={INPUT}
            />
          </Field>
          <Field id="ambil-bank" label="Bank Soal">
            <Pilih
              id="ambil-bank"
              value={idBank}
              kosong={!bank ? "Memuat..." : opsi.length === 0 ? "Tidak ada bank soal" : "Pilih Bank Soal"}
              opsi={opsi}
              onChange={pilihBank}
            />
          </Field>
        </div>
        {!idBank ? (
          <p className="py-6 text-center text-sm text-slate-500">Pilih bank soal untuk melihat soalnya.</p>
        ) : !detail ? (
          <Memuat />
        ) : (
          <TabelSalin
            key={idBank}
            rows={detail.list_soal}
            dipilih={dipilih}
            onDipilih={setDipilih}
            kosong="Belum ada soal yang tersedia pada bank soal ini."
          />
        )}
      </div>
    </Modal>
  );
}
