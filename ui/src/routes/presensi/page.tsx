// QR attendance (/presensi/{idPertemuan}?t={token}): what a student's phone opens after
// scanning the code on the lecturer's screen. A compact card with the class and meeting and
// either the success state or the way to record: 'Catat Kehadiran' for the scanned token
// (an explicit button, so a prefetch or a preview never marks anyone), and always the
// six-digit code for a camera that cannot scan. Server refusals (expired or invalid code,
// meeting not started or ended, already recorded) are shown in the card as they come.
// Both are plain POST forms to /formulir/presensi/{id} too, so a tap before the scripts arrive
// (a slow line right after scanning) records as well; a refusal comes back as this page.
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "react-router";
import { ApiError, pesanError } from "../../app/api-client";
import { panggil } from "../../app/panggil";
import { useKirimanDitolak, usePage, usePageData } from "../../app/page-context";
import { PageHeader } from "../../components/page-header";
import type { KehadiranMahasiswa, PresensiPageData } from "../../features/kehadiran/types";
import { formatTanggalJam } from "../../lib/tanggal";
import { bacaKode, keadaanAwal, payloadKode, payloadToken, type QrScan, saringKode } from "./aturan";

export const title = "Presensi QR Code";

export default function Page() {
  const { data } = usePageData("presensi");
  // Another meeting or another scanned code is a fresh card.
  return <KartuPresensi key={`${data.id_pertemuan}:${data.token ?? ""}`} data={data} />;
}

function KartuPresensi({ data }: { data: PresensiPageData }) {
  const { app } = usePage();
  const k = data.kelas;
  /** The record the server answered a successful scan with. */
  const [hasil, setHasil] = useState<KehadiranMahasiswa | null>(null);
  const ditolak = useKirimanDitolak();
  const [galat, setGalat] = useState<string | null>(ditolak?.pesan ?? null);
  const [kirim, setKirim] = useState<"token" | "kode" | null>(null);
  const awal = keadaanAwal(data);
  const { pathname, search } = useLocation();
  const polos = { action: `/formulir/presensi/${data.id_pertemuan}`, kembali: pathname + search };

  const catat = async (body: QrScan, lewat: "token" | "kode") => {
    setKirim(lewat);
    setGalat(null);
    try {
      setHasil(await panggil("/lms/kehadiran_mahasiswa/pertemuan/{id}/qr", "post", { path: { id: data.id_pertemuan }, body }));
    } catch (e) {
      setGalat(e instanceof ApiError ? e.message : pesanError(null, e instanceof Error ? e.message : null));
    } finally {
      setKirim(null);
    }
  };

  return (
    <>
      <PageHeader crumbs={[{ label: "Presensi QR Code" }]} />
      <section aria-labelledby="presensi-judul" className="kartu mx-auto w-full max-w-sm p-4 sm:p-5">
        <h1 id="presensi-judul" className="text-lg font-bold text-slate-900">
          Presensi Kehadiran
        </h1>
        <div className="mt-2 text-sm">
          <div className="font-semibold text-slate-800">
            {k.kode_mk} - {k.nama_mk}
          </div>
          <div className="text-slate-600">Kelas {k.nama_kelas}</div>
          <div className="mt-2 font-medium text-slate-700">
            Pertemuan {data.nomor}: {data.judul}
          </div>
        </div>
        <hr className="my-4 border-slate-200" />
        {hasil ? (
          <Tercatat pesan="Kehadiran Anda berhasil dicatat" waktu={hasil.updated_at ?? null} tz={app.time_zone} />
        ) : awal.jenis === "tercatat" ? (
          <Tercatat pesan="Kehadiran Anda sudah tercatat" waktu={awal.waktu} tz={app.time_zone} />
        ) : (
          <div className="space-y-4">
            {galat && (
              <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
                {galat}
              </div>
            )}
            {data.kehadiran.ada_presensi && (
              <p className="text-sm text-slate-600">
                Status kehadiran saat ini: <span className="font-semibold text-slate-800">{data.kehadiran.presensi_label}</span>
              </p>
            )}
            {awal.token && (
              <form
                method="post"
                action={polos.action}
                onSubmit={(e) => {
                  e.preventDefault();
                  void catat(payloadToken(awal.token!), "token");
                }}
              >
                <input type="hidden" name="kembali" value={polos.kembali} />
                <input type="hidden" name="token" value={awal.token} />
                <button type="submit" className="tombol-utama w-full py-2.5" disabled={kirim != null}>
                  {kirim === "token" ? "Mencatat..." : "Catat Kehadiran"}
                </button>
              </form>
            )}
            <FormKode
              polos={polos}
              awal={ditolak?.teks ?? ""}
              utama={!awal.token}
              sibuk={kirim != null}
              mengirim={kirim === "kode"}
              onKirim={(kode) => void catat(payloadKode(kode), "kode")}
            />
          </div>
        )}
      </section>
    </>
  );
}

