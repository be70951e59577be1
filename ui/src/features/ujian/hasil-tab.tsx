// Tab 'Hasil' of the exam page (spec 2 §2 'Exam grading screens'): 'Unduh Excel', the
// publish toggle (graders), the attempts with 'Lihat' and 'Reset', who has no attempt, and
// the answer statistics. Each showing of the tab reads the attempts again with the other two
// lists; a saved score or a reset reads those two again.
import { useCallback, useEffect, useState } from "react";
import { dibatalkan, unduh } from "../../app/api-client";
import { panggil } from "../../app/panggil";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useToast } from "../../components/toast";
import {
  gantiBaris,
  jumlahBelumDinilai,
  konfirmasiPublikasi,
  labelPublikasi,
  pesanPublikasi,
  PESAN_HASIL,
  type PengerjaanBaris,
  type PengerjaanDaftar,
  type StatistikSoal,
  type TanpaPengerjaan,
  urlExcel,
} from "./hasil-aturan";
import { DialogPengerjaan } from "./hasil-pengerjaan";
import { DaftarStatistik, DaftarTanpaPengerjaan } from "./hasil-statistik";
import { TabelPengerjaan } from "./hasil-tabel";
import { useKirim } from "./soal-kirim";

export interface TabHasilProps {
  idUjian: number;
  judul: string;
  awal: PengerjaanDaftar;
  bolehMenilai: boolean;
  tz: string;
  /** The tab is shown: each showing reads the lists again. */
  aktif: boolean;
}

export function TabHasil({ idUjian, judul, awal, bolehMenilai, tz, aktif }: TabHasilProps) {
  const [daftar, setDaftar] = useState(awal.data);
  const [tampil, setTampil] = useState(awal.is_tampilkan_nilai);
  const [tanpa, setTanpa] = useState<TanpaPengerjaan[] | null>(null);
  const [statistik, setStatistik] = useState<StatistikSoal[] | null>(null);
  const [lihat, setLihat] = useState<PengerjaanBaris | null>(null);
  const [reset, setReset] = useState<PengerjaanBaris | null>(null);
  const { busy, kirim } = useKirim();
  const toast = useToast();

  const muat = useCallback(
    async (semua: boolean, signal?: AbortSignal) => {
      const path = { id: idUjian };
      try {
        const [d, t, s] = await Promise.all([
          semua ? panggil("/lms/ujian/{id}/pengerjaan", "get", { path, signal }) : null,
          panggil("/lms/ujian/{id}/pengerjaan/no_pengerjaan", "get", { path, signal }),
          panggil("/lms/ujian/{id}/pengerjaan/jawaban_stats", "get", { path, signal }),
        ]);
        if (d) {
          setDaftar(d.data);
          setTampil(d.is_tampilkan_nilai);
        }
        setTanpa(t);
        setStatistik(s);
      } catch (e) {
        if (!dibatalkan(e)) toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
      }
    },
    [idUjian, toast],
  );
  useEffect(() => {
    if (!aktif) return;
    const c = new AbortController();
    void muat(true, c.signal);
    return () => c.abort();
  }, [aktif, muat]);

  const [tanyaPublikasi, setTanyaPublikasi] = useState<string | null>(null);
  const publikasi = async () => {
    setTanyaPublikasi(null);
    const r = await kirim(
      () => panggil("/lms/ujian/{id}/nilai_publishing", "put", { path: { id: idUjian }, body: { is_tampilkan_nilai: !tampil } }),
      pesanPublikasi(!tampil),
    );
    if (r) setTampil(!tampil);
  };
  const mintaPublikasi = () => {
    const tanya = tampil ? null : konfirmasiPublikasi(jumlahBelumDinilai(daftar));
    if (tanya) setTanyaPublikasi(tanya);
    else void publikasi();
  };
  const unduhExcel = () => void kirim(() => unduh(urlExcel(idUjian), undefined, `Hasil ${judul}.xlsx`));
  const resetYa = async () => {
    if (!reset) return;
    const r = await kirim(() => panggil("/lms/pengerjaan/{id}", "delete", { path: { id: reset.id } }), PESAN_HASIL.reset);
    if (!r) return;
    setDaftar((d) => d.filter((b) => b.id !== reset.id));
    setReset(null);
    void muat(false);
  };
  const tersimpan = (b: PengerjaanBaris) => {
    setDaftar((d) => gantiBaris(d, b));
    void muat(false);
  };

  return (
    <div className="space-y-4">
      <section aria-labelledby="hasil-pengerjaan" className="kartu space-y-3 p-3 sm:p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="hasil-pengerjaan" className="mr-auto font-semibold text-slate-900">
            Pengerjaan
          </h3>
          <button type="button" className="tombol-garis" onClick={unduhExcel} disabled={busy}>
            Unduh Excel
          </button>
          {bolehMenilai && (
            <button type="button" className={tampil ? "tombol-garis" : "tombol-utama"} onClick={mintaPublikasi} disabled={busy}>
              {labelPublikasi(tampil)}
            </button>
          )}
        </div>
        <p className={`text-sm ${tampil ? "text-green-700" : "text-slate-500"}`}>
          {tampil ? "Nilai sudah dipublikasikan kepada mahasiswa." : "Nilai belum dipublikasikan kepada mahasiswa."}
        </p>
        <TabelPengerjaan daftar={daftar} tz={tz} bolehMenilai={bolehMenilai} onLihat={setLihat} onReset={setReset} />
      </section>
      <section aria-labelledby="hasil-tanpa" className="kartu space-y-3 p-3 sm:p-4">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h3 id="hasil-tanpa" className="font-semibold text-slate-900">
            Tidak Ada Pengerjaan
          </h3>
          {tanpa && tanpa.length > 0 && <span className="text-sm text-slate-500">{`${tanpa.length} mahasiswa`}</span>}
        </div>
        <DaftarTanpaPengerjaan tanpa={tanpa} />
      </section>
      <section aria-labelledby="hasil-statistik" className="kartu space-y-3 p-3 sm:p-4">
        <h3 id="hasil-statistik" className="font-semibold text-slate-900">
          Statistik Jawaban
        </h3>
        <p className="text-sm text-slate-500">Dihitung dari pengerjaan yang sudah selesai.</p>
        <DaftarStatistik statistik={statistik} />
      </section>
      <DialogPengerjaan
        idUjian={idUjian}
        baris={lihat ? (daftar.find((b) => b.id === lihat.id) ?? lihat) : null}
        tz={tz}
        bolehMenilai={bolehMenilai}
        onClose={() => setLihat(null)}
        onBaris={tersimpan}
      />
      <ConfirmDialog
        open={reset !== null}
        message={PESAN_HASIL.konfirmasiReset}
        labelOk="Reset"
        danger
        busy={busy}
        onOk={() => void resetYa()}
        onCancel={() => setReset(null)}
      />
      <ConfirmDialog
        open={tanyaPublikasi !== null}
        message={tanyaPublikasi ?? ""}
        labelOk="Publikasikan"
        busy={busy}
        onOk={() => void publikasi()}
        onCancel={() => setTanyaPublikasi(null)}
      />
    </div>
  );
}
