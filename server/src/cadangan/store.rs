//! SQL of the backup: the database copied at one moment, and its newest migration.

use crate::db::Db;
use crate::error::AppResult;

/// The whole SQLite database, as it is at this moment, into a new file at `path`.
pub async fn salin_basis_data(db: &Db, path: &str) -> AppResult<()> {
    sqlx::query("VACUUM INTO $1").bind(path).execute(db).await?;
    Ok(())
}

pub async fn migrasi_terakhir(db: &Db) -> AppResult<i64> {
    Ok(sqlx::query_scalar::<_, i64>("SELECT COALESCE(MAX(version), 0) FROM _sqlx_migrations WHERE success = 1").fetch_one(db).await?)
}
