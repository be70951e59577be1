// The body of a vidcon card (spec 3 §4): app, time and note; 'Join' opens the link in a new
// tab and records the join (PUT /lms/vidcon/{id}/join) for students and lecturers, not for
// operators. Students see their join or the attendance deadline; the others see who joined,
// and an operator can look up one student of the class.
import { useEffect, useRef, useState } from "react";
import { panggil } from "../../app/panggil";
import { useReloadPage } from "../../app/page-context";
import { useToast } from "../../components/toast";
import { formatTanggalJam } from "../../lib/tanggal";
import { bukaTautan, rentangWaktu } from "./aturan";
import { Field, Pilih } from "./field";
import type { IzinPertemuan } from "./types";
import type { JoinVidcon, NimNama, VidconDetail } from "./types-vidcon";
import { Catatan } from "./catatan";
import {
  aplikasiVidconLabel,
  cariJoin,
  catatanBatasHadir,
  catatanJoin,
  jumlahJoinLabel,
  PESAN_TERLAMBAT,
  peranLabel,
  statusMahasiswa,
} from "./vidcon-aturan";
import { KotakGulir } from "../../components/kotak-gulir";
import { TombolSalin } from "../../components/tombol-salin";

export interface KartuVidconProps {
  v: VidconDetail;
  idKelas: number;
  tz: string;
  izin: IzinPertemuan;
  onUbah: (v: VidconDetail) => void;
  onHapus: (v: VidconDetail) => void;
}

const TAG_TERLAMBAT = "inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-800";

/** The current user's join: from the page data, or from the PUT once made. */
function useJoin(v: VidconDetail, staf: boolean) {
  const [baru, setBaru] = useState<JoinVidcon | null>(null);
  const terkirim = useRef(false);
  const toast = useToast();
  const reload = useReloadPage();
  const join = baru ?? v.join_saya ?? null;
  const catat = () => {
    if (join || terkirim.current) return;
    terkirim.current = true;
    panggil("/lms/vidcon/{id}/join", "put", { path: { id: v.id } }).then(
      (j) => {
        setBaru(j);
        // Lecturers see the join list, which now holds them too.
        if (staf) reload();
      },
      (e: unknown) => {
        terkirim.current = false;
        toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
      },
    );
  };
  return { join, catat };
}

function Info({ v, tz }: { v: VidconDetail; tz: string }) {
  const baris: [string, string][] = [
    ["Aplikasi", aplikasiVidconLabel(v.aplikasi)],
    ["Waktu", rentangWaktu(v.waktu_mulai, v.waktu_selesai, tz)],
  ];
  if (v.catatan.trim()) baris.push(["Catatan", v.catatan]);
  return (
    <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {baris.map(([label, isi]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-800">{isi}</dd>
        </div>
      ))}
    </dl>
  );
}

function TombolJoin({ v, onJoin }: { v: VidconDetail; onJoin: () => void }) {
  const href = bukaTautan(v.link);
  if (v.status === "selesai" || !href) {
    return (
      <button type="button" className="tombol-utama" disabled>
        Join
      </button>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="tombol-utama" onClick={onJoin}>
      Join
    </a>
  );
}

function DaftarJoin({ v, tz }: { v: VidconDetail; tz: string }) {
  const daftar = v.daftar_join_detail ?? [];
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">{jumlahJoinLabel(v)}</p>
      {daftar.length > 0 && (
        <KotakGulir label="Daftar yang bergabung" maks={256} className="mt-2 rounded-md border border-slate-200 md:max-h-64">
          <ul className="divide-y divide-slate-100">
            {daftar.map((j) => (
              <li key={`${j.role}-${j.username}`} className="flex flex-wrap items-center gap-x-2 gap-y-0.5 px-3 py-2 text-sm">
                <span className="min-w-0 font-medium break-words text-slate-800">{j.nama}</span>
                <span className="text-xs text-slate-500">{peranLabel(j.role)}</span>
                <span className="basis-full text-xs text-slate-600 sm:ml-auto sm:basis-auto">{formatTanggalJam(j.waktu_join, tz)}</span>
                {j.terlambat === true && <span className={TAG_TERLAMBAT}>terlambat</span>}
              </li>
            ))}
          </ul>
        </KotakGulir>
      )}
    </div>
  );
}

/** The class's students, loaded on mount (an operator's vidcon card body, a remedial exam's participant list). */
export function useMahasiswa(idKelas: number) {
  const [daftar, setDaftar] = useState<NimNama[] | null>(null);
  const toast = useToast();
  useEffect(() => {
    const ctrl = new AbortController();
    panggil("/v2/lms/kelas_kuliah/{id}/peserta/nim_nama", "get", { path: { id: idKelas }, signal: ctrl.signal }).then(
      (r) => setDaftar(r.data ?? []),
      (e: unknown) => {
        if (ctrl.signal.aborted) return;
        setDaftar([]);
        toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
      },
    );
    return () => ctrl.abort();
  }, [idKelas, toast]);
  return daftar;
}

function StatusMahasiswa({ v, idKelas, tz }: { v: VidconDetail; idKelas: number; tz: string }) {
  const daftar = useMahasiswa(idKelas);
  const [nim, setNim] = useState("");
  const id = `vidcon-${v.id}-mahasiswa`;
  const opsi: [string, string][] = (daftar ?? []).map((m) => [m.nim, `${m.nim} - ${m.nama}`]);
  const join = nim ? cariJoin(v.daftar_join_detail ?? [], nim) : null;
  return (
    <div className="space-y-2 sm:max-w-md">
      <Field id={id} label="Lihat status mahasiswa">
        <Pilih id={id} value={nim} opsi={opsi} onChange={setNim} kosong={daftar ? "Pilih Mahasiswa" : "Memuat..."} />
      </Field>
      {nim && (
        <div role="status">
          <Catatan jenis={!join ? "info" : join.terlambat === true ? "awas" : "sukses"}>
            {statusMahasiswa(v.daftar_join_detail ?? [], nim, tz)}
          </Catatan>
        </div>
      )}
    </div>
  );
}

export function KartuVidcon({ v, idKelas, tz, izin, onUbah, onHapus }: KartuVidconProps) {
  const { join, catat } = useJoin(v, !izin.isPeserta);
  const batas = v.batas_hadir ?? null;
  return (
    <div className="space-y-3">
      <Info v={v} tz={tz} />
      {join && <Catatan jenis="sukses">{catatanJoin(join, tz)}</Catatan>}
      {join?.terlambat === true && <Catatan jenis="awas">{PESAN_TERLAMBAT}</Catatan>}
      {izin.isPeserta && !join && batas && <Catatan jenis="awas">{catatanBatasHadir(batas, tz)}</Catatan>}
      <div className="flex flex-wrap gap-2">
        {!izin.isOperator && <TombolJoin v={v} onJoin={catat} />}
        {/* Teachers only: the form asks them not to share the link with participants. */}
        {!izin.isPeserta && bukaTautan(v.link) && <TombolSalin teks={bukaTautan(v.link)} jenis="url" label="Salin Link" />}
        {izin.isAllowTambah && (
          <>
            <button type="button" className="tombol-garis" onClick={() => onUbah(v)}>
              Ubah
            </button>
            <button type="button" className="tombol-bahaya" onClick={() => onHapus(v)}>
              Hapus
            </button>
          </>
        )}
      </div>
      {!izin.isPeserta && <DaftarJoin v={v} tz={tz} />}
      {izin.isOperator && <StatusMahasiswa v={v} idKelas={idKelas} tz={tz} />}
    </div>
  );
}
