// 'Operator LMS' (/operator): every operator with their scope, account status and a summary of
// their rights. Operators with write on data_sistem open 'Hak Akses Operator LMS' on another
// operator's row: per module Tidak Ada Akses / Baca / Tulis (Bantuan at most Baca) and the
// account status Aktif / Non Aktif. Choices above the editor's own right are disabled, as the
// server refuses them; their own row has no button. A table from 640 px, stacked rows below.
import { type FormEvent, useState } from "react";
import type { Level, Modul, OperatorBaris } from "../../api/types";
import { panggil } from "../../app/panggil";
import { usePageData } from "../../app/page-context";
import { DataKosong } from "../../components/data-kosong";
import { Modal } from "../../components/modal";
import { HanyaBaca } from "../../components/hanya-baca";
import { PageHeader } from "../../components/page-header";
import { Tag } from "../../components/status-tag";
import { useToast } from "../../components/toast";
import { bolehGanti, level, LEVEL_LABEL, MODUL_LABEL, type PetaHak, pilihanLevel, ringkasHak } from "../../lib/hak-akses";

export const title = "Operator LMS";

const SEL = "block sm:table-cell sm:px-4 sm:py-3 sm:align-middle";

export default function Page() {
  const { data } = usePageData("operator");
  const [disimpan, setDisimpan] = useState<OperatorBaris[]>([]);
  const [dibuka, setDibuka] = useState<OperatorBaris | null>(null);
  const items = data.items.map((o) => disimpan.find((d) => d.id === o.id) ?? o);
  return (
    <>
      <PageHeader crumbs={[{ label: "Operator LMS" }]} />
      {!data.boleh_ubah && <HanyaBaca>Anda hanya dapat melihat hak akses operator.</HanyaBaca>}
      <section aria-labelledby="operator-judul" className="kartu overflow-hidden">
        <h2 id="operator-judul" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
          Operator LMS
        </h2>
        {items.length === 0 ? (
          <DataKosong pesan="Belum ada operator." />
        ) : (
          <table className="block w-full text-sm sm:table">
            <thead className="hidden sm:table-header-group">
              <tr className="bg-slate-100 text-left text-xs font-semibold text-slate-600 uppercase">
                <th scope="col" className="px-4 py-2">
                  Operator
                </th>
                <th scope="col" className="px-4 py-2">
                  Lingkup
                </th>
                <th scope="col" className="px-4 py-2">
                  Status
                </th>
                <th scope="col" className="px-4 py-2">
                  Hak Akses
                </th>
                <th scope="col" className="w-px px-4 py-2">
                  <span className="sr-only">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 sm:table-row-group">
              {items.map((o) => (
                <tr
                  key={o.id}
                  data-operator={o.username}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 sm:table-row sm:p-0"
                >
                  <td className={`${SEL} col-span-2`}>
                    <div className="font-medium break-words text-slate-900">{o.nama}</div>
                    <div className="text-xs text-slate-500">{o.username}</div>
                  </td>
                  <td className={SEL}>
                    <span className="mr-1 text-xs text-slate-500 sm:hidden">Lingkup:</span>
                    {o.lingkup === "*" ? "Semua kelas" : o.lingkup}
                  </td>
                  <td className={`${SEL} text-right sm:text-left`}>
                    <Tag className={o.is_active ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}>
                      {o.is_active ? "Aktif" : "Non Aktif"}
                    </Tag>
                  </td>
                  <td className={`${SEL} col-span-2 text-slate-700`}>{ringkasHak(o.permission)}</td>
                  <td className={`${SEL} col-span-2 sm:text-right`}>
                    {o.id === data.id_saya ? (
                      <span className="text-xs text-slate-500">Akun Anda</span>
                    ) : (
                      <button
                        type="button"
                        className="tombol-garis whitespace-nowrap"
                        aria-label={`${data.boleh_ubah ? "Ubah Hak Akses" : "Lihat Hak Akses"} ${o.nama}`}
                        onClick={() => setDibuka(o)}
                      >
                        {data.boleh_ubah ? "Ubah Hak Akses" : "Lihat Hak Akses"}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {dibuka && (
        <DialogHakAkses
          key={dibuka.id}
          operator={dibuka}
          boleh={data.boleh_ubah}
          hakSaya={data.hak_saya}
          onTutup={() => setDibuka(null)}
          onSimpan={(baru) => {
            setDisimpan((xs) => [...xs.filter((x) => x.id !== baru.id), baru]);
            setDibuka(null);
          }}
        />
      )}
    </>
  );
}

function DialogHakAkses({
  operator,
  boleh,
  hakSaya,
  onTutup,
  onSimpan,
}: {
  operator: OperatorBaris;
  boleh: boolean;
  hakSaya: PetaHak;
  onTutup: () => void;
  onSimpan: (baru: OperatorBaris) => void;
}) {
  const toast = useToast();
  const awal = Object.fromEntries(MODUL_LABEL.map(([m]) => [m, level(operator.permission[m])])) as Record<Modul, Level>;
  const [hak, setHak] = useState(awal);
  const [aktif, setAktif] = useState(operator.is_active);
  const [galat, setGalat] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);

  const kirim = async (e: FormEvent) => {
    e.preventDefault();
    setSibuk(true);
    setGalat(null);
    try {
      const baru = await panggil("/lms/operator/{id}/hak_akses", "put", {
        path: { id: operator.id },
        body: { is_active: aktif, permission: hak },
      });
      toast.success("Hak akses operator berhasil disimpan");
      onSimpan(baru);
    } catch (err) {
      setGalat(err instanceof Error ? err.message : "Terjadi kesalahan");
    } finally {
      setSibuk(false);
    }
  };

  return (
    <Modal
      open
      onClose={onTutup}
      width={560}
      title="Hak Akses Operator LMS"
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" className="tombol-garis" onClick={onTutup} disabled={sibuk}>
            {boleh ? "Batal" : "Tutup"}
          </button>
          {boleh && (
            <button type="submit" form="form-hak-akses" className="tombol-utama" disabled={sibuk}>
              {sibuk ? "Menyimpan…" : "Simpan"}
            </button>
          )}
        </div>
      }
    >
      <form id="form-hak-akses" noValidate onSubmit={(e) => void kirim(e)} className="space-y-4">
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{operator.nama}</span> ({operator.username})
        </p>
        {galat && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {galat}
          </p>
        )}
        <div className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {MODUL_LABEL.map(([m, label]) => (
            <fieldset key={m} className="grid gap-2 px-3 py-2 sm:grid-cols-[9rem_minmax(0,1fr)] sm:items-center">
              <legend className="float-left text-sm font-medium text-slate-800">{label}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {pilihanLevel(m).map((l) => (
                  <label key={l} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
                    <input
                      type="radio"
                      name={`hak-${m}`}
                      value={l}
                      checked={hak[m] === l}
                      disabled={!boleh || !bolehGanti(hakSaya, m, awal[m], l)}
                      onChange={() => setHak((h) => ({ ...h, [m]: l }))}
                      className="size-4 accent-blue-700"
                    />
                    {LEVEL_LABEL[l]}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <legend className="mb-1 text-sm font-medium text-slate-800">Status Akun</legend>
          {[true, false].map((v) => (
            <label key={String(v)} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
              <input
                type="radio"
                name="status"
                checked={aktif === v}
                disabled={!boleh}
                onChange={() => setAktif(v)}
                className="size-4 accent-blue-700"
              />
              {v ? "Aktif" : "Non Aktif"}
            </label>
          ))}
        </fieldset>
        {boleh && !aktif && operator.is_active && (
          <p role="note" className="text-xs text-amber-800">
            Menonaktifkan akun mengakhiri semua sesi operator ini saat disimpan.
          </p>
        )}
      </form>
    </Modal>
  );
}
