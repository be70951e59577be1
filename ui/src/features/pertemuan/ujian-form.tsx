// The new-exam modal ('Tambah Data') and its two tabs: 'Buat Kuis/Ujian Baru' (POST /lms/ujian)
// and 'Salin Kuis/Ujian Lain' (POST /lms/ujian/salin: the same fields, which the copy takes, plus
// the exam whose questions it copies, picked in a table). The server's checks run here first
// (ujian-aturan.ts): the first failing one shows under its field, as a danger toast, and takes
// the focus. Editing is the other modal (ujian-ubah.tsx). Mounted per opening (fresh state).
import { useState } from "react";
import { serverOffset } from "../../app/server-clock";
import { Modal } from "../../components/modal";
import { ariaGalat, Field, INPUT } from "./field";
import { SalinUjian } from "./salin-ujian";
import { TombolForm, useSimpanAktivitas } from "./simpan-aktivitas";
import { panggil } from "../../app/panggil";
import { TabForm } from "./tab-form";
import type { PertemuanPageData } from "./types";
import type { UjianSalinan } from "./types-ujian";
import {
  bodySalinUjian,
  bodyUjian,
  type FormUjian,
  formUjianAwal,
  isianSalinan,
  type KolomSalinUjian,
  type KolomUjian,
  minMulaiUjian,
  periksaSalinUjian,
  periksaUjian,
} from "./ujian-aturan";
import { ID_UJIAN, IsianUjian, KunciJawaban, useIsianUjian } from "./ujian-isian";
import { InputTanggalJam } from "../../components/input-tanggal-jam";

export interface UjianFormProps {
  data: PertemuanPageData;
  tz: string;
  onClose: () => void;
}

type Tab = "baru" | "salin";

const TAB: readonly (readonly [Tab, string])[] = [
  ["baru", "Buat Kuis/Ujian Baru"],
  ["salin", "Salin Kuis/Ujian Lain"],
];

/** The control each message belongs to. */
const ID: Record<KolomSalinUjian, string> = {
  ...ID_UJIAN,
  waktu_mulai: "ujian-mulai",
  waktu_selesai: "ujian-selesai",
  waktu_tampil_kunci: "ujian-tampil-kunci",
  id_ujian: "ujian-salinan",
};

export function UjianForm({ data, tz, onClose }: UjianFormProps) {
  const operator = data.izin.isOperator;
  const [tab, setTab] = useState<Tab>("baru");
  const { f, ubah, setGalat, pesan } = useIsianUjian<KolomSalinUjian>(() =>
    formUjianAwal(null, { tz, operator, idPertemuan: data.pertemuan.id }),
  );
  const [salinan, setSalinan] = useState<UjianSalinan | null>(null);
  const [min] = useState(() => minMulaiUjian(null, Date.now() + serverOffset(), tz));
  const { busy, kirim, tolak } = useSimpanAktivitas(onClose);

  const gantiTab = (t: Tab) => {
    setTab(t);
    setGalat(null);
  };
  const pilih = (u: UjianSalinan | null) => {
    if (u) ubah(isianSalinan(f, u, salinan));
    setSalinan(u);
    setGalat((g) => (g?.kolom === "id_ujian" ? null : g));
  };

  const simpan = async () => {
    const k = { operator, tz };
    const cek = tab === "salin" ? periksaSalinUjian(f, salinan?.id ?? null, k) : periksaUjian(f, k);
    setGalat(cek);
    if (tolak(cek, cek ? ID[cek.kolom] : undefined)) return;
    const ks = { tz, operator, idPertemuan: data.pertemuan.id };
    if (tab === "salin" && salinan) await kirim(() => panggil("/lms/ujian/salin", "post", { body: bodySalinUjian(f, salinan.id, ks) }));
    else await kirim(() => panggil("/lms/ujian", "post", { body: bodyUjian(f, ks) }));
  };

  const footer = <TombolForm busy={busy} label={tab === "salin" ? "Salin" : "Simpan"} onBatal={onClose} onSimpan={() => void simpan()} />;
  return (
    <Modal open onClose={onClose} title="Tambah Data" footer={footer}>
      <TabForm tab={tab} opsi={TAB} onTab={gantiTab} />
      {tab === "salin" && (
        <section id={ID.id_ujian} tabIndex={-1} aria-labelledby="ujian-salinan-judul" className="mb-5 outline-none">
          <h3 id="ujian-salinan-judul" className="mb-2 text-sm font-medium text-slate-700">
            Kuis/Ujian yang Disalin
          </h3>
          <SalinUjian idKelas={data.kelas.id} dipilih={salinan} onPilih={pilih} galat={pesan("id_ujian")} />
        </section>
      )}
      <IsianUjian
        data={data}
        f={f}
        ubah={ubah}
        pesan={pesan}
        ujian={null}
        waktu={<WaktuGabung f={f} ubah={ubah} pesan={pesan} min={min} bolehKunci={data.boleh_tampil_kunci} />}
      />
    </Modal>
  );
}

/** Start, end and the key's display time, each one date-and-time picker. */
function WaktuGabung({
  f,
  ubah,
  pesan,
  min,
  bolehKunci,
}: {
  f: FormUjian;
  ubah: (patch: Partial<FormUjian>) => void;
  pesan: (k: KolomUjian) => string | undefined;
  min: string;
  /** The class setting lets keys be shown (the page's props). */
  bolehKunci: boolean;
}) {
  const picker = (
    kolom: "waktu_mulai" | "waktu_selesai" | "waktu_tampil_kunci",
    label: string,
    props: { min: string; disabled: boolean },
  ) => (
    <Field id={ID[kolom]} label={label} galat={pesan(kolom)}>
      <InputTanggalJam
        id={ID[kolom]}
        {...props}
        value={f[kolom]}
        onChange={(v) => ubah({ [kolom]: v })}
        className={INPUT}
        wajib
        galatLuar={pesan(kolom)}
        {...ariaGalat(ID[kolom], pesan(kolom))}
      />
    </Field>
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {picker("waktu_mulai", "Waktu Mulai", { min, disabled: false })}
        {picker("waktu_selesai", "Waktu Selesai", { min: f.waktu_mulai || min, disabled: !f.waktu_mulai })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <KunciJawaban f={f} ubah={ubah} boleh={bolehKunci}>
          {picker("waktu_tampil_kunci", "Waktu Tampil Kunci", { min: f.waktu_mulai || min, disabled: !f.tampilkan_kunci_jawaban })}
        </KunciJawaban>
      </div>
    </>
  );
}
