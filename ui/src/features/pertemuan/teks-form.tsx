// Text form modal ('Tambah Data' / 'Ubah Data'): POST /lms/teks or PUT /lms/teks/{id}. A text
// is rich text (the editor's HTML), shown in the meeting for its whole time. The server's
// checks run here first (tugas-aturan.ts): the first failing one shows under its field, as a
// danger toast, and takes the focus. Mounted per opening (fresh state).
import { useState } from "react";
import { Modal } from "../../components/modal";
import { FieldTeks } from "./field";
import { FieldKaya } from "./field-kaya";
import { PilihPertemuan } from "./form-waktu";
import type { PertemuanPageData } from "./types";
import type { TeksDetail } from "./types-tugas";
import { TombolForm, useSimpanAktivitas } from "./simpan-aktivitas";
import { panggil } from "../../app/panggil";
import { bodyTeks, type FormTeks, formTeksAwal, type GalatIsian, JUDUL_MAKS, type KolomTeks, periksaTeks } from "./tugas-aturan";

export interface TeksFormProps {
  data: PertemuanPageData;
  /** null: a new text. */
  teks: TeksDetail | null;
  onClose: () => void;
}

/** The control each field's message belongs to (PilihPertemuan names its own). */
const ID: Record<KolomTeks, string> = {
  id_pertemuan: "materi-pertemuan",
  judul: "teks-judul",
  isi: "teks-isi",
};

export function TeksForm({ data, teks, onClose }: TeksFormProps) {
  const operator = data.izin.isOperator;
  const [f, setF] = useState(() => formTeksAwal(teks, data.pertemuan.id, operator));
  const [galat, setGalat] = useState<GalatIsian<KolomTeks> | null>(null);
  const { busy, kirim, tolak } = useSimpanAktivitas(onClose);

  const ubah = (patch: Partial<FormTeks>) => {
    setF((x) => ({ ...x, ...patch }));
    setGalat((g) => (g && g.kolom in patch ? null : g));
  };
  const pesan = (k: KolomTeks) => (galat?.kolom === k ? galat.pesan : undefined);

  const simpan = async () => {
    const cek = periksaTeks(f, { operator });
    setGalat(cek);
    if (tolak(cek, cek ? ID[cek.kolom] : undefined)) return;
    const body = bodyTeks(f, { operator, idPertemuan: data.pertemuan.id });
    await kirim(() => (teks ? panggil("/lms/teks/{id}", "put", { path: { id: teks.id }, body }) : panggil("/lms/teks", "post", { body })));
  };

  const footer = <TombolForm busy={busy} onBatal={onClose} onSimpan={() => void simpan()} />;
  return (
    <Modal open onClose={onClose} title={teks ? "Ubah Data" : "Tambah Data"} footer={footer}>
      <div className="space-y-4">
        {operator && (
          <PilihPertemuan
            value={f.id_pertemuan}
            daftar={data.daftar_pertemuan}
            onChange={(v) => ubah({ id_pertemuan: v })}
            galat={pesan("id_pertemuan")}
          />
        )}
        <FieldTeks
          id={ID.judul}
          label="Judul"
          value={f.judul}
          onChange={(v) => ubah({ judul: v })}
          galat={pesan("judul")}
          maks={JUDUL_MAKS}
        />
        <FieldKaya id={ID.isi} label="Isi" value={f.isi} onChange={(v) => ubah({ isi: v })} galat={pesan("isi")} />
      </div>
    </Modal>
  );
}
