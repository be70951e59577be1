// 'Ubah Data' and its dialog 'Ubah Data Pertemuan' (spec 2 §2, §4, §5): judul, jenis, kategori,
// deskripsi and, when the settings allow changing this meeting type's schedule, the date, session,
// times, room and teachers with 'Cek Jadwal Bentrok'; the attendance parameters for operators on
// online meetings. The dialog reads GET /lms/pertemuan/{id} when opened (fresh state per opening),
// the sessions once and the rooms for every complete time range. 'Simpan' waits until something
// changed and, when the schedule changed, for a check without a blocking clash; any change drops
// the check's result. The rules are in ./aturan.ts.
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { ApiError, dibatalkan } from "../../app/api-client";
import { panggil } from "../../app/panggil";
import { InputJam, InputTanggal } from "../../components/input-tanggal-jam";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { ariaGalat, Field, INPUT } from "../pertemuan/field";
import {
  adaGalat,
  bentrokLabel,
  bisaCek,
  bisaSimpan,
  DESKRIPSI_MAKS,
  type FormUbah,
  formAwal,
  type Galat,
  grupBentrok,
  type HasilBentrok,
  KATEGORI_OPSI,
  kirimJadwal,
  opsiJenis,
  PARAMETER_OPSI,
  payloadCek,
  payloadSimpan,
  pengajarLabel,
  periksa,
  type PertemuanUbah,
  PESAN,
  queryRuangan,
  type Ruangan,
  ruanganLabel,
  type SesiKuliah,
  sesiLabel,
  setJenis,
  setPengajar,
  setSesi,
  setTanggal,
  tampilParameter,
  tanpaBentrok,
} from "./aturan";
import { Memuat } from "../../components/memuat";

export interface UbahPertemuanProps {
  idPertemuan: number;
  /** The college's zone (app.time_zone). */
  tz: string;
  /** After a successful save: the page reads its data again. */
  onTersimpan: () => void;
}

/** The button 'Ubah Data' and, while open, its dialog. */
export function UbahPertemuan({ idPertemuan, tz, onTersimpan }: UbahPertemuanProps) {
  const [buka, setBuka] = useState(false);
  // Stable, so that the dialog's focus handling does not run again when the page re-renders.
  const tutup = useCallback(() => setBuka(false), []);
  return (
    <>
      <button type="button" className="tombol-garis" aria-haspopup="dialog" onClick={() => setBuka(true)}>
        Ubah Data
      </button>
      {buka && <DialogUbah idPertemuan={idPertemuan} tz={tz} onTersimpan={onTersimpan} onClose={tutup} />}
    </>
  );
}

const pesanDari = (e: unknown) => (e instanceof Error ? e.message : "Terjadi kesalahan");
const ID_FORM = "form-ubah-pertemuan";

type Muat = { status: "muat" } | { status: "galat"; pesan: string } | { status: "siap"; p: PertemuanUbah; awal: FormUbah };

