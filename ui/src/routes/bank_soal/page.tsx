// The question bank list (/bank-soal, spec 1 §2.6): the filters in the URL, the banks the user
// may see with their actions, pagination; 'Tambah Bank Soal' for those who may add. A new or
// duplicated bank opens its own page; a change or a deletion reloads the list.
import { useState } from "react";
import { panggil } from "../../app/panggil";
import { useNavigatePage, usePageData, useReloadPage } from "../../app/page-context";
import { ConfirmDialog, pesanHapus } from "../../components/confirm-dialog";
import { DataKosong } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { type BankSoalRingkas, type ModeBank, urlHalamanBank } from "../../features/bank-soal/aturan";
import { BankModal } from "../../features/bank-soal/bank-modal";
import { FilterBank } from "../../features/bank-soal/filter-bank";
import { TabelBank } from "../../features/bank-soal/tabel-bank";
import { useKirim } from "../../features/ujian/soal-kirim";

export const title = "Bank Soal";

interface Bukaan {
  mode: ModeBank;
  bank: BankSoalRingkas | null;
}

export default function Page() {
  const { data, user, app } = usePageData("bank_soal");
  const navigate = useNavigatePage();
  const muatUlang = useReloadPage();
  const [modal, setModal] = useState<Bukaan | null>(null);
  const [hapus, setHapus] = useState<BankSoalRingkas | null>(null);
  const { busy, kirim } = useKirim();
  const hapusYa = async () => {
    if (!hapus) return;
    if (!(await kirim(() => panggil("/lms/bank_soal/{id}", "delete", { path: { id: hapus.id } }), "Bank soal berhasil dihapus"))) return;
    setHapus(null);
    muatUlang();
  };
  return (
    <>
      <PageHeader crumbs={[{ label: "Bank Soal" }]} />
      <section aria-labelledby="judul-bank" className="kartu space-y-4 p-3 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="judul-bank" className="text-lg font-semibold text-slate-900">
            Daftar Bank Soal
          </h2>
          {data.bisa_tambah && (
            <button type="button" className="tombol-utama" onClick={() => setModal({ mode: "tambah", bank: null })}>
              Tambah Bank Soal
            </button>
          )}
        </div>
        <FilterBank data={data} />
        {data.data.length === 0 ? (
          <DataKosong pesan="Belum ada bank soal yang tersedia." className="py-10" />
        ) : (
          <TabelBank
            rows={data.data}
            tz={app.time_zone}
            bisaDuplikat={data.bisa_tambah}
            onDuplikat={(bank) => setModal({ mode: "duplikat", bank })}
            onUbah={(bank) => setModal({ mode: "ubah", bank })}
            onHapus={setHapus}
          />
        )}
        <Pagination meta={data.meta} options={[5, 10, 20, 50]} />
      </section>
      {modal && (
        <BankModal
          mode={modal.mode}
          bank={modal.bank}
          pilihDosen={data.pilih_dosen}
          idSaya={user?.id ?? 0}
          onClose={() => setModal(null)}
          onTersimpan={(d) => {
            setModal(null);
            if (modal.mode === "ubah") muatUlang();
            else navigate(urlHalamanBank(d.id));
          }}
        />
      )}
      <ConfirmDialog
        open={hapus !== null}
        message={pesanHapus("bank soal")}
        labelOk="Hapus"
        danger
        busy={busy}
        onOk={() => void hapusYa()}
        onCancel={() => setHapus(null)}
      />
    </>
  );
}
