// Exam form modal ('Tambah Data' / 'Ubah Data'): POST /lms/ujian or PUT /lms/ujian/{id}.
// The server's checks run here first, in its order (ujian-aturan.ts): the first failing one
// shows under its field, as a danger toast, and takes the focus. Only the 'Buat Kuis/Ujian
// Baru' part of the spec's form is built: copying another exam has no server call yet, so no
// tab bar is shown. On edit the kind is fixed (the server refuses a change) and the start is
// locked once students have attempted the exam. Mounted per opening (fresh state).
import { useState } from "react";
import { serverOffset } from "../../app/server-clock";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { ariaGalat, Field, INPUT, Pilih, FieldTeks } from "./field";
import { Centang, PilihPertemuan } from "./form-waktu";
import { useMahasiswa } from "./kartu-vidcon";
import type { GalatIsian } from "./tugas-aturan";
import { JUDUL_MAKS } from "./tugas-aturan";
import type { PertemuanPageData } from "./types";
import type { UjianDetail } from "./types-ujian";
import { TombolForm, useSimpanAktivitas } from "./simpan-aktivitas";
import {
  bodyUjian,
  type FormUjian,
  formUjianAwal,
  JENIS_UJIAN_LABEL,
  type KolomUjian,
  minMulaiUjian,
  opsiUjianUtama,
  periksaUjian,
  SIFAT_UJIAN_LABEL,
} from "./ujian-aturan";

export interface UjianFormProps {
  data: PertemuanPageData;
  /** null: a new exam. */
  ujian: UjianDetail | null;
  tz: string;
  onClose: () => void;
}

/** The control each field's message belongs to (PilihPertemuan names its own). */
const ID: Record<KolomUjian, string> = {
  id_pertemuan: "materi-pertemuan",
  judul: "ujian-judul",
  deskripsi: "ujian-deskripsi",
  jenis: "ujian-jenis",
  id_ujian_utama: "ujian-utama",
  peserta_remedial: "ujian-peserta",
  durasi: "ujian-durasi",
  waktu_mulai: "ujian-mulai",
  waktu_selesai: "ujian-selesai",
  waktu_tampil_kunci: "ujian-tampil-kunci",
};

const WAKTU: readonly KolomUjian[] = ["waktu_mulai", "waktu_selesai", "durasi"];

const OPSI_JENIS = Object.entries(JENIS_UJIAN_LABEL) as [string, string][];
const OPSI_SIFAT = Object.entries(SIFAT_UJIAN_LABEL) as [FormUjian["sifat"], string][];

