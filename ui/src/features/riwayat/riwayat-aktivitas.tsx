// 'Riwayat Aktivitas' (spec 2 §2): the filter box (activity type autocomplete, 'Rentang Waktu',
// 'Reset Filter' / 'Terapkan'; operators who read every user's history also 'Pengguna') and the
// timeline, newest first: DD/MM/YYYY, HH:mm and the zone, the IP address, the red 'operator'
// tag the server decides. The filter is a GET form, so it also works before scripts load; with
// them, times go out in UTC and an end equal to the start means the whole day. A filter the
// server refused, or could not answer, gives 'NO DATA' (spec 2 §2).
import { type FormEvent, useState } from "react";
import type { LogAktivitas, RiwayatAktivitas as Data } from "../../api/types";
import { Link } from "../../app/link";
import { useMuatGagal, useNavigatePage, usePageLoading, useReloadPage } from "../../app/page-context";
import { buildQuery } from "../../app/query";
import { DataKosong, NoData } from "../../components/data-kosong";
import { ROLE_LABEL } from "../../components/layout/menu";
import { TautanUnduh } from "../../components/tautan-unduh";
import { Pagination } from "../../components/pagination";
import { InputTanggalJam } from "../../components/input-tanggal-jam";
import { Tag } from "../../components/status-tag";
import { formatJamZona } from "../../lib/tanggal";
import { Field, INPUT } from "../pertemuan/field";
import { formDari, PILIHAN_PER_PAGE, queryRiwayat, tanggalLog, urlExport } from "./aturan";

export function RiwayatAktivitas({ data }: { data: Data }) {
  // A filter or page the server could not answer (network, 5xx): the box keeps what was typed.
  const gagal = useMuatGagal();
  const cobaLagi = useReloadPage();
  const memuat = usePageLoading();
  return (
    <div className="space-y-4">
      {/* A new filter from the server (Terapkan, Reset Filter, back) starts the form afresh. */}
      <FilterRiwayat key={[data.jenis_aktivitas, data.waktu_awal, data.waktu_akhir, data.username, data.galat].join("|")} data={data} />
      <section aria-labelledby="riwayat-judul" className="kartu p-4 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id="riwayat-judul" className="font-semibold text-slate-900">
            Riwayat Aktivitas
          </h2>
          {!gagal && data.meta.total_items > 0 && (
            <TautanUnduh href={urlExport(data)} className="tombol-garis">
              Export Excel
            </TautanUnduh>
          )}
        </div>
        {gagal ? (
          <NoData onCobaLagi={cobaLagi} memuat={memuat} />
        ) : data.galat ? (
          <NoData />
        ) : data.items.length === 0 ? (
          <DataKosong pesan="Tidak ada aktivitas pada rentang waktu ini." />
        ) : (
          <ol className="relative space-y-4 border-l-2 border-slate-200 pl-4">
            {data.items.map((e) => (
              <Entri key={e.id} e={e} tz={data.time_zone} semuaPengguna={data.semua_pengguna} />
            ))}
          </ol>
        )}
        {!gagal && data.meta.total_items > 0 && <Pagination meta={data.meta} options={PILIHAN_PER_PAGE} />}
      </section>
    </div>
  );
}

function Entri({ e, tz, semuaPengguna }: { e: LogAktivitas; tz: string; semuaPengguna: boolean }) {
  return (
    <li className="relative">
      <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-blue-700" />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span className="font-medium text-slate-800 tabular-nums">{tanggalLog(e.waktu, tz)}</span>
        <span className="tabular-nums">{formatJamZona(e.waktu, tz)}</span>
        {e.ip_address && <span>IP {e.ip_address}</span>}
        {e.tag_operator && <Tag className="bg-red-700 text-white">operator</Tag>}
      </div>
      <p className="mt-1 text-sm font-semibold text-slate-900">{e.jenis_label}</p>
      {e.detail.trim() !== e.jenis_label && <p className="text-sm break-words text-slate-700">{e.detail}</p>}
      {semuaPengguna && e.pengguna && (
        <p className="mt-0.5 text-xs text-slate-600">
          {`${e.pengguna.nama} (${e.pengguna.username}) · ${ROLE_LABEL[e.role as keyof typeof ROLE_LABEL] ?? e.role}`}
        </p>
      )}
      {e.operator && <p className="mt-0.5 text-xs text-red-800">{`Dilakukan oleh operator ${e.operator.nama} (${e.operator.username})`}</p>}
    </li>
  );
}

function FilterRiwayat({ data }: { data: Data }) {
  const navigate = useNavigatePage();
  const [f, setF] = useState(() => formDari(data));
  const [galat, setGalat] = useState<string | null>(null);
  const ubah = (patch: Partial<typeof f>) => setF((lama) => ({ ...lama, ...patch }));
  const terapkan = (ev: FormEvent) => {
    ev.preventDefault();
    const hasil = queryRiwayat(f, data.jenis, data.time_zone, data.semua_pengguna);
    if (!hasil.ok) return setGalat(hasil.galat);
    setGalat(null);
    navigate(`/profil${buildQuery(hasil.query)}`);
  };
  const pesan = galat ?? data.galat;
  return (
    <form
      method="get"
      action="/profil"
      onSubmit={terapkan}
      noValidate
      aria-labelledby="filter-riwayat"
      className="kartu space-y-3 p-4 sm:p-6"
    >
      <h2 id="filter-riwayat" className="font-semibold text-slate-900">
        Filter
      </h2>
      <input type="hidden" name="tab" value="riwayat" />
      {pesan && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {pesan}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="riwayat-jenis" label="Jenis Aktivitas">
          <input
            id="riwayat-jenis"
            name="jenis_aktivitas"
            list="riwayat-jenis-daftar"
            autoComplete="off"
            placeholder="Semua jenis aktivitas"
            value={f.jenis}
            onChange={(e) => ubah({ jenis: e.target.value })}
            className={INPUT}
          />
          <datalist id="riwayat-jenis-daftar">
            {data.jenis.map((j) => (
              <option key={j.kode} value={j.label} />
            ))}
          </datalist>
        </Field>
        {data.semua_pengguna && (
          <Field id="riwayat-pengguna" label="Pengguna" info="Username; kosongkan untuk semua pengguna.">
            <input
              id="riwayat-pengguna"
              name="username"
              value={f.username}
              onChange={(e) => ubah({ username: e.target.value })}
              className={INPUT}
            />
          </Field>
        )}
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Rentang Waktu</legend>
        <div className="grid items-start gap-2 sm:grid-cols-[1fr_auto_1fr]">
          <InputTanggalJam name="waktu_awal" label="Waktu awal" value={f.awal} onChange={(awal) => ubah({ awal })} className={INPUT} />
          <span className="text-center text-sm text-slate-500">s.d.</span>
          <InputTanggalJam name="waktu_akhir" label="Waktu akhir" value={f.akhir} onChange={(akhir) => ubah({ akhir })} className={INPUT} />
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Link to="/profil?tab=riwayat" className="tombol-garis">
          Reset Filter
        </Link>
        <button type="submit" className="tombol-utama">
          Terapkan
        </button>
      </div>
    </form>
  );
}
