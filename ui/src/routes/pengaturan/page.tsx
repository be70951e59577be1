// 'Pengaturan' (/pengaturan): every setting the server reads, as one form in cards — the time
// zone, the maximum file size per kind, students' online attendance thresholds, the lecturers'
// attendance button, schedule changes, QR attendance, exam attendance, questions after an exam
// and the lecturers' attendance rules. Operators with write on data_sistem save it (PUT /lms/pengaturan, checked here with the
// server's messages first); lecturers and read-only operators see the same values, disabled.
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import type { PengaturanIsi, SyaratKehadiranDosen } from "../../api/types";
import { panggil } from "../../app/panggil";
import { usePageData } from "../../app/page-context";
import { HanyaBaca } from "../../components/hanya-baca";
import { PageHeader } from "../../components/page-header";
import { useToast } from "../../components/toast";
import { Centang } from "../../features/pertemuan/form-waktu";
import { ariaGalat, Field, INPUT } from "../../features/pertemuan/field";
import {
  angkaDari,
  ID_KOLOM,
  kolomDariPesan,
  periksaPengaturan,
  SYARAT,
  SYARAT_DOSEN,
  SYARAT_DOSEN_CENTANG,
  UKURAN,
  ZONA_PILIHAN,
} from "./aturan";

export const title = "Pengaturan";

/** A refused value: its message, and the input it concerns when known (null: shown beside 'Simpan'). */
interface Galat {
  pesan: string;
  kolom: string | null;
}

/** Brings the input a new error concerns into the middle of the screen and puts the cursor in it. */
function useTujuGalat(galat: Galat | null) {
  useEffect(() => {
    const el = galat?.kolom ? document.getElementById(galat.kolom) : null;
    if (!el) return;
    el.scrollIntoView({ block: "center" });
    el.focus({ preventScroll: true });
  }, [galat]);
}

function Kartu({ id, judul, children }: { id: string; judul: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="kartu space-y-3 p-4 sm:p-6">
      <h2 id={id} className="font-semibold text-slate-900">
        {judul}
      </h2>
      {children}
    </section>
  );
}

function Angka({
  id,
  label,
  satuan,
  value,
  disabled,
  galat,
  onChange,
}: {
  id: string;
  label: string;
  satuan: string;
  value: number;
  disabled: boolean;
  /** The error of the page, shown here when it concerns this input. */
  galat: Galat | null;
  onChange: (v: number) => void;
}) {
  const pesan = galat?.kolom === id ? galat.pesan : null;
  return (
    <Field id={id} label={label} galat={pesan}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          step={1}
          value={Number.isNaN(value) ? "" : value}
          disabled={disabled}
          onChange={(e) => onChange(angkaDari(e.target.value))}
          className={INPUT}
          {...ariaGalat(id, pesan)}
        />
        <span className="shrink-0 text-sm text-slate-600">{satuan}</span>
      </div>
    </Field>
  );
}

/** One meeting kind's conditions for a lecturer's own record to be valid. */
function SyaratDosen({
  id,
  judul,
  nilai,
  disabled,
  galat,
  onChange,
}: {
  id: string;
  judul: string;
  nilai: SyaratKehadiranDosen;
  disabled: boolean;
  galat: Galat | null;
  onChange: (v: SyaratKehadiranDosen) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{judul}</legend>
      <div className="flex flex-col gap-2">
        {SYARAT_DOSEN_CENTANG.map(([k, label]) => (
          <Centang
            key={k}
            id={`${id}-${k}`}
            label={label}
            checked={nilai[k]}
            disabled={disabled}
            onChange={(v) => onChange({ ...nilai, [k]: v })}
          />
        ))}
      </div>
      <div className="max-w-xs">
        <Angka
          id={`${id}-persen`}
          label="Minimal kehadiran kelas"
          satuan="%"
          value={nilai.presentase_kehadiran_kelas_persen}
          disabled={disabled}
          galat={galat}
          onChange={(v) => onChange({ ...nilai, presentase_kehadiran_kelas_persen: v })}
        />
      </div>
    </fieldset>
  );
}

