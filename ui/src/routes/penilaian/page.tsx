// Grading a task (/kelas/{id}/tugas/{idTugas}/penilaian): the participants with their
// group (group tasks), hand-in time ('Terlambat' when late) and 'Lihat' opening the hand-in
// (text and files), a score input per row and the way into each student's discussion, which
// the context layout shows beside the list (full screen on phones). The list is a table from
// 768 px up, as the app's other lists (scrolling inside its box when the discussion column
// leaves it short), one card per participant below.
import { type FormEvent, type ReactNode, useState } from "react";
import { panggil } from "../../app/panggil";
import { usePage, usePageData } from "../../app/page-context";
import type { LayoutName } from "../../app/route-types";
import { DataKosong } from "../../components/data-kosong";
import { Modal } from "../../components/modal";
import { PageHeader } from "../../components/page-header";
import { useToast } from "../../components/toast";
import { useChatArea } from "../../features/chat/chat-area";
import { labelLencana } from "../../features/chat/aturan";
import { Lencana } from "../../features/chat/lencana";
import { RincianPengumpulan, TagTerlambat } from "../../features/tugas/pengumpulan-rincian";
import type { PengerjaanPeserta, TugasDetail } from "../../features/tugas/types";
import { crumbsTugas, waktuTugas } from "../tugas_detail/aturan";
import { AngkaTugas, KepalaTugas } from "../tugas_detail/bagian";
import { bacaNilai, bolehSimpan, type HasilNilai, judulDiskusi, PESAN_NILAI, ringkasanPeserta, saringPeserta, teksNilai } from "./aturan";

export const layout: LayoutName = "context";
export { ContextLayout } from "../../components/layout/context-layout";
export const title = "Penilaian Tugas";

const KOLOM = ["No", "Mahasiswa", "Waktu Pengumpulan", "Nilai", "Diskusi"];

export default function Page() {
  const { data } = usePageData("penilaian");
  // Another task is another list: no typed scores carried over.
  return <Penilaian key={data.tugas.id} tugas={data.tugas} awal={data.peserta} />;
}

