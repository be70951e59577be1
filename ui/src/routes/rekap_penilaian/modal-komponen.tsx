// The SIKAD component dialog of the grade recap (spec 2 §2, §4, §5): it loads the component
// and the class's graded activities, lists them by meeting as boxes, and saves the choice
// ('Simpan') or returns the component to the grade settings' default ('Kembalikan ke
// bawaan'). When the column holds scores SIKAD set, either first asks to confirm that they
// are replaced (also when the server says so: 409 konfirmasi_nilai_sikad). A failure shows
// the toast '{error}! {server message}' (spec 2 §8); a success reloads the recap.
import { useEffect, useState } from "react";
import { ApiError } from "../../app/api-client";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import type { HeaderSikad, KomponenKelas, KomponenSimpan } from "../../features/nilai/types";
import { gantiPilihan, grupPilihan, JENIS_LABEL, KODE_KONFIRMASI, labelKomponen, pesanGagalKomponen } from "./aturan";

type Tahap = { apa: "pilih" } | { apa: "simpan" | "hapus"; pesan: string };
type Muatan = KomponenKelas | { galat: string } | null;

const PESAN_SIMPAN =
  "Kolom ini sudah berisi nilai yang diperbarui oleh SIKAD. Nilai tersebut akan diganti dengan nilai dari aktivitas LMS yang dipilih. Lanjutkan?";
const PESAN_HAPUS = "Pilihan aktivitas kelas ini dihapus dan komponen kembali memakai pengaturan nilai bawaan. Lanjutkan?";
const PESAN_HAPUS_SIKAD = " Nilai yang diperbarui oleh SIKAD pada kolom ini juga akan diganti.";

export function ModalKomponen({
  idKelas,
  komponen,
  onClose,
  onTersimpan,
}: {
  idKelas: number;
  komponen: HeaderSikad | null;
  onClose: () => void;
  onTersimpan: () => void;
}) {
  return komponen && <DialogKomponen key={komponen.id} idKelas={idKelas} komponen={komponen} onClose={onClose} onTersimpan={onTersimpan} />;
}

function Kerangka() {
  return (
    <div className="space-y-3" aria-label="Memuat" role="status">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-5 animate-pulse rounded bg-slate-200" style={{ width: `${90 - i * 12}%` }} />
      ))}
    </div>
  );
}

