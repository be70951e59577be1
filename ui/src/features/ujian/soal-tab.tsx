// Tab 'Soal' of the exam page: the question groups in order, 'Tambah Kelompok Soal', the
// confirmations of deleting a question or a group. Every change answers with the whole list
// of groups, which replaces the one shown ('Ambil dari Bank Soal' too). Once someone started,
// questions can be corrected but not added or deleted, and group rules stay (the server
// refuses both).
import { useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DataKosong } from "../../components/data-kosong";
import { useToast } from "../../components/toast";
import { Catatan } from "../pertemuan/catatan";
import {
  bodyKelompok,
  bodySoal,
  type FormKelompok,
  type FormSoal,
  jumlahSoal,
  type KelompokSoal,
  type SoalUjian,
  type SoalUjianDaftar,
} from "./soal-aturan";
import { SoalBankModal } from "./soal-bank-modal";
import { type Bukaan, KartuKelompok } from "./soal-kelompok";
import { useKirim } from "./soal-kirim";

/** The server's limit of questions in one exam. */
const SOAL_MAKS = 200;

type Hapusan = { jenis: "soal"; idKelompok: number; s: SoalUjian } | { jenis: "kelompok"; k: KelompokSoal };

export interface TabSoalProps {
  idUjian: number;
  awal: SoalUjianDaftar;
  bolehUbah: boolean;
  /** Raised each time the tab is shown again: the questions are read again (attempts may have begun). */
  muatUlang: number;
}

export function TabSoal({ idUjian, awal, bolehUbah, muatUlang }: TabSoalProps) {
  const [daftar, setDaftar] = useState(awal);
  const [buka, setBuka] = useState<Bukaan | null>(null);
  const [hapus, setHapus] = useState<Hapusan | null>(null);
  const [ambil, setAmbil] = useState<KelompokSoal | null>(null);
  const { busy, kirim } = useKirim();
  const toast = useToast();
  const tambahHapus = daftar.boleh_tambah_hapus;
  useEffect(() => {
    if (muatUlang === 0) return;
    const c = new AbortController();
    panggil("/lms/ujian/{id}/soal", "get", { path: { id: idUjian }, signal: c.signal })
      .then(setDaftar)
      .catch((e: unknown) => {
        if (!c.signal.aborted) toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
      });
    return () => c.abort();
  }, [muatUlang, idUjian, toast]);

  /** Sends a change (its answer is the exam's whole list of groups), toasting `sukses`. */
  const ubahDaftar = async (jalan: () => Promise<SoalUjianDaftar>, sukses: string) => {
    const r = await kirim(jalan, sukses);
    if (r) setDaftar(r.data);
    return r !== null;
  };
  const simpanSoal = async (b: Bukaan, f: FormSoal) => {
    const body = bodySoal(f);
    const soal = b.soal;
    const jalan = soal
      ? () =>
          panggil("/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal/{idSoal}", "put", {
            path: { id: idUjian, idKelompok: b.idKelompok, idSoal: soal.id },
            body,
          })
      : () => panggil("/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal", "post", { path: { id: idUjian, idKelompok: b.idKelompok }, body });
    if (await ubahDaftar(jalan, "Soal berhasil disimpan")) setBuka(null);
  };
  const simpanAturan = (k: KelompokSoal, f: FormKelompok) =>
    void ubahDaftar(
      () =>
        panggil("/lms/ujian/{id}/kelompok_soal/{idKelompok}", "put", { path: { id: idUjian, idKelompok: k.id }, body: bodyKelompok(f) }),
      "Aturan kelompok soal berhasil disimpan",
    );
  const tambahKelompok = () =>
    void ubahDaftar(
      () =>
        panggil("/lms/ujian/{id}/kelompok_soal", "post", { path: { id: idUjian }, body: { aturan: "semua", jumlah_wajib_dijawab: null } }),
      "Kelompok soal berhasil ditambahkan",
    );
  const hapusYa = async () => {
    if (!hapus) return;
    const ok =
      hapus.jenis === "soal"
        ? await ubahDaftar(
            () =>
              panggil("/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal/{idSoal}", "delete", {
                path: { id: idUjian, idKelompok: hapus.idKelompok, idSoal: hapus.s.id },
              }),
            "Soal berhasil dihapus",
          )
        : await ubahDaftar(
            () => panggil("/lms/ujian/{id}/kelompok_soal/{idKelompok}", "delete", { path: { id: idUjian, idKelompok: hapus.k.id } }),
            "Kelompok soal berhasil dihapus",
          );
    if (!ok) return;
    // A form of what is gone has nothing left to save.
    if (hapus.jenis === "kelompok" ? buka?.idKelompok === hapus.k.id : buka?.soal?.id === hapus.s.id) setBuka(null);
    setHapus(null);
  };

  return (
    <div className="space-y-4">
      {bolehUbah && !tambahHapus && (
        <Catatan jenis="awas">
          Kuis/ujian ini sudah dikerjakan peserta: soal masih dapat diubah, tetapi soal dan kelompok soal tidak dapat ditambah atau dihapus.
        </Catatan>
      )}
      {daftar.kelompok_soal.length === 0 ? (
        <DataKosong
          pesan={bolehUbah ? "Belum ada soal. Tambahkan kelompok soal terlebih dahulu." : "Belum ada soal pada kuis/ujian ini."}
          className="kartu py-8"
        />
      ) : (
        daftar.kelompok_soal.map((k) => (
          <KartuKelompok
            key={k.id}
            k={k}
            bolehUbah={bolehUbah}
            bolehTambahHapus={tambahHapus}
            penuh={jumlahSoal(daftar) >= SOAL_MAKS}
            buka={buka}
            busy={busy}
            onBuka={setBuka}
            onBatal={() => setBuka(null)}
            onAmbilBank={() => setAmbil(k)}
            onSimpanSoal={simpanSoal}
            onHapusSoal={(s) => setHapus({ jenis: "soal", idKelompok: k.id, s })}
            onHapusKelompok={() => setHapus({ jenis: "kelompok", k })}
            onSimpanAturan={(f) => simpanAturan(k, f)}
          />
        ))
      )}
      {bolehUbah && tambahHapus && (
        <button type="button" className="tombol-garis w-full border-dashed py-2.5" onClick={tambahKelompok} disabled={busy}>
          Tambah Kelompok Soal
        </button>
      )}
      {ambil && (
        <SoalBankModal
          idUjian={idUjian}
          k={ambil}
          onClose={() => setAmbil(null)}
          onTersimpan={(d) => {
            setDaftar(d);
            setAmbil(null);
          }}
        />
      )}
      <ConfirmDialog
        open={hapus !== null}
        message={
          hapus?.jenis === "kelompok"
            ? `Anda yakin ingin menghapus Kelompok Soal ${hapus.k.nomor} beserta ${hapus.k.soal.length} soalnya?`
            : "Anda yakin ingin menghapus soal ini?"
        }
        labelOk="Hapus"
        danger
        busy={busy}
        onOk={() => void hapusYa()}
        onCancel={() => setHapus(null)}
      />
    </div>
  );
}