function Penilaian({ tugas, awal }: { tugas: TugasDetail; awal: PengerjaanPeserta[] }) {
  const [peserta, setPeserta] = useState(awal);
  /** Typed, unsaved scores by id_user (kept while the search hides a row). */
  const [draf, setDraf] = useState<Record<number, string>>({});
  const [cari, setCari] = useState("");
  /** The participant whose hand-in is open in the dialog. */
  const [lihat, setLihat] = useState<number | null>(null);
  const { target, pilih } = useChatArea();
  const ganti = (id: number, fn: (p: PengerjaanPeserta) => PengerjaanPeserta) =>
    setPeserta((ps) => ps.map((p) => (p.mahasiswa.id_user === id ? fn(p) : p)));
  const tersimpan = (baru: PengerjaanPeserta) => {
    const id = baru.mahasiswa.id_user;
    ganti(id, () => baru);
    setDraf(({ [id]: _, ...sisa }) => sisa);
  };
  const bukaDiskusi = (p: PengerjaanPeserta) => {
    if (!p.id_chat) return;
    const id = p.id_chat;
    pilih({ id, judul: judulDiskusi(p) }, { buka: true });
    // A group's chat is every member's row: all of them are read now.
    setPeserta((ps) => ps.map((x) => (x.id_chat === id ? { ...x, belum_dibaca: 0 } : x)));
  };
  const tampil = saringPeserta(peserta, cari);
  return (
    <>
      <PageHeader crumbs={[...crumbsTugas(tugas), { label: "Penilaian" }]} />
      <section aria-labelledby="tugas-judul" className="kartu mb-4 space-y-4 p-4 sm:p-5">
        <KepalaTugas t={tugas} />
        <AngkaTugas ringkasan={ringkasanPeserta(peserta)} />
      </section>
      <section aria-label="Peserta" className="kartu p-3 sm:p-4">
        <input
          type="search"
          value={cari}
          onChange={(e) => setCari(e.target.value)}
          placeholder="Cari NIM/nama peserta"
          aria-label="Cari NIM/nama peserta"
          className="mb-3 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-blue-700 focus:outline-none sm:max-w-xs"
        />
        {!tugas.isAllowPenilaian && <p className="mb-3 text-sm text-slate-500">Anda hanya dapat melihat penilaian tugas ini.</p>}
        {tampil.length === 0 ? (
          <DataKosong pesan={peserta.length ? "Tidak ada peserta yang cocok dengan pencarian." : "Belum ada peserta pada tugas ini."} />
        ) : (
          // Scrolls sideways rather than running under the chat column when the room is short.
          <div className="relative md:overflow-x-auto">
            <table className="block w-full text-sm md:table md:border-collapse">
              <thead className="hidden md:table-header-group">
                <tr>
                  {KOLOM.map((k) => (
                    <th key={k} scope="col" className="bg-slate-100 px-2 py-2 text-left text-xs font-semibold text-slate-600 uppercase">
                      {k}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="grid gap-3 md:table-row-group">
                {tampil.map((p, i) => (
                  <BarisPeserta
                    key={p.mahasiswa.id_user}
                    no={i + 1}
                    p={p}
                    tugas={tugas}
                    teks={draf[p.mahasiswa.id_user] ?? teksNilai(p.nilai)}
                    onTeks={(t) => setDraf((d) => ({ ...d, [p.mahasiswa.id_user]: t }))}
                    onTersimpan={tersimpan}
                    aktif={p.id_chat != null && target?.id === p.id_chat}
                    onDiskusi={() => bukaDiskusi(p)}
                    onLihat={() => setLihat(p.mahasiswa.id_user)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <DialogPengumpulan p={peserta.find((p) => p.mahasiswa.id_user === lihat) ?? null} tugas={tugas} onClose={() => setLihat(null)} />
    </>
  );
}

/** One participant's hand-in: time, sender (group tasks), text, files and score. */
function DialogPengumpulan({ p, tugas, onClose }: { p: PengerjaanPeserta | null; tugas: TugasDetail; onClose: () => void }) {
  const { app } = usePage();
  const kumpul = p?.pengumpulan;
  return (
    <Modal
      open={Boolean(p && kumpul)}
      onClose={onClose}
      title={p ? `Pengumpulan ${p.mahasiswa.nama}` : undefined}
      width={640}
      footer={
        <button type="button" className="tombol-garis" onClick={onClose}>
          Tutup
        </button>
      }
    >
      {p && kumpul && (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">
            <span className="tabular-nums">{p.mahasiswa.nim}</span>
            {p.kelompok && ` · ${p.kelompok}`}
          </p>
          <RincianPengumpulan p={kumpul} jenis={tugas.sub_jenis} tz={app.time_zone} />
        </div>
      )}
    </Modal>
  );
}

interface BarisProps {
  no: number;
  p: PengerjaanPeserta;
  tugas: TugasDetail;
  teks: string;
  onTeks: (teks: string) => void;
  onTersimpan: (baru: PengerjaanPeserta) => void;
  /** This row's discussion is the one open. */
  aktif: boolean;
  onDiskusi: () => void;
  onLihat: () => void;
}

function BarisPeserta({ no, p, tugas, teks, onTeks, onTersimpan, aktif, onDiskusi, onLihat }: BarisProps) {
  const { app } = usePage();
  const nama = p.mahasiswa.nama;
  return (
    <tr
      className={`block rounded-lg border p-3 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 ${
        aktif ? "border-blue-300 bg-blue-50" : "border-slate-200 md:border-slate-100"
      }`}
    >
      <Sel label="No">{no}</Sel>
      <Sel label="Mahasiswa">
        <span className="block font-medium break-words text-slate-800">{nama}</span>
        <span className="text-xs text-slate-600 tabular-nums">{p.mahasiswa.nim}</span>
        {tugas.sub_jenis === "kelompok" &&
          (p.kelompok ? (
            <span
              title="Kelompok"
              className="mt-0.5 inline-block rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium break-words text-sky-800"
            >
              {p.kelompok}
            </span>
          ) : (
            <span className="block text-xs text-slate-500">Belum berkelompok</span>
          ))}
      </Sel>
      <Sel label="Waktu Pengumpulan">
        {p.waktu ? (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>{waktuTugas(p.waktu, app.time_zone)}</span>
            {p.pengumpulan?.terlambat && <TagTerlambat />}
            {p.pengumpulan && (
              <button
                type="button"
                onClick={onLihat}
                aria-haspopup="dialog"
                aria-label={`Lihat pengumpulan ${nama}`}
                className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
              >
                Lihat
              </button>
            )}
          </div>
        ) : (
          <span className="text-slate-600">Belum mengumpulkan</span>
        )}
      </Sel>
      <Sel label="Nilai">
        <FormNilai p={p} tugas={tugas} teks={teks} onTeks={onTeks} onTersimpan={onTersimpan} />
      </Sel>
      <Sel label="Diskusi">
        {p.id_chat ? (
          <button
            type="button"
            onClick={onDiskusi}
            aria-current={aktif ? "true" : undefined}
            aria-label={labelLencana(judulDiskusi(p), p.belum_dibaca)}
            className={aktif ? "tombol border border-blue-700 bg-white text-blue-800" : "tombol-garis"}
          >
            Diskusi
            <Lencana jumlah={p.belum_dibaca} />
          </button>
        ) : (
          <span className="text-slate-500">-</span>
        )}
      </Sel>
    </tr>
  );
}

/** A cell; below the table width it is a labelled line of the participant's card. */
function Sel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="flex gap-3 py-1 md:table-cell md:px-2 md:py-2 md:align-middle">
      <span className="w-24 shrink-0 text-xs font-medium text-slate-600 md:hidden">{label}</span>
      <div className="min-w-0 flex-1">{children}</div>
    </td>
  );
}

interface FormNilaiProps {
  p: PengerjaanPeserta;
  tugas: TugasDetail;
  teks: string;
  onTeks: (teks: string) => void;
  onTersimpan: (baru: PengerjaanPeserta) => void;
}

function FormNilai({ p, tugas, teks, onTeks, onTersimpan }: FormNilaiProps) {
  const toast = useToast();
  const [menyimpan, setMenyimpan] = useState(false);
  // A number input reports '' for text it cannot read ('1e'); that is no empty score.
  const [takTerbaca, setTakTerbaca] = useState(false);
  const bisaDinilai = tugas.isAllowPenilaian && p.waktu != null;
  const hasil: HasilNilai = takTerbaca ? { valid: false, pesan: PESAN_NILAI } : bacaNilai(teks);
  const bisaSimpan = bisaDinilai && !menyimpan && hasil.valid && bolehSimpan(teks, p.nilai);
  const simpan = async (e: FormEvent) => {
    e.preventDefault();
    if (!hasil.valid) return toast.error(hasil.pesan);
    if (!bisaSimpan) return;
    setMenyimpan(true);
    try {
      const body = { nilai: hasil.nilai };
      onTersimpan(
        await panggil("/lms/tugas/{id}/pengerjaan/{id_mahasiswa}/nilai", "put", {
          path: { id: tugas.id, id_mahasiswa: p.mahasiswa.id_user },
          body,
        }),
      );
      toast.success("Nilai berhasil disimpan.");
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Terjadi kesalahan");
    } finally {
      setMenyimpan(false);
    }
  };
  return (
    <form onSubmit={simpan} noValidate>
      <div className="flex items-center gap-2">
        <input
          type="number"
          min={0}
          max={100}
          step={0.01}
          inputMode="decimal"
          value={teks}
          onChange={(e) => {
            setTakTerbaca(e.target.validity.badInput);
            onTeks(e.target.value);
          }}
          disabled={!bisaDinilai}
          aria-label={`Nilai ${p.mahasiswa.nama}`}
          aria-invalid={hasil.valid ? undefined : true}
          className="w-[4.5rem] rounded-md border border-slate-300 px-2 py-1 text-sm tabular-nums focus:border-blue-700 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-500"
        />
        {tugas.isAllowPenilaian && (
          <button type="submit" className="tombol-utama px-3" disabled={!bisaSimpan}>
            Simpan
          </button>
        )}
      </div>
      {!hasil.valid && <p className="mt-1 text-xs text-red-600">{hasil.pesan}</p>}
    </form>
  );
}
