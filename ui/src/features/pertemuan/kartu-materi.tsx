// The body of a material card: description, details, player or viewer, the notices of the
// attendance requirement, and the actions. Students are recorded by use (spec 3 §4): an
// e-book after the reading countdown, video/audio after the played share, a download of
// any other file, opening a link.
import { useState } from "react";
import { useToast } from "../../components/toast";
import { formatTanggalJam } from "../../lib/tanggal";
import { formatUkuranFile } from "../../lib/ukuran-file";
import {
  bukaTautan,
  caraPutar,
  catatanAkses,
  catatanBatas,
  catatanSyarat,
  detikBaca,
  jenisMateriLabel,
  jumlahAksesLabel,
  persenSyarat,
  urlUnduh,
} from "./aturan";
import { HitungBaca } from "./baca";
import { FileViewer } from "./file-viewer";
import { Pemutar } from "./pemutar";
import type { AksesMateri, IzinPertemuan, MateriDetail, SyaratKehadiran } from "./types";
import { useAkses } from "./use-akses";
import { Catatan } from "./catatan";

export interface KartuMateriProps {
  m: MateriDetail;
  terbuka: boolean;
  tz: string;
  izin: IzinPertemuan;
  syarat: SyaratKehadiran;
  onUbah: (m: MateriDetail) => void;
  onHapus: (m: MateriDetail) => void;
}

// Sanitised HTML from the server; plain-text line breaks kept.
const PROSE =
  "text-sm break-words whitespace-pre-line text-slate-700 [&_a]:text-blue-700 [&_a]:underline [&_h1]:text-base [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5";

function Info({ m }: { m: MateriDetail }) {
  const berkas = m.tipe_file === "url" ? (m.file_url ?? "-") : m.file ? `${m.file.name} (${formatUkuranFile(m.file.content_length)})` : "-";
  const baris: [string, string][] = [
    ["Jenis", jenisMateriLabel(m.jenis_materi)],
    [m.tipe_file === "url" ? "Link" : "File", berkas],
    ["Pengunggah", m.created_by.name || "-"],
  ];
  return (
    <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {baris.map(([label, isi]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-all text-slate-800">{isi}</dd>
        </div>
      ))}
    </dl>
  );
}

function CatatanStaf({ m, tz }: { m: MateriDetail; tz: string }) {
  const jumlah = jumlahAksesLabel(m);
  return (
    <>
      {!m.tampil_sekarang && <Catatan jenis="info">{`Ditampilkan mulai ${formatTanggalJam(m.waktu_mulai_tampil, tz)}`}</Catatan>}
      {m.is_syarat_hadir && <Catatan jenis="awas">{catatanBatas(m.deadline ?? null, tz)}</Catatan>}
      {jumlah && <Catatan jenis="info">{jumlah}</Catatan>}
    </>
  );
}

function CatatanPeserta({ m, akses, tz }: { m: MateriDetail; akses: AksesMateri | null; tz: string }) {
  if (akses) return <Catatan jenis={akses.tepat_waktu === false ? "awas" : "sukses"}>{catatanAkses(akses, tz)}</Catatan>;
  return m.is_syarat_hadir ? <Catatan jenis="awas">{catatanSyarat(m.deadline ?? null, tz)}</Catatan> : null;
}

export function KartuMateri({ m, terbuka, tz, izin, syarat, onUbah, onHapus }: KartuMateriProps) {
  const { akses, perlu, catat } = useAkses(m, izin.isPeserta);
  const [lihat, setLihat] = useState(false);
  const toast = useToast();
  const media = m.tipe_file === "video" || m.tipe_file === "audio" ? m.tipe_file : null;
  const unduh =
    m.tipe_file === "url" ? (
      <button type="button" className="tombol-garis" onClick={() => toast.error("URL tidak dapat didownload!")}>
        Download
      </button>
    ) : (
      m.file && (
        <a
          href={urlUnduh(m.file.url)}
          download={m.file.name}
          className="tombol-garis"
          onClick={() => m.tipe_file !== "ebook" && catat("unduh")}
        >
          Download
        </a>
      )
    );
  return (
    <div className="space-y-3">
      {m.deskripsi && <div className={PROSE} dangerouslySetInnerHTML={{ __html: m.deskripsi }} />}
      <Info m={m} />
      {media && m.file && (
        <Pemutar
          tipe={media}
          src={m.file.url}
          terbuka={terbuka}
          ambang={persenSyarat(syarat, media)}
          onCapai={perlu ? (p) => catat(caraPutar(media), p) : undefined}
        />
      )}
      {izin.isPeserta ? <CatatanPeserta m={m} akses={akses} tz={tz} /> : <CatatanStaf m={m} tz={tz} />}
      {perlu && m.tipe_file === "ebook" && <HitungBaca detik={detikBaca(syarat)} jalan={terbuka} onBaca={() => catat("baca")} />}
      <div className="flex flex-wrap gap-2">
        {m.tipe_file === "ebook" && m.file && (
          <button type="button" className="tombol-utama" onClick={() => setLihat(true)}>
            Lihat
          </button>
        )}
        {m.tipe_file === "url" && m.file_url && (
          <a href={bukaTautan(m.file_url)} target="_blank" rel="noopener noreferrer" className="tombol-utama" onClick={() => catat("buka")}>
            Buka Tautan
          </a>
        )}
        {unduh}
        {!izin.isPeserta && izin.isAllowTambah && (
          <>
            <button type="button" className="tombol-garis" onClick={() => onUbah(m)}>
              Ubah
            </button>
            <button type="button" className="tombol-bahaya" onClick={() => onHapus(m)}>
              Hapus
            </button>
          </>
        )}
      </div>
      {lihat && m.file && <FileViewer file={m.file} pratinjau={m.pratinjau_url} onClose={() => setLihat(false)} />}
    </div>
  );
}
