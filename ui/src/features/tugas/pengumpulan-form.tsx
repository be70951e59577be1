// A student's 'Pengumpulan' section of the task page: their (or their group's) hand-in,
// and the form sending PUT /lms/tugas/{id}/pengumpulan { teks, berkas } while the server
// allows it (else its reason). An existing hand-in's form starts hidden behind 'Ubah
// Pengumpulan', prefilled. Files upload as soon as they are chosen; sending waits for them.
//
// Before the scripts run (or without them) the form is a plain POST to
// /formulir/tugas/{id}/pengumpulan (the text; files need the scripts) and 'Ubah Pengumpulan' a GET
// of ?ubah=1; a refusal comes back as this page with the reason and the text sent.
import { type FormEvent, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { kirimAtauTunda } from "../../app/antrean-kiriman-perangkat";
import { useKirimanTertunda } from "../../components/kiriman-tertunda";
import { type KirimanDitolak, useKirimanDitolak, usePage, useReloadPage } from "../../app/page-context";
import { getQuery } from "../../app/query";
import { useToast } from "../../components/toast";
import { UnggahBerkasTugas, useUnggahanBaru } from "./berkas";
import { bodyPengumpulan, JAWABAN_MAKS, PESAN_KUMPUL, panjangJawaban, periksaPengumpulan, tampilanKumpul } from "./pengumpulan-aturan";
import { RincianPengumpulan } from "./pengumpulan-rincian";
import type { BerkasInfo, Pengumpulan, TugasDetail } from "./types";

export interface PengumpulanTugasProps {
  tugas: TugasDetail;
  /** Largest file, MB (TugasPageData.batas_ukuran_mb). */
  batasMb: number;
  tz: string;
}

const CATATAN = "rounded-md px-3 py-2 text-sm";

export function PengumpulanTugas({ tugas, batasMb, tz }: PengumpulanTugasProps) {
  const dariServer = tugas.pengerjaan_saya ?? null;
  // The answer of a save, shown until the reloaded page data replaces the props.
  const [tersimpan, setTersimpan] = useState<{ dari: Pengumpulan | null; p: Pengumpulan } | null>(null);
  const ada = tersimpan && tersimpan.dari === dariServer ? tersimpan.p : dariServer;
  const tampil = tampilanKumpul(tugas.boleh_kumpul, ada);
  const { pathname, search } = useLocation();
  const ditolak = useKirimanDitolak();
  const [buka, setBuka] = useState(!tampil.tersembunyi || ditolak !== null || getQuery(search, "ubah") === "1");
  const tertunda = useKirimanTertunda(usePage().url).filter((k) => k.jenis === "tugas");
  return (
    <section id="pengumpulan" aria-labelledby="pengumpulan-judul" className="kartu scroll-mt-4 space-y-3 p-4 sm:p-5">
      <h3 id="pengumpulan-judul" className="font-semibold text-slate-900">
        Pengumpulan
      </h3>
      {ada ? <RincianPengumpulan p={ada} jenis={tugas.sub_jenis} tz={tz} /> : <p className="text-sm text-slate-500">Belum dikumpulkan</p>}
      {tampil.alasan && <p className={`${CATATAN} bg-slate-50 text-slate-700`}>{tampil.alasan}</p>}
      {tertunda.length > 0 && (
        <p role="status" className={`${CATATAN} bg-amber-50 text-amber-900`}>
          Pengumpulan disimpan di perangkat ini: <strong>Menunggu dikirim</strong> saat tersambung ke internet.
        </p>
      )}
      {tampil.form &&
        (buka ? (
          <FormPengumpulan
            tugas={tugas}
            awal={ada}
            ditolak={ditolak}
            kembali={pathname}
            batasMb={batasMb}
            peringatan={tampil.peringatan}
            onBatal={ada ? () => setBuka(false) : undefined}
            onTerkirim={(p) => {
              setTersimpan({ dari: dariServer, p });
              setBuka(false);
            }}
          />
        ) : (
          <form
            method="get"
            action={`${pathname}#pengumpulan`}
            onSubmit={(e) => {
              e.preventDefault();
              setBuka(true);
            }}
          >
            <input type="hidden" name="ubah" value="1" />
            <button type="submit" className="tombol-utama">
              {tampil.tombol}
            </button>
          </form>
        ))}
    </section>
  );
}

interface FormPengumpulanProps {
  tugas: TugasDetail;
  awal: Pengumpulan | null;
  /** The plain form's text the server refused, and why. */
  ditolak: KirimanDitolak | null;
  /** This page's path, where the plain form comes back to. */
  kembali: string;
  batasMb: number;
  peringatan: string | null;
  /** Only when a hand-in exists: hides the form again. */
  onBatal?: () => void;
  onTerkirim: (p: Pengumpulan) => void;
}

function FormPengumpulan({ tugas, awal, ditolak, kembali, batasMb, peringatan, onBatal, onTerkirim }: FormPengumpulanProps) {
  const [teks, setTeks] = useState(ditolak?.teks ?? awal?.teks ?? "");
  const [berkas, setBerkas] = useState<BerkasInfo[]>(awal?.berkas ?? []);
  const [galat, setGalat] = useState<string | null>(ditolak?.pesan ?? null);
  const [mengunggah, setMengunggah] = useState(false);
  const [busy, setBusy] = useState(false);
  const unggahan = useUnggahanBaru();
  const toast = useToast();
  const reload = useReloadPage();
  const { user, url } = usePage();
  const panjang = panjangJawaban(teks);
  // Leaving the page (or the form) unsaved deletes what was uploaded for it; a save forgets them first.
  useEffect(() => () => unggahan.buang(), [unggahan]);

  const kirim = async (e: FormEvent) => {
    e.preventDefault();
    if (mengunggah || busy) return;
    const g = periksaPengumpulan(teks, berkas.length);
    setGalat(g);
    if (g) return;
    setBusy(true);
    try {
      const info = { pengguna: user?.id ?? 0, jenis: "tugas", label: "Pengumpulan tugas", halaman: url } as const;
      const body = bodyPengumpulan(teks, berkas);
      const p = await kirimAtauTunda("/lms/tugas/{id}/pengumpulan", "put", { path: { id: tugas.id }, body }, info);
      unggahan.lupakan();
      if (p === null) {
        toast.show("Tidak ada koneksi internet. Pengumpulan disimpan di perangkat dan dikirim saat tersambung kembali.", "info");
        onBatal?.();
        return;
      }
      toast.success(PESAN_KUMPUL.berhasil);
      onTerkirim(p);
      reload();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Terjadi kesalahan");
    } finally {
      setBusy(false);
    }
  };
  const batal = () => {
    unggahan.buang();
    onBatal?.();
  };

  return (
    <form
      method="post"
      action={`/formulir/tugas/${tugas.id}/pengumpulan`}
      onSubmit={kirim}
      noValidate
      className="space-y-3 border-t border-slate-100 pt-3"
    >
      <input type="hidden" name="kembali" value={kembali} />
      {peringatan && <p className={`${CATATAN} bg-amber-50 text-amber-800`}>{peringatan}</p>}
      <div>
        <label htmlFor="jawaban-tugas" className="mb-1 block text-sm font-medium text-slate-700">
          Jawaban
        </label>
        <textarea
          id="jawaban-tugas"
          name="teks"
          rows={6}
          value={teks}
          onChange={(e) => {
            setTeks(e.target.value);
            setGalat(null);
          }}
          aria-invalid={galat ? true : undefined}
          aria-describedby={galat ? "jawaban-tugas-galat" : "jawaban-tugas-info"}
          className="w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm focus:border-blue-700 focus:outline-none aria-invalid:border-red-500"
        />
        <p
          id="jawaban-tugas-info"
          className={`mt-0.5 text-right text-xs tabular-nums ${panjang > JAWABAN_MAKS ? "text-red-700" : "text-slate-500"}`}
        >
          {`${panjang}/${JAWABAN_MAKS}`}
        </p>
        {galat && (
          <p id="jawaban-tugas-galat" role="alert" className="text-xs text-red-700">
            {galat}
          </p>
        )}
      </div>
      <UnggahBerkasTugas
        id="berkas-jawaban"
        label="File Jawaban"
        dir="tugas/pengumpulan"
        berkas={berkas}
        onChange={(xs) => {
          setBerkas(xs);
          setGalat(null);
        }}
        onUnggah={unggahan.catat}
        batasMb={batasMb}
        onSibuk={setMengunggah}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onBatal && (
          <button type="button" className="tombol-garis" onClick={batal} disabled={busy}>
            Batal
          </button>
        )}
        <button type="submit" className="tombol-utama" disabled={busy || mengunggah}>
          Kumpulkan
        </button>
      </div>
    </form>
  );
}
