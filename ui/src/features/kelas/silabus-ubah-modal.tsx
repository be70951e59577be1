// 'Ubah Data Silabus' (spec 3): the class's read-only info block, 'Keterangan' (the
// syllabus text) and an optional 'Lampiran' (.pdf/.doc/.docx, at most 10 MB) that uploads
// as soon as it is chosen and valid; 'Simpan' sends multipart
// PUT /v2/lms/mata_kuliah/{courseId}/silabus with the text and the upload's URL.
import { useState } from "react";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { UnggahBerkas } from "../../components/unggah-berkas";
import { barisSatu, useUnggahSatu } from "../pertemuan/unggah";
import { DaftarInfo } from "./kartu";
import { cekLampiran, formSilabus, infoSilabus, LAMPIRAN_EKSTENSI_HINT, LAMPIRAN_MAKS_MB } from "./rps-aturan";
import type { InfoMataKuliah } from "../../api/types";
import { FooterSimpan, useSimpan } from "./simpan";
import type { KelasDetail } from "./types";

export interface SilabusUbahModalProps {
  kelas: KelasDetail;
  info: InfoMataKuliah;
  onClose: () => void;
  /** After a successful save (before the page data is reloaded). */
  onSaved?: () => void;
}

export function SilabusUbahModal({ kelas, info, onClose, onSaved }: SilabusUbahModalProps) {
  const [keterangan, setKeterangan] = useState(info.silabus ?? "");
  const [lampiran, setLampiran] = useState<File | null>(null);
  const { busy, simpan } = useSimpan(onClose);
  const unggah = useUnggahSatu();
  const salah = (lampiran ? cekLampiran(lampiran) : null) ?? unggah.galat;

  const kirim = async () => {
    const body = formSilabus(keterangan, unggah.hasil?.url ?? null);
    await panggil("/v2/lms/mata_kuliah/{id}/silabus", "put", { path: { id: info.id }, body });
    unggah.disimpan();
    onSaved?.();
  };

  const footer = (
    <FooterSimpan
      onBatal={onClose}
      onSimpan={() => !salah && simpan(kirim, "Berhasil menyimpan silabus")}
      disabled={busy || salah !== null || unggah.progres !== null}
    />
  );
  return (
    <Modal open onClose={onClose} title="Ubah Data Silabus" footer={footer}>
      <div className="mb-4 rounded-md bg-slate-50 p-3">
        <DaftarInfo baris={infoSilabus(kelas)} />
      </div>
      <label htmlFor="silabus-keterangan" className="mb-1 block text-sm font-medium text-slate-700">
        Keterangan
      </label>
      <textarea
        id="silabus-keterangan"
        value={keterangan}
        onChange={(e) => setKeterangan(e.target.value)}
        rows={6}
        className="mb-4 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-blue-700 focus:outline-none"
      />
      <label htmlFor="silabus-lampiran" className="mb-1 block text-sm font-medium text-slate-700">
        Lampiran
      </label>
      <UnggahBerkas
        id="silabus-lampiran"
        accept={LAMPIRAN_EKSTENSI_HINT}
        batasMb={LAMPIRAN_MAKS_MB}
        nonaktif={unggah.progres !== null}
        galat={salah}
        berkas={barisSatu(lampiran, unggah, () => setLampiran(null))}
        onPilih={([f = null]) => {
          setLampiran(f);
          unggah.pilih(f, "silabus/lampiran", f && cekLampiran(f));
        }}
      />
    </Modal>
  );
}
