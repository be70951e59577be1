// One student's attempt (dialog of the results tab): the figures, the deduction (2 decimals,
// graders), the violations with their times, then per group and question the answer against
// the key with its score; an answered essay of a finished attempt takes a whole-number score
// 0-100 from graders. Every save answers with the attempt's row, which the list takes over.
import { type FormEvent, useEffect, useId, useState } from "react";
import { ApiError } from "../../app/api-client";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { formatTanggalJam } from "../../lib/tanggal";
import { DaftarInfo } from "../kelas/kartu";
import { DaftarBerkas } from "../tugas/berkas";
import { adaJawaban } from "./lembar-aturan";
import {
  type Bacaan,
  bacaNilaiSoal,
  bacaPengurangan,
  dijawabLabel,
  ketepatan,
  nilaiDiganti,
  type KelompokLembar,
  opsiPengerjaan,
  PESAN_HASIL,
  type PengerjaanBaris,
  type PengerjaanDetail,
  pelanggaranLabel,
  penguranganLabel,
  perluDinilai,
  selesaiLabel,
  type SoalLembar,
  teksAngka,
  waktuPelanggaran,
} from "./hasil-aturan";
import { NilaiBaris } from "./hasil-tabel";
import { ATURAN_LABEL, jenisSoalLabel } from "./soal-aturan";
import { useKirim } from "./soal-kirim";
import { DaftarOpsi, IsiHtml, LampiranSoal, Penanda } from "./soal-opsi";
import { Memuat } from "../../components/memuat";

export interface DialogPengerjaanProps {
  idUjian: number;
  /** The attempt's row; null while the dialog is closed. */
  baris: PengerjaanBaris | null;
  tz: string;
  bolehMenilai: boolean;
  onClose: () => void;
  onBaris: (b: PengerjaanBaris) => void;
}

export function DialogPengerjaan({ idUjian, baris, tz, bolehMenilai, onClose, onBaris }: DialogPengerjaanProps) {
  return (
    <Modal
      open={baris !== null}
      onClose={onClose}
      title={baris ? `Pengerjaan ${baris.nama}` : undefined}
      width={860}
      footer={
        <button type="button" className="tombol-garis" onClick={onClose}>
          Tutup
        </button>
      }
    >
      {baris && <IsiPengerjaan key={baris.id} idUjian={idUjian} baris={baris} tz={tz} bolehMenilai={bolehMenilai} onBaris={onBaris} />}
    </Modal>
  );
}

type IsiProps = Omit<DialogPengerjaanProps, "baris" | "onClose"> & { baris: PengerjaanBaris };

function IsiPengerjaan({ idUjian, baris, tz, bolehMenilai, onBaris }: IsiProps) {
  const [detail, setDetail] = useState<PengerjaanDetail | null>(null);
  const [galat, setGalat] = useState<string | null>(null);
  useEffect(() => {
    const c = new AbortController();
    panggil("/lms/ujian/{id}/pengerjaan/{idMahasiswa}", "get", { path: { id: idUjian, idMahasiswa: baris.id_mahasiswa }, signal: c.signal })
      .then(setDetail)
      .catch((e: unknown) => {
        if (!c.signal.aborted) setGalat(e instanceof ApiError ? e.message : "Terjadi kesalahan");
      });
    return () => c.abort();
  }, [idUjian, baris.id_mahasiswa]);

  if (galat) return <p className="py-6 text-center text-sm text-red-700">{galat}</p>;
  if (!detail) return <Memuat>Memuat…</Memuat>;
  const p = detail.pengerjaan;
  const tersimpan = (b: PengerjaanBaris, soal?: { id: number; nilai: number }) => {
    setDetail((d) => (d ? { ...d, pengerjaan: b, kelompok_soal: soal ? nilaiDiganti(d.kelompok_soal, soal) : d.kelompok_soal } : d));
    onBaris(b);
  };
  const bisaNilai = bolehMenilai && p.waktu_kumpul != null;
  return (
    <div className="space-y-5">
      <DaftarInfo
        baris={[
          ["NIM", p.nim],
          ["Mulai", formatTanggalJam(p.waktu_mulai, tz)],
          ["Selesai", selesaiLabel(p, tz)],
          ["Dijawab", dijawabLabel(p)],
          ["Nilai Akhir", <NilaiBaris key="nilai" b={p} />],
        ]}
      />
      <FormPengurangan p={p} bolehMenilai={bolehMenilai} onTersimpan={tersimpan} />
      <DaftarPelanggaran detail={detail} tz={tz} />
      {detail.kelompok_soal.map((k) => (
        <KelompokPengerjaan key={k.id} k={k} idUjian={idUjian} p={p} bisaNilai={bisaNilai} onTersimpan={tersimpan} />
      ))}
      {bolehMenilai && p.waktu_kumpul == null && (
        <p className="text-sm text-slate-500">Soal esai dinilai setelah mahasiswa selesai mengerjakan.</p>
      )}
    </div>
  );
}