function DialogKomponen({
  idKelas,
  komponen,
  onClose,
  onTersimpan,
}: {
  idKelas: number;
  komponen: HeaderSikad;
  onClose: () => void;
  onTersimpan: () => void;
}) {
  const toast = useToast();
  const [muatan, setMuatan] = useState<Muatan>(null);
  const [dipilih, setDipilih] = useState<number[]>(komponen.aktivitas);
  const [tahap, setTahap] = useState<Tahap>({ apa: "pilih" });
  const [busy, setBusy] = useState(false);
  const idKomponen = komponen.id;

  useEffect(() => {
    const ctrl = new AbortController();
    panggil("/lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}", "get", { path: { id: idKelas, idKomponen }, signal: ctrl.signal }).then(
      (k) => {
        setMuatan(k);
        setDipilih(k.komponen.aktivitas);
      },
      (e: unknown) => {
        if (!ctrl.signal.aborted) setMuatan({ galat: e instanceof Error && e.message ? e.message : "Terjadi kesalahan" });
      },
    );
    return () => ctrl.abort();
  }, [idKelas, idKomponen]);

  const terbaru = muatan && "komponen" in muatan ? muatan.komponen : komponen;

  const kirim = async (apa: "simpan" | "hapus", konfirmasi: boolean) => {
    setBusy(true);
    try {
      if (apa === "simpan") {
        const body: KomponenSimpan = { list_aktivitas: dipilih, konfirmasi };
        await panggil("/lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}", "put", { path: { id: idKelas, idKomponen }, body });
        toast.success("Berhasil menyimpan komponen nilai");
      } else {
        await panggil("/lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}", "delete", {
          path: { id: idKelas, idKomponen },
          query: { konfirmasi: true },
        });
        toast.success("Komponen nilai dikembalikan ke pengaturan bawaan");
      }
      onClose();
      onTersimpan();
    } catch (e) {
      if (e instanceof ApiError && e.code === KODE_KONFIRMASI && !konfirmasi) setTahap({ apa, pesan: e.message });
      else toast.error(pesanGagalKomponen(e instanceof Error ? e.message : "Terjadi kesalahan"));
    } finally {
      setBusy(false);
    }
  };

  const simpan = () => {
    if (terbaru.ada_nilai_sikad) setTahap({ apa: "simpan", pesan: PESAN_SIMPAN });
    else void kirim("simpan", false);
  };
  const hapus = () => setTahap({ apa: "hapus", pesan: terbaru.ada_nilai_sikad ? PESAN_HAPUS + PESAN_HAPUS_SIKAD : PESAN_HAPUS });

  const konfirmasi = tahap.apa !== "pilih";
  const footer = konfirmasi ? (
    <>
      <button type="button" className="tombol-garis" disabled={busy} onClick={() => setTahap({ apa: "pilih" })}>
        Kembali
      </button>
      <button
        type="button"
        className={tahap.apa === "hapus" ? "tombol-bahaya" : "tombol-utama"}
        disabled={busy}
        onClick={() => void kirim(tahap.apa, true)}
      >
        {tahap.apa === "hapus" ? "Ya, Kembalikan" : "Ya, Simpan"}
      </button>
    </>
  ) : (
    <>
      {terbaru.diatur && (
        <button type="button" className="tombol-garis mr-auto text-red-700" disabled={busy} onClick={hapus}>
          Kembalikan ke bawaan
        </button>
      )}
      <button type="button" className="tombol-garis" disabled={busy} onClick={onClose}>
        Batal
      </button>
      <button type="button" className="tombol-utama" disabled={busy || muatan == null || "galat" in muatan} onClick={simpan}>
        Simpan
      </button>
    </>
  );

  return (
    <Modal open onClose={onClose} title={`Komponen Nilai SIKAD: ${komponen.label}`} width={600} footer={footer}>
      {konfirmasi ? (
        <p role="alert" className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {tahap.pesan}
        </p>
      ) : (
        <IsiPilih komponen={terbaru} muatan={muatan} dipilih={dipilih} onChange={setDipilih} />
      )}
    </Modal>
  );
}

/** The component, its setting and the class's graded activities as boxes by meeting. */
function IsiPilih({
  komponen,
  muatan,
  dipilih,
  onChange,
}: {
  komponen: HeaderSikad;
  muatan: Muatan;
  dipilih: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Komponen</dt>
        <dd className="font-medium text-slate-800">{labelKomponen(komponen)}</dd>
        <dt className="text-slate-500">Pengaturan</dt>
        <dd className="text-slate-800">{komponen.diatur ? "Diatur untuk kelas ini" : "Bawaan pengaturan nilai"}</dd>
      </dl>
      {komponen.ada_nilai_sikad && (
        <p className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Sebagian nilai pada kolom ini diperbarui oleh SIKAD.
        </p>
      )}
      {muatan == null ? (
        <Kerangka />
      ) : "galat" in muatan ? (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700">
          {muatan.galat}
        </p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-700">{`Aktivitas (${dipilih.length} dipilih)`}</legend>
          {muatan.aktivitas_tersedia.length === 0 && <p className="text-sm text-slate-500">Belum ada aktivitas bernilai di kelas ini.</p>}
          <div className="space-y-3">
            {grupPilihan(muatan.aktivitas_tersedia).map((g) => (
              <div key={g.label}>
                <div className="mb-1 text-xs font-semibold text-slate-500 uppercase">{g.label}</div>
                <ul className="space-y-1">
                  {g.aktivitas.map((a) => (
                    <li key={a.id}>
                      <label className="flex items-start gap-2 rounded px-1 py-0.5 text-sm text-slate-800 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          className="mt-0.5 size-4 shrink-0 accent-blue-700"
                          checked={dipilih.includes(a.id)}
                          onChange={(e) => onChange(gantiPilihan(dipilih, a.id, e.target.checked))}
                        />
                        <span className="min-w-0">
                          <span className="mr-1.5 inline-block rounded bg-slate-100 px-1.5 text-xs font-medium text-slate-600">
                            {JENIS_LABEL[a.jenis]}
                          </span>
                          {a.label}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
