// A running attempt (spec 3 §4 Exam): the header with the countdown and the save status, the
// closed-book notice (violations counted, 'Masuk Layar Penuh'), the groups 'Kelompok Soal n'
// with their rules and questions, and 'Selesai' with a confirmation. Answers go through the
// queue (kept on the device, then sent); the lecturer's time change arrives on the exam stream;
// at zero the sheet is read again and the server's closing shows the review.
import { useCallback, useState } from "react";
import { api } from "../../app/api-client";
import { Link } from "../../app/link";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useToast } from "../../components/toast";
import { gabungJawaban, jawabanLembar, statusSoal, teksStatusSimpan } from "./antrean-jawaban";
import { useSudahLewat } from "./hitung-mundur";
import { jumlahDijawab, PESAN_BELUM_TERKIRIM, pesanSelesai, tolakSebagian, urlPertemuanUjian } from "./lembar-aturan";
import { type JamServer, useAliranUjian, useAntreanJawaban, useWaktuHabis } from "./lembar-sinkron";
import { BagianKelompok } from "./lembar-kelompok";
import { KepalaLembar } from "./lembar-kepala";
import { SoalIsian } from "./lembar-soal";
import type { KelompokLembar, LembarUjian, SoalLembar } from "./lembar-types";
import type { PesanAkhir } from "./lembar-ulasan";
import { masukLayarPenuh, pesanPelanggaran, usePelanggaran } from "./pelanggaran";

export interface LembarKerjaProps {
  lembar: LembarUjian;
  jam: JamServer;
  /** Reads the sheet again (GET .../pengerjaan/me/soal). */
  muatUlang: () => Promise<LembarUjian>;
  /** The attempt ended: why, and the finished sheet when known. */
  onSelesai: (pesan: PesanAkhir, lembar: LembarUjian | null) => void;
}

const jawabanAwal = (l: LembarUjian) => new Map([...jawabanLembar(l)].map(([id, j]) => [id, j.jawaban]));

export function LembarKerja({ lembar, jam, muatUlang, onSelesai }: LembarKerjaProps) {
  const { ujian, pengerjaan } = lembar;
  const toast = useToast();
  const [jawaban, setJawaban] = useState(() => jawabanAwal(lembar));
  const [konfirmasi, setKonfirmasi] = useState(false);
  const [busy, setBusy] = useState(false);
  // Stable: the dialog refocuses itself whenever its onClose changes.
  const batal = useCallback(() => setKonfirmasi(false), []);
  const { antrean, keadaan } = useAntreanJawaban(lembar, jam, {
    onPulih: (daftar) => setJawaban((m) => gabungJawaban(m, daftar)),
    onDitolak: (idSoal, pesan, kembali) => {
      toast.error(pesan);
      setJawaban((m) => new Map(m).set(idSoal, kembali));
    },
    onBerakhir: (teks) => onSelesai({ teks, jenis: "awas" }, null),
  });
  const habis = useSudahLewat(pengerjaan.waktu_selesai, lembar.waktu_server, jam.sekarang);
  useWaktuHabis(habis, antrean, muatUlang);
  const muatDiam = () => void muatUlang().catch((e: unknown) => console.warn("lembar ujian tidak dapat dimuat ulang:", e));
  useAliranUjian(
    ujian.id,
    () => {
      toast.show("Waktu ujian diubah oleh dosen.");
      muatDiam();
    },
    muatDiam,
  );
  const tutupBuku = ujian.sifat === "close";
  const pelanggaran = usePelanggaran(ujian.id, tutupBuku && !habis, lembar.jumlah_pelanggaran);

  const jawab = (k: KelompokLembar, s: SoalLembar, nilai: string): boolean => {
    const tolak = tolakSebagian(k, jawaban, s.id, nilai);
    if (tolak) {
      toast.error(tolak);
      return false;
    }
    setJawaban((m) => new Map(m).set(s.id, nilai));
    void antrean.jawab(s.id, nilai);
    return true;
  };

  const selesaikan = async () => {
    setBusy(true);
    try {
      await antrean.kirimSemua();
      if (antrean.lihat().berakhir) return;
      if (antrean.lihat().tertunda.size > 0) {
        toast.error(PESAN_BELUM_TERKIRIM);
        return;
      }
      const l = await api<LembarUjian>(`/lms/ujian/${ujian.id}/pengerjaan/me/selesai`, { method: "POST" });
      antrean.hentikan();
      onSelesai({ teks: "Jawaban Anda sudah dikumpulkan.", jenis: "sukses" }, l);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setBusy(false);
      setKonfirmasi(false);
    }
  };

  const total = pengerjaan.jumlah_soal;
  const dijawab = jumlahDijawab(lembar, jawaban);
  return (
    <>
      <KepalaLembar
        ujian={ujian}
        waktuSelesai={pengerjaan.waktu_selesai}
        waktuServer={lembar.waktu_server}
        sekarang={jam.sekarang}
        dijawab={dijawab}
        total={total}
        statusSimpan={teksStatusSimpan(keadaan)}
        menunggu={keadaan.tertunda.size > 0}
      />
      <div className="mx-auto max-w-3xl space-y-4 px-3 py-4 sm:px-4">
        {habis && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            Waktu pengerjaan habis. Menunggu server menutup pengerjaan...
          </p>
        )}
        {tutupBuku && !habis && (pelanggaran.layarPenuh === false || pelanggaran.jumlah > 0) && (
          <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {pelanggaran.jumlah > 0 && <p role="alert">{pesanPelanggaran(pelanggaran.jumlah)}</p>}
            {pelanggaran.layarPenuh === false && (
              <>
                <p>Ujian tutup buku dikerjakan dalam layar penuh.</p>
                <button type="button" className="tombol-utama" onClick={masukLayarPenuh}>
                  Masuk Layar Penuh
                </button>
              </>
            )}
          </div>
        )}
        {lembar.kelompok_soal.map((k) => (
          <BagianKelompok key={k.id} k={k}>
            {k.soal.map((s) => {
              const j = jawaban.get(s.id) ?? "";
              return <SoalIsian key={s.id} s={s} jawaban={j} status={statusSoal(s.id, j, keadaan)} nonaktif={habis || busy} onJawab={(v) => jawab(k, s, v)} />;
            })}
          </BagianKelompok>
        ))}
        <div className="kartu flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
          <p className="text-sm text-slate-600">{`${dijawab} dari ${total} soal dijawab.`}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Link to={urlPertemuanUjian(ujian)} className="tombol-garis">
              Kembali ke Pertemuan
            </Link>
            <button type="button" className="tombol-utama" disabled={habis || busy} onClick={() => setKonfirmasi(true)}>
              Selesai
            </button>
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={konfirmasi}
        title="Selesaikan Kuis/Ujian"
        message={pesanSelesai(total - dijawab, keadaan.tertunda.size)}
        busy={busy}
        onOk={() => void selesaikan()}
        onCancel={batal}
      />
    </>
  );
}
