// A finished attempt, read only: why it ended (when the server closed it), how many questions
// were answered, the score once published, and per question the student's answer with, when
// the key is shown, the key and the question's score; a link back to the meeting.
import { useEffect } from "react";
import { Link } from "../../app/link";
import { Catatan } from "../pertemuan/catatan";
import { DaftarBerkas } from "../tugas/berkas";
import { jenisUjianLabel } from "../pertemuan/ujian-aturan";
import { hurufPilihan, jawabanBenar, LABEL_BENAR_SALAH, nilaiAkhirLabel, semuaSoal, teksJawaban, urlPertemuanUjian } from "./lembar-aturan";
import { BagianKelompok } from "./lembar-kelompok";
import { PROSE_SOAL } from "./lembar-soal";
import { GambarOpsi, LampiranSoal } from "./soal-opsi";
import type { LembarUjian, SoalLembar } from "./lembar-types";

const TAG = "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

/** Why the attempt ended, when it ended while the sheet was open. */
export interface PesanAkhir {
  teks: string;
  jenis: "sukses" | "awas";
}

export function LembarUlasan({ lembar, pesan }: { lembar: LembarUjian; pesan: PesanAkhir | null }) {
  const { ujian, pengerjaan } = lembar;
  const nilai = nilaiAkhirLabel(pengerjaan.nilai_akhir);
  const adaKunci = semuaSoal(lembar).some((s) => s.kunci != null);
  useEffect(() => {
    // A closed-book exam ran in full screen: the review does not need it.
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
  }, []);
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 py-4 sm:px-4">
      <section className="kartu space-y-3 p-4 sm:p-5">
        <div>
          <p className="text-xs text-slate-500">{jenisUjianLabel(ujian.jenis)}</p>
          <h1 className="text-lg font-semibold break-words text-slate-900">{ujian.judul}</h1>
        </div>
        {pesan && <Catatan jenis={pesan.jenis}>{pesan.teks}</Catatan>}
        <Catatan jenis="info">{`Pengerjaan selesai: ${pengerjaan.jumlah_soal_dijawab} dari ${pengerjaan.jumlah_soal} soal dijawab.`}</Catatan>
        {nilai ? (
          <p className="text-2xl font-semibold text-slate-900">{nilai}</p>
        ) : (
          <p className="text-sm text-slate-600">Nilai belum dipublikasikan.</p>
        )}
        {adaKunci && <p className="text-sm text-slate-600">Kunci jawaban ditampilkan di bawah setiap soal.</p>}
        <Link to={urlPertemuanUjian(ujian)} className="tombol-garis">
          Kembali ke Pertemuan
        </Link>
      </section>
      {lembar.kelompok_soal.map((k) => (
        <BagianKelompok key={k.id} k={k}>
          {k.soal.map((s) => (
            <SoalUlasan key={s.id} s={s} />
          ))}
        </BagianKelompok>
      ))}
    </div>
  );
}

function SoalUlasan({ s }: { s: SoalLembar }) {
  const idJudul = `ulasan-${s.id}-judul`;
  const benar = jawabanBenar(s);
  return (
    <section aria-labelledby={idJudul} className="kartu space-y-3 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={idJudul} className="text-sm font-semibold text-slate-900">{`Soal ${s.nomor}`}</h3>
        <span className="flex flex-wrap gap-1.5">
          {benar !== null && (
            <span className={`${TAG} ${benar ? "bg-green-50 text-green-800" : "bg-red-50 text-red-700"}`}>{benar ? "Benar" : "Salah"}</span>
          )}
          {s.nilai != null && <span className={`${TAG} bg-slate-100 text-slate-700`}>{`Nilai: ${s.nilai}`}</span>}
        </span>
      </div>
      {/* Sanitised HTML from the server. */}
      <div className={PROSE_SOAL} dangerouslySetInnerHTML={{ __html: s.pertanyaan }} />
      <LampiranSoal berkas={s.soal_files} />
      {s.jenis === "esay" ? <UlasanEsai s={s} /> : <UlasanPilihan s={s} />}
    </section>
  );
}

function UlasanPilihan({ s }: { s: SoalLembar }) {
  const opsi: [string, string, number][] =
    s.jenis === "benar_salah"
      ? (["benar", "salah"] as const).map((v) => [v, LABEL_BENAR_SALAH[v], -1])
      : s.pilihan.map((t, i) => [String(i), `${hurufPilihan(i)}. ${t}`, i]);
  return (
    <>
      <ul className="space-y-2">
        {opsi.map(([nilai, teks, i]) => {
          const gambar = i >= 0 ? s.gambar[i] : null;
          const dipilih = s.jawaban === nilai;
          const kunci = s.kunci === nilai;
          const salah = dipilih && s.kunci != null && !kunci;
          return (
            <li
              key={nilai}
              className={`flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm ${
                salah
                  ? "border-red-300 bg-red-50"
                  : kunci
                    ? "border-green-400 bg-green-50"
                    : dipilih
                      ? "border-blue-600 bg-blue-50"
                      : "border-slate-200"
              }`}
            >
              <span className="min-w-0 flex-1 break-words text-slate-800">
                {teks}
                {gambar && <GambarOpsi g={gambar} huruf={hurufPilihan(i)} />}
              </span>
              {dipilih && <span className={`${TAG} bg-blue-100 text-blue-800`}>Jawaban Anda</span>}
              {kunci && <span className={`${TAG} bg-green-100 text-green-800`}>Kunci</span>}
            </li>
          );
        })}
      </ul>
      {!s.jawaban && <p className="text-sm text-slate-500">Tidak dijawab.</p>}
    </>
  );
}

function UlasanEsai({ s }: { s: SoalLembar }) {
  const jawaban = teksJawaban(s, s.jawaban);
  return (
    <div className="space-y-2 text-sm">
      <div>
        <p className="text-xs font-medium text-slate-500">Jawaban Anda</p>
        {jawaban && (
          <p className="mt-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 break-words whitespace-pre-wrap text-slate-800">
            {jawaban}
          </p>
        )}
        {s.berkas.length > 0 && (
          <div className="mt-1">
            <DaftarBerkas berkas={s.berkas} />
          </div>
        )}
        {!jawaban && s.berkas.length === 0 && <p className="mt-1 text-slate-500">Tidak dijawab.</p>}
      </div>
      {s.kunci != null && s.kunci !== "" && (
        <div>
          <p className="text-xs font-medium text-slate-500">Kunci Jawaban</p>
          <p className="mt-1 rounded-md border border-green-300 bg-green-50 px-3 py-2 break-words whitespace-pre-wrap text-slate-800">
            {s.kunci}
          </p>
        </div>
      )}
      <LampiranSoal berkas={s.kunci_files} label="Lampiran Kunci Jawaban" />
    </div>
  );
}
