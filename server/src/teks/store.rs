//! SQL of the text activity: its row (an `aktivitas` with a `teks` body).

use super::model::TeksDetail;
use crate::db::Db;
use crate::error::{AppError, AppResult};

#[derive(sqlx::FromRow)]
pub struct TeksDb {
    pub id: i64,
    pub id_pertemuan: i64,
    pub id_kelas: i64,
    pub judul: String,
    pub isi: String,
}

pub async fn cari(db: &Db, id: i64) -> AppResult<TeksDb> {
    sqlx::query_as(
        "SELECT a.id, a.id_pertemuan, p.id_kelas, a.judul, t.isi FROM aktivitas a JOIN teks t ON t.id_aktivitas = a.id
         JOIN pertemuan p ON p.id = a.id_pertemuan WHERE a.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("Teks"))
}

pub async fn detail(db: &Db, id: i64) -> AppResult<TeksDetail> {
    let t = cari(db, id).await?;
    Ok(TeksDetail { id: t.id, id_pertemuan: t.id_pertemuan, judul: t.judul, isi: t.isi })
}

/// The meeting's start and end, which a text takes.
pub async fn waktu_pertemuan(db: &Db, id_pertemuan: i64) -> AppResult<(String, String)> {
    sqlx::query_as("SELECT waktu_mulai, waktu_selesai FROM pertemuan WHERE id = $1")
        .bind(id_pertemuan)
        .fetch_optional(db)
        .await?
        .ok_or_else(|| AppError::not_found("Pertemuan"))
}

pub async fn sisip_isi(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: i64, isi: &str) -> AppResult<()> {
    sqlx::query("INSERT INTO teks (id_aktivitas, isi) VALUES ($1, $2)").bind(id).bind(isi).execute(&mut **tx).await?;
    Ok(())
}

pub async fn ubah_isi(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: i64, isi: &str) -> AppResult<()> {
    sqlx::query("UPDATE teks SET isi = $1 WHERE id_aktivitas = $2").bind(isi).bind(id).execute(&mut **tx).await?;
    Ok(())
}

/// The text's body and its activity row.
pub async fn hapus(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: i64) -> AppResult<()> {
    sqlx::query("DELETE FROM teks WHERE id_aktivitas = $1").bind(id).execute(&mut **tx).await?;
    sqlx::query("DELETE FROM aktivitas WHERE id = $1").bind(id).execute(&mut **tx).await?;
    Ok(())
}