function DaftarPelanggaran({ detail, tz }: { detail: PengerjaanDetail; tz: string }) {
  return (
    <section aria-label="Pelanggaran">
      <h3 className="mb-1 text-sm font-semibold text-slate-900">{`Pelanggaran (${detail.pelanggaran.length})`}</h3>
      {detail.pelanggaran.length === 0 ? (
        <p className="text-sm text-slate-500">Tidak ada pelanggaran.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {detail.pelanggaran.map((v, i) => (
            <li key={i} className="flex flex-wrap gap-x-2">
              <span className="font-medium text-red-700">{pelanggaranLabel(v.jenis)}</span>
              <span className="text-slate-600 tabular-nums">{waktuPelanggaran(v.waktu, tz)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface KelompokProps {
  k: KelompokLembar;
  idUjian: number;
  p: PengerjaanBaris;
  bisaNilai: boolean;
  onTersimpan: (b: PengerjaanBaris, soal: { id: number; nilai: number }) => void;
}

function KelompokPengerjaan({ k, idUjian, p, bisaNilai, onTersimpan }: KelompokProps) {
  return (
    <section aria-label={`Kelompok Soal ${k.nomor}`} className="space-y-3">
      <h3 className="flex flex-wrap items-center gap-2 border-b border-slate-200 pb-1 font-semibold text-slate-900">
        {`Kelompok Soal ${k.nomor}`}
        <Penanda className="bg-slate-100 text-slate-700">
          {k.aturan === "sebagian" ? `${ATURAN_LABEL[k.aturan]}: ${k.jumlah_wajib_dijawab ?? "-"} wajib dijawab` : ATURAN_LABEL[k.aturan]}
        </Penanda>
      </h3>
      {k.soal.map((s) => (
        <SoalPengerjaan
          key={s.id}
          s={s}
          bisaNilai={bisaNilai}
          jalur={{ id: idUjian, idPengerjaan: p.id, idKelompok: k.id, idSoal: s.id }}
          onTersimpan={(b, nilai) => onTersimpan(b, { id: s.id, nilai })}
        />
      ))}
    </section>
  );
}

function TagHasil({ s }: { s: SoalLembar }) {
  if (!adaJawaban(s)) return <Penanda className="bg-slate-100 text-slate-600">Tidak dijawab</Penanda>;
  const tepat = ketepatan(s);
  if (tepat === "benar") return <Penanda className="bg-green-100 text-green-800">Benar</Penanda>;
  if (tepat === "salah") return <Penanda className="bg-red-50 text-red-700">Salah</Penanda>;
  if (s.nilai == null) return <Penanda className="bg-red-50 text-red-700">Belum Dinilai</Penanda>;
  return null;
}

interface SoalPengerjaanProps {
  s: SoalLembar;
  bisaNilai: boolean;
  /** Where the question's score is saved. */
  jalur: JalurNilaiSoal;
  onTersimpan: (b: PengerjaanBaris, nilai: number) => void;
}

/** The params of PUT /lms/ujian/{id}/pengerjaan/{idPengerjaan}/kelompok_soal/{idKelompok}/soal/{idSoal}/nilai. */
interface JalurNilaiSoal {
  id: number;
  idPengerjaan: number;
  idKelompok: number;
  idSoal: number;
}

function SoalPengerjaan({ s, bisaNilai, jalur, onTersimpan }: SoalPengerjaanProps) {
  const pilihan = s.jenis !== "esay";
  return (
    <article aria-label={`Soal ${s.nomor}`} className="space-y-2 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{`Soal ${s.nomor}`}</span>
        <Penanda className="bg-amber-50 text-amber-800">{jenisSoalLabel(s.jenis)}</Penanda>
        <TagHasil s={s} />
        <span className="ml-auto text-sm text-slate-600">
          Nilai <span className="font-semibold text-slate-900 tabular-nums">{s.nilai ?? "-"}</span>
        </span>
      </div>
      <IsiHtml html={s.pertanyaan} />
      <LampiranSoal berkas={s.soal_files} />
      {pilihan ? <DaftarOpsi opsi={opsiPengerjaan(s)} label={`Jawaban soal ${s.nomor}`} /> : <JawabanEsai s={s} />}
      {perluDinilai(s) && bisaNilai && <FormNilaiSoal key={s.nilai ?? "kosong"} s={s} jalur={jalur} onTersimpan={onTersimpan} />}
    </article>
  );
}

function JawabanEsai({ s }: { s: SoalLembar }) {
  return (
    <dl className="space-y-2 text-sm">
      <div>
        <dt className="text-xs font-medium text-slate-500">Jawaban</dt>
        <dd className="space-y-2">
          {(s.jawaban != null || s.berkas.length === 0) && (
            <p className="rounded-md bg-slate-50 px-3 py-2 break-words whitespace-pre-wrap text-slate-800">
              {s.jawaban ?? <span className="text-slate-500">Tidak dijawab</span>}
            </p>
          )}
          <DaftarBerkas berkas={s.berkas} />
        </dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-slate-500">Kunci jawaban</dt>
        <dd className="break-words whitespace-pre-wrap text-slate-800">
          {s.kunci?.trim() || <span className="text-slate-500">Tidak ada</span>}
        </dd>
      </div>
      <LampiranSoal berkas={s.kunci_files} label="Lampiran kunci jawaban" />
    </dl>
  );
}

const INPUT_ANGKA =
  "w-24 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm tabular-nums focus:border-blue-700 focus:outline-none aria-invalid:border-red-500";

/** A row's number form: the input and 'Simpan', the check's message under it. */
function FormAngka({
  label,
  awal,
  baca,
  busy,
  desimal,
  onSimpan,
}: {
  label: string;
  awal: string;
  baca: (t: string) => Bacaan;
  busy: boolean;
  desimal?: boolean;
  onSimpan: (n: number) => void;
}) {
  const [teks, setTeks] = useState(awal);
  const id = useId();
  const hasil = baca(teks);
  const kirim = (e: FormEvent) => {
    e.preventDefault();
    if (hasil.valid) onSimpan(hasil.nilai);
  };
  return (
    <form onSubmit={kirim} noValidate className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={desimal ? "decimal" : "numeric"}
        value={teks}
        onChange={(e) => setTeks(e.target.value)}
        aria-invalid={hasil.valid || teks === "" ? undefined : true}
        className={INPUT_ANGKA}
      />
      {/* 'Simpan' only when there is something to save: a row of faded, disabled buttons read as
          a page that cannot be used (issue 16). The slot keeps its width, so nothing moves. */}
      <span className="inline-flex min-w-[5.5rem]">
        {teks.trim() !== awal ? (
          <button type="submit" className="tombol-utama px-3" disabled={busy || !hasil.valid}>
            Simpan
          </button>
        ) : (
          awal !== "" && <span className="px-1 text-xs text-slate-600">Tersimpan</span>
        )}
      </span>
      {!hasil.valid && teks !== "" && <p className="w-full text-xs text-red-700">{hasil.pesan}</p>}
    </form>
  );
}

function FormNilaiSoal({
  s,
  jalur,
  onTersimpan,
}: {
  s: SoalLembar;
  jalur: JalurNilaiSoal;
  onTersimpan: (b: PengerjaanBaris, nilai: number) => void;
}) {
  const { busy, kirim } = useKirim();
  const simpan = async (nilai: number) => {
    const r = await kirim(
      () =>
        panggil("/lms/ujian/{id}/pengerjaan/{idPengerjaan}/kelompok_soal/{idKelompok}/soal/{idSoal}/nilai", "put", {
          path: jalur,
          body: { nilai },
        }),
      PESAN_HASIL.nilai,
    );
    if (r) onTersimpan(r.data, nilai);
  };
  return (
    <FormAngka
      label={`Nilai soal ${s.nomor} (0-100)`}
      awal={teksAngka(s.nilai)}
      baca={bacaNilaiSoal}
      busy={busy}
      onSimpan={(n) => void simpan(n)}
    />
  );
}

function FormPengurangan({
  p,
  bolehMenilai,
  onTersimpan,
}: {
  p: PengerjaanBaris;
  bolehMenilai: boolean;
  onTersimpan: (b: PengerjaanBaris) => void;
}) {
  const { busy, kirim } = useKirim();
  if (!bolehMenilai) {
    return <p className="text-sm text-slate-700">{`Pengurangan nilai: ${penguranganLabel(p.pengurangan_nilai)}`}</p>;
  }
  const simpan = async (nilai: number) => {
    const r = await kirim(
      () => panggil("/lms/pengerjaan/{id}/pengurangan_nilai", "put", { path: { id: p.id }, body: { nilai } }),
      PESAN_HASIL.pengurangan,
    );
    if (r) onTersimpan(r.data);
  };
  return (
    <div className="rounded-md bg-slate-50 p-2.5">
      <FormAngka
        key={p.pengurangan_nilai}
        label="Pengurangan Nilai"
        awal={teksAngka(p.pengurangan_nilai)}
        baca={bacaPengurangan}
        busy={busy}
        desimal
        onSimpan={(n) => void simpan(n)}
      />
    </div>
  );
}