function DialogUbah({ idPertemuan, tz, onTersimpan, onClose }: UbahPertemuanProps & { onClose: () => void }) {
  const toast = useToast();
  const [muat, setMuat] = useState<Muat>({ status: "muat" });
  const [f, setF] = useState<FormUbah | null>(null);
  const [sesi, setSesiList] = useState<SesiKuliah[]>([]);
  const [ruangan, setRuangan] = useState<Ruangan[]>([]);
  const [hasil, setHasil] = useState<HasilBentrok | null>(null);
  const [galat, setGalat] = useState<Galat>({});
  const [dicoba, setDicoba] = useState(false);
  const [mengecek, setMengecek] = useState(false);
  const [sibuk, setSibuk] = useState(false);
  /** Bumped by every change of the form: a check answered for an older form is dropped. */
  const versi = useRef(0);

  useEffect(() => {
    const ctrl = new AbortController();
    panggil("/lms/pertemuan/{id}", "get", { path: { id: idPertemuan }, signal: ctrl.signal }).then(
      (p) => {
        const awal = formAwal(p, tz);
        setMuat({ status: "siap", p, awal });
        setF(awal);
      },
      (e: unknown) => {
        if (!dibatalkan(e)) setMuat({ status: "galat", pesan: pesanDari(e) });
      },
    );
    return () => ctrl.abort();
  }, [idPertemuan, tz]);

  const p = muat.status === "siap" ? muat.p : null;
  const jadwal = p?.bisa_ubah_jadwal ?? false;

  // The sessions, once the schedule turns out to be editable (a failure is only logged).
  useEffect(() => {
    if (!jadwal) return;
    const ctrl = new AbortController();
    panggil("/lms/sesi_kuliah", "get", { signal: ctrl.signal }).then(
      (r) => setSesiList(r.data),
      (e: unknown) => {
        if (!dibatalkan(e)) console.warn("sesi kuliah tidak dapat dimuat:", e);
      },
    );
    return () => ctrl.abort();
  }, [jadwal]);

  // The rooms with their availability for the form's time range, whenever it is complete.
  const query = p && f && jadwal ? queryRuangan(p, f, tz) : null;
  const kunciRuangan = query ? JSON.stringify(query) : "";
  // `query` is built on each render: its content (the key), not its identity, asks again.
  useEffect(() => {
    if (!query) return;
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      panggil("/lms/ruangan", "get", { query, signal: ctrl.signal }).then(
        (r) => setRuangan(r.data),
        (e: unknown) => {
          if (!dibatalkan(e)) console.warn("ruangan tidak dapat dimuat:", e);
        },
      );
    }, 250);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [kunciRuangan]);

  const ubah = (baru: FormUbah) => {
    versi.current += 1;
    setF(baru);
    setHasil(null);
    if (dicoba && p && muat.status === "siap") setGalat(periksa(baru, kirimJadwal(p, baru, muat.awal)).galat);
  };

  const cek = async () => {
    if (!p || !f) return;
    const v = versi.current;
    setMengecek(true);
    try {
      const h = await panggil("/lms/pertemuan/cek_bentrok", "put", { body: payloadCek(p, f, tz) });
      if (versi.current === v) setHasil(h);
    } catch (e) {
      toast.error(`Gagal mengecek jadwal bentrok: ${pesanDari(e)}`);
    } finally {
      setMengecek(false);
    }
  };

  const simpan = async (e: FormEvent) => {
    e.preventDefault();
    if (!p || !f || muat.status !== "siap" || !bisaSimpan(p, f, muat.awal, hasil) || sibuk) return;
    const cekan = periksa(f, kirimJadwal(p, f, muat.awal));
    setDicoba(true);
    setGalat(cekan.galat);
    if (cekan.kosong) toast.error(PESAN.kosong);
    if (adaGalat(cekan)) return;
    setSibuk(true);
    try {
      await panggil("/lms/pertemuan/{id}", "put", { path: { id: p.id }, body: payloadSimpan(p, f, muat.awal, tz) });
      toast.success("Data berhasil disimpan");
      onClose();
      onTersimpan();
    } catch (err) {
      toast.error(pesanDari(err));
      // The timetable moved since the check: check again before saving.
      if (err instanceof ApiError && err.code === "jadwal_bentrok") setHasil(null);
    } finally {
      setSibuk(false);
    }
  };

  const bolehSimpan = p && f && muat.status === "siap" ? bisaSimpan(p, f, muat.awal, hasil) : false;
  return (
    <Modal
      open
      onClose={onClose}
      title="Ubah Data Pertemuan"
      width={720}
      footer={
        <>
          <button type="button" className="tombol-garis" onClick={onClose} disabled={sibuk}>
            Batal
          </button>
          {p && (
            <button type="submit" form={ID_FORM} className="tombol-utama" disabled={!bolehSimpan || sibuk}>
              {sibuk ? "Menyimpan..." : "Simpan"}
            </button>
          )}
        </>
      }
    >
      {muat.status === "muat" && <Memuat />}
      {muat.status === "galat" && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {muat.pesan}
        </p>
      )}
      {p && f && muat.status === "siap" && (
        <form id={ID_FORM} onSubmit={(e) => void simpan(e)} noValidate className="space-y-4">
          <IsiForm
            p={p}
            f={f}
            awal={muat.awal}
            tz={tz}
            sesi={sesi}
            ruangan={ruangan}
            galat={galat}
            ubah={ubah}
            hasil={hasil}
            mengecek={mengecek}
            onCek={() => void cek()}
          />
        </form>
      )}
    </Modal>
  );
}

interface IsiProps {
  p: PertemuanUbah;
  f: FormUbah;
  awal: FormUbah;
  tz: string;
  sesi: SesiKuliah[];
  ruangan: Ruangan[];
  galat: Galat;
  ubah: (f: FormUbah) => void;
  hasil: HasilBentrok | null;
  mengecek: boolean;
  onCek: () => void;
}

