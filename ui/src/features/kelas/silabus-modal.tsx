// 'Lihat Silabus, RPS, dan RE': the course's syllabus text, its semester plan (RPS) and
// evaluation plan (RE), the coordinator and RPS developer; 'Ubah Data Silabus' and
// 'Ubah Data RPS' (the legacy system in a new tab) when the course info allows them.
import { type ReactNode, useEffect, useState } from "react";
import { panggil } from "../../app/panggil";
import { Modal } from "../../components/modal";
import { formatUkuranFile } from "../../lib/ukuran-file";
import { DaftarInfo } from "./kartu";
import { barisDaftar, bobotLabel, bukaData, totalBobot, urutRps } from "./rps-aturan";
import type { InfoMataKuliah, RencanaEvaluasi, RencanaPembelajaran } from "../../api/types";
import { SilabusUbahModal } from "./silabus-ubah-modal";
import type { KelasDetail } from "./types";
import { Memuat } from "../../components/memuat";

type Hasil<T> = { ok: true; v: T } | { ok: false; pesan: string } | null;

interface DataSilabus {
  info: Hasil<InfoMataKuliah>;
  rps: Hasil<RencanaPembelajaran[]>;
  re: Hasil<RencanaEvaluasi[]>;
}

const hasil = <T,>(p: Promise<T>): Promise<Hasil<T>> =>
  p.then(
    (v) => ({ ok: true as const, v }),
    (e: unknown) => ({ ok: false as const, pesan: e instanceof Error ? e.message : "Terjadi kesalahan" }),
  );

/** The three answers of a course, fetched again when `versi` changes; null while loading. */
function useDataSilabus(courseId: number, versi: number): DataSilabus {
  const [data, setData] = useState<DataSilabus>({ info: null, rps: null, re: null });
  useEffect(() => {
    const ctrl = new AbortController();
    const s = ctrl.signal;
    setData({ info: null, rps: null, re: null });
    const path = { id: courseId };
    void Promise.all([
      hasil(panggil("/v2/academic/matakuliah/{id}", "get", { path, signal: s }).then((r) => bukaData<InfoMataKuliah>(r))),
      hasil(
        panggil("/v2/academic/makul/{id}/rencana-pembelajaran", "get", { path, signal: s }).then((r) =>
          urutRps(barisDaftar<RencanaPembelajaran>(r)),
        ),
      ),
      hasil(panggil("/v2/academic/makul/{id}/rencana-evaluasi", "get", { path, signal: s }).then((r) => barisDaftar<RencanaEvaluasi>(r))),
    ]).then(([info, rps, re]) => {
      if (!s.aborted) setData({ info, rps, re });
    });
    return () => ctrl.abort();
  }, [courseId, versi]);
  return data;
}

export function SilabusModal({ kelas, open, onClose }: { kelas: KelasDetail; open: boolean; onClose: () => void }) {
  // Mounted only while open: closing stops the requests, opening fetches fresh data.
  return open ? <Isi kelas={kelas} onClose={onClose} /> : null;
}

