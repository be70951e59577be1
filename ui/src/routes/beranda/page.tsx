// Home dashboard (spec 1 §2.3): welcome + server clock, four statistic tiles,
// announcements, the calendar and the class cards (a lecturer's with the class summary);
// for lecturers and students first today's events and the nearest deadlines.
import { Link } from "../../app/link";
import type { AktivitasSaya, KelasRow, Pengumuman, RingkasanKelas } from "../../api/types";
import { useNavClick, usePageData } from "../../app/page-context";
import { avatarStackHtml } from "../../components/avatar-stack";
import { DaftarTautan, type Tautan } from "../../components/daftar-tautan";
import { DataKosong } from "../../components/data-kosong";
import { Kalender } from "../../components/kalender";
import { PageHeader } from "../../components/page-header";
import { statusTagHtml } from "../../components/status-tag";
import { formatNilai } from "../../lib/angka";
import { formatDesimal } from "../../lib/desimal";
import { esc } from "../../lib/html";
import { periodeLabel } from "../../lib/periode";
import { pengerjaanLabel } from "../../lib/status";
import { formatTanggal, formatTanggalJam } from "../../lib/tanggal";
import { bannerKelas } from "../../features/kelas/aturan";

export const title = "Beranda";

/** The dashboard shows the first 2 announcements. */
export const PREVIEW_PENGUMUMAN = 2;

/** A percentage already in 0-100: one decimal and '%' ('87,5%'); '-' when absent. */
export function persenRingkasan(v: number | null | undefined): string {
  return typeof v === "number" && Number.isFinite(v) ? `${formatDesimal(v, { maks: 1 })}%` : "-";
}

/** The class card's four summary tiles; '-' for a class without a summary. */
export function tilesRingkasan(r: RingkasanKelas | undefined): [string, string][] {
  return [
    ["Keaktifan", persenRingkasan(r?.keaktifan)],
    ["Partisipasi", persenRingkasan(r?.partisipasi)],
    ["Kehadiran", persenRingkasan(r?.kehadiran)],
    ["Nilai", formatNilai(r?.nilai)],
  ];
}

const TILES = [
  { key: "tugas", label: "Tugas", warna: "bg-blue-50 text-blue-700", icon: "M9 5h6M9 3h6v4H9zM6 5H5v16h14V5h-1M9 12h6M9 16h4" },
  { key: "ujian", label: "Kuis/Ujian", warna: "bg-amber-50 text-amber-700", icon: "M9 11l2 2 4-4M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z" },
  { key: "forum", label: "Forum", warna: "bg-green-50 text-green-700", icon: "M4 5h16v10H8l-4 4zM8 9h8M8 12h5" },
  { key: "vidcon", label: "Vidcon", warna: "bg-rose-50 text-rose-700", icon: "M3 7h12v10H3zM15 10l6-3v10l-6-3" },
] as const;

/**
 * A class card's markup. The cards are plain links with no behaviour of their own, so the grid
 * is one string (links with `data-nav`, one click handler) instead of ~28 React elements per
 * card: on the server's engine each element costs about as much as 30 µs, and a student's eight
 * cards were a third of the dashboard's render (bench/ssr/profile.mjs).
 * Looks: .kartu-kelas in styles/app.css. Phones get the compact card: no banner picture,
 * tighter rows (a student's nine cards fit a few screens).
 */
export function kartuKelasHtml(k: KelasRow, ringkasan?: [string, string][]): string {
  const angka = (label: string, nilai: string | number) => `<div><dt>${esc(label)}</dt><dd>${esc(nilai)}</dd></div>`;
  return (
    `<a class="kartu-kelas group" href="/kelas/${esc(k.id)}" data-nav=""><img src="${esc(bannerKelas(k))}" alt="" loading="lazy">` +
    `<div class="kartu-kelas-isi"><div class="kode">${esc(k.mata_kuliah.kode)}</div><div class="nama">${esc(k.mata_kuliah.nama)}</div>` +
    `<div class="kelas">${esc(`Kelas ${k.kelas.nama} · ${k.kelas.jenis.nama}`)}</div><div class="periode">${esc(periodeLabel(k.periode))}</div>` +
    `<div class="baris">${avatarStackHtml(k.pengajar)}${statusTagHtml({ status: k.status })}</div>` +
    `<dl class="angka-kelas">${angka("Peserta", k.jumlah_peserta)}${angka("Pertemuan", k.jumlah_pertemuan)}${angka("SKS", k.mata_kuliah.sks)}</dl>` +
    (ringkasan ? `<dl class="ringkasan-kelas" aria-label="Ringkasan kelas">${ringkasan.map(([l, n]) => angka(l, n)).join("")}</dl>` : "") +
    "</div></a>"
  );
}

/** A deadline's lines: kind and class, the deadline, and for a student whether it is handed in. */
export function barisTenggat(a: AktivitasSaya, tz: string): Tautan["baris"] {
  const pengerjaan = pengerjaanLabel(a.jenis, a.dikerjakan);
  return [
    { teks: `${a.jenis === "ujian" ? "Ujian" : "Tugas"} · ${a.kelas}` },
    { teks: `Tenggat ${formatTanggalJam(a.waktu_selesai, tz)}`, angka: true },
    ...(pengerjaan ? [{ teks: pengerjaan }] : []),
  ];
}

