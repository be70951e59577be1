// A question bank (/bank-soal/{id}, spec 3 §2 'Question bank detail'): the header card with
// 'Unduh', 'Ubah Bank Soal' and the 'Tambah Soal' menu (writers; off at the maximum), 'Cari soal'
// over the question texts, the questions with their form card in place ('NO DATA' with 'Coba lagi'
// when reading them again failed), and the dialogs: the bank modal, 'Impor Soal', 'Soal Mata
// Kuliah' and the delete confirmation.
import { useState } from "react";
import { unduh } from "../../app/api-client";
import { usePageData } from "../../app/page-context";
import { panggil } from "../../app/panggil";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { NoData } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";
import { useToast } from "../../components/toast";
import { type BankSoalDetail, type SoalBank, urlBank } from "../../features/bank-soal/aturan";
import { BankModal } from "../../features/bank-soal/bank-modal";
import { type BukaanSoal, DaftarSoal } from "../../features/bank-soal/daftar-soal";
import { ImporModal } from "../../features/bank-soal/impor-modal";
import { KepalaBank } from "../../features/bank-soal/kepala-bank";
import { MenuTambahSoal } from "../../features/bank-soal/menu-tambah-soal";
import { SalinModal } from "../../features/bank-soal/salin-modal";
import { saringSoal } from "../../features/bank-soal/teks-soal";
import { useBank } from "../../features/bank-soal/use-bank";
import { bodySoal, type FormSoal } from "../../features/ujian/soal-aturan";
import { INPUT } from "../../features/pertemuan/field";

export const title = "Detail Bank Soal";

type Dialog = "ubah" | "impor" | "salin";

export default function Page() {
  const { data, user } = usePageData("bank_soal_detail");
  // Another bank is another page: no open form or dialog carried over.
  return <Isi key={data.id} awal={data} idSaya={user?.id ?? 0} pilihDosen={user?.role === "operator"} />;
}

function Isi({ awal, idSaya, pilihDosen }: { awal: BankSoalDetail; idSaya: number; pilihDosen: boolean }) {
  const { bank, setBank, busy, ubah, muat, gagal, membaca } = useBank(awal);
  const [cari, setCari] = useState("");
  const [buka, setBuka] = useState<BukaanSoal | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [hapus, setHapus] = useState<SoalBank | null>(null);
  const toast = useToast();
  const penuh = bank.list_soal.length >= bank.soal_maks;
  const simpanSoal = async (b: BukaanSoal, f: FormSoal) => {
    const body = bodySoal(f);
    const soal = b.soal;
    const jalan = soal
      ? () => panggil("/lms/bank_soal/{id}/soal/{id_soal}", "put", { path: { id: bank.id, id_soal: soal.id }, body })
      : () => panggil("/lms/bank_soal/{id}/soal", "post", { path: { id: bank.id }, body });
    if (await ubah(jalan, "Soal berhasil disimpan")) setBuka(null);
  };
  const hapusYa = async () => {
    if (
      !hapus ||
      !(await ubah(
        () => panggil("/lms/bank_soal/{id}/soal/{id_soal}", "delete", { path: { id: bank.id, id_soal: hapus.id } }),
        "Soal berhasil dihapus",
      ))
    )
      return;
    if (buka?.soal?.id === hapus.id) setBuka(null);
    setHapus(null);
  };
  const unduhPdf = () => {
    if (bank.list_soal.length === 0) return toast.error("Belum ada soal");
    unduh(`${urlBank(bank.id)}/pdf`, undefined, `Bank Soal - ${bank.judul}.pdf`).catch((e: unknown) =>
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan"),
    );
  };
  const tersimpan = (d: BankSoalDetail) => {
    setBank(d);
    setDialog(null);
  };
  return (
    <>
      <PageHeader crumbs={[{ label: "Bank Soal", to: "/bank-soal" }, { label: bank.judul }]} />
      <div className="space-y-4">
        <KepalaBank bank={bank}>
          <button type="button" className="tombol-garis" onClick={unduhPdf}>
            Unduh
          </button>
          {bank.bisa_ubah && (
            <>
              <button type="button" className="tombol-garis" onClick={() => setDialog("ubah")}>
                Ubah Bank Soal
              </button>
              <MenuTambahSoal
                disabled={penuh}
                bolehSalin={bank.bisa_salin_ujian}
                onSoal={(jenis) => setBuka({ jenis, soal: null })}
                onSalin={() => setDialog("salin")}
                onImpor={() => setDialog("impor")}
              />
            </>
          )}
        </KepalaBank>
        <section aria-label="Daftar Soal" className="kartu space-y-3 p-3 sm:p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-slate-900">Daftar Soal</h3>
            <input
              type="search"
              value={cari}
              onChange={(e) => setCari(e.target.value)}
              placeholder="Cari soal"
              aria-label="Cari soal"
              className={`${INPUT} sm:w-72`}
            />
          </div>
          {gagal ? (
            <NoData onCobaLagi={() => void muat()} memuat={membaca} />
          ) : (
            <DaftarSoal
              soal={saringSoal(bank.list_soal, cari)}
              kosong={bank.list_soal.length === 0}
              bolehUbah={bank.bisa_ubah}
              buka={buka}
              busy={busy}
              onBuka={setBuka}
              onBatal={() => setBuka(null)}
              onSimpan={simpanSoal}
              onHapus={setHapus}
            />
          )}
        </section>
      </div>
      {dialog === "ubah" && (
        <BankModal
          mode="ubah"
          bank={bank}
          pilihDosen={pilihDosen}
          idSaya={idSaya}
          onClose={() => setDialog(null)}
          onTersimpan={tersimpan}
        />
      )}
      {dialog === "impor" && <ImporModal idBank={bank.id} onClose={() => setDialog(null)} onBerhasil={() => void muat()} />}
      {dialog === "salin" && <SalinModal idBank={bank.id} onClose={() => setDialog(null)} onTersimpan={tersimpan} />}
      <ConfirmDialog
        open={hapus !== null}
        message="Anda yakin ingin menghapus soal ini?"
        labelOk="Hapus"
        danger
        busy={busy}
        onOk={() => void hapusYa()}
        onCancel={() => setHapus(null)}
      />
    </>
  );
}
