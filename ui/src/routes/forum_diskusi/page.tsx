// The forum page (/forum?groupId=&forumId=&referer=kelas-kuliah, route 'forum_diskusi';
// spec 3 §2): the forum's header, a box for a new thread, the threads with their replies
// and 'Balas', and for teachers and operators each student's activity. Posting
// (POST /lms/forum/{id}/post) only while the server allows it; the new post is placed on
// the page without a reload. Opening the page marks the forum read (the server does).
import { useState } from "react";
import type { PageProps } from "../../api/types";
import { kirimAtauTunda } from "../../app/antrean-kiriman-perangkat";
import { useKirimanTertunda } from "../../components/kiriman-tertunda";
import { useLocation } from "react-router";
import { dataHalaman, useKirimanDitolak, usePageData, useReloadPage } from "../../app/page-context";
import { PageHeader } from "../../components/page-header";
import { TagStatusPertemuan } from "../../components/status-tag";
import { useToast } from "../../components/toast";
import { Catatan } from "../../features/pertemuan/catatan";
import { CatatanPartisipasi, PROSE_FORUM, TagForum } from "../../features/pertemuan/kartu-forum";
import type { ForumDetail, ForumPageData, ForumPost, PostRequest } from "../../features/pertemuan/types-forum";
import { formatTanggalJam } from "../../lib/tanggal";
import { catatanTutup, crumbsForum, forumSetelahKirim, jumlahKomentar, tambahPost } from "./aturan";
import { KeaktifanForum } from "./keaktifan";
import { DaftarUtas, KotakKomentar } from "./utas";

export const title = (p: PageProps) => dataHalaman(p, "forum_diskusi")?.forum?.judul ?? "Forum";

export default function Page() {
  const { data, app, user, url } = usePageData("forum_diskusi");
  // Another forum is another page: no open reply box or local post carried over.
  return <Isi key={data.forum.id} data={data} tz={app.time_zone} pengguna={user?.id ?? 0} halaman={url} />;
}

function Kepala({ f, peserta, tz }: { f: ForumDetail; peserta: boolean; tz: string }) {
  return (
    <section aria-labelledby="forum-judul" className="kartu space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="forum-judul" className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {f.judul}
        </h2>
        <TagStatusPertemuan status={f.status} />
      </div>
      <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Waktu Mulai</dt>
        <dd className="text-slate-800">{formatTanggalJam(f.waktu_mulai, tz)}</dd>
        <dt className="text-slate-500">Waktu Selesai</dt>
        <dd className="text-slate-800">{formatTanggalJam(f.waktu_selesai, tz)}</dd>
      </dl>
      {f.deskripsi && <div className={PROSE_FORUM} dangerouslySetInnerHTML={{ __html: f.deskripsi }} />}
      <TagForum f={f} baru={false} />
      <CatatanPartisipasi f={f} peserta={peserta} />
    </section>
  );
}

interface Keadaan {
  /** The page data's posts the local ones grew from (a reload starts again from the new). */
  sumber: ForumPost[];
  posts: ForumPost[];
  /** The viewer's posts made on this page. */
  terkirim: number;
}

interface IsiProps {
  data: ForumPageData;
  tz: string;
  /** The viewer and this page's address: a post made offline waits under them. */
  pengguna: number;
  halaman: string;
}

function Isi({ data, tz, pengguna, halaman }: IsiProps) {
  const [k, setK] = useState<Keadaan>(() => ({ sumber: data.posts, posts: data.posts, terkirim: 0 }));
  if (k.sumber !== data.posts) setK({ sumber: data.posts, posts: data.posts, terkirim: 0 });
  const toast = useToast();
  const reload = useReloadPage();
  const { pathname, search } = useLocation();
  const ditolak = useKirimanDitolak();
  const { izin } = data;
  const forum = forumSetelahKirim(data.forum, k.terkirim);
  const tertunda = useKirimanTertunda(halaman);

  const kirim = async (isi: string, idInduk: number | null) => {
    const body: PostRequest = { isi, id_induk: idInduk };
    try {
      const info = { pengguna, jenis: "forum", label: idInduk == null ? "Komentar" : "Balasan", halaman } as const;
      const baru = await kirimAtauTunda("/lms/forum/{id}/post", "post", { path: { id: forum.id }, body }, info);
      if (baru === null) {
        toast.show("Tidak ada koneksi internet. Komentar disimpan di perangkat dan dikirim saat tersambung kembali.", "info");
        return;
      }
      setK((x) => {
        const posts = tambahPost(x.posts, baru);
        return posts ? { ...x, posts, terkirim: x.terkirim + 1 } : x;
      });
      // A reply to a thread not on the page: the page data is out of date.
      if (baru.id_induk != null && !k.posts.some((p) => p.id === baru.id_induk)) reload();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
      throw e;
    }
  };

  return (
    <>
      <PageHeader crumbs={crumbsForum(data)} />
      <Kepala f={forum} peserta={!izin.isStaf} tz={tz} />
      <section aria-labelledby="forum-komentar" className="kartu mt-4 p-4 sm:p-5">
        <h2 id="forum-komentar" className="mb-3 text-base font-semibold text-slate-900">
          {`Komentar (${jumlahKomentar(k.posts)})`}
        </h2>
        {izin.bolehPost ? (
          <div className="mb-2 border-b border-slate-100 pb-4">
            <KotakKomentar
              id="forum-komentar-baru"
              label="Tulis komentar"
              onKirim={(isi) => kirim(isi, null)}
              polos={{
                action: `/formulir/forum/${forum.id}/post`,
                kembali: pathname + search,
                ditolak,
              }}
            />
          </div>
        ) : (
          <div className="mb-2">
            <Catatan jenis="info">{catatanTutup(izin, forum.status)}</Catatan>
          </div>
        )}
        {tertunda.length > 0 && <KomentarTertunda isi={tertunda.map((t) => ({ kunci: t.kunci, teks: (t.body as PostRequest).isi }))} />}
        <DaftarUtas posts={k.posts} tz={tz} bolehPost={izin.bolehPost} onBalas={(id, isi) => kirim(isi, id)} />
      </section>
      {izin.isStaf && <KeaktifanForum idForum={forum.id} />}
    </>
  );
}

/** Posts made offline on this page, waiting for the network. */
function KomentarTertunda({ isi }: { isi: { kunci: string; teks: string }[] }) {
  return (
    <ul aria-label="Komentar menunggu dikirim" className="mb-3 space-y-2">
      {isi.map((k) => (
        <li key={k.kunci} className="rounded-md border border-dashed border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="break-words whitespace-pre-wrap text-slate-800">{k.teks}</p>
          <span className="mt-1 inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-medium text-amber-900">Menunggu dikirim</span>
        </li>
      ))}
    </ul>
  );
}
