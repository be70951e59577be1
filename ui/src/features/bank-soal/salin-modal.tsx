// 'Soal Mata Kuliah' (spec 3 §2 'Copy-from-exam modal'): Periode (the running one first), Kelas
// and Kuis/Ujian; the exam's questions in pages of 10 with a checkbox each, an excerpt, the
// type, the creator when known and the answer on demand; 'Simpan' copies the ticked ones into
// the bank (POST .../soal/salin_ujian), none ticked being refused first.
import { useState } from "react";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { Field, Pilih } from "../pertemuan/field";
import { useKirim } from "../ujian/soal-kirim";
import type { BankSoalDetail, SalinSoalUjian } from "./aturan";
import { labelKelas, labelPeriode, labelUjian, PESAN_SALIN_KOSONG, soalDariUjian } from "./salin-aturan";
import { TabelSalin } from "./salin-tabel";
import { useMuat } from "./use-muat";
import { Memuat } from "../../components/memuat";

export interface SalinModalProps {
  idBank: number;
  onClose: () => void;
  onTersimpan: (d: BankSoalDetail) => void;
}

interface Pilihan {
  periode: string;
  kelas: string;
  ujian: string;
}

export function SalinModal({ idBank, onClose, onTersimpan }: SalinModalProps) {
  const [p, setP] = useState<Pilihan>({ periode: "", kelas: "", ujian: "" });
  const [dipilih, setDipilih] = useState<number[]>([]);
  const { busy, kirim } = useKirim();
  const toast = useToast();
  const daftarPeriode = useMuat("periode", (signal) => panggil("/v1/periode_ref", "get", { signal }))?.data;
  // Until one is chosen, the running period (else the newest).
  const periode = p.periode || String((daftarPeriode?.find((x) => x.is_berjalan) ?? daftarPeriode?.[0])?.kode ?? "");
  const kelas = useMuat(periode ? `kelas ${periode}` : null, (signal) =>
    panggil("/lms/kelas_kuliah", "get", { query: { periode: Number(periode), per_page: 100 }, signal }),
  )?.data;
  const ujian = useMuat(p.kelas ? `ujian ${p.kelas}` : null, (signal) =>
    panggil("/lms/bank_soal/ujian_sumber", "get", { query: { id_kelas_kuliah: Number(p.kelas) }, signal }),
  );
  const soal = useMuat(p.ujian ? `soal ${p.ujian}` : null, (signal) =>
    panggil("/lms/ujian/{id}/soal", "get", { path: { id: Number(p.ujian) }, signal }),
  );
  const pilih = (ubah: Partial<Pilihan>) => {
    setP((x) => ({ ...x, ...ubah }));
    setDipilih([]);
  };
  const simpan = async () => {
    if (!p.ujian || dipilih.length === 0) return toast.error(PESAN_SALIN_KOSONG);
    const body: SalinSoalUjian = { id_ujian: Number(p.ujian), list_id_soal: dipilih };
    const r = await kirim(
      () => panggil("/lms/bank_soal/{id}/soal/salin_ujian", "post", { path: { id: idBank }, body }),
      `${dipilih.length} soal berhasil disalin`,
    );
    if (r) onTersimpan(r.data);
  };
  const memuat = (ada: unknown, siap: unknown) => (ada && !siap ? "Memuat..." : undefined);
  return (
    <Modal
      open
      onClose={onClose}
      title="Soal Mata Kuliah"
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
        <div className="grid gap-3 md:grid-cols-3">
          <Field id="salin-periode" label="Periode">
            <Pilih
              id="salin-periode"
              value={periode}
              kosong={memuat(true, daftarPeriode) ?? "Pilih Periode"}
              opsi={(daftarPeriode ?? []).map((x) => [String(x.kode), labelPeriode(x)])}
              onChange={(v) => pilih({ periode: v, kelas: "", ujian: "" })}
            />
          </Field>
          <Field id="salin-kelas" label="Kelas">
            <Pilih
              id="salin-kelas"
              value={p.kelas}
              kosong={memuat(periode, kelas) ?? "Pilih Kelas"}
              opsi={(kelas ?? []).map((k) => [String(k.id), labelKelas(k)])}
              onChange={(v) => pilih({ kelas: v, ujian: "" })}
            />
          </Field>
          <Field id="salin-ujian" label="Kuis/Ujian">
            <Pilih
              id="salin-ujian"
              value={p.ujian}
              kosong={memuat(p.kelas, ujian) ?? (p.kelas && ujian?.length === 0 ? "Tidak ada kuis/ujian" : "Pilih Kuis/Ujian")}
              opsi={(ujian ?? []).map((u) => [String(u.id), labelUjian(u)])}
              onChange={(v) => pilih({ ujian: v })}
            />
          </Field>
        </div>
        {!p.ujian ? (
          <p className="py-6 text-center text-sm text-slate-500">Pilih periode, kelas dan kuis/ujian untuk melihat soalnya.</p>
        ) : !soal ? (
          <Memuat />
        ) : (
          <TabelSalin key={p.ujian} rows={soalDariUjian(soal)} dipilih={dipilih} onDipilih={setDipilih} />
        )}
      </div>
    </Modal>
  );
}
