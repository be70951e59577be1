// 'Impor Data Akademik' (/impor-akademik, issue 35): students or lecturers from the academic
// system's spreadsheet or CSV. The kind and its template (the columns explained below it), the
// file, then 'Pratinjau': how many rows are added, changed and left, and every bad row with its
// column and what to write. 'Simpan' imports the same file, all or nothing; nothing is written
// before it. Below, the imported accounts' activation links (tautan-aktivasi.tsx) and the tokens
// of the academic system's nightly sync (token-integrasi.tsx).
// Operators with write on Data Master (the server's rule).
import { useState } from "react";
import type { JenisImpor, KemajuanImpor, Pratinjau } from "../../api/types";
import { panggil } from "../../app/panggil";
import { usePageData } from "../../app/page-context";
import { PageHeader } from "../../components/page-header";
import { useToast } from "../../components/toast";
import { UnggahBerkas } from "../../components/unggah-berkas";
import { PESAN_UNGGAH } from "../../lib/unggah";
import { imporDenganKemajuan, teksKemajuan } from "./kemajuan";
import { TautanAktivasi } from "./tautan-aktivasi";
import { TokenIntegrasi } from "./token-integrasi";
import {
  alasanTunggu,
  BATAS_IMPOR_AKADEMIK_MB,
  berkasImpor,
  bolehSimpan,
  EKSTENSI_IMPOR_AKADEMIK,
  galatLainnya,
  urlTemplateAkademik,
} from "./aturan";

export const title = "Impor Data Akademik";

type Tahap = "pilih" | "pratinjau" | "menyimpan" | "selesai";

