// The group form ('Tambah Kelompok' / 'Ubah Kelompok'): 'Nama Kelompok', the members
// (the group's own and the class's students in no group, with a search) and the 'Ketua'
// among the chosen. POST /lms/tugas/{id}/kelompok or PUT .../kelompok/{gid}; then toast
// 'Data berhasil disimpan' and reload. Mounted per opening (fresh state).
import { useState } from "react";
import { panggil } from "../../app/panggil";
import { useReloadPage } from "../../app/page-context";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import {
  adaGalatKelompok,
  bodyKelompok,
  formKelompokAwal,
  type GalatKelompok,
  periksaKelompok,
  pilihanAnggota,
  pilihAnggota,
  saringPilihan,
} from "./kelompok-aturan";
import type { KelompokTugas, MahasiswaTugas } from "./types";
import { KotakGulir } from "../../components/kotak-gulir";

export interface KelompokFormProps {
  idTugas: number;
  /** null: a new group. */
  kelompok: KelompokTugas | null;
  tanpaKelompok: MahasiswaTugas[];
  onClose: () => void;
}

const INPUT =
  "w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm focus:border-blue-700 focus:outline-none aria-invalid:border-red-500";

function Galat({ id, pesan }: { id: string; pesan?: string }) {
  if (!pesan) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-xs text-red-700">
      {pesan}
    </p>
  );
}

export function KelompokForm({ idTugas, kelompok, tanpaKelompok, onClose }: KelompokFormProps) {
  const [f, setF] = useState(() => formKelompokAwal(kelompok));
  const [galat, setGalat] = useState<GalatKelompok>({});
  const [cari, setCari] = useState("");
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reload = useReloadPage();
  const pilihan = pilihanAnggota(kelompok, tanpaKelompok);
  const tampil = saringPilihan(pilihan, cari);
  const nama = new Map(pilihan.map((m) => [m.id_user, m]));

  const simpan = async () => {
    const g = periksaKelompok(f);
    setGalat(g);
    if (adaGalatKelompok(g)) return;
    setBusy(true);
    try {
      const body = bodyKelompok(f);
      await (kelompok
        ? panggil("/lms/tugas/{id}/kelompok/{id_kelompok}", "put", { path: { id: idTugas, id_kelompok: kelompok.id }, body })
        : panggil("/lms/tugas/{id}/kelompok", "post", { path: { id: idTugas }, body }));
      toast.success("Data berhasil disimpan");
      onClose();
      reload();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <>
      <button type="button" className="tombol-garis" onClick={onClose}>
        Batal
      </button>
      <button type="button" className="tombol-utama" disabled={busy} onClick={() => void simpan()}>
        Simpan
      </button>
    </>
  );
  return (
    <Modal open onClose={onClose} title={kelompok ? "Ubah Kelompok" : "Tambah Kelompok"} width={560} footer={footer}>
      <div className="space-y-4">
        <div>
          <label htmlFor="kelompok-nama" className="mb-1 block text-sm font-medium text-slate-700">
            Nama Kelompok
          </label>
          <input
            id="kelompok-nama"
            value={f.nama}
            onChange={(e) => {
              setF((x) => ({ ...x, nama: e.target.value }));
              setGalat(({ nama: _, ...g }) => g);
            }}
            aria-invalid={galat.nama ? true : undefined}
            aria-describedby={galat.nama ? "kelompok-nama-galat" : undefined}
            className={INPUT}
          />
          <Galat id="kelompok-nama-galat" pesan={galat.nama} />
        </div>
        <fieldset aria-describedby={galat.anggota ? "kelompok-anggota-galat" : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-700">{`Anggota (${f.anggota.length} dipilih)`}</legend>
          {pilihan.length > 6 && (
            <input
              type="search"
              value={cari}
              onChange={(e) => setCari(e.target.value)}
              placeholder="Cari NIM/nama mahasiswa"
              aria-label="Cari NIM/nama mahasiswa"
              className={`${INPUT} mb-2`}
            />
          )}
          {pilihan.length === 0 ? (
            <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">Semua mahasiswa sudah tergabung dalam kelompok.</p>
          ) : (
            <KotakGulir label="Daftar mahasiswa" maks={256} className="rounded-md border border-slate-200 md:max-h-64">
              <ul className="divide-y divide-slate-100">
                {tampil.map((m) => {
                  const id = `kelompok-anggota-${m.id_user}`;
                  return (
                    <li key={m.id_user}>
                      <label htmlFor={id} className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                        <input
                          id={id}
                          type="checkbox"
                          checked={f.anggota.includes(m.id_user)}
                          onChange={(e) => {
                            setF((x) => pilihAnggota(x, m.id_user, e.target.checked));
                            setGalat(({ anggota: _, ...g }) => g);
                          }}
                          className="size-4 shrink-0 accent-blue-700"
                        />
                        <span className="min-w-0 flex-1">
                          <span className="block text-sm break-words text-slate-800">{m.nama}</span>
                          <span className="text-xs text-slate-500 tabular-nums">{m.nim}</span>
                        </span>
                      </label>
                    </li>
                  );
                })}
                {tampil.length === 0 && (
                  <li className="px-3 py-2 text-sm text-slate-500">Tidak ada mahasiswa yang cocok dengan pencarian.</li>
                )}
              </ul>
            </KotakGulir>
          )}
          <Galat id="kelompok-anggota-galat" pesan={galat.anggota} />
        </fieldset>
        <div>
          <label htmlFor="kelompok-ketua" className="mb-1 block text-sm font-medium text-slate-700">
            Ketua
          </label>
          <select
            id="kelompok-ketua"
            value={f.id_ketua ?? ""}
            disabled={f.anggota.length === 0}
            onChange={(e) => setF((x) => ({ ...x, id_ketua: e.target.value ? Number(e.target.value) : null }))}
            className={`${INPUT} disabled:bg-slate-50`}
          >
            {f.anggota.length === 0 && <option value="">Pilih anggota terlebih dahulu</option>}
            {f.anggota.map((id) => {
              const m = nama.get(id);
              return (
                <option key={id} value={id}>
                  {m ? `${m.nama} (${m.nim})` : String(id)}
                </option>
              );
            })}
          </select>
        </div>
      </div>
    </Modal>
  );
}
