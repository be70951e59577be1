//! SQL of forums, posts and read marks.

use super::model::*;
use crate::db::Db;
use crate::error::AppResult;
use crate::kelas::model::PeranKelas;

#[derive(sqlx::FromRow, Clone, Debug)]
pub struct ForumDb {
    pub id: i64,
    pub id_pertemuan: i64,
    pub id_kelas: i64,
    pub nomor: i64,
    pub judul_pertemuan: String,
    pub nama_mk: String,
    pub nama_kelas: String,
    pub judul: String,
    pub deskripsi: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub penilaian_keaktifan: i64,
    pub minimal_post: i64,
}

pub async fn cari(db: &Db, id: i64) -> AppResult<Option<ForumDb>> {
    Ok(sqlx::query_as(
        "SELECT a.id, a.id_pertemuan, p.id_kelas, p.nomor, p.judul AS judul_pertemuan, mk.nama AS nama_mk, k.nama AS nama_kelas,
                a.judul, f.deskripsi, a.waktu_mulai, a.waktu_selesai, f.penilaian_keaktifan, f.minimal_post
         FROM aktivitas a JOIN forum f ON f.id_aktivitas = a.id JOIN pertemuan p ON p.id = a.id_pertemuan
         JOIN kelas_kuliah k ON k.id = p.id_kelas JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah WHERE a.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?)
}

/// Students who posted.
pub async fn jumlah_peserta_join(db: &Db, id: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(DISTINCT id_user) FROM forum_post WHERE id_aktivitas = $1 AND peran = 'mahasiswa'")
        .bind(id)
        .fetch_one(db)
        .await?)
}

pub async fn jumlah_post_user(db: &Db, id: i64, id_user: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM forum_post WHERE id_aktivitas = $1 AND id_user = $2")
        .bind(id)
        .bind(id_user)
        .fetch_one(db)
        .await?)
}

/// Others' posts after the user's read mark.
pub async fn belum_dibaca(db: &Db, id: i64, id_user: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM forum_post p WHERE p.id_aktivitas = $1 AND p.id_user <> $2
           AND p.id > COALESCE((SELECT b.terakhir_dibaca FROM forum_baca b WHERE b.id_aktivitas = $1 AND b.id_user = $2), 0)",
    )
    .bind(id)
    .bind(id_user)
    .fetch_one(db)
    .await?)
}

/// Per meeting of class `id_kelas`, others' posts in its forums after the user's read marks.
pub async fn belum_dibaca_per_pertemuan(db: &Db, id_kelas: i64, id_user: i64) -> AppResult<Vec<BelumDibacaPertemuan>> {
    Ok(sqlx::query_as(
        "SELECT p.id AS id_pertemuan, p.nomor, COUNT(fp.id) AS belum_dibaca
         FROM forum_post fp JOIN aktivitas a ON a.id = fp.id_aktivitas JOIN pertemuan p ON p.id = a.id_pertemuan
         LEFT JOIN forum_baca b ON b.id_aktivitas = fp.id_aktivitas AND b.id_user = $2
         WHERE p.id_kelas = $1 AND fp.id_user <> $2 AND fp.id > COALESCE(b.terakhir_dibaca, 0)
         GROUP BY p.id, p.nomor ORDER BY p.nomor",
    )
    .bind(id_kelas)
    .bind(id_user)
    .fetch_all(db)
    .await?)
}

/// Moves the user's read mark to the forum's last post.
pub async fn tandai_dibaca(db: &Db, id: i64, id_user: i64) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO forum_baca (id_aktivitas, id_user, terakhir_dibaca)
         VALUES ($1, $2, (SELECT COALESCE(MAX(id), 0) FROM forum_post WHERE id_aktivitas = $1))
         ON CONFLICT (id_aktivitas, id_user) DO UPDATE SET terakhir_dibaca = excluded.terakhir_dibaca",
    )
    .bind(id)
    .bind(id_user)
    .execute(db)
    .await?;
    Ok(())
}

#[derive(sqlx::FromRow)]
struct PostDb {
    id: i64,
    id_induk: Option<i64>,
    id_user: i64,
    peran: PeranKelas,
    isi: String,
    dikirim_pada: String,
    nama: String,
}

