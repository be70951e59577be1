//! SQL of the integration tokens.

use super::model::TokenIntegrasiInfo;
use crate::db::Db;
use crate::error::AppResult;

pub async fn daftar(db: &Db) -> AppResult<Vec<TokenIntegrasiInfo>> {
    Ok(sqlx::query_as::<_, TokenIntegrasiInfo>(
        "SELECT t.id, t.nama, t.awalan, COALESCE(u.nama, '') AS dibuat_oleh, t.dibuat, t.terakhir_dipakai, t.dicabut
         FROM token_integrasi t LEFT JOIN users u ON u.id = t.dibuat_oleh ORDER BY t.id DESC",
    )
    .fetch_all(db)
    .await?)
}

pub async fn simpan(db: &Db, nama: &str, token_hash: &str, awalan: &str, dibuat_oleh: Option<i64>, now: &str) -> AppResult<i64> {
    Ok(sqlx::query_scalar::<_, i64>(
        "INSERT INTO token_integrasi (nama, token_hash, awalan, dibuat_oleh, dibuat) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(nama)
    .bind(token_hash)
    .bind(awalan)
    .bind(dibuat_oleh)
    .bind(now)
    .fetch_one(db)
    .await?)
}

/// Revokes token `id` (a second revoke keeps the first time); false when there is no such token.
pub async fn cabut(db: &Db, id: i64, now: &str) -> AppResult<bool> {
    let hasil =
        sqlx::query("UPDATE token_integrasi SET dicabut = COALESCE(dicabut, $2) WHERE id = $1").bind(id).bind(now).execute(db).await?;
    Ok(hasil.rows_affected() > 0)
}

/// The token (id, name) the hash opens, marking it used at `now`; None when revoked or unknown.
pub async fn pakai(db: &Db, token_hash: &str, now: &str) -> AppResult<Option<(i64, String)>> {
    Ok(sqlx::query_as::<_, (i64, String)>(
        "UPDATE token_integrasi SET terakhir_dipakai = $2 WHERE token_hash = $1 AND dicabut IS NULL RETURNING id, nama",
    )
    .bind(token_hash)
    .bind(now)
    .fetch_optional(db)
    .await?)
}
