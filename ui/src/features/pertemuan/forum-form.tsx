// Forum form modal ('Tambah Data' / 'Ubah Data'): POST /lms/forum or PUT /lms/forum/{id}.
// Every failing check shows under its field (forum-aturan.ts) and the first one takes the
// focus; an empty required field also gives the toast 'Pengisian Data Belum Lengkap!'.
// Once a student posted, the start is locked and the end cannot move earlier. Mounted per
// opening (fresh state).
import { useState } from "react";
import { serverOffset } from "../../app/server-clock";
import { InputTanggalJam } from "../../components/input-tanggal-jam";
import { Modal } from "../../components/modal";
import { useToast } from "../../components/toast";
import { ariaGalat, Field, INPUT } from "./field";
import {
  bodyForum,
  type FormForum,
  formForumAwal,
  type GalatForum,
  JUDUL_MAKS,
  type KolomForum,
  kolomPertama,
  MINIMAL_POST_MAKS,
  minMulai,
  minSelesai,
  mulaiTerkunci,
  PESAN_FORUM,
  PESAN_MULAI_TERKUNCI,
  periksaForum,
} from "./forum-aturan";
import { PilihPertemuan } from "./form-waktu";
import type { PertemuanPageData } from "./types";
import type { ForumDetail } from "./types-forum";
import { TombolForm, useSimpanAktivitas } from "./simpan-aktivitas";
import { panggil } from "../../app/panggil";

export interface ForumFormProps {
  data: PertemuanPageData;
  /** null: a new forum. */
  forum: ForumDetail | null;
  tz: string;
  onClose: () => void;
}

/** The control each field's message belongs to (PilihPertemuan names its own). */
const ID: Record<KolomForum, string> = {
  id_pertemuan: "materi-pertemuan",
  judul: "forum-judul",
  deskripsi: "forum-deskripsi",
  waktu_mulai: "forum-mulai",
  waktu_selesai: "forum-selesai",
  minimal_post: "forum-minimal",
};

export function ForumForm({ data, forum, tz, onClose }: ForumFormProps) {
  const operator = data.izin.isOperator;
  const sekarang = () => Date.now() + serverOffset();
  const [f, setF] = useState(() => formForumAwal(forum, data.pertemuan, { tz, operator, sekarang: sekarang() }));
  const [galat, setGalat] = useState<GalatForum>({});
  const toast = useToast();
  const { busy, kirim } = useSimpanAktivitas(onClose);
  const terkunci = mulaiTerkunci(forum);
  const [min] = useState(() => minMulai(forum, sekarang(), tz));

  const ubah = (patch: Partial<FormForum>) => {
    setF((x) => ({ ...x, ...patch }));
    setGalat((g) => {
      const sisa = { ...g };
      for (const k of Object.keys(patch)) delete sisa[k as KolomForum];
      // The time rules involve both pickers.
      if ("waktu_mulai" in patch || "waktu_selesai" in patch) {
        if (sisa.waktu_mulai !== PESAN_FORUM.waktu_mulai) delete sisa.waktu_mulai;
        if (sisa.waktu_selesai !== PESAN_FORUM.waktu_selesai) delete sisa.waktu_selesai;
      }
      return sisa;
    });
  };

  const simpan = async () => {
    const cek = periksaForum(f, { operator, tz, sekarang: sekarang(), awal: forum });
    setGalat(cek.galat);
    const pertama = kolomPertama(cek.galat);
    if (pertama) {
      if (cek.kurang) toast.error(PESAN_FORUM.kurang);
      document.getElementById(ID[pertama])?.focus();
      return;
    }
    const body = bodyForum(f, { tz, operator, idPertemuan: data.pertemuan.id, awal: forum });
    await kirim(() =>
      forum ? panggil("/lms/forum/{id}", "put", { path: { id: forum.id }, body }) : panggil("/lms/forum", "post", { body }),
    );
  };

  const footer = <TombolForm busy={busy} onBatal={onClose} onSimpan={() => void simpan()} />;
  return (
    <Modal open onClose={onClose} title={forum ? "Ubah Data" : "Tambah Data"} footer={footer}>
      <div className="space-y-4">
        {operator && (
          <PilihPertemuan
            value={f.id_pertemuan}
            daftar={data.daftar_pertemuan}
            onChange={(v) => ubah({ id_pertemuan: v })}
            galat={galat.id_pertemuan}
          />
        )}
        <Field id={ID.judul} label="Judul Forum" galat={galat.judul}>
          <input
            id={ID.judul}
            type="text"
            maxLength={JUDUL_MAKS}
            value={f.judul}
            onChange={(e) => ubah({ judul: e.target.value })}
            className={INPUT}
            {...ariaGalat(ID.judul, galat.judul)}
          />
        </Field>
        <Field id={ID.deskripsi} label="Deskripsi" galat={galat.deskripsi}>
          <textarea
            id={ID.deskripsi}
            rows={5}
            value={f.deskripsi}
            onChange={(e) => ubah({ deskripsi: e.target.value })}
            className={INPUT}
            {...ariaGalat(ID.deskripsi, galat.deskripsi)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ID.waktu_mulai} label="Waktu Mulai" galat={galat.waktu_mulai} info={terkunci ? PESAN_MULAI_TERKUNCI : undefined}>
            <InputTanggalJam
              id={ID.waktu_mulai}
              min={min}
              value={f.waktu_mulai}
              disabled={terkunci}
              onChange={(v) => ubah({ waktu_mulai: v })}
              className={INPUT}
              wajib
              galatLuar={galat.waktu_mulai}
              {...ariaGalat(ID.waktu_mulai, galat.waktu_mulai)}
            />
          </Field>
          <Field id={ID.waktu_selesai} label="Waktu Selesai" galat={galat.waktu_selesai}>
            <InputTanggalJam
              id={ID.waktu_selesai}
              min={minSelesai(forum, f.waktu_mulai, tz, min)}
              value={f.waktu_selesai}
              onChange={(v) => ubah({ waktu_selesai: v })}
              className={INPUT}
              wajib
              galatLuar={galat.waktu_selesai}
              {...ariaGalat(ID.waktu_selesai, galat.waktu_selesai)}
            />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ID.minimal_post} label="Jumlah Minimal Komentar" galat={galat.minimal_post}>
            <input
              id={ID.minimal_post}
              type="number"
              inputMode="numeric"
              min={1}
              max={MINIMAL_POST_MAKS}
              step={1}
              value={f.minimal_post}
              onChange={(e) => ubah({ minimal_post: e.target.value })}
              className={INPUT}
              {...ariaGalat(ID.minimal_post, galat.minimal_post)}
            />
          </Field>
          <label htmlFor="forum-penilaian" className="inline-flex items-center gap-2 self-start text-sm font-medium text-slate-700 sm:mt-8">
            <input
              id="forum-penilaian"
              type="checkbox"
              checked={f.penilaian_keaktifan}
              onChange={(e) => ubah({ penilaian_keaktifan: e.target.checked })}
              className="size-4 accent-blue-700"
            />
            Penilaian Keaktifan
          </label>
        </div>
      </div>
    </Modal>
  );
}
