//! SQL of the job leases.

use crate::db::Db;
use crate::error::AppResult;

/// Every unfinished job of `pemilik` is leased until `sampai`.
pub async fn perpanjang(db: &Db, pemilik: &str, sampai: &str) -> AppResult<()> {
    sqlx::query("UPDATE pekerjaan_latar SET sewa_sampai = $1 WHERE pemilik = $2 AND status IN ('antri', 'berjalan')")
        .bind(sampai)
        .bind(pemilik)
        .execute(db)
        .await?;
    Ok(())
}

/// Fails the unfinished jobs whose lease ended before `now` (or that never had one: jobs of a
/// version before leases); how many.
pub async fn gagalkan_habis_sewa(db: &Db, now: &str, pesan: &str) -> AppResult<u64> {
    let hasil = sqlx::query(
        "UPDATE pekerjaan_latar SET status = 'gagal', pesan = $2, updated_at = $1
         WHERE status IN ('antri', 'berjalan') AND (sewa_sampai IS NULL OR sewa_sampai < $1)",
    )
    .bind(now)
    .bind(pesan)
    .execute(db)
    .await?;
    Ok(hasil.rows_affected())
}