/// Threads, newest first, each with its replies in order.
pub async fn posts(db: &Db, id: i64, id_user: i64) -> AppResult<Vec<ForumPost>> {
    let rows: Vec<PostDb> = sqlx::query_as(
        "SELECT p.id, p.id_induk, p.id_user, p.peran, p.isi, p.dikirim_pada, u.nama
         FROM forum_post p JOIN users u ON u.id = p.id_user WHERE p.id_aktivitas = $1 ORDER BY p.id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let post = |r: PostDb| ForumPost {
        milik_saya: r.id_user == id_user,
        id: r.id,
        id_induk: r.id_induk,
        isi: r.isi,
        nama: r.nama,
        role: r.peran,
        waktu: r.dikirim_pada,
        balasan: Vec::new(),
    };
    let (induk, balasan): (Vec<PostDb>, Vec<PostDb>) = rows.into_iter().partition(|r| r.id_induk.is_none());
    let mut threads: Vec<ForumPost> = induk.into_iter().map(post).collect();
    for r in balasan {
        let id_induk = r.id_induk;
        if let Some(t) = threads.iter_mut().find(|t| Some(t.id) == id_induk) {
            t.balasan.push(post(r));
        }
    }
    threads.reverse();
    Ok(threads)
}

/// Whether `id_post` is a thread of forum `id`.
pub async fn adalah_thread(db: &Db, id: i64, id_post: i64) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM forum_post WHERE id = $1 AND id_aktivitas = $2 AND id_induk IS NULL")
        .bind(id_post)
        .bind(id)
        .fetch_one(db)
        .await?;
    Ok(n > 0)
}

/// Every student of the class with their post count, by name.
pub async fn keaktifan(db: &Db, id: i64, id_kelas: i64) -> AppResult<Vec<KeaktifanPeserta>> {
    Ok(sqlx::query_as(
        "SELECT m.nim, u.nama, (SELECT COUNT(*) FROM forum_post p WHERE p.id_aktivitas = $1 AND p.id_user = u.id) AS jumlah_post
         FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa JOIN users u ON u.id = m.id_user
         WHERE kp.id_kelas = $2 ORDER BY u.nama, m.nim",
    )
    .bind(id)
    .bind(id_kelas)
    .fetch_all(db)
    .await?)
}

use crate::db::Tx;

/// The forum part of activity `id` (written or replaced); `deskripsi` already sanitised.
pub async fn simpan(tx: &mut Tx<'_>, id: i64, deskripsi: &str, penilaian_keaktifan: bool, minimal_post: i64) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO forum (id_aktivitas, deskripsi, penilaian_keaktifan, minimal_post) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id_aktivitas) DO UPDATE SET deskripsi = excluded.deskripsi,
           penilaian_keaktifan = excluded.penilaian_keaktifan, minimal_post = excluded.minimal_post",
    )
    .bind(id)
    .bind(deskripsi)
    .bind(penilaian_keaktifan as i64)
    .bind(minimal_post)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Forum `id` with its reads, posts (replies first), the students' marks and its activity row.
pub async fn hapus(tx: &mut Tx<'_>, id: i64) -> AppResult<()> {
    for sql in [
        "DELETE FROM forum_baca WHERE id_aktivitas = $1",
        "DELETE FROM forum_post WHERE id_aktivitas = $1 AND id_induk IS NOT NULL",
        "DELETE FROM forum_post WHERE id_aktivitas = $1",
        "DELETE FROM forum WHERE id_aktivitas = $1",
        "DELETE FROM pengerjaan WHERE id_aktivitas = $1",
        "DELETE FROM aktivitas WHERE id = $1",
    ] {
        sqlx::query(sql).bind(id).execute(&mut **tx).await?;
    }
    Ok(())
}

/// A post in forum `id` (a reply when `id_induk` is set) by `id_user` as `peran`; a student's
/// first post also marks the forum done for them. Answers the post's id.
pub async fn kirim_post(
    tx: &mut Tx<'_>,
    (id, id_induk): (i64, Option<i64>),
    (id_user, peran): (i64, PeranKelas),
    isi: &str,
    now: &str,
) -> AppResult<i64> {
    let sql = format!(
        "INSERT INTO forum_post (id_aktivitas, id_induk, id_user, peran, isi, dikirim_pada) VALUES ($1, {}, $2, $3, $4, $5) RETURNING id",
        id_induk.map_or("NULL".to_string(), |i| i.to_string())
    );
    let id_post: i64 = sqlx::query_scalar(&sql).bind(id).bind(id_user).bind(peran).bind(isi).bind(now).fetch_one(&mut **tx).await?;
    if peran == PeranKelas::Mahasiswa {
        sqlx::query("INSERT INTO pengerjaan (id_aktivitas, id_mahasiswa, waktu) VALUES ($1, $2, $3) ON CONFLICT (id_aktivitas, id_mahasiswa) DO NOTHING")
            .bind(id)
            .bind(id_user)
            .bind(now)
            .execute(&mut **tx)
            .await?;
    }
    Ok(id_post)
}
