// The bank modal 'Tambah Data', 'Ubah Data' or 'Duplikat Data' (spec 3 §2 'Bank modal'): Judul,
// Deskripsi, Dosen (operators pick the teacher), Mata Kuliah (the teacher's courses) and the
// Tampilan radio. The server's checks run first (aturan.ts) as danger toasts; the saved bank's
// detail goes to the caller. Mounted per opening (fresh state).
import { useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { Field, FieldTeks, Pilih } from "../pertemuan/field";
import { tampilanLabel } from "../pertemuan/ujian-aturan";
import { useKirim } from "../ujian/soal-kirim";
import {
  type BankSoalDetail,
  type BankSoalRingkas,
  bodyBank,
  type BankSoalSimpan,
  type FormBank,
  formBankAwal,
  judulModalBank,
  mataKuliahDalamOpsi,
  type ModeBank,
  periksaBank,
} from "./aturan";
import { useOpsiBank } from "./use-opsi-bank";

export interface BankModalProps {
  mode: ModeBank;
  /** The bank changed or duplicated; null for a new one. */
  bank: BankSoalRingkas | null;
  pilihDosen: boolean;
  /** The signed-in lecturer, whose courses are offered when no teacher is picked. */
  idSaya: number;
  onClose: () => void;
  onTersimpan: (d: BankSoalDetail) => void;
}

const SUKSES: Record<ModeBank, string> = {
  tambah: "Bank soal berhasil ditambahkan",
  ubah: "Bank soal berhasil diubah",
  duplikat: "Bank soal berhasil diduplikat",
};

const simpanBank = (mode: ModeBank, bank: BankSoalRingkas | null, body: BankSoalSimpan) =>
  !bank || mode === "tambah"
    ? panggil("/lms/bank_soal", "post", { body })
    : mode === "ubah"
      ? panggil("/lms/bank_soal/{id}", "put", { path: { id: bank.id }, body })
      : panggil("/lms/bank_soal/{id}/duplikat", "post", { path: { id: bank.id }, body });

export function BankModal({ mode, bank, pilihDosen, idSaya, onClose, onTersimpan }: BankModalProps) {
  const [f, setF] = useState<FormBank>(() => formBankAwal(bank));
  const idDosen = pilihDosen ? Number(f.id_dosen) || null : idSaya;
  const { dosen, mataKuliah } = useOpsiBank(pilihDosen, idDosen);
  const { busy, kirim } = useKirim();
  const toast = useToast();
  useEffect(() => {
    if (mataKuliah) setF((x) => mataKuliahDalamOpsi(x, mataKuliah));
  }, [mataKuliah]);
  const ubah = (patch: Partial<FormBank>) => setF((x) => ({ ...x, ...patch }));
  const simpan = async () => {
    const pesan = periksaBank(f, pilihDosen);
    if (pesan) return toast.error(pesan);
    const body = bodyBank(f, pilihDosen);
    const r = await kirim(() => simpanBank(mode, bank, body), SUKSES[mode]);
    if (r) onTersimpan(r.data);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={judulModalBank(mode)}
      width={640}
      footer={
        <>
          <button type="button" className="tombol-garis" onClick={onClose} disabled={busy}>
            Batal
          </button>
          <button type="submit" form="form-bank" className="tombol-utama" disabled={busy}>
            Simpan
          </button>
        </>
      }
    >
      <form
        id="form-bank"
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void simpan();
        }}
      >
        <FieldTeks id="bank-judul" label="Judul" value={f.judul} onChange={(v) => ubah({ judul: v })} />
        <FieldTeks id="bank-deskripsi" label="Deskripsi" value={f.deskripsi} onChange={(v) => ubah({ deskripsi: v })} baris={3} />
        {pilihDosen && (
          <Field id="bank-dosen" label="Dosen">
            <Pilih
              id="bank-dosen"
              value={f.id_dosen}
              kosong={dosen ? "Pilih Dosen" : "Memuat..."}
              opsi={(dosen ?? []).map((d) => [String(d.id_dosen), d.nama_lengkap || d.nama])}
              onChange={(v) => ubah({ id_dosen: v })}
            />
          </Field>
        )}
        <Field id="bank-mata-kuliah" label="Mata Kuliah">
          <Pilih
            id="bank-mata-kuliah"
            value={f.id_mata_kuliah}
            kosong={idDosen && !mataKuliah ? "Memuat..." : "Pilih Mata Kuliah"}
            opsi={(mataKuliah ?? []).map((m) => [String(m.id), `${m.kode} - ${m.nama}`])}
            onChange={(v) => ubah({ id_mata_kuliah: v })}
          />
        </Field>
        <Tampilan nilai={f.ditampilkan} onChange={(v) => ubah({ ditampilkan: v })} />
      </form>
    </Modal>
  );
}

function Tampilan({ nilai, onChange }: { nilai: boolean; onChange: (v: boolean) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">Tampilan</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {[true, false].map((v) => (
          <label key={String(v)} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="bank-tampilan"
              checked={nilai === v}
              onChange={() => onChange(v)}
              className="size-4 accent-blue-700"
            />
            {tampilanLabel(v)}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {nilai
          ? "Dosen lain pada mata kuliah yang sama dapat melihat dan menyalin bank soal ini."
          : "Bank soal ini tidak terlihat oleh dosen lain."}
      </p>
    </fieldset>
  );
}
