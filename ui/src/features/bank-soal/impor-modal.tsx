// 'Impor Soal' (spec 3 §2 'Import modal'): the type first, its template, then an .xls/.xlsx file
// dropped or chosen; 'Proses' sends it. 'Impor Berhasil' with the server's message and 'Tutup'
// (the bank is read again, also when closed otherwise), or 'Impor Gagal' with every line of
// the message and 'Impor Ulang'. The states are impor-aturan.ts's.
import { useReducer } from "react";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { UnggahBerkas } from "../../components/unggah-berkas";
import { PESAN_UNGGAH } from "../../lib/unggah";
import {
  BATAS_IMPOR_MB,
  berkasExcel,
  EKSTENSI_IMPOR,
  imporAwal,
  imporTerlaluBesar,
  JENIS_IMPOR,
  langkahImpor,
  PESAN_IMPOR,
  periksaImpor,
  urlTemplate,
} from "./impor-aturan";

export interface ImporModalProps {
  idBank: number;
  onClose: () => void;
  /** Questions were imported: the bank is read again. */
  onBerhasil: () => void;
}

export function ImporModal({ idBank, onClose, onBerhasil }: ImporModalProps) {
  const [s, langkah] = useReducer(langkahImpor<File>, imporAwal<File>());
  const toast = useToast();
  const tahap = s.status.tahap;
  const tutup = () => {
    if (tahap === "proses") return;
    if (tahap === "berhasil") onBerhasil();
    onClose();
  };
  const proses = async () => {
    const pesan = periksaImpor(s);
    if (pesan || !s.jenis || !s.berkas) return toast.error(pesan ?? PESAN_IMPOR.berkas);
    langkah({ aksi: "proses" });
    const body = new FormData();
    body.append("jenis_soal", s.jenis);
    body.append("file", s.berkas, s.berkas.name);
    try {
      const r = await panggil("/v2/lms/bank_soal/{id}/soal/import_excel", "post", { path: { id: idBank }, body });
      langkah(r.status.code === "success" ? { aksi: "berhasil", pesan: r.status.message } : { aksi: "gagal", pesan: r.status.message });
    } catch (e) {
      langkah({ aksi: "gagal", pesan: e instanceof Error ? e.message : "" });
    }
  };
  const footer =
    tahap === "berhasil" ? (
      <button type="button" className="tombol-utama" onClick={tutup}>
        Tutup
      </button>
    ) : tahap === "gagal" ? (
      <button type="button" className="tombol-utama" onClick={() => langkah({ aksi: "ulang" })}>
        Impor Ulang
      </button>
    ) : (
      <>
        <button type="button" className="tombol-garis" onClick={tutup} disabled={tahap === "proses"}>
          Batal
        </button>
        <button
          type="button"
          className="tombol-utama"
          onClick={() => void proses()}
          disabled={tahap === "proses" || imporTerlaluBesar(s.berkas)}
        >
          {tahap === "proses" ? "Memproses..." : "Proses"}
        </button>
      </>
    );
  return (
    <Modal open onClose={tutup} title="Impor Soal" width={560} footer={footer}>
      {s.status.tahap === "berhasil" ? (
        <Hasil judul="Impor Berhasil" baris={[s.status.pesan]} berhasil />
      ) : s.status.tahap === "gagal" ? (
        <Hasil judul="Impor Gagal" baris={s.status.pesan} />
      ) : (
        <div className="space-y-4">
          <fieldset disabled={tahap === "proses"}>
            <legend className="mb-1 text-sm font-medium text-slate-700">Jenis Soal</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {JENIS_IMPOR.map(([j, label]) => (
                <label key={j} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="impor-jenis"
                    checked={s.jenis === j}
                    onChange={() => langkah({ aksi: "jenis", jenis: j })}
                    className="size-4 accent-blue-700"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          {s.jenis ? (
            <>
              <p className="text-sm text-slate-600">
                {"Isi soal pada template berikut, lalu unggah berkasnya. "}
                <a href={urlTemplate(s.jenis)} download className="font-medium text-blue-700 underline">
                  {`Unduh Template ${JENIS_IMPOR.find(([j]) => j === s.jenis)?.[1] ?? ""}`}
                </a>
              </p>
              <ZonaBerkas berkas={s.berkas} nonaktif={tahap === "proses"} onBerkas={(berkas) => langkah({ aksi: "berkas", berkas })} />
            </>
          ) : (
            <p className="text-sm text-slate-500">Pilih jenis soal terlebih dahulu untuk mengunduh template dan mengunggah berkas.</p>
          )}
        </div>
      )}
    </Modal>
  );
}

function Hasil({ judul, baris, berhasil = false }: { judul: string; baris: string[]; berhasil?: boolean }) {
  return (
    <div
      role={berhasil ? "status" : "alert"}
      className={`rounded-md border p-3 ${berhasil ? "border-green-200 bg-green-50" : "border-red-200 bg-red-50"}`}
    >
      <h3 className={`font-semibold ${berhasil ? "text-green-800" : "text-red-800"}`}>{judul}</h3>
      <ul className="mt-1 space-y-0.5 text-sm break-words text-slate-800">
        {baris.map((b, i) => (
          <li key={i}>{b}</li>
        ))}
      </ul>
    </div>
  );
}

/** The spreadsheet in the shared upload box; a file other than .xls/.xlsx is refused here
 * already (a toast), one over the server's 5 MB stays listed with the field invalid. */
function ZonaBerkas({ berkas, nonaktif, onBerkas }: { berkas: File | null; nonaktif: boolean; onBerkas: (f: File | null) => void }) {
  const toast = useToast();
  const terima = (f: File | undefined) => {
    if (!f) return;
    if (!berkasExcel(f)) return toast.error(PESAN_IMPOR.ekstensi);
    onBerkas(f);
  };
  const baris = berkas
    ? [{ kunci: "impor", nama: berkas.name, ukuran: berkas.size, mime: berkas.type, onHapus: nonaktif ? undefined : () => onBerkas(null) }]
    : [];
  return (
    <UnggahBerkas
      id="impor-berkas"
      ariaLabel="Berkas soal (.xls atau .xlsx)"
      accept={EKSTENSI_IMPOR}
      batasMb={BATAS_IMPOR_MB}
      nonaktif={nonaktif}
      galat={imporTerlaluBesar(berkas) ? PESAN_UNGGAH.melebihi : null}
      berkas={baris}
      teksKosong={PESAN_IMPOR.berkas}
      onPilih={([f]) => terima(f)}
    />
  );
}