export function UjianForm({ data, ujian, tz, onClose }: UjianFormProps) {
  const operator = data.izin.isOperator;
  const [f, setF] = useState(() => formUjianAwal(ujian, { tz, operator, idPertemuan: data.pertemuan.id }));
  const [galat, setGalat] = useState<GalatIsian<KolomUjian> | null>(null);
  const [min] = useState(() => minMulaiUjian(ujian, Date.now() + serverOffset(), tz));
  const toast = useToast();
  const { busy, kirim } = useSimpanAktivitas(onClose);
  const mulaiTerkunci = (ujian?.jumlah_pengerjaan ?? 0) > 0;
  // Only this meeting's exams are known to the page (props.data.aktivitas): a remedial exam
  // repeats one of them. Exams of the class's other meetings are not listed here.
  const opsiUtama = opsiUjianUtama(data.aktivitas, ujian?.id ?? null);

  const ubah = (patch: Partial<FormUjian>) => {
    setF((x) => ({ ...x, ...patch }));
    setGalat((g) => {
      if (!g) return g;
      // The order, span and duration rules involve the pickers and the duration together.
      const waktu = WAKTU.includes(g.kolom) && WAKTU.some((k) => k in patch);
      return g.kolom in patch || waktu ? null : g;
    });
  };
  const pesan = (k: KolomUjian) => (galat?.kolom === k ? galat.pesan : undefined);

  const simpan = async () => {
    const cek = periksaUjian(f, { operator, tz });
    setGalat(cek);
    if (cek) {
      toast.error(cek.pesan);
      document.getElementById(ID[cek.kolom])?.focus();
      return;
    }
    const body = bodyUjian(f, { tz, operator, idPertemuan: data.pertemuan.id, awal: ujian });
    await kirim(ujian ? `/lms/ujian/${ujian.id}` : "/lms/ujian", ujian ? "PUT" : "POST", body);
  };

  const footer = <TombolForm busy={busy} onBatal={onClose} onSimpan={() => void simpan()} />;
  return (
    <Modal open onClose={onClose} title={ujian ? "Ubah Data" : "Tambah Data"} footer={footer}>
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
          <FieldTeks id={ID.judul} label="Judul" value={f.judul} onChange={(v) => ubah({ judul: v })} galat={pesan("judul")} maks={JUDUL_MAKS} />
          <Field id={ID.jenis} label="Jenis" galat={pesan("jenis")} info={ujian ? "Jenis tidak dapat diubah." : undefined}>
            <select
              id={ID.jenis}
              value={f.jenis}
              disabled={ujian !== null}
              onChange={(e) => ubah({ jenis: e.target.value as FormUjian["jenis"] })}
              className={INPUT}
              {...ariaGalat(ID.jenis, pesan("jenis"))}
            >
              <option value="">Pilih Jenis</option>
              {OPSI_JENIS.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {f.jenis === "remedial" && (
          <div className="space-y-4 rounded-md border border-amber-200 bg-amber-50/40 p-3">
            <Field
              id={ID.id_ujian_utama}
              label="Ujian Utama"
              galat={pesan("id_ujian_utama")}
              info={opsiUtama.length === 0 ? "Belum ada kuis/ujian lain pada pertemuan ini." : undefined}
            >
              <Pilih
                id={ID.id_ujian_utama}
                value={f.id_ujian_utama}
                opsi={opsiUtama}
                onChange={(v) => ubah({ id_ujian_utama: v })}
                galat={pesan("id_ujian_utama")}
                kosong="Pilih Ujian Utama"
              />
            </Field>
            <PesertaRemedial
              idKelas={data.kelas.id}
              dipilih={f.peserta_remedial}
              onChange={(peserta_remedial) => ubah({ peserta_remedial })}
              galat={pesan("peserta_remedial")}
            />
          </div>
        )}
        <Field id={ID.deskripsi} label="Deskripsi" galat={pesan("deskripsi")}>
          <textarea
            id={ID.deskripsi}
            rows={5}
            value={f.deskripsi}
            onChange={(e) => ubah({ deskripsi: e.target.value })}
            className={INPUT}
            {...ariaGalat(ID.deskripsi, pesan("deskripsi"))}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset className="min-w-0">
            <legend className="mb-1 block text-sm font-medium text-slate-700">Sifat</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {OPSI_SIFAT.map(([v, l]) => (
                <label key={v} className="inline-flex items-center gap-2 text-sm text-slate-700">
                  <input type="radio" name="ujian-sifat" value={v} checked={f.sifat === v} onChange={() => ubah({ sifat: v })} className="size-4 accent-blue-700" />
                  {l}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="min-w-0">
            <legend className="mb-1 block text-sm font-medium text-slate-700">Tampilan</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {(
                [
                  [true, "Ditampilkan"],
                  [false, "Disembunyikan"],
                ] as const
              ).map(([v, l]) => (
                <label key={l} className="inline-flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="radio"
                    name="ujian-tampilan"
                    checked={f.ditampilkan === v}
                    onChange={() => ubah({ ditampilkan: v })}
                    className="size-4 accent-blue-700"
                  />
                  {l}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <Centang id="ujian-acak" label="Acak soal" checked={f.acak_soal} onChange={(v) => ubah({ acak_soal: v })} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Centang id="ujian-batas-waktu" label="Gunakan batas waktu" checked={f.gunakan_batas_waktu} onChange={(v) => ubah({ gunakan_batas_waktu: v })} />
            <Field id={ID.durasi} label="Durasi (menit)" galat={pesan("durasi")}>
              <input
                id={ID.durasi}
                type="number"
                inputMode="numeric"
                min={5}
                step={1}
                disabled={!f.gunakan_batas_waktu}
                value={f.durasi}
                onChange={(e) => ubah({ durasi: e.target.value })}
                className={INPUT}
                {...ariaGalat(ID.durasi, pesan("durasi"))}
              />
            </Field>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={ID.waktu_mulai}
            label="Waktu Mulai"
            galat={pesan("waktu_mulai")}
            info={mulaiTerkunci ? "Tidak dapat diubah: ujian sudah dikerjakan peserta." : undefined}
          >
            <input
              id={ID.waktu_mulai}
              type="datetime-local"
              min={min}
              disabled={mulaiTerkunci}
              value={f.waktu_mulai}
              onChange={(e) => ubah({ waktu_mulai: e.target.value })}
              className={INPUT}
              {...ariaGalat(ID.waktu_mulai, pesan("waktu_mulai"))}
            />
          </Field>
          <Field id={ID.waktu_selesai} label="Waktu Selesai" galat={pesan("waktu_selesai")}>
            <input
              id={ID.waktu_selesai}
              type="datetime-local"
              min={f.waktu_mulai || min}
              disabled={!f.waktu_mulai}
              value={f.waktu_selesai}
              onChange={(e) => ubah({ waktu_selesai: e.target.value })}
              className={INPUT}
              {...ariaGalat(ID.waktu_selesai, pesan("waktu_selesai"))}
            />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Centang
              id="ujian-kunci"
              label="Tampilkan kunci jawaban"
              checked={f.tampilkan_kunci_jawaban}
              onChange={(v) => ubah({ tampilkan_kunci_jawaban: v })}
            />
            <Field id={ID.waktu_tampil_kunci} label="Waktu Tampil Kunci" galat={pesan("waktu_tampil_kunci")}>
              <input
                id={ID.waktu_tampil_kunci}
                type="datetime-local"
                min={f.waktu_mulai || min}
                disabled={!f.tampilkan_kunci_jawaban}
                value={f.waktu_tampil_kunci}
                onChange={(e) => ubah({ waktu_tampil_kunci: e.target.value })}
                className={INPUT}
                {...ariaGalat(ID.waktu_tampil_kunci, pesan("waktu_tampil_kunci"))}
              />
            </Field>
          </div>
        </div>
      </div>
    </Modal>
  );
}

/** A remedial exam's participants: the class's students as checkboxes (GET .../peserta/nim_nama). */
function PesertaRemedial({
  idKelas,
  dipilih,
  onChange,
  galat,
}: {
  idKelas: number;
  dipilih: string[];
  onChange: (nim: string[]) => void;
  galat?: string;
}) {
  const daftar = useMahasiswa(idKelas);
  const pilih = new Set(dipilih);
  const semua = daftar !== null && daftar.length > 0 && daftar.every((m) => pilih.has(m.nim));
  const ganti = (nim: string, on: boolean) => onChange(on ? [...dipilih, nim] : dipilih.filter((n) => n !== nim));
  return (
    <fieldset id={ID.peserta_remedial} tabIndex={-1} className="min-w-0" {...ariaGalat(ID.peserta_remedial, galat)}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">Peserta Remedial</legend>
      {daftar === null ? (
        <p className="text-sm text-slate-500">Memuat peserta...</p>
      ) : daftar.length === 0 ? (
        <p className="text-sm text-slate-500">Belum ada peserta di kelas ini.</p>
      ) : (
        <>
          <div className="mb-1 flex items-center justify-between gap-2 text-xs text-slate-500">
            <span>{`${dipilih.length} dipilih`}</span>
            <label className="inline-flex items-center gap-2 font-medium text-slate-700">
              <input
                type="checkbox"
                checked={semua}
                onChange={(e) => onChange(e.target.checked ? daftar.map((m) => m.nim) : [])}
                className="size-4 accent-blue-700"
              />
              Pilih semua
            </label>
          </div>
          <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200 bg-white">
            {daftar.map((m) => (
              <li key={m.nim}>
                <label className="flex items-center gap-2 px-2.5 py-1.5 text-sm text-slate-700">
                  <input type="checkbox" checked={pilih.has(m.nim)} onChange={(e) => ganti(m.nim, e.target.checked)} className="size-4 shrink-0 accent-blue-700" />
                  <span className="min-w-0 break-words">{`${m.nim} - ${m.nama}`}</span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      {galat && (
        <p id={`${ID.peserta_remedial}-galat`} role="alert" className="mt-1 text-xs text-red-700">
          {galat}
        </p>
      )}
    </fieldset>
  );
}