export default function Page() {
  const { data } = usePageData("pengaturan");
  const toast = useToast();
  const [isi, setIsi] = useState<PengaturanIsi>(data.isi);
  const [galat, setGalat] = useState<Galat | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const boleh = data.boleh_ubah;
  const ubah = (patch: Partial<PengaturanIsi>) => setIsi((x) => ({ ...x, ...patch }));

  const simpan = async (e: FormEvent) => {
    e.preventDefault();
    const salah = periksaPengaturan(isi, data);
    setGalat(salah);
    if (salah) return;
    setSibuk(true);
    try {
      setIsi(await panggil("/lms/pengaturan", "put", { body: isi }));
      toast.success("Pengaturan berhasil disimpan");
    } catch (err) {
      const pesan = err instanceof Error ? err.message : "Terjadi kesalahan";
      setGalat({ pesan, kolom: kolomDariPesan(pesan, data) });
    } finally {
      setSibuk(false);
    }
  };

  useTujuGalat(galat);
  const mati = !boleh || sibuk;
  const galatZona = galat?.kolom === ID_KOLOM.zona ? galat.pesan : null;
  return (
    <>
      <PageHeader crumbs={[{ label: "Pengaturan" }]} />
      {!boleh && <HanyaBaca>Anda hanya dapat melihat pengaturan.</HanyaBaca>}
      <form noValidate onSubmit={(e) => void simpan(e)} className="space-y-4">
        <Kartu id="pengaturan-sistem" judul="Sistem">
          <Field id={ID_KOLOM.zona} label="Zona Waktu" galat={galatZona}>
            <select
              id={ID_KOLOM.zona}
              value={isi.time_zone}
              disabled={mati}
              onChange={(e) => ubah({ time_zone: e.target.value })}
              className={INPUT}
              {...ariaGalat(ID_KOLOM.zona, galatZona)}
            >
              {ZONA_PILIHAN.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </Field>
        </Kartu>
        <Kartu id="pengaturan-ukuran" judul="Ukuran Maksimal File">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {UKURAN.map(([k, label]) => (
              <Angka
                key={k}
                id={ID_KOLOM.ukuran(k)}
                label={label}
                satuan="MB"
                value={isi.ukuran_max_file[k]}
                disabled={mati}
                galat={galat}
                onChange={(v) => ubah({ ukuran_max_file: { ...isi.ukuran_max_file, [k]: v } })}
              />
            ))}
          </div>
        </Kartu>
        <Kartu id="pengaturan-kehadiran" judul="Syarat Kehadiran Online Mahasiswa">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {SYARAT.map(([k, label, satuan]) => (
              <Angka
                key={k}
                id={ID_KOLOM.syarat(k)}
                label={label}
                satuan={satuan}
                value={isi.syarat_kehadiran_online_mahasiswa[k]}
                disabled={mati}
                galat={galat}
                onChange={(v) => ubah({ syarat_kehadiran_online_mahasiswa: { ...isi.syarat_kehadiran_online_mahasiswa, [k]: v } })}
              />
            ))}
          </div>
        </Kartu>
        <Kartu id="pengaturan-pertemuan" judul="Pertemuan dan Presensi">
          <div className="max-w-sm">
            <Angka
              id={ID_KOLOM.menitPresensi}
              label="Tombol mulai pertemuan tampil sebelum jadwal"
              satuan="menit"
              value={isi.menit_presensi_dosen}
              disabled={mati}
              galat={galat}
              onChange={(v) => ubah({ menit_presensi_dosen: v })}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Centang
              id="pengaturan-qr"
              label="Presensi dengan QR Code aktif"
              checked={isi.presensi_qr}
              disabled={mati}
              onChange={(v) => ubah({ presensi_qr: v })}
            />
            <Centang
              id="pengaturan-jadwal-online"
              label="Dosen dapat mengubah jadwal pertemuan online"
              checked={isi.ubah_jadwal_online}
              disabled={mati}
              onChange={(v) => ubah({ ubah_jadwal_online: v })}
            />
            <Centang
              id="pengaturan-jadwal-offline"
              label="Dosen dapat mengubah jadwal pertemuan offline"
              checked={isi.ubah_jadwal_offline}
              disabled={mati}
              onChange={(v) => ubah({ ubah_jadwal_offline: v })}
            />
            <Centang
              id="pengaturan-pembatasan-ujian"
              label="Kehadiran pertemuan UTS/UAS dicatat oleh panitia ujian"
              checked={isi.pembatasan_kehadiran_ujian}
              disabled={mati}
              onChange={(v) => ubah({ pembatasan_kehadiran_ujian: v })}
            />
          </div>
        </Kartu>
        <Kartu id="pengaturan-dosen" judul="Syarat Kehadiran Dosen">
          <div className="grid gap-4 sm:grid-cols-2">
            {SYARAT_DOSEN.map(([k, judul]) => (
              <SyaratDosen
                key={k}
                id={`dosen-${judul.toLowerCase()}`}
                judul={judul}
                nilai={isi[k]}
                disabled={mati}
                galat={galat}
                onChange={(v) => ubah({ [k]: v })}
              />
            ))}
          </div>
          <Centang
            id="pengaturan-validasi-dosen"
            label="Kehadiran dosen perlu divalidasi"
            checked={isi.validasi_kehadiran_dosen}
            disabled={mati}
            onChange={(v) => ubah({ validasi_kehadiran_dosen: v })}
          />
        </Kartu>
        <Kartu id="pengaturan-ujian" judul="Kuis dan Ujian">
          <Centang
            id="pengaturan-tampil-soal"
            label="Mahasiswa dapat melihat soal setelah kuis/ujian selesai"
            checked={isi.tampilkan_soal_setelah_ujian}
            disabled={mati}
            onChange={(v) => ubah({ tampilkan_soal_setelah_ujian: v })}
          />
        </Kartu>
        {boleh && (
          <div className="flex flex-wrap items-center justify-end gap-3">
            {galat && !galat.kolom && (
              <p role="alert" className="mr-auto rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {galat.pesan}
              </p>
            )}
            <button type="submit" className="tombol-utama" disabled={sibuk}>
              {sibuk ? "Menyimpan…" : "Simpan"}
            </button>
          </div>
        )}
      </form>
    </>
  );
}