function IsiForm({ p, f, awal, tz, sesi, ruangan, galat, ubah, hasil, mengecek, onCek }: IsiProps) {
  const panjang = f.deskripsi.length;
  return (
    <>
      <Field id="ubah-judul" label="Judul" galat={galat.judul}>
        <input
          id="ubah-judul"
          type="text"
          value={f.judul}
          onChange={(e) => ubah({ ...f, judul: e.target.value })}
          className={INPUT}
          {...ariaGalat("ubah-judul", galat.judul)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="ubah-jenis" label="Jenis">
          <select id="ubah-jenis" value={f.jenis} onChange={(e) => ubah(setJenis(f, e.target.value))} className={INPUT}>
            {opsiJenis(awal.jenis).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </Field>
        <Field id="ubah-kategori" label="Kategori">
          <select id="ubah-kategori" value={f.kategori} onChange={(e) => ubah({ ...f, kategori: e.target.value })} className={INPUT}>
            {KATEGORI_OPSI.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="ubah-deskripsi" label="Deskripsi" galat={galat.deskripsi}>
        <textarea
          id="ubah-deskripsi"
          rows={3}
          value={f.deskripsi}
          onChange={(e) => ubah({ ...f, deskripsi: e.target.value })}
          className={INPUT}
          {...ariaGalat("ubah-deskripsi", galat.deskripsi)}
        />
        <p
          className={`mt-0.5 text-right text-xs tabular-nums ${panjang > DESKRIPSI_MAKS ? "text-red-700" : "text-slate-500"}`}
        >{`${panjang}/${DESKRIPSI_MAKS}`}</p>
      </Field>
      {p.bisa_ubah_jadwal && (
        <Jadwal
          p={p}
          f={f}
          tz={tz}
          sesi={sesi}
          ruangan={ruangan}
          galat={galat}
          ubah={ubah}
          hasil={hasil}
          mengecek={mengecek}
          onCek={onCek}
          awal={awal}
        />
      )}
      {tampilParameter(p, f) && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">Parameter Kehadiran</legend>
          <div className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
            {PARAMETER_OPSI.map(([k, label]) => (
              <Centang key={k} checked={f.parameter[k]} onChange={(v) => ubah({ ...f, parameter: { ...f.parameter, [k]: v } })}>
                {label}
              </Centang>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}

function Jadwal({ p, f, awal, tz, sesi, ruangan, galat, ubah, hasil, mengecek, onCek }: IsiProps) {
  const online = f.jenis === "online";
  const galatMulai = galat.waktu && !f.jam_mulai ? galat.waktu : undefined;
  const galatSelesai = galat.waktu && !galatMulai ? galat.waktu : undefined;
  const sesiTerpilih = sesi.some((s) => String(s.id) === f.id_sesi);
  const ruanganTerpilih = ruangan.some((r) => String(r.id) === f.id_ruangan);
  const perluCek = kirimJadwal(p, f, awal) && !hasil;
  // Why the check cannot run yet: the server's messages for what is missing (unless shown at the field).
  const kurang = bisaCek(f)
    ? []
    : Object.entries(periksa(f, true).galat)
        .filter(([k]) => !galat[k as keyof Galat])
        .map(([, m]) => m);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="ubah-tanggal" label="Tanggal" galat={galat.tanggal}>
          <InputTanggal
            id="ubah-tanggal"
            value={f.tanggal}
            onChange={(v) => ubah(setTanggal(f, v))}
            className={INPUT}
            wajib
            galatLuar={galat.tanggal}
            {...ariaGalat("ubah-tanggal", galat.tanggal)}
          />
        </Field>
        <Field id="ubah-sesi" label="Sesi" galat={galat.id_sesi}>
          <select
            id="ubah-sesi"
            value={f.id_sesi}
            onChange={(e) => ubah(setSesi(f, e.target.value, sesi))}
            className={INPUT}
            {...ariaGalat("ubah-sesi", galat.id_sesi)}
          >
            <option value="">Pilih Sesi</option>
            {f.id_sesi && !sesiTerpilih && <option value={f.id_sesi}>{`Sesi #${f.id_sesi}`}</option>}
            {sesi.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {sesiLabel(s)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="ubah-mulai" label="Waktu Mulai" galat={galatMulai}>
          <InputJam
            id="ubah-mulai"
            value={f.jam_mulai}
            onChange={(v) => ubah({ ...f, jam_mulai: v })}
            className={INPUT}
            wajib
            galatLuar={galat.waktu}
            {...ariaGalat("ubah-mulai", galatMulai)}
          />
        </Field>
        <Field id="ubah-selesai" label="Waktu Selesai" galat={galatSelesai}>
          <InputJam
            id="ubah-selesai"
            value={f.jam_selesai}
            onChange={(v) => ubah({ ...f, jam_selesai: v })}
            className={INPUT}
            wajib
            galatLuar={galat.waktu}
            {...ariaGalat("ubah-selesai", galatSelesai)}
          />
        </Field>
      </div>
      <Field
        id="ubah-ruangan"
        label="Ruangan"
        galat={online ? undefined : galat.id_ruangan}
        info={online ? "Pertemuan online tidak memakai ruangan." : undefined}
      >
        <select
          id="ubah-ruangan"
          value={online ? "" : f.id_ruangan}
          disabled={online}
          onChange={(e) => ubah({ ...f, id_ruangan: e.target.value })}
          className={INPUT}
          {...ariaGalat("ubah-ruangan", online ? undefined : galat.id_ruangan)}
        >
          <option value="">{online ? "-" : "Pilih Ruangan"}</option>
          {!online && f.id_ruangan && !ruanganTerpilih && <option value={f.id_ruangan}>{`Ruangan #${f.id_ruangan}`}</option>}
          {ruangan.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {ruanganLabel(r)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset aria-describedby={galat.pengajar ? "ubah-pengajar-galat" : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">Pengajar</legend>
        <div className="space-y-1.5">
          {p.pengajar_kelas.map((g) => (
            <Centang
              key={g.id}
              checked={f.pengajar.includes(g.id)}
              disabled={!p.bisa_ubah_pengajar}
              onChange={(v) => ubah(setPengajar(f, g.id, v, p.pengajar_kelas))}
            >
              {pengajarLabel(g)}
            </Centang>
          ))}
        </div>
        {!p.bisa_ubah_pengajar && (
          <p className="mt-1 text-xs text-slate-500">Hanya dosen koordinator kelas yang dapat mengubah pengajar pertemuan.</p>
        )}
        {galat.pengajar && (
          <p id="ubah-pengajar-galat" role="alert" className="mt-1 text-xs text-red-700">
            {galat.pengajar}
          </p>
        )}
      </fieldset>
      <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <button type="button" className="tombol-garis" disabled={!bisaCek(f) || mengecek} onClick={onCek}>
            {mengecek ? "Mengecek..." : "Cek Jadwal Bentrok"}
          </button>
          {perluCek && kurang.length === 0 && (
            <p className="text-xs text-slate-600">Cek jadwal bentrok sebelum menyimpan perubahan jadwal.</p>
          )}
        </div>
        {kurang.length > 0 && (
          <ul aria-label="Belum dapat cek jadwal bentrok" className="mt-2 list-disc space-y-0.5 pl-5 text-xs text-slate-600">
            {kurang.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
        {hasil && <HasilCek hasil={hasil} tz={tz} />}
      </div>
    </>
  );
}

function HasilCek({ hasil, tz }: { hasil: HasilBentrok; tz: string }) {
  if (tanpaBentrok(hasil)) {
    return (
      <p role="status" className="mt-3 text-sm font-medium text-green-700">
        Tidak ada jadwal bentrok
      </p>
    );
  }
  return (
    <section aria-label="Hasil cek jadwal bentrok" className="mt-3 space-y-3">
      <p role="status" className={`text-sm font-medium ${hasil.ada_bentrok ? "text-red-700" : "text-amber-700"}`}>
        {hasil.ada_bentrok ? "Ada jadwal bentrok: pilih waktu atau ruangan lain." : "Semua bentrok boleh diabaikan."}
      </p>
      {grupBentrok(hasil).map((g) => (
        <div key={g.kunci}>
          <h3 className="text-sm font-semibold text-slate-800">{g.judul}</h3>
          {g.data.length === 0 ? (
            <p className="text-xs text-slate-500">Tidak ada</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {g.data.map((b) => (
                <li
                  key={`${g.kunci}-${b.id_pertemuan}-${b.keterangan}`}
                  className={`border-l-2 pl-2 text-sm break-words text-slate-700 ${b.boleh_diabaikan ? "border-amber-300" : "border-red-400"}`}
                >
                  {bentrokLabel(b, tz)}
                  {b.boleh_diabaikan && (
                    <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-800">
                      Boleh diabaikan
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

function Centang({
  checked,
  disabled,
  onChange,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={`flex items-start gap-2 text-sm ${disabled ? "text-slate-500" : "text-slate-700"}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-blue-700"
      />
      <span className="min-w-0 break-words">{children}</span>
    </label>
  );
}