function Isi({ kelas, onClose }: { kelas: KelasDetail; onClose: () => void }) {
  const mk = kelas.mata_kuliah;
  const [versi, setVersi] = useState(0);
  const [ubah, setUbah] = useState(false);
  const { info, rps, re } = useDataSilabus(mk.id, versi);
  const i = info?.ok ? info.v : null;

  if (ubah && i) {
    return <SilabusUbahModal kelas={kelas} info={i} onClose={() => setUbah(false)} onSaved={() => setVersi((v) => v + 1)} />;
  }

  const footer = (
    <button type="button" className="tombol-garis" onClick={onClose}>
      Tutup
    </button>
  );
  // The edit buttons sit in the body, where they can wrap on a phone.
  return (
    <Modal open onClose={onClose} title="Lihat Silabus, RPS, dan RE" footer={footer}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-sm font-medium break-words text-slate-800">{`${mk.kode} - ${mk.nama}`}</p>
        {(i?.isAllowUbahSilabus || i?.isAllowUbahRps) && (
          <div className="flex flex-wrap gap-2">
            {i.isAllowUbahSilabus && (
              <button type="button" className="tombol-garis" onClick={() => setUbah(true)}>
                Ubah Data Silabus
              </button>
            )}
            {i.isAllowUbahRps && (
              <a href="/sso?legacy=rps" target="_blank" rel="noopener" className="tombol-garis">
                Ubah Data RPS
              </a>
            )}
          </div>
        )}
      </div>
      <Bagian judul="Silabus">
        <Status h={info}>
          {(v) => (
            <>
              <Silabus teks={v.silabus} />
              <div className="mt-3">
                <DaftarInfo
                  baris={[
                    ...(v.lampiran?.url
                      ? ([
                          [
                            "Lampiran",
                            <a key="lampiran" href={v.lampiran.url} className="break-all text-blue-700 hover:underline">
                              {`${v.lampiran.name || "Lampiran"} (${formatUkuranFile(v.lampiran.content_length)})`}
                            </a>,
                          ],
                        ] as [string, ReactNode][])
                      : []),
                    ["Koordinator", v.nama_dosen_koordinator || "-"],
                    ["Pengembang RPS", v.nama_dosen_pengembang_rps || "-"],
                  ]}
                />
              </div>
            </>
          )}
        </Status>
      </Bagian>
      <Bagian judul="Rencana Pembelajaran Semester (RPS)">
        <Status h={rps}>{(rows) => <TabelRps rows={rows} />}</Status>
      </Bagian>
      <Bagian judul="Rencana Evaluasi (RE)">
        <Status h={re}>{(rows) => <TabelRe rows={rows} />}</Status>
      </Bagian>
    </Modal>
  );
}

function Bagian({ judul, children }: { judul: string; children: ReactNode }) {
  return (
    <section className="mb-5 last:mb-0">
      <h3 className="mb-2 border-b border-slate-200 pb-1 text-sm font-semibold text-slate-900">{judul}</h3>
      {children}
    </section>
  );
}

function Status<T>({ h, children }: { h: Hasil<T>; children: (v: T) => ReactNode }) {
  if (h === null) return <Memuat className="text-sm text-slate-500">Memuat…</Memuat>;
  if (!h.ok)
    return (
      <p role="alert" className="text-sm text-red-700">
        {h.pesan}
      </p>
    );
  return <>{children(h.v)}</>;
}

const KOSONG = <p className="text-sm text-slate-500">-</p>;

/** Pertemuan / Materi / Materi (Inggris); one card per row on phones. */
function TabelRps({ rows }: { rows: RencanaPembelajaran[] }) {
  if (rows.length === 0) return KOSONG;
  return (
    <table className="tabel-data">
      <thead>
        <tr>
          <th className="w-24">Pertemuan</th>
          <th>Materi</th>
          <th>Materi (Inggris)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id_pertemuan}>
            <td data-label="Pertemuan">{r.id_pertemuan}</td>
            <td data-label="Materi" className="break-words whitespace-pre-line">
              {r.materi || "-"}
            </td>
            <td data-label="Materi (Inggris)" className="break-words whitespace-pre-line">
              {r.materi_inggris || "-"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Komponen Nilai / Bobot (%) with the total; two columns fit a phone. */
function TabelRe({ rows }: { rows: RencanaEvaluasi[] }) {
  if (rows.length === 0) return KOSONG;
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="bg-slate-100 text-left text-xs font-semibold text-slate-600 uppercase">
          <th className="px-3 py-2">Komponen Nilai</th>
          <th className="px-3 py-2 text-right">Bobot (%)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.komponen_nilai.id} className="border-b border-slate-100">
            <td className="px-3 py-2 break-words">{r.komponen_nilai.nama}</td>
            <td className="px-3 py-2 text-right">{bobotLabel(r.bobot)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold text-slate-900">
          <td className="px-3 py-2">Total</td>
          <td className="px-3 py-2 text-right">{bobotLabel(totalBobot(rows))}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function Silabus({ teks }: { teks: string | null | undefined }) {
  const isi = (teks ?? "").trim();
  return isi ? (
    <p className="text-sm break-words whitespace-pre-line text-slate-700">{isi}</p>
  ) : (
    <p className="text-sm text-slate-500">Belum ada silabus.</p>
  );
}
