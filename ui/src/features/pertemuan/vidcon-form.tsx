// Vidcon form modal ('Tambah Data' / 'Ubah Data'): POST /lms/vidcon or PUT /lms/vidcon/{id}.
// The checks of spec 3 §5 run in order and only the first failing one is shown, as a toast
// (vidcon-aturan.ts). Picking a start sets the end one hour later. The times are locked
// once the vidcon ended, or while it runs with participants. Mounted per opening.
import { useState } from "react";
import { serverOffset } from "../../app/server-clock";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { lokalDariIso } from "./aturan";
import { Field, INPUT, Pilih } from "./field";
import { PilihPertemuan } from "./form-waktu";
import type { PertemuanPageData } from "./types";
import type { VidconDetail } from "./types-vidcon";
import { TombolForm, useSimpanAktivitas } from "./simpan-aktivitas";
import { panggil } from "../../app/panggil";
import {
  APLIKASI_VIDCON_LABEL,
  awalKemarin,
  bodyVidcon,
  type FormVidcon,
  formVidconAwal,
  geserLokal,
  HINT_LINK,
  type KolomVidcon,
  periksaVidcon,
  waktuTerkunci,
} from "./vidcon-aturan";
import { InputTanggalJam } from "../../components/input-tanggal-jam";

export interface VidconFormProps {
  data: PertemuanPageData;
  /** null: a new vidcon. */
  vidcon: VidconDetail | null;
  tz: string;
  onClose: () => void;
}

/** The control a failed check puts the focus on (PilihPertemuan names its own). */
const ID: Record<KolomVidcon, string> = {
  id_pertemuan: "materi-pertemuan",
  judul: "vidcon-judul",
  aplikasi: "vidcon-aplikasi",
  link: "vidcon-link",
  catatan: "vidcon-catatan",
  waktu_mulai: "vidcon-mulai",
  waktu_selesai: "vidcon-selesai",
};

const OPSI_APLIKASI = Object.entries(APLIKASI_VIDCON_LABEL) as [string, string][];

export function VidconForm({ data, vidcon, tz, onClose }: VidconFormProps) {
  const operator = data.izin.isOperator;
  const [f, setF] = useState(() => formVidconAwal(vidcon, data.pertemuan.id, tz, operator));
  const toast = useToast();
  const { busy, kirim } = useSimpanAktivitas(onClose);
  const terkunci = waktuTerkunci(vidcon);
  // Start of yesterday by the server's clock; an edited vidcon may have started earlier.
  const [min] = useState(() => {
    const kemarin = awalKemarin(Date.now() + serverOffset(), tz);
    const mulai = lokalDariIso(vidcon?.waktu_mulai, tz);
    return mulai && mulai < kemarin ? mulai : kemarin;
  });
  const ubah = (patch: Partial<FormVidcon>) => setF((x) => ({ ...x, ...patch }));

  const simpan = async () => {
    const galat = periksaVidcon(f, { operator, tz, awal: vidcon });
    if (galat) {
      toast.error(galat.pesan);
      document.getElementById(ID[galat.kolom])?.focus();
      return;
    }
    const body = bodyVidcon(f, { tz, operator, idPertemuan: data.pertemuan.id });
    await kirim(() =>
      vidcon ? panggil("/lms/vidcon/{id}", "put", { path: { id: vidcon.id }, body }) : panggil("/lms/vidcon", "post", { body }),
    );
  };

  const footer = <TombolForm busy={busy} onBatal={onClose} onSimpan={() => void simpan()} />;
  return (
    <Modal open onClose={onClose} title={vidcon ? "Ubah Data" : "Tambah Data"} footer={footer}>
      <div className="space-y-4">
        {operator && <PilihPertemuan value={f.id_pertemuan} daftar={data.daftar_pertemuan} onChange={(v) => ubah({ id_pertemuan: v })} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ID.judul} label="Judul">
            <input id={ID.judul} type="text" value={f.judul} onChange={(e) => ubah({ judul: e.target.value })} className={INPUT} />
          </Field>
          <Field id={ID.aplikasi} label="Aplikasi">
            <Pilih
              id={ID.aplikasi}
              value={f.aplikasi}
              opsi={OPSI_APLIKASI}
              onChange={(v) => ubah({ aplikasi: v as FormVidcon["aplikasi"] })}
              kosong="Pilih Aplikasi"
            />
          </Field>
        </div>
        <Field id={ID.link} label="Link" info={HINT_LINK}>
          <input
            id={ID.link}
            type="text"
            inputMode="url"
            autoComplete="off"
            value={f.link}
            onChange={(e) => ubah({ link: e.target.value })}
            className={INPUT}
          />
        </Field>
        <Field id={ID.catatan} label="Catatan (opsional)">
          <textarea id={ID.catatan} rows={3} value={f.catatan} onChange={(e) => ubah({ catatan: e.target.value })} className={INPUT} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ID.waktu_mulai} label="Waktu Mulai">
            <InputTanggalJam
              id={ID.waktu_mulai}
              min={min}
              value={f.waktu_mulai}
              disabled={terkunci !== null}
              onChange={(v) => ubah({ waktu_mulai: v, waktu_selesai: geserLokal(v, tz) || f.waktu_selesai })}
              className={INPUT}
              wajib
            />
          </Field>
          <Field id={ID.waktu_selesai} label="Waktu Selesai">
            <InputTanggalJam
              id={ID.waktu_selesai}
              min={f.waktu_mulai || min}
              value={f.waktu_selesai}
              disabled={terkunci !== null}
              onChange={(v) => ubah({ waktu_selesai: v })}
              className={INPUT}
              wajib
            />
          </Field>
        </div>
        {terkunci && <p className="text-xs text-slate-500">{terkunci}</p>}
      </div>
    </Modal>
  );
}
