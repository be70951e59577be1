// Material form modal ('Tambah Data' / 'Ubah Data'). A new material has two tabs: 'Upload
// Materi Baru' (a valid chosen file uploads to /v2/storager at once; Simpan: POST /lms/materi)
// and 'Salin Materi Kelas Lain' (Salin: POST /lms/materi/salin). Editing is PUT
// /lms/materi/{id}. An upload no save kept is deleted again. Mounted per opening (fresh state).
import { useState } from "react";
import { dibatalkan } from "../../app/api-client";
import { panggil } from "../../app/panggil";
import { useReloadPage } from "../../app/page-context";
import { serverOffset } from "../../app/server-clock";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { melebihiUkuran, PESAN_UNGGAH } from "../../lib/unggah";
import {
  adaGalat,
  bodySalin,
  bodySimpan,
  cekBerkas,
  type FormMateri,
  formAwal,
  type Galat,
  lokalDariIso,
  PESAN,
  periksaMateri,
  periksaSalin,
  syaratBerlaku,
} from "./aturan";
import { FormUpload } from "./form-upload";
import { FieldsWaktu, PilihPertemuan } from "./form-waktu";
import { SalinMateri } from "./salin-materi";
import { TabForm } from "./tab-form";
import type { MateriDetail, PertemuanPageData } from "./types";
import { barisSatu, useUnggahSatu } from "./unggah";
import { TombolForm } from "./simpan-aktivitas";

export interface MateriFormProps {
  data: PertemuanPageData;
  /** null: a new material. */
  materi: MateriDetail | null;
  tz: string;
  onClose: () => void;
}

type Tab = "upload" | "salin";

const TAB: readonly (readonly [Tab, string])[] = [
  ["upload", "Upload Materi Baru"],
  ["salin", "Salin Materi Kelas Lain"],
];

export function MateriForm({ data, materi, tz, onClose }: MateriFormProps) {
  const operator = data.izin.isOperator;
  const [tab, setTab] = useState<Tab>("upload");
  const [f, setF] = useState(() => formAwal(materi, data.pertemuan, tz, operator));
  const [berkas, setBerkas] = useState<File | null>(null);
  const [dipilih, setDipilih] = useState<number[]>([]);
  const [galat, setGalat] = useState<Galat>({});
  const [busy, setBusy] = useState(false);
  const unggah = useUnggahSatu();
  const toast = useToast();
  const reload = useReloadPage();

  const tujuan = operator ? data.daftar_pertemuan.find((p) => String(p.id) === f.id_pertemuan)?.jenis : data.pertemuan.jenis;
  const berlaku = syaratBerlaku(tujuan);
  const tipeBerkas = f.tipe_file && f.tipe_file !== "url" ? f.tipe_file : null;
  const berkasLama = materi?.file && materi.tipe_file === f.tipe_file ? materi.file : null;
  const cekPilihan = (file: File | null) => (file && tipeBerkas ? cekBerkas(file, tipeBerkas, data.batas_ukuran) : null);
  const salahPilihan = cekPilihan(berkas);
  // Too large: the field says so in the upload dialog's words (spec 1 §5), the file's row gives
  // the limit in spec 3's ('Ukuran maksimal 10 MB'), and saving waits for another file.
  const terlaluBesar = berkas !== null && tipeBerkas !== null && melebihiUkuran(berkas, data.batas_ukuran[tipeBerkas]);
  const galatBerkas = (terlaluBesar ? PESAN_UNGGAH.melebihi : salahPilihan) ?? unggah.galat;
  const sekarang = () => Date.now() + serverOffset();

  const ubah = (patch: Partial<FormMateri>) => {
    setF((x) => ({ ...x, ...patch }));
    setGalat((g) => {
      const sisa = { ...g };
      for (const k of Object.keys(patch)) delete sisa[k as keyof Galat];
      if ("tipe_file" in patch) delete sisa.berkas;
      return sisa;
    });
    if ("tipe_file" in patch) {
      setBerkas(null);
      unggah.pilih(null, null, null);
    }
  };

  const periksa = () => {
    const awal = materi
      ? { waktu_mulai_tampil: lokalDariIso(materi.waktu_mulai_tampil, tz), deadline: lokalDariIso(materi.deadline, tz) }
      : null;
    const k = { sekarang: sekarang(), tz, syaratBerlaku: berlaku, awal, operator };
    return tab === "salin"
      ? periksaSalin(f, dipilih, k)
      : periksaMateri(f, { ...k, adaBerkas: Boolean(unggah.hasil || berkasLama), galatBerkas });
  };

  const kirim = async () => {
    const ks = { tz, operator, idPertemuan: data.pertemuan.id, syaratBerlaku: berlaku };
    if (tab === "salin") return panggil("/lms/materi/salin", "post", { body: bodySalin(f, dipilih, ks) });
    const body = bodySimpan(f, unggah.hasil ?? berkasLama, ks);
    await (materi ? panggil("/lms/materi/{id}", "put", { path: { id: materi.id }, body }) : panggil("/lms/materi", "post", { body }));
    unggah.disimpan();
  };

  const simpan = async () => {
    const cek = periksa();
    setGalat(cek.galat);
    if (adaGalat(cek.galat)) {
      if (cek.kurang) toast.error(PESAN.kurang);
      return;
    }
    setBusy(true);
    try {
      await kirim();
      toast.success("Data berhasil disimpan");
      onClose();
      reload();
    } catch (e) {
      if (!dibatalkan(e)) toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <TombolForm
      busy={busy || unggah.progres !== null || (tab === "upload" && salahPilihan !== null)}
      label={tab === "salin" ? "Salin" : "Simpan"}
      onBatal={onClose}
      onSimpan={() => void simpan()}
    />
  );
  const min = lokalDariIso(new Date(sekarang()).toISOString(), tz);
  return (
    <Modal open onClose={onClose} title={materi ? "Ubah Data" : "Tambah Data"} footer={footer}>
      {!materi && <TabForm tab={tab} opsi={TAB} onTab={setTab} />}
      <div className="space-y-4">
        {operator && (
          <PilihPertemuan
            value={f.id_pertemuan}
            daftar={data.daftar_pertemuan}
            onChange={(v) => ubah({ id_pertemuan: v })}
            galat={galat.id_pertemuan}
          />
        )}
        {tab === "upload" ? (
          <FormUpload
            f={f}
            ubah={ubah}
            galat={{ ...galat, berkas: galatBerkas ?? galat.berkas }}
            onBerkas={(file) => {
              setBerkas(file);
              setGalat(({ berkas: _, ...g }) => g);
              unggah.pilih(file, tipeBerkas && `materi/${tipeBerkas}`, cekPilihan(file));
            }}
            pilihan={barisSatu(berkas, unggah, () => setBerkas(null), terlaluBesar ? salahPilihan : null)}
            berkasLama={berkasLama}
            mengunggah={unggah.progres !== null}
            batasMb={tipeBerkas ? data.batas_ukuran[tipeBerkas] : null}
          />
        ) : (
          <SalinMateri
            kelas={data.kelas}
            dipilih={dipilih}
            onPilih={(ids) => {
              setDipilih(ids);
              setGalat(({ list_id: _, ...g }) => g);
            }}
            galat={galat.list_id}
          />
        )}
        <FieldsWaktu f={f} ubah={ubah} galat={galat} berlaku={berlaku} min={min} />
      </div>
    </Modal>
  );
}
