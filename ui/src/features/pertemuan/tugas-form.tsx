// Task form modal ('Tambah Data' / 'Ubah Data'): POST /lms/tugas or PUT /lms/tugas/{id}.
// The server's checks run here first, in its order (tugas-aturan.ts): the first failing one
// shows under its field, as a danger toast, and takes the focus. Attachments upload as soon
// as they are chosen (saving waits for them); cancelling deletes the ones uploaded here.
// Mounted per opening (fresh state).
import { useCallback, useState } from "react";
import { serverOffset } from "../../app/server-clock";
import { Modal } from "../../components/modal";
import { UnggahBerkasTugas, useUnggahanBaru } from "../tugas/berkas";
import { ariaGalat, Field, INPUT, Pilih, FieldTeks } from "./field";
import { FieldKaya } from "./field-kaya";
import { minMulai } from "./forum-aturan";
import { PilihPertemuan } from "./form-waktu";
import type { PertemuanPageData } from "./types";
import type { TugasDetail } from "./types-tugas";
import { TombolForm, useSimpanAktivitas } from "./simpan-aktivitas";
import { panggil } from "../../app/panggil";
import {
  bodyTugas,
  type FormTugas,
  formTugasAwal,
  type GalatIsian,
  JENIS_TUGAS_LABEL,
  JUDUL_MAKS,
  type KolomTugas,
  periksaTugas,
} from "./tugas-aturan";
import { InputTanggalJam } from "../../components/input-tanggal-jam";

export interface TugasFormProps {
  data: PertemuanPageData;
  /** null: a new task. */
  tugas: TugasDetail | null;
  tz: string;
  onClose: () => void;
}

/** The control each field's message belongs to (PilihPertemuan names its own). */
const ID: Record<KolomTugas, string> = {
  id_pertemuan: "materi-pertemuan",
  judul: "tugas-judul",
  sub_jenis: "tugas-jenis",
  deskripsi: "tugas-deskripsi",
  waktu_mulai: "tugas-mulai",
  waktu_selesai: "tugas-selesai",
  lampiran: "tugas-lampiran",
};

const OPSI_JENIS = Object.entries(JENIS_TUGAS_LABEL) as [string, string][];

export function TugasForm({ data, tugas, tz, onClose }: TugasFormProps) {
  const operator = data.izin.isOperator;
  const sekarang = () => Date.now() + serverOffset();
  const [f, setF] = useState(() => formTugasAwal(tugas, { tz, operator, idPertemuan: data.pertemuan.id, sekarang: sekarang() }));
  const [galat, setGalat] = useState<GalatIsian<KolomTugas> | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const [min] = useState(() => minMulai(tugas, sekarang(), tz));
  const unggahan = useUnggahanBaru();
  const { busy, kirim, tolak } = useSimpanAktivitas(() => {
    unggahan.lupakan();
    onClose();
  });
  // Stable: the modal re-runs its focus effect whenever onClose changes.
  const batal = useCallback(() => {
    unggahan.buang();
    onClose();
  }, [unggahan, onClose]);

  const ubah = (patch: Partial<FormTugas>) => {
    setF((x) => ({ ...x, ...patch }));
    setGalat((g) => {
      if (!g) return g;
      // The order rule involves both pickers.
      const waktu = g.kolom === "waktu_mulai" || g.kolom === "waktu_selesai";
      return g.kolom in patch || (waktu && ("waktu_mulai" in patch || "waktu_selesai" in patch)) ? null : g;
    });
  };
  const pesan = (k: KolomTugas) => (galat?.kolom === k ? galat.pesan : undefined);

  const simpan = async () => {
    const cek = periksaTugas(f, { operator, tz });
    setGalat(cek);
    if (tolak(cek, cek ? ID[cek.kolom] : undefined)) return;
    const body = bodyTugas(f, { tz, operator, idPertemuan: data.pertemuan.id, awal: tugas });
    await kirim(() =>
      tugas ? panggil("/lms/tugas/{id}", "put", { path: { id: tugas.id }, body }) : panggil("/lms/tugas", "post", { body }),
    );
  };

  const footer = <TombolForm busy={busy || sibuk} onBatal={batal} onSimpan={() => void simpan()} />;
  return (
    <Modal open onClose={batal} title={tugas ? "Ubah Data" : "Tambah Data"} footer={footer}>
      <div className="space-y-4">
        {operator && (
          <PilihPertemuan
            value={f.id_pertemuan}
            daftar={data.daftar_pertemuan}
            onChange={(v) => ubah({ id_pertemuan: v })}
            galat={pesan("id_pertemuan")}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <FieldTeks
            id={ID.judul}
            label="Judul"
            value={f.judul}
            onChange={(v) => ubah({ judul: v })}
            galat={pesan("judul")}
            maks={JUDUL_MAKS}
          />
          <Field id={ID.sub_jenis} label="Jenis Tugas" galat={pesan("sub_jenis")}>
            <Pilih
              id={ID.sub_jenis}
              value={f.sub_jenis}
              opsi={OPSI_JENIS}
              onChange={(v) => ubah({ sub_jenis: v as FormTugas["sub_jenis"] })}
              galat={pesan("sub_jenis")}
              kosong="Pilih Jenis Tugas"
            />
          </Field>
        </div>
        <FieldKaya
          id={ID.deskripsi}
          label="Deskripsi"
          value={f.deskripsi}
          onChange={(v) => ubah({ deskripsi: v })}
          galat={pesan("deskripsi")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ID.waktu_mulai} label="Waktu Mulai" galat={pesan("waktu_mulai")}>
            <InputTanggalJam
              id={ID.waktu_mulai}
              min={min}
              value={f.waktu_mulai}
              onChange={(v) => ubah({ waktu_mulai: v })}
              className={INPUT}
              wajib
              galatLuar={pesan("waktu_mulai")}
              {...ariaGalat(ID.waktu_mulai, pesan("waktu_mulai"))}
            />
          </Field>
          <Field id={ID.waktu_selesai} label="Batas Waktu" galat={pesan("waktu_selesai")}>
            <InputTanggalJam
              id={ID.waktu_selesai}
              min={f.waktu_mulai || min}
              value={f.waktu_selesai}
              onChange={(v) => ubah({ waktu_selesai: v })}
              className={INPUT}
              wajib
              galatLuar={pesan("waktu_selesai")}
              {...ariaGalat(ID.waktu_selesai, pesan("waktu_selesai"))}
            />
          </Field>
        </div>
        <label htmlFor="tugas-terlambat" className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            id="tugas-terlambat"
            type="checkbox"
            checked={f.boleh_terlambat}
            onChange={(e) => ubah({ boleh_terlambat: e.target.checked })}
            className="size-4 accent-blue-700"
          />
          Izinkan pengumpulan terlambat
        </label>
        <UnggahBerkasTugas
          id={ID.lampiran}
          label="Lampiran"
          dir="tugas/lampiran"
          berkas={f.lampiran}
          onChange={(lampiran) => ubah({ lampiran })}
          batasMb={data.batas_ukuran.tugas}
          galat={pesan("lampiran")}
          onSibuk={setSibuk}
          onUnggah={unggahan.catat}
        />
      </div>
    </Modal>
  );
}
