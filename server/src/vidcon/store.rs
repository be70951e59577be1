//! SQL of video conferences and their joins.

use super::model::*;
use crate::db::Db;
use crate::error::{AppError, AppResult};

#[derive(sqlx::FromRow, Clone, Debug)]
pub struct VidconDb {
    pub id: i64,
    pub id_pertemuan: i64,
    pub id_kelas: i64,
    pub jenis_pertemuan: crate::kelas::model::JenisPertemuan,
    pub judul: String,
    pub aplikasi: String,
    pub link: String,
    pub catatan: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
}

pub async fn cari(db: &Db, id: i64) -> AppResult<Option<VidconDb>> {
    Ok(sqlx::query_as(
        "SELECT a.id, a.id_pertemuan, p.id_kelas, p.jenis AS jenis_pertemuan, a.judul, v.aplikasi, v.link, v.catatan,
                a.waktu_mulai, a.waktu_selesai
         FROM aktivitas a JOIN vidcon v ON v.id_aktivitas = a.id JOIN pertemuan p ON p.id = a.id_pertemuan WHERE a.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?)
}

pub async fn jumlah_join(db: &Db, id: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM vidcon_join WHERE id_aktivitas = $1 AND peran = 'mahasiswa'")
        .bind(id)
        .fetch_one(db)
        .await?)
}

#[derive(sqlx::FromRow)]
struct JoinDb {
    id_user: i64,
    peran: crate::kelas::model::PeranKelas,
    username: String,
    nim: Option<String>,
    nama: String,
    waktu_join: String,
    terlambat: Option<i64>,
}

/// Every join of a vidcon, students first, then by time.
pub async fn daftar_join(db: &Db, id: i64) -> AppResult<Vec<(i64, JoinDetail)>> {
    let rows: Vec<JoinDb> = sqlx::query_as(
        "SELECT j.id_user, j.peran, u.username, m.nim, u.nama, j.waktu_join, j.terlambat
         FROM vidcon_join j JOIN users u ON u.id = j.id_user LEFT JOIN mahasiswa m ON m.id_user = j.id_user
         WHERE j.id_aktivitas = $1 ORDER BY j.peran DESC, j.waktu_join, u.nama",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let join = JoinDetail {
                role: r.peran,
                username: r.username,
                nim: r.nim,
                nama: r.nama,
                waktu_join: r.waktu_join,
                terlambat: r.terlambat.map(|t| t != 0),
            };
            (r.id_user, join)
        })
        .collect())
}

pub async fn join_user(db: &Db, id: i64, id_user: i64) -> AppResult<Option<JoinVidcon>> {
    let row: Option<(String, Option<i64>)> =
        sqlx::query_as("SELECT waktu_join, terlambat FROM vidcon_join WHERE id_aktivitas = $1 AND id_user = $2")
            .bind(id)
            .bind(id_user)
            .fetch_optional(db)
            .await?;
    Ok(row.map(|(waktu_join, t)| JoinVidcon { waktu_join, terlambat: t.map(|t| t != 0) }))
}

/// Records a join once (the first stays) and returns it.
pub async fn catat_join(
    db: &Db,
    id: i64,
    id_user: i64,
    peran: crate::kelas::model::PeranKelas,
    waktu: &str,
    terlambat: Option<bool>,
) -> AppResult<JoinVidcon> {
    // A bound NULL integer reaches PostgreSQL untyped (db.rs): NULL is written literally.
    let sql = format!(
        "INSERT INTO vidcon_join (id_aktivitas, id_user, peran, waktu_join, terlambat) VALUES ($1, $2, $3, $4, {})
         ON CONFLICT (id_aktivitas, id_user) DO NOTHING",
        terlambat.map_or("NULL", |t| if t { "1" } else { "0" })
    );
    sqlx::query(&sql).bind(id).bind(id_user).bind(peran).bind(waktu).execute(db).await?;
    join_user(db, id, id_user).await?.ok_or_else(|| AppError::from(anyhow::anyhow!("join vidcon {id} tidak tersimpan")))
}

use crate::db::Tx;

/// The vidcon part of activity `id`: its application, link and note (written or replaced).
pub async fn simpan(tx: &mut Tx<'_>, id: i64, aplikasi: &str, link: &str, catatan: &str) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO vidcon (id_aktivitas, aplikasi, link, catatan) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id_aktivitas) DO UPDATE SET aplikasi = excluded.aplikasi, link = excluded.link, catatan = excluded.catatan",
    )
    .bind(id)
    .bind(aplikasi)
    .bind(link)
    .bind(catatan)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Vidcon `id` with its joins and its activity row.
pub async fn hapus(tx: &mut Tx<'_>, id: i64) -> AppResult<()> {
    for sql in [
        "DELETE FROM vidcon_join WHERE id_aktivitas = $1",
        "DELETE FROM vidcon WHERE id_aktivitas = $1",
        "DELETE FROM aktivitas WHERE id = $1",
    ] {
        sqlx::query(sql).bind(id).execute(&mut **tx).await?;
    }
    Ok(())
}
