// The exam fields both exam modals share ('Tambah Data' with its two tabs, ujian-form.tsx, and
// 'Ubah Data Kuis/Ujian', ujian-ubah.tsx): the form state with its first failing check, the
// meeting (operators), title, kind, a remedial's main exam and participants, description,
// nature, display, shuffling, the time limit and the answer-key switch. Each modal brings its
// own time pickers.
import { type ReactNode, useState } from "react";
import { ariaGalat, Field, FieldTeks, INPUT, Pilih } from "./field";
import { Centang, PilihPertemuan } from "./form-waktu";
import { useMahasiswa } from "./kartu-vidcon";
import type { GalatIsian } from "./tugas-aturan";
import { JUDUL_MAKS } from "./tugas-aturan";
import type { PertemuanPageData } from "./types";
import type { UjianDetail } from "./types-ujian";
import { type FormUjian, JENIS_UJIAN_LABEL, type KolomUjian, opsiUjianUtama, SIFAT_UJIAN_LABEL } from "./ujian-aturan";
import { KotakGulir } from "../../components/kotak-gulir";
import { Memuat } from "../../components/memuat";

/** The controls of the shared fields (PilihPertemuan names its own). */
export const ID_UJIAN = {
  id_pertemuan: "materi-pertemuan",
  judul: "ujian-judul",
  deskripsi: "ujian-deskripsi",
  jenis: "ujian-jenis",
  id_ujian_utama: "ujian-utama",
  peserta_remedial: "ujian-peserta",
  durasi: "ujian-durasi",
} as const satisfies Partial<Record<KolomUjian, string>>;

const WAKTU: readonly string[] = ["waktu_mulai", "waktu_selesai", "durasi"];

/**
 * The form and its shown check. A change clears the message of the field it touches; the order,
 * window and duration rules involve the times and the duration together, so a change to any of
 * them clears a message of any of them.
 */
export function useIsianUjian<K extends string>(awal: () => FormUjian) {
  const [f, setF] = useState(awal);
  const [galat, setGalat] = useState<GalatIsian<K> | null>(null);
  const ubah = (patch: Partial<FormUjian>) => {
    setF((x) => ({ ...x, ...patch }));
    setGalat((g) => {
      if (!g) return g;
      const waktu = WAKTU.includes(g.kolom) && WAKTU.some((k) => k in patch);
      return g.kolom in patch || waktu ? null : g;
    });
  };
  const pesan = (k: K) => (galat?.kolom === k ? galat.pesan : undefined);
  return { f, ubah, setGalat, pesan };
}

const OPSI_JENIS = Object.entries(JENIS_UJIAN_LABEL) as [string, string][];
const OPSI_SIFAT = Object.entries(SIFAT_UJIAN_LABEL) as [FormUjian["sifat"], string][];
const OPSI_TAMPILAN = [
  [true, "Ditampilkan"],
  [false, "Disembunyikan"],
] as const;

const LEGEND = "mb-1 block text-sm font-medium text-slate-700";
const RADIO = "inline-flex items-center gap-2 text-sm text-slate-700";

export interface IsianUjianProps {
  data: PertemuanPageData;
  f: FormUjian;
  ubah: (patch: Partial<FormUjian>) => void;
  pesan: (k: KolomUjian) => string | undefined;
  /** The edited exam: its kind is fixed (the server refuses a change) and it repeats no exam of itself. */
  ujian: UjianDetail | null;
  /** The modal's start, end and answer-key pickers. */
  waktu: ReactNode;
}

