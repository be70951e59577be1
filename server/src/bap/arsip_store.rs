//! SQL of the period ZIP jobs (`pekerjaan_latar` rows of kind 'bap_periode'):
//! the checks before one is queued, its progress and status, and the sweep.

use super::model::BapJob;
use crate::db::{self, Db};
use crate::error::AppResult;
use crate::inti::StatusPekerjaan;

const JENIS: &str = "bap_periode";
const AKTIF: &str = "SELECT COUNT(*) FROM pekerjaan_latar WHERE jenis = $1 AND status IN ('antri', 'berjalan')";

/// 1 when period `kode` exists, else 0.
pub async fn jumlah_periode(db: &Db, kode: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM periode WHERE kode = $1").bind(kode).fetch_one(db).await?)
}

/// Unfinished (queued or running) archive jobs of user `id_user`.
pub async fn jumlah_aktif_milik(db: &Db, id_user: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar(&format!("{AKTIF} AND id_user = $2")).bind(JENIS).bind(id_user).fetch_one(db).await?)
}

/// Unfinished (queued or running) archive jobs of all users.
pub async fn jumlah_aktif(db: &Db) -> AppResult<i64> {
    Ok(sqlx::query_scalar(AKTIF).bind(JENIS).fetch_one(db).await?)
}

/// A queued job of `total` classes; the raw error, so that the caller can
/// tell a lost race on the one-unfinished-job-per-user index.
pub async fn sisip(db: &Db, id: &str, id_user: i64, parameter: String, total: i64, nama_berkas: &str, now: &str) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO pekerjaan_latar (id, jenis, id_user, parameter, status, selesai, total, nama_berkas, created_at, updated_at, pemilik, sewa_sampai)
         VALUES ($1, $2, $3, $4, 'antri', 0, $5, $6, $7, $7, $8, $9)",
    )
    .bind(id)
    .bind(JENIS)
    .bind(id_user)
    .bind(parameter)
    .bind(total)
    .bind(nama_berkas)
    .bind(now)
    .bind(crate::pekerjaan_latar::pemilik())
    .bind(crate::pekerjaan_latar::sewa_sampai())
    .execute(db)
    .await?;
    Ok(())
}

/// How many classes job `job` has done.
pub async fn simpan_kemajuan(db: &Db, job: &str, selesai: i64) -> AppResult<()> {
    sqlx::query("UPDATE pekerjaan_latar SET selesai = $1, updated_at = $2 WHERE id = $3")
        .bind(selesai)
        .bind(db::now())
        .bind(job)
        .execute(db)
        .await?;
    Ok(())
}

/// Job `job` finished, its ZIP at `berkas_path` (relative to the files root).
pub async fn tandai_selesai(db: &Db, job: &str, berkas_path: &str) -> AppResult<()> {
    sqlx::query("UPDATE pekerjaan_latar SET status = 'selesai', berkas_path = $1, updated_at = $2 WHERE id = $3")
        .bind(berkas_path)
        .bind(db::now())
        .bind(job)
        .execute(db)
        .await?;
    Ok(())
}

/// Job `job` is now `status` (running, or failed with `pesan`).
pub async fn ubah_status(db: &Db, job: &str, status: StatusPekerjaan, pesan: Option<&str>) -> AppResult<()> {
    sqlx::query("UPDATE pekerjaan_latar SET status = $1, pesan = $2, updated_at = $3 WHERE id = $4")
        .bind(status)
        .bind(pesan)
        .bind(db::now())
        .bind(job)
        .execute(db)
        .await?;
    Ok(())
}

/// Job `id` if user `id_user` owns it.
pub async fn pekerjaan(db: &Db, id: &str, id_user: i64) -> AppResult<Option<BapJob>> {
    Ok(sqlx::query_as(
        "SELECT id, status, selesai, total, pesan, nama_berkas FROM pekerjaan_latar WHERE id = $1 AND id_user = $2 AND jenis = $3",
    )
    .bind(id)
    .bind(id_user)
    .bind(JENIS)
    .fetch_optional(db)
    .await?)
}

pub async fn berkas_path(db: &Db, id: &str) -> AppResult<Option<String>> {
    Ok(sqlx::query_scalar("SELECT berkas_path FROM pekerjaan_latar WHERE id = $1").bind(id).fetch_one(db).await?)
}

/// Finished and failed jobs last changed before `batas`: (id, ZIP path).
pub async fn kedaluwarsa(db: &Db, batas: &str) -> AppResult<Vec<(String, Option<String>)>> {
    Ok(sqlx::query_as(
        "SELECT id, berkas_path FROM pekerjaan_latar WHERE jenis = $1 AND status IN ('selesai', 'gagal') AND updated_at < $2",
    )
    .bind(JENIS)
    .bind(batas)
    .fetch_all(db)
    .await?)
}

/// Deletes job `id` only if it is still finished and older than `batas`; the rows deleted.
pub async fn hapus_kedaluwarsa(db: &Db, id: &str, batas: &str) -> AppResult<u64> {
    let deleted = sqlx::query("DELETE FROM pekerjaan_latar WHERE id = $1 AND status IN ('selesai', 'gagal') AND updated_at < $2")
        .bind(id)
        .bind(batas)
        .execute(db)
        .await?;
    Ok(deleted.rows_affected())
}

/// The ZIP paths archive jobs still refer to.
pub async fn berkas_dikenal(db: &Db) -> AppResult<Vec<Option<String>>> {
    Ok(sqlx::query_scalar::<_, Option<String>>("SELECT berkas_path FROM pekerjaan_latar WHERE jenis = $1 AND berkas_path IS NOT NULL")
        .bind(JENIS)
        .fetch_all(db)
        .await?)
}

/// The ids of the archive jobs queued or running (on any server).
pub async fn aktif(db: &Db) -> AppResult<Vec<String>> {
    Ok(sqlx::query_scalar::<_, String>("SELECT id FROM pekerjaan_latar WHERE jenis = $1 AND status IN ('antri', 'berjalan')")
        .bind(JENIS)
        .fetch_all(db)
        .await?)
}
