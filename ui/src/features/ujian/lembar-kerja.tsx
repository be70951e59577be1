// A running attempt (spec 3 §4 Exam): the header with the countdown and the save status, the
// closed-book notice (violations counted, 'Masuk Layar Penuh'), the groups 'Kelompok Soal n'
// with their rules and questions, and 'Selesai' with a confirmation. Answers go through the
// queue (kept on the device, then sent); the lecturer's time change arrives on the exam stream;
// at zero the sheet is read again and the server's closing shows the review. An essay's answer
// files are uploaded and named to the server at once (they need the network; the screen says so).
import { useCallback, useState } from "react";
import { panggil } from "../../app/panggil";
import { Link } from "../../app/link";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useToast } from "../../components/toast";
import type { BerkasInfo } from "../pertemuan/types";
import { gabungJawaban, jawabanLembar, nasibGalat, statusSoal, teksStatusSimpan } from "./antrean-jawaban";
import { useSudahLewat } from "./hitung-mundur";
import { jawabanTerhitung, jumlahDijawab, PESAN_BELUM_TERKIRIM, pesanSelesai, tolakSebagian, urlPertemuanUjian } from "./lembar-aturan";
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
const berkasAwal = (l: LembarUjian) => new Map(l.kelompok_soal.flatMap((k) => k.soal.map((s) => [s.id, s.berkas] as const)));

export function LembarKerja({ lembar, jam, muatUlang, onSelesai }: LembarKerjaProps) {
  const { ujian, pengerjaan } = lembar;
  const toast = useToast();
  const [jawaban, setJawaban] = useState(() => jawabanAwal(lembar));
  const [berkas, setBerkas] = useState<Map<number, BerkasInfo[]>>(() => berkasAwal(lembar));
  const [kirimBerkas, setKirimBerkas] = useState(0);
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

  const terhitung = jawabanTerhitung(jawaban, berkas);

  const jawab = (k: KelompokLembar, s: SoalLembar, nilai: string): boolean => {
    const tolak = tolakSebagian(k, terhitung, s.id, nilai);
    if (tolak) {
      toast.error(tolak);
      return false;
    }
    setJawaban((m) => new Map(m).set(s.id, nilai));
    void antrean.jawab(s.id, nilai);
    return true;
  };

  /** Names an essay's files to the server (the whole list); the last acknowledged list stays on failure. */
  const simpanBerkas = async (k: KelompokLembar, s: SoalLembar, daftar: BerkasInfo[]) => {
    const sebelum = berkas.get(s.id) ?? [];
    const tolak = sebelum.length === 0 && daftar.length > 0 ? tolakSebagian(k, terhitung, s.id, "x") : null;
    if (tolak) {
      toast.error(tolak);
      return;
    }
    setBerkas((m) => new Map(m).set(s.id, daftar));
    setKirimBerkas((n) => n + 1);
    try {
      const r = await panggil("/lms/ujian/{id}/pengerjaan/me/jawaban/{idSoal}/berkas", "put", {
        path: { id: ujian.id, idSoal: s.id },
        body: { berkas: daftar.map((b) => b.url) },
      });
      setBerkas((m) => new Map(m).set(s.id, r.berkas));
    } catch (e) {
      setBerkas((m) => new Map(m).set(s.id, sebelum));
      const pesan = e instanceof Error ? e.message : "Terjadi kesalahan";
      if (nasibGalat(e) === "berakhir") onSelesai({ teks: pesan, jenis: "awas" }, null);
      else
        toast.error(
          nasibGalat(e) === "jaringan" ? "Berkas belum tersimpan: tidak ada koneksi internet. Unggah lagi setelah tersambung." : pesan,
        );
    } finally {
      setKirimBerkas((n) => n - 1);
    }
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
      const l = await panggil("/lms/ujian/{id}/pengerjaan/me/selesai", "post", { path: { id: ujian.id } });
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
  const dijawab = jumlahDijawab(lembar, terhitung);
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
              return (
                <SoalIsian
                  key={s.id}
                  s={s}
                  jawaban={j}
                  status={statusSoal(s.id, terhitung.get(s.id) ?? "", keadaan)}
                  nonaktif={habis || busy}
                  onJawab={(v) => jawab(k, s, v)}
                  berkas={{
                    daftar: berkas.get(s.id) ?? [],
                    batasMb: lembar.batas_berkas_jawaban_mb ?? 0,
                    offline: keadaan.offline,
                    onChange: (daftar) => void simpanBerkas(k, s, daftar),
                  }}
                />
              );
            })}
          </BagianKelompok>
        ))}
        <div className="kartu flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
          <p className="text-sm text-slate-600">{`${dijawab} dari ${total} soal dijawab.`}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Link to={urlPertemuanUjian(ujian)} className="tombol-garis">
              Kembali ke Pertemuan
            </Link>
            <button type="button" className="tombol-utama" disabled={habis || busy || kirimBerkas > 0} onClick={() => setKonfirmasi(true)}>
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