export default function Page() {
  const { data, app } = usePageData("impor_akademik");
  const toast = useToast();
  const [jenis, setJenis] = useState<JenisImpor>(data.jenis[0]?.jenis ?? "mahasiswa");
  const [berkas, setBerkas] = useState<File | null>(null);
  const [pratinjau, setPratinjau] = useState<Pratinjau | null>(null);
  const [tahap, setTahap] = useState<Tahap>("pilih");
  const [sibuk, setSibuk] = useState(false);
  const [kemajuan, setKemajuan] = useState<KemajuanImpor | null>(null);
  const info = data.jenis.find((j) => j.jenis === jenis) ?? data.jenis[0];
  const terlaluBesar = berkas != null && berkas.size > BATAS_IMPOR_AKADEMIK_MB * 1_000_000;

  const mulaiLagi = (f: File | null) => {
    setBerkas(f);
    setPratinjau(null);
    setTahap("pilih");
  };
  const kirim = async (simpan: boolean) => {
    if (!berkas) return toast.error("File belum dipilih");
    const body = new FormData();
    body.append("file", berkas, berkas.name);
    setSibuk(true);
    setKemajuan(null);
    if (simpan) setTahap("menyimpan");
    try {
      const p = simpan
        ? await imporDenganKemajuan(jenis, body, setKemajuan)
        : await panggil("/lms/impor_akademik/{jenis}/pratinjau", "post", { path: { jenis }, body });
      setPratinjau(p);
      setTahap(simpan ? "selesai" : "pratinjau");
      if (simpan) toast.success(`Impor berhasil. ${ringkas(p)}`);
    } catch (e) {
      setTahap(simpan ? "pratinjau" : "pilih");
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setSibuk(false);
    }
  };

  return (
    <>
      <PageHeader crumbs={[{ label: "Impor Data Akademik" }]} />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="impor-berkas-judul" className="kartu space-y-4 p-4 sm:p-6">
          <h2 id="impor-berkas-judul" className="font-semibold text-slate-900">
            Berkas dari SIAKAD
          </h2>
          <fieldset disabled={sibuk}>
            <legend className="mb-1 text-sm font-medium text-slate-700">Jenis Data</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {data.jenis.map((j) => (
                <label key={j.jenis} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="impor-jenis"
                    checked={jenis === j.jenis}
                    onChange={() => {
                      setJenis(j.jenis);
                      mulaiLagi(berkas);
                    }}
                    className="size-4 accent-blue-700"
                  />
                  {j.label}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-slate-600">{info?.catatan}</p>
          <p className="text-sm text-slate-600">
            {"Isi data pada template, lalu unggah berkasnya (.xlsx atau .csv). "}
            <a href={urlTemplateAkademik(jenis)} download className="font-medium text-blue-700 underline">
              {`Unduh Template ${info?.label ?? ""}`}
            </a>
          </p>
          <UnggahBerkas
            id="impor-akademik-berkas"
            ariaLabel="Berkas data akademik (.xlsx atau .csv)"
            accept={EKSTENSI_IMPOR_AKADEMIK}
            batasMb={BATAS_IMPOR_AKADEMIK_MB}
            nonaktif={sibuk}
            galat={terlaluBesar ? PESAN_UNGGAH.melebihi : null}
            berkas={
              berkas
                ? [
                    {
                      kunci: "impor",
                      nama: berkas.name,
                      ukuran: berkas.size,
                      mime: berkas.type,
                      onHapus: sibuk ? undefined : () => mulaiLagi(null),
                    },
                  ]
                : []
            }
            teksKosong="File belum dipilih"
            onPilih={([f]) => {
              if (!f) return;
              if (!berkasImpor(f.name)) return toast.error("Hanya berkas .xlsx atau .csv yang dapat diimpor.");
              mulaiLagi(f);
            }}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className="tombol-garis"
              onClick={() => void kirim(false)}
              disabled={sibuk || !berkas || terlaluBesar}
              aria-busy={sibuk && tahap === "pilih"}
            >
              {sibuk && tahap === "pilih" ? "Membaca..." : "Pratinjau"}
            </button>
            <button
              type="button"
              className="tombol-utama"
              onClick={() => void kirim(true)}
              disabled={sibuk || tahap !== "pratinjau" || !bolehSimpan(pratinjau)}
              aria-busy={tahap === "menyimpan"}
            >
              {tahap === "menyimpan" ? "Menyimpan..." : "Simpan"}
            </button>
          </div>
          {tahap === "menyimpan" && kemajuan && <Kemajuan k={kemajuan} />}
          {pratinjau && <HasilPratinjau p={pratinjau} selesai={tahap === "selesai"} />}
        </section>
        {info && (
          <section aria-labelledby="impor-kolom-judul" className="kartu overflow-hidden">
            <h2 id="impor-kolom-judul" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
              {`Kolom Template ${info.label}`}
            </h2>
            <table className="w-full text-sm">
              <thead>
                <tr className="bg-slate-100 text-left text-xs font-semibold text-slate-600 uppercase">
                  <th className="px-4 py-2">Kolom</th>
                  <th className="px-4 py-2">Isi</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {info.kolom.map((k) => (
                  <tr key={k.nama}>
                    <td className="px-4 py-2 align-top font-medium whitespace-nowrap text-slate-800">
                      {k.nama}
                      {k.wajib && <span className="text-red-600"> *</span>}
                    </td>
                    <td className="px-4 py-2 text-slate-600">{k.keterangan}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="px-4 py-2 text-xs text-slate-500">* wajib diisi</p>
          </section>
        )}
        <TautanAktivasi />
        <TokenIntegrasi awal={data.token} zona={app.time_zone} />
      </div>
    </>
  );
}

const ringkas = (p: Pratinjau) =>
  `${p.ditambah} ditambah, ${p.diubah} diubah, ${p.tetap} tetap${p.dikeluarkan > 0 ? `, ${p.dikeluarkan} dikeluarkan dari kelas` : ""}.`;

/** The import's progress while it runs: how many rows are checked, then written. */
function Kemajuan({ k }: { k: KemajuanImpor }) {
  const teks = teksKemajuan(k);
  return (
    <div role="status" aria-label="Kemajuan impor" className="space-y-1 text-sm text-slate-700">
      <progress
        className="h-2 w-full accent-blue-700"
        aria-label={teks}
        max={k.jumlah || 1}
        {...(k.tahap === "menyimpan" ? { value: k.selesai } : {})}
      />
      <p>{teks}</p>
    </div>
  );
}

function HasilPratinjau({ p, selesai }: { p: Pratinjau; selesai: boolean }) {
  const tunggu = selesai ? null : alasanTunggu(p);
  const lainnya = galatLainnya(p);
  return (
    <div role={p.jumlah_galat > 0 ? "alert" : "status"} aria-label={selesai ? "Hasil impor" : "Pratinjau impor"} className="space-y-3">
      <h3 className="font-semibold text-slate-900">{selesai ? "Hasil Impor" : "Pratinjau"}</h3>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(
          [
            ["Baris", p.baris],
            ["Ditambah", p.ditambah],
            ["Diubah", p.diubah],
            ["Tetap", p.tetap],
            ...(p.dikeluarkan > 0 ? ([["Dikeluarkan", p.dikeluarkan]] as const) : []),
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-md border border-slate-200 px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{n.toLocaleString("id-ID")}</dd>
          </div>
        ))}
      </dl>
      {selesai && <p className="text-sm text-green-800">Data tersimpan. Mengimpor berkas yang sama lagi tidak mengubah apa pun.</p>}
      {tunggu && <p className="text-sm text-slate-600">{tunggu}</p>}
      {p.galat.length > 0 && (
        <div className="overflow-x-auto rounded-md border border-red-200">
          <table className="w-full text-sm" aria-label="Baris yang perlu diperbaiki">
            <caption className="bg-red-50 px-3 py-2 text-left font-medium text-red-800">
              {`${p.jumlah_galat.toLocaleString("id-ID")} baris perlu diperbaiki`}
            </caption>
            <thead>
              <tr className="text-left text-xs font-semibold text-slate-600 uppercase">
                <th className="px-3 py-2">Baris</th>
                <th className="px-3 py-2">Kolom</th>
                <th className="px-3 py-2">Perbaiki</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {p.galat.map((g, i) => (
                <tr key={i}>
                  <td className="px-3 py-2 align-top">{g.baris}</td>
                  <td className="px-3 py-2 align-top whitespace-nowrap">{g.kolom}</td>
                  <td className="px-3 py-2 break-words text-slate-700">{g.pesan}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {lainnya > 0 && <p className="px-3 py-2 text-sm text-slate-600">{`... dan ${lainnya.toLocaleString("id-ID")} baris lainnya.`}</p>}
        </div>
      )}
    </div>
  );
}
