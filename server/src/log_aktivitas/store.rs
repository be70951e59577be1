//! SQL of the activity log's writes.

use super::model::Entry;
use crate::db::{self, Db};
use crate::error::AppResult;

pub async fn write<'e, E>(executor: E, entry: Entry<'_>) -> AppResult<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query(
        "INSERT INTO log_aktivitas (id_user, id_operator, role, jenis, detail, ip_address, waktu)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(entry.id_user)
    .bind(entry.id_operator)
    .bind(entry.role)
    .bind(entry.jenis)
    .bind(entry.detail)
    .bind(entry.ip)
    .bind(db::now())
    .execute(executor)
    .await?;
    Ok(())
}

pub async fn count(db: &Db, id_user: i64, jenis: &str) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE id_user = $1 AND jenis = $2")
        .bind(id_user)
        .bind(jenis)
        .fetch_one(db)
        .await?)
}
