// Pure rules of the forum page (tested in aturan.test.ts): crumbs, the comment checks the
// server makes, placing a new post among the threads, the student's own count after
// posting, and the notes shown instead of the posting boxes.
import type { Crumb } from "../../components/page-header";
import type { ForumDetail, ForumPageData, ForumPost, IzinForum, KeaktifanPeserta } from "../../features/pertemuan/types-forum";

/** Kelas › {course} › Pertemuan {n} › {forum}. */
export function crumbsForum(d: Pick<ForumPageData, "forum" | "kelas" | "pertemuan">): Crumb[] {
  return [
    { label: "Kelas", to: "/kelas" },
    { label: d.kelas.nama_mk, to: `/kelas/${d.kelas.id}` },
    { label: `Pertemuan ${d.pertemuan.nomor}`, to: `/kelas/${d.kelas.id}/${d.pertemuan.id}` },
    { label: d.forum.judul },
  ];
}

/** The server's limit, in characters after trimming. */
export const KOMENTAR_MAKS = 5000;

/** The server's message for a comment it would refuse, else null. */
export function periksaKomentar(isi: string): string | null {
  const teks = isi.trim();
  if (!teks) return "Komentar wajib diisi";
  if (Array.from(teks).length > KOMENTAR_MAKS) return `Komentar paling banyak ${KOMENTAR_MAKS} karakter.`;
  return null;
}

/**
 * The threads with a new post: a new thread first (the server lists the newest thread
 * first), a reply last in its thread. null when the reply's thread is not on the page.
 */
export function tambahPost(posts: readonly ForumPost[], baru: ForumPost): ForumPost[] | null {
  const post = { ...baru, balasan: baru.balasan ?? [] };
  if (baru.id_induk == null) return [post, ...posts.filter((p) => p.id !== baru.id)];
  if (!posts.some((p) => p.id === baru.id_induk)) return null;
  return posts.map((p) => (p.id === baru.id_induk ? { ...p, balasan: [...p.balasan.filter((b) => b.id !== baru.id), post] } : p));
}

/** Threads and replies together. */
export const jumlahKomentar = (posts: readonly ForumPost[]) => posts.reduce((n, p) => n + 1 + p.balasan.length, 0);

/** A student's forum after they posted `n` more comments on this page. */
export function forumSetelahKirim(f: ForumDetail, n: number): ForumDetail {
  if (n <= 0 || f.jumlah_post_saya == null) return f;
  const jumlah = f.jumlah_post_saya + n;
  return { ...f, jumlah_post_saya: jumlah, memenuhi: jumlah >= f.minimal_post };
}

/** Why there is no posting box: the server's reason, else one from the forum's status. */
export function catatanTutup(izin: IzinForum, status: string): string {
  const alasan = izin.alasan?.trim();
  if (alasan) return alasan;
  if (status === "belum_dimulai") return "Forum belum dimulai.";
  if (status === "selesai") return "Forum telah berakhir.";
  return izin.isStaf ? "Operator hanya dapat membaca forum." : "Anda hanya dapat membaca forum ini.";
}

/** '12 dari 30 peserta memenuhi minimal komentar'. */
export const ringkasKeaktifan = (daftar: readonly KeaktifanPeserta[]) =>
  `${daftar.filter((p) => p.memenuhi).length} dari ${daftar.length} peserta memenuhi minimal komentar`;

export const statusKeaktifan = (memenuhi: boolean) => (memenuhi ? "Memenuhi" : "Belum memenuhi");
