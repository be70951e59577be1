// 'Keaktifan Peserta' (teachers and operators): each student's comments against the
// forum's minimum, from GET /lms/forum/{id}/keaktifan once the page is shown. A table from
// md up, a list on phones.
import { useCallback, useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import { DataKosong } from "../../components/data-kosong";
import { Tag } from "../../components/status-tag";
import { useToast } from "../../components/toast";
import type { KeaktifanPeserta } from "../../features/pertemuan/types-forum";
import { ringkasKeaktifan, statusKeaktifan } from "./aturan";
import { Memuat } from "../../components/memuat";

type Muatan = { daftar: KeaktifanPeserta[] } | { galat: string } | null;

function useKeaktifan(idForum: number) {
  const [muatan, setMuatan] = useState<Muatan>(null);
  const [putaran, setPutaran] = useState(0);
  const toast = useToast();
  useEffect(() => {
    const ctrl = new AbortController();
    setMuatan(null);
    panggil("/lms/forum/{id}/keaktifan", "get", { path: { id: idForum }, signal: ctrl.signal }).then(
      (r) => setMuatan({ daftar: r.data ?? [] }),
      (e: unknown) => {
        if (ctrl.signal.aborted) return;
        const pesan = e instanceof Error ? e.message : "Terjadi kesalahan";
        setMuatan({ galat: pesan });
        toast.error(pesan);
      },
    );
    return () => ctrl.abort();
  }, [idForum, putaran, toast]);
  const muatUlang = useCallback(() => setPutaran((n) => n + 1), []);
  return { muatan, muatUlang };
}

function TagStatus({ memenuhi }: { memenuhi: boolean }) {
  return <Tag className={memenuhi ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-800"}>{statusKeaktifan(memenuhi)}</Tag>;
}

function Tabel({ daftar }: { daftar: KeaktifanPeserta[] }) {
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
        <tr>
          <th scope="col" className="w-12 px-2 py-2 font-medium">
            No
          </th>
          <th scope="col" className="px-2 py-2 font-medium">
            NIM
          </th>
          <th scope="col" className="px-2 py-2 font-medium">
            Nama
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            Jumlah Komentar
          </th>
          <th scope="col" className="px-2 py-2 font-medium">
            Status
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {daftar.map((p, i) => (
          <tr key={p.nim}>
            <td className="px-2 py-2 text-slate-500">{i + 1}</td>
            <td className="px-2 py-2 text-slate-700">{p.nim}</td>
            <td className="px-2 py-2 break-words text-slate-900">{p.nama}</td>
            <td className="px-2 py-2 text-right text-slate-800 tabular-nums">{p.jumlah_post}</td>
            <td className="px-2 py-2">
              <TagStatus memenuhi={p.memenuhi} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Daftar({ daftar }: { daftar: KeaktifanPeserta[] }) {
  return (
    <ul className="divide-y divide-slate-100 md:hidden">
      {daftar.map((p) => (
        <li key={p.nim} className="flex items-start justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <p className="text-sm font-medium break-words text-slate-900">{p.nama}</p>
            <p className="text-xs text-slate-500">{p.nim}</p>
          </div>
          <div className="shrink-0 text-right">
            <p className="text-sm text-slate-800">{`${p.jumlah_post} komentar`}</p>
            <TagStatus memenuhi={p.memenuhi} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function KeaktifanForum({ idForum }: { idForum: number }) {
  const { muatan, muatUlang } = useKeaktifan(idForum);
  return (
    <section aria-labelledby="forum-keaktifan" className="kartu mt-4 p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="forum-keaktifan" className="text-base font-semibold text-slate-900">
            Keaktifan Peserta
          </h2>
          {muatan && "daftar" in muatan && muatan.daftar.length > 0 && (
            <p className="text-sm text-slate-600">{ringkasKeaktifan(muatan.daftar)}</p>
          )}
        </div>
        <button type="button" className="tombol-garis" disabled={muatan === null} onClick={muatUlang}>
          Muat Ulang
        </button>
      </div>
      {muatan === null ? (
        <Memuat />
      ) : "galat" in muatan ? (
        <p role="alert" className="py-6 text-center text-sm text-red-700">
          {muatan.galat}
        </p>
      ) : muatan.daftar.length === 0 ? (
        <DataKosong pesan="Belum ada peserta pada kelas ini." />
      ) : (
        <>
          <Tabel daftar={muatan.daftar} />
          <Daftar daftar={muatan.daftar} />
        </>
      )}
    </section>
  );
}