/** The success state: a green check, the message and the time of the record. */
function Tercatat({ pesan, waktu, tz }: { pesan: string; waktu: string | null; tz: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-2 text-center">
      <span
        className="flex size-14 items-center justify-center rounded-full bg-green-100 text-3xl font-bold text-green-600"
        aria-hidden="true"
      >
        {"\u2713"}
      </span>
      <p className="font-semibold text-green-700">{pesan}</p>
      {waktu && <p className="text-sm text-slate-600">{formatTanggalJam(waktu, tz)}</p>}
    </div>
  );
}

/** The typed six-digit code: checked here first, then sent. */
function FormKode({
  polos,
  awal,
  utama,
  sibuk,
  mengirim,
  onKirim,
}: {
  /** The plain form's address and the page it comes back to. */
  polos: { action: string; kembali: string };
  /** The code typed before a refusal of the plain form. */
  awal: string;
  /** No scanned token: this form is the page's main action. */
  utama: boolean;
  sibuk: boolean;
  mengirim: boolean;
  onKirim: (kode: string) => void;
}) {
  const id = useId();
  const [teks, setTeks] = useState(awal);
  const [salah, setSalah] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const h = bacaKode(teks);
    if (!h.valid) {
      setSalah(h.pesan);
      return;
    }
    setSalah(null);
    onKirim(h.kode);
  };
  return (
    <form
      method="post"
      action={polos.action}
      onSubmit={submit}
      noValidate
      className={utama ? "space-y-2" : "space-y-2 border-t border-slate-200 pt-4"}
    >
      <input type="hidden" name="kembali" value={polos.kembali} />
      <p className="text-sm text-slate-600">Kamera tidak bisa memindai? Masukkan kode presensi</p>
      <label htmlFor={`${id}-kode`} className="block text-sm font-medium text-slate-700">
        Kode Presensi
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-kode`}
          name="kode"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          value={teks}
          onChange={(e) => {
            setTeks(saringKode(e.target.value));
            setSalah(null);
          }}
          aria-invalid={salah ? true : undefined}
          aria-describedby={salah ? `${id}-galat` : undefined}
          placeholder="000000"
          className={`w-full min-w-0 flex-1 rounded-md border px-3 py-2 text-center font-mono text-lg tracking-[0.3em] tabular-nums focus:ring-2 focus:ring-blue-700/20 focus:outline-none ${
            salah ? "border-red-500 focus:border-red-600" : "border-slate-300 focus:border-blue-700"
          }`}
        />
        <button type="submit" className={utama ? "tombol-utama shrink-0" : "tombol-garis shrink-0"} disabled={sibuk}>
          {mengirim ? "Mengirim..." : "Kirim Kode"}
        </button>
      </div>
      {salah && (
        <p id={`${id}-galat`} role="alert" className="text-xs text-red-700">
          {salah}
        </p>
      )}
    </form>
  );
}