/** A card of links under a heading, or a sentence when there are none: 'Hari Ini', 'Tenggat Terdekat'. */
function KartuTautan({ id, judul, kosong, items }: { id: string; judul: string; kosong: string; items: Tautan[] }) {
  return (
    <section className="kartu p-4" aria-labelledby={id}>
      <h2 id={id} className="mb-2 font-semibold text-slate-900">
        {judul}
      </h2>
      {items.length === 0 ? <p className="text-sm text-slate-500">{kosong}</p> : <DaftarTautan items={items} />}
    </section>
  );
}

function KartuPengumuman({ items, tz }: { items: Pengumuman[]; tz: string }) {
  const tampil = items.slice(0, PREVIEW_PENGUMUMAN);
  return (
    <section className="kartu p-4" aria-labelledby="judul-pengumuman">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="judul-pengumuman" className="font-semibold text-slate-900">
          Pengumuman
        </h2>
        <Link to="/pengumuman" className="inline-flex items-center text-sm text-blue-700 hover:underline sentuh:min-h-11">
          Lihat Semua
        </Link>
      </div>
      {tampil.length === 0 ? (
        <p className="text-sm text-slate-500">Belum ada pengumuman.</p>
      ) : (
        <DaftarTautan
          items={tampil.map((p) => ({ to: `/berita/${p.id}`, judul: p.judul, baris: [{ teks: formatTanggal(p.tanggalPublish, tz) }] }))}
        />
      )}
    </section>
  );
}

export default function Page() {
  const { user, data, app } = usePageData("beranda");
  const kelas = data?.kelas ?? [];
  // Fields a server without the announcement and summary data leaves out read as empty.
  const ringkasan = new Map((data?.ringkasan_kelas ?? []).map((r) => [r.id_kelas, r]));
  const dosen = user?.role === "dosen";
  // Lecturers and students are in classes; operators administer them and have no day of their own.
  const anggotaKelas = user?.role !== "operator";
  const navClick = useNavClick();
  return (
    <>
      <PageHeader crumbs={[{ label: "Beranda" }]}>
        <h2 className="mt-2 text-xl font-semibold text-slate-900">{`Selamat datang, ${user?.nama ?? ""}`}</h2>
      </PageHeader>
      <section aria-label="Statistik" className="statistik">
        {TILES.map((t) => (
          <Link key={t.key} to={`/${t.key}`}>
            <span className={t.warna}>
              <svg viewBox="0 0 24 24" className="ikon" aria-hidden="true">
                <path d={t.icon} />
              </svg>
            </span>
            <span>
              <b>{data?.tiles ? data.tiles[t.key] : "-"}</b>
              {t.label}
            </span>
          </Link>
        ))}
      </section>
      {/* On a phone today comes first (issue 38): today's events and the deadlines, then the
          classes, then announcements and the calendar; from xl the first and the last share
          the right column. */}
      <div className="grid gap-6 xl:grid-cols-[1fr_320px] xl:grid-rows-[auto_1fr]">
        {anggotaKelas && (
          <aside aria-label="Hari ini dan tenggat" className="flex flex-col gap-4 xl:col-start-2 xl:row-start-1">
            {/* Today's meetings, exams and deadlines of the user's classes, each opening its page. */}
            <KartuTautan
              id="judul-hari-ini"
              judul="Hari Ini"
              kosong="Tidak ada pertemuan atau tenggat hari ini."
              items={(data?.kegiatan?.data ?? []).map((k) => ({ to: k.tautan, judul: k.judul, baris: [] }))}
            />
            {/* The nearest deadlines of open tasks and exams (a student's: not done yet). */}
            <KartuTautan
              id="judul-tenggat"
              judul="Tenggat Terdekat"
              kosong="Tidak ada tugas atau ujian yang masih terbuka."
              items={(data?.tenggat ?? []).map((a) => ({ to: a.tautan, judul: a.judul, baris: barisTenggat(a, app.time_zone) }))}
            />
          </aside>
        )}
        <section aria-labelledby="judul-kelas" className="min-w-0 xl:col-start-1 xl:row-span-2 xl:row-start-1">
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2 id="judul-kelas" className="text-lg font-semibold text-slate-900">
              Kelas
            </h2>
            <Link to="/kelas" className="inline-flex items-center text-sm text-blue-700 hover:underline sentuh:min-h-11">
              Lihat Semua Kelas
            </Link>
          </div>
          {kelas.length === 0 ? (
            <DataKosong pesan="Tidak ada kelas yang tersedia." className="kartu p-8" />
          ) : (
            <div
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-3"
              onClick={navClick}
              dangerouslySetInnerHTML={{
                __html: kelas.map((k) => kartuKelasHtml(k, dosen ? tilesRingkasan(ringkasan.get(k.id)) : undefined)).join(""),
              }}
            />
          )}
        </section>
        <aside className={`flex flex-col gap-4 xl:col-start-2 ${anggotaKelas ? "xl:row-start-2" : "xl:row-start-1"}`}>
          <KartuPengumuman items={data?.pengumuman ?? []} tz={app.time_zone} />
          <Kalender
            serverTime={app.server_time}
            timeZone={app.time_zone}
            kegiatan={data?.kegiatan ?? { bulan: "", hari_ini: "", jumlah: {}, data: [] }}
          />
        </aside>
      </div>
    </>
  );
}