export function IsianUjian({ data, f, ubah, pesan, ujian, waktu }: IsianUjianProps) {
  return (
    <div className="space-y-4">
      {data.izin.isOperator && (
        <PilihPertemuan
          value={f.id_pertemuan}
          daftar={data.daftar_pertemuan}
          onChange={(v) => ubah({ id_pertemuan: v })}
          galat={pesan("id_pertemuan")}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FieldTeks
          id={ID_UJIAN.judul}
          label="Judul"
          value={f.judul}
          onChange={(v) => ubah({ judul: v })}
          galat={pesan("judul")}
          maks={JUDUL_MAKS}
        />
        <PilihJenis f={f} ubah={ubah} galat={pesan("jenis")} tetap={ujian !== null} />
      </div>
      {f.jenis === "remedial" && <Remedial data={data} f={f} ubah={ubah} pesan={pesan} idSendiri={ujian?.id ?? null} />}
      <FieldTeks
        id={ID_UJIAN.deskripsi}
        label="Deskripsi"
        value={f.deskripsi}
        onChange={(v) => ubah({ deskripsi: v })}
        galat={pesan("deskripsi")}
        baris={5}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="min-w-0">
          <legend className={LEGEND}>Sifat</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {OPSI_SIFAT.map(([v, l]) => (
              <label key={v} className={RADIO}>
                <input
                  type="radio"
                  name="ujian-sifat"
                  value={v}
                  checked={f.sifat === v}
                  onChange={() => ubah({ sifat: v })}
                  className="size-4 accent-blue-700"
                />
                {l}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className={LEGEND}>Tampilan</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {OPSI_TAMPILAN.map(([v, l]) => (
              <label key={l} className={RADIO}>
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
          <Centang
            id="ujian-batas-waktu"
            label="Gunakan batas waktu"
            checked={f.gunakan_batas_waktu}
            onChange={(v) => ubah({ gunakan_batas_waktu: v })}
          />
          <Field id={ID_UJIAN.durasi} label="Durasi (menit)" galat={pesan("durasi")}>
            <input
              id={ID_UJIAN.durasi}
              type="number"
              inputMode="numeric"
              min={5}
              step={1}
              disabled={!f.gunakan_batas_waktu}
              value={f.durasi}
              onChange={(e) => ubah({ durasi: e.target.value })}
              className={INPUT}
              {...ariaGalat(ID_UJIAN.durasi, pesan("durasi"))}
            />
          </Field>
        </div>
      </div>
      {waktu}
    </div>
  );
}

function PilihJenis({
  f,
  ubah,
  galat,
  tetap,
}: {
  f: FormUjian;
  ubah: (patch: Partial<FormUjian>) => void;
  galat?: string;
  tetap: boolean;
}) {
  return (
    <Field id={ID_UJIAN.jenis} label="Jenis" galat={galat} info={tetap ? "Jenis tidak dapat diubah." : undefined}>
      <select
        id={ID_UJIAN.jenis}
        value={f.jenis}
        disabled={tetap}
        onChange={(e) => ubah({ jenis: e.target.value as FormUjian["jenis"] })}
        className={INPUT}
        {...ariaGalat(ID_UJIAN.jenis, galat)}
      >
        <option value="">Pilih Jenis</option>
        {OPSI_JENIS.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </Field>
  );
}

export const KUNCI_TIDAK_BOLEH =
  "Kunci jawaban tidak dapat ditampilkan: pengaturan kelas tidak mengizinkan soal ditampilkan kepada mahasiswa setelah ujian.";

/**
 * The answer-key switch above the modal's own picker of its display time. Where the class setting
 * keeps questions from students after an exam (`boleh` false) the server refuses a shown key, so
 * the switch is not offered (an exam saved with the key shown before keeps it, to switch it off).
 */
export function KunciJawaban({
  f,
  ubah,
  boleh,
  children,
}: {
  f: FormUjian;
  ubah: (patch: Partial<FormUjian>) => void;
  boleh: boolean;
  children: ReactNode;
}) {
  if (!boleh && !f.tampilkan_kunci_jawaban) {
    return <p className="text-sm text-slate-500 sm:col-span-2">{KUNCI_TIDAK_BOLEH}</p>;
  }
  return (
    <div className="space-y-2">
      <Centang
        id="ujian-kunci"
        label="Tampilkan kunci jawaban"
        checked={f.tampilkan_kunci_jawaban}
        onChange={(v) => ubah({ tampilkan_kunci_jawaban: v })}
      />
      {children}
    </div>
  );
}

function Remedial({
  data,
  f,
  ubah,
  pesan,
  idSendiri,
}: Pick<IsianUjianProps, "data" | "f" | "ubah" | "pesan"> & { idSendiri: number | null }) {
  // Any exam of the class (props.data.ujian_utama): the UTS of meeting 8, its remedial in meeting 9.
  const opsiUtama = opsiUjianUtama(data.ujian_utama, idSendiri);
  return (
    <div className="space-y-4 rounded-md border border-amber-200 bg-amber-50/40 p-3">
      <Field
        id={ID_UJIAN.id_ujian_utama}
        label="Ujian Utama"
        galat={pesan("id_ujian_utama")}
        info={opsiUtama.length === 0 ? "Belum ada kuis/ujian lain di kelas ini." : undefined}
      >
        <Pilih
          id={ID_UJIAN.id_ujian_utama}
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
  const id = ID_UJIAN.peserta_remedial;
  return (
    <fieldset id={id} tabIndex={-1} className="min-w-0" {...ariaGalat(id, galat)}>
      <legend className={LEGEND}>Peserta Remedial</legend>
      {daftar === null ? (
        <Memuat className="text-sm text-slate-500">Memuat peserta...</Memuat>
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
          <KotakGulir label="Daftar peserta ujian" maks={192} className="rounded-md border border-slate-200 bg-white md:max-h-48">
            <ul className="divide-y divide-slate-100">
              {daftar.map((m) => (
                <li key={m.nim}>
                  <label className="flex items-center gap-2 px-2.5 py-1.5 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      checked={pilih.has(m.nim)}
                      onChange={(e) => ganti(m.nim, e.target.checked)}
                      className="size-4 shrink-0 accent-blue-700"
                    />
                    <span className="min-w-0 break-words">{`${m.nim} - ${m.nama}`}</span>
                  </label>
                </li>
              ))}
            </ul>
          </KotakGulir>
        </>
      )}
      {galat && (
        <p id={`${id}-galat`} role="alert" className="mt-1 text-xs text-red-700">
          {galat}
        </p>
      )}
    </fieldset>
  );
}
