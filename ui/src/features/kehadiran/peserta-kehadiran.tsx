// The participants' attendance of a meeting: the toolbar ('Update Progres', 'Update Kehadiran
// Manual', 'Ubah kehadiran' or 'Batal' and 'Simpan kehadiran'), the table with client-side paging,
// the legend 'Warna Progres' (online and mixed meetings) and the progress detail. The
// recalculation status comes from the server-event stream; when it completes the page is read again.
import { useState } from "react";
import { panggil } from "../../app/panggil";
import { useReloadPage } from "../../app/page-context";
import { DataKosong } from "../../components/data-kosong";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useToast } from "../../components/toast";
import { formatTanggalJam } from "../../lib/tanggal";
import {
  halamanSah,
  jumlahTanpaPresensi,
  kodeSemua,
  kodeTersedia,
  type Pilihan,
  pertemuanDaring,
  pilihanAwal,
  pilihSatu,
  pilihSemua,
  potongHalaman,
  payloadSimpan,
  pembaruanOtomatis,
  pesanTanpaPresensi,
  UKURAN_AWAL,
  UKURAN_HALAMAN,
} from "./aturan";
import { HalamanKlien } from "./halaman-klien";
import { ModalDetail } from "./modal-detail";
import { useProsesKehadiran } from "./proses";
import { TabelPeserta } from "./tabel-peserta";
import { ToolbarPeserta } from "./toolbar-peserta";
import type { KehadiranMahasiswa, KehadiranPertemuanPage } from "./types";

export function PesertaKehadiran({ data, tz }: { data: KehadiranPertemuanPage; tz: string }) {
  const toast = useToast();
  const reload = useReloadPage();
  const { pertemuan: p, peserta } = data;
  const daring = pertemuanDaring(p.jenis);
  /** The edit mode's choices; the page's rows stay the untouched copy. */
  const [pilihan, setPilihan] = useState<Pilihan | null>(null);
  const [menyimpan, setMenyimpan] = useState(false);
  const [halaman, setHalaman] = useState(1);
  const [perHalaman, setPerHalaman] = useState(UKURAN_AWAL);
  const [detail, setDetail] = useState<KehadiranMahasiswa | null>(null);
  const status = useProsesKehadiran(p.id, data.proses, reload);
  const h = halamanSah(halaman, peserta.length, perHalaman);
  const { baris, awal } = potongHalaman(peserta, h, perHalaman);

  /** Students without a record or a choice, shown before saving counts them 'Alpa'; null: no question open. */
  const [tanyaAlpa, setTanyaAlpa] = useState<number | null>(null);

  const mintaSimpan = () => {
    if (!pilihan) return;
    const n = jumlahTanpaPresensi(peserta, pilihan);
    if (n > 0) setTanyaAlpa(n);
    else void simpan();
  };

  const simpan = async () => {
    setTanyaAlpa(null);
    if (!pilihan) return;
    setMenyimpan(true);
    try {
      await panggil("/lms/kehadiran_mahasiswa/pertemuan/{id}", "put", { path: { id: p.id }, body: payloadSimpan(peserta, pilihan) });
      toast.success("Berhasil update kehadiran");
      reload();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      // Spec 2 §4: saving leaves the edit mode, whether it succeeded or not.
      setMenyimpan(false);
      setPilihan(null);
    }
  };

  return (
    <section aria-labelledby="peserta-judul" className="kartu p-3 sm:p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="peserta-judul" className="font-semibold text-slate-800">
          Kehadiran Peserta
        </h2>
        <ToolbarPeserta
          data={data}
          status={status}
          ubah={pilihan != null}
          menyimpan={menyimpan}
          onUbah={() => setPilihan(pilihanAwal(peserta))}
          onBatal={() => setPilihan(null)}
          onSimpan={mintaSimpan}
        />
      </div>
      {daring && (
        <p className="mb-3 text-xs text-slate-500">
          {p.waktu_terakhir_update_kehadiran &&
            `Progres terakhir dihitung sistem: ${formatTanggalJam(p.waktu_terakhir_update_kehadiran, tz)}. `}
          {pembaruanOtomatis(tz)}
        </p>
      )}
      {peserta.length === 0 ? (
        <DataKosong pesan="Belum ada peserta pada kelas ini." />
      ) : (
        <>
          <TabelPeserta
            baris={baris}
            awal={awal}
            daring={daring}
            minimalPersen={p.progress_minimal_persen}
            tz={tz}
            pilihan={pilihan}
            kode={kodeTersedia(data.jenis_presensi)}
            kodeSemua={pilihan ? kodeSemua(pilihan) : null}
            onPilih={(nim, k) => setPilihan((x) => x && pilihSatu(x, nim, k))}
            onPilihSemua={(k) => setPilihan((x) => x && pilihSemua(x, k))}
            onDetail={setDetail}
          />
          <HalamanKlien
            total={peserta.length}
            halaman={h}
            perHalaman={perHalaman}
            pilihan={UKURAN_HALAMAN}
            onHalaman={setHalaman}
            onPerHalaman={(n) => {
              setPerHalaman(n);
              setHalaman(1);
            }}
          />
        </>
      )}
      {daring && <LegendaProgres />}
      <ModalDetail m={detail} onClose={() => setDetail(null)} />
      <ConfirmDialog
        open={tanyaAlpa != null}
        title="Simpan kehadiran"
        message={pesanTanpaPresensi(tanyaAlpa ?? 0)}
        labelOk="Simpan"
        onOk={() => void simpan()}
        onCancel={() => setTanyaAlpa(null)}
      />
    </section>
  );
}

const LEGENDA = [
  { warna: "bg-green-500", label: "Di atas minimal progres" },
  { warna: "bg-red-500", label: "Di bawah minimal progres" },
  { warna: "bg-slate-400", label: "Diubah oleh dosen/operator" },
];

function LegendaProgres() {
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <h3 className="mb-1.5 text-xs font-semibold text-slate-600">Warna Progres</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {LEGENDA.map((l) => (
          <li key={l.label} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block h-2 w-5 rounded-full ${l.warna}`} />
            {l.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
