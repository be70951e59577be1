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

/// Every kind of job with how many are queued and how many running (zeros kept, so a gauge
/// falls back to 0 when a kind's last job ends).
pub async fn belum_selesai(db: &Db) -> AppResult<Vec<(String, i64, i64)>> {
    Ok(sqlx::query_as::<_, (String, i64, i64)>(
        "SELECT jenis, CAST(SUM(CASE WHEN status = 'antri' THEN 1 ELSE 0 END) AS BIGINT),
                CAST(SUM(CASE WHEN status = 'berjalan' THEN 1 ELSE 0 END) AS BIGINT)
         FROM pekerjaan_latar GROUP BY jenis",
    )
    .fetch_all(db)
    .await?)
}
