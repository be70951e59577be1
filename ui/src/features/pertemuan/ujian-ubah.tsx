// The edit modal 'Ubah Data Kuis/Ujian' (spec 3 §2, §5 'Edit-exam modal'): the exam's fields as
// in the new-exam form, its times each as a date picker and a time picker in the page's zone;
// PUT /lms/ujian/{id} with the whole form. The kind is fixed, and the start is locked once
// students have attempted the exam. Mounted per opening (fresh state).
import { useState } from "react";
import { serverOffset } from "../../app/server-clock";
import { InputJam, InputTanggal } from "../../components/input-tanggal-jam";
import { Modal } from "../../components/modal";
import { INPUT } from "./field";
import { TombolForm, useSimpanAktivitas } from "./simpan-aktivitas";
import { panggil } from "../../app/panggil";
import type { PertemuanPageData } from "./types";
import type { UjianDetail } from "./types-ujian";
import {
  bagianWaktu,
  bodyUjian,
  type FormUjian,
  formUjianAwal,
  gabungWaktu,
  type KolomUjian,
  minMulaiUjian,
  periksaUjian,
} from "./ujian-aturan";
import { ID_UJIAN, IsianUjian, KunciJawaban, useIsianUjian } from "./ujian-isian";

export interface UbahUjianProps {
  data: PertemuanPageData;
  ujian: UjianDetail;
  tz: string;
  onClose: () => void;
}

type KolomWaktu = "waktu_mulai" | "waktu_selesai" | "waktu_tampil_kunci";

const WAKTU: Record<KolomWaktu, { id: string; label: string }> = {
  waktu_mulai: { id: "ubah-ujian-mulai", label: "Mulai" },
  waktu_selesai: { id: "ubah-ujian-selesai", label: "Selesai" },
  waktu_tampil_kunci: { id: "ubah-ujian-tampil-kunci", label: "Tampil Kunci" },
};

const adalahWaktu = (k: KolomUjian): k is KolomWaktu => k in WAKTU;

/** The control a message takes the focus to: a time's missing part, else its time picker. */
function idKontrol(k: KolomUjian, f: FormUjian): string {
  if (!adalahWaktu(k)) return ID_UJIAN[k];
  return `${WAKTU[k].id}-${bagianWaktu(f[k]).tanggal ? "jam" : "tanggal"}`;
}

export function UbahUjian({ data, ujian, tz, onClose }: UbahUjianProps) {
  const operator = data.izin.isOperator;
  const { f, ubah, setGalat, pesan } = useIsianUjian<KolomUjian>(() =>
    formUjianAwal(ujian, { tz, operator, idPertemuan: data.pertemuan.id }),
  );
  const [min] = useState(() => bagianWaktu(minMulaiUjian(ujian, Date.now() + serverOffset(), tz)).tanggal);
  const { busy, kirim, tolak } = useSimpanAktivitas(onClose);
  const mulaiTerkunci = ujian.jumlah_pengerjaan > 0;
  const tanggalMulai = bagianWaktu(f.waktu_mulai).tanggal;

  const simpan = async () => {
    const cek = periksaUjian(f, { operator, tz });
    setGalat(cek);
    if (tolak(cek, cek ? idKontrol(cek.kolom, f) : undefined)) return;
    const body = bodyUjian(f, { tz, operator, idPertemuan: data.pertemuan.id, awal: ujian });
    await kirim(() => panggil("/lms/ujian/{id}", "put", { path: { id: ujian.id }, body }));
  };

  const picker = (k: KolomWaktu, props: { min: string; disabled: boolean; info?: string }) => (
    <WaktuTerpisah kolom={k} value={f[k]} onChange={(v) => ubah({ [k]: v })} galat={pesan(k)} {...props} />
  );
  const waktu = (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {picker("waktu_mulai", {
          min,
          disabled: mulaiTerkunci,
          info: mulaiTerkunci ? "Tidak dapat diubah: ujian sudah dikerjakan peserta." : undefined,
        })}
        {picker("waktu_selesai", { min: tanggalMulai || min, disabled: !tanggalMulai })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <KunciJawaban f={f} ubah={ubah} boleh={data.boleh_tampil_kunci}>
          {picker("waktu_tampil_kunci", { min: tanggalMulai || min, disabled: !f.tampilkan_kunci_jawaban })}
        </KunciJawaban>
      </div>
    </>
  );
  const footer = <TombolForm busy={busy} onBatal={onClose} onSimpan={() => void simpan()} />;
  return (
    <Modal open onClose={onClose} title="Ubah Data Kuis/Ujian" footer={footer}>
      <IsianUjian data={data} f={f} ubah={ubah} pesan={pesan} ujian={ujian} waktu={waktu} />
    </Modal>
  );
}

/** One time as a date picker and a time picker ('Tanggal Mulai', 'Jam Mulai'), with its message. */
function WaktuTerpisah({
  kolom,
  value,
  onChange,
  galat,
  min,
  disabled,
  info,
}: {
  kolom: KolomWaktu;
  value: string;
  onChange: (v: string) => void;
  galat?: string;
  /** The first date that can be picked. */
  min: string;
  disabled: boolean;
  info?: string;
}) {
  const { id, label } = WAKTU[kolom];
  const { tanggal, jam } = bagianWaktu(value);
  const keterangan = [info && `${id}-info`, galat && `${id}-galat`].filter(Boolean).join(" ") || undefined;
  const aria = { "aria-invalid": Boolean(galat), "aria-describedby": keterangan };
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 block text-sm font-medium text-slate-700">{`Waktu ${label}`}</legend>
      {/* Stacked on a phone: each field has its picker button beside it. */}
      <div className="grid gap-2 sm:grid-cols-2">
        <InputTanggal
          id={`${id}-tanggal`}
          label={`Tanggal ${label}`}
          min={min}
          disabled={disabled}
          value={tanggal}
          onChange={(v) => onChange(gabungWaktu(v, jam))}
          className={INPUT}
          wajib
          galatLuar={galat}
          {...aria}
        />
        <InputJam
          id={`${id}-jam`}
          label={`Jam ${label}`}
          disabled={disabled}
          value={jam}
          onChange={(v) => onChange(gabungWaktu(tanggal, v))}
          className={INPUT}
          wajib
          galatLuar={galat}
          {...aria}
        />
      </div>
      {info && (
        <p id={`${id}-info`} className="mt-1 text-xs text-slate-500">
          {info}
        </p>
      )}
      {galat && (
        <p id={`${id}-galat`} role="alert" className="mt-1 text-xs text-red-700">
          {galat}
        </p>
      )}
    </fieldset>
  );
}
