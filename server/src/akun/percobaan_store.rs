//! SQL of failed-login throttling (`throttle`): one row per attempt or failure,
//! keyed by pair, account or address. Each statement stands alone.

use crate::db::Db;
use crate::error::AppResult;

/// Records a login attempt under `kunci` and answers its id.
pub async fn simpan_percobaan(db: &Db, kunci: &str, waktu: String) -> AppResult<i64> {
    Ok(sqlx::query_scalar("INSERT INTO percobaan_login (kunci, waktu) VALUES ($1, $2) RETURNING id")
        .bind(kunci)
        .bind(waktu)
        .fetch_one(db)
        .await?)
}

/// Times of the newest `batas` attempts under `kunci` after `since`, newest first.
pub async fn waktu_percobaan(db: &Db, kunci: &str, since: &str, batas: i64) -> AppResult<Vec<String>> {
    Ok(sqlx::query_scalar("SELECT waktu FROM percobaan_login WHERE kunci = $1 AND waktu > $2 ORDER BY id DESC LIMIT $3")
        .bind(kunci)
        .bind(since)
        .bind(batas)
        .fetch_all(db)
        .await?)
}

/// Attempts under `key` after `since`.
pub async fn jumlah_percobaan(db: &Db, key: String, since: &str) -> AppResult<i64> {
    Ok(sqlx::query_scalar::<_, i64>("SELECT CAST(COUNT(*) AS BIGINT) FROM percobaan_login WHERE kunci = $1 AND waktu > $2")
        .bind(key)
        .bind(since)
        .fetch_one(db)
        .await?)
}

pub async fn hapus_percobaan(db: &Db, id: i64) -> AppResult<()> {
    sqlx::query("DELETE FROM percobaan_login WHERE id = $1").bind(id).execute(db).await?;
    Ok(())
}

/// Records a failure under `key` at `now`.
pub async fn simpan_kegagalan(db: &Db, key: String, now: &str) -> AppResult<()> {
    sqlx::query("INSERT INTO percobaan_login (kunci, waktu) VALUES ($1, $2)").bind(key).bind(now).execute(db).await?;
    Ok(())
}

/// Forgets every attempt under `kunci`.
pub async fn hapus_percobaan_kunci(db: &Db, kunci: &str) -> AppResult<()> {
    sqlx::query("DELETE FROM percobaan_login WHERE kunci = $1").bind(kunci).execute(db).await?;
    Ok(())
}
