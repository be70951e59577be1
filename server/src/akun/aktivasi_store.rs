//! SQL of the activation links.

use crate::db::{Db, Tx};
use crate::error::AppResult;

/// An account without a password, as its link lists it.
#[derive(sqlx::FromRow, Debug, Clone)]
pub struct AkunTanpaSandi {
    pub id: i64,
    pub username: String,
    pub nama: String,
    pub email: String,
    pub role: String,
}

/// The accounts that have no password yet (`role`: only those of one role).
pub async fn tanpa_sandi(db: &Db, sandi_belum_ada: &str, role: Option<&str>) -> AppResult<Vec<AkunTanpaSandi>> {
    Ok(sqlx::query_as::<_, AkunTanpaSandi>(
        "SELECT id, username, nama, email, role FROM users
         WHERE password_hash = $1 AND is_active = 1 AND ($2 = '' OR role = $2) ORDER BY role, username",
    )
    .bind(sandi_belum_ada)
    .bind(role.unwrap_or(""))
    .fetch_all(db)
    .await?)
}

/// The account's new link replaces any it had.
pub async fn simpan(tx: &mut Tx<'_>, id_user: i64, token_hash: &str, kedaluwarsa: &str, now: &str) -> AppResult<()> {
    sqlx::query("DELETE FROM aktivasi_akun WHERE id_user = $1").bind(id_user).execute(&mut **tx).await?;
    sqlx::query("INSERT INTO aktivasi_akun (token_hash, id_user, kedaluwarsa, dibuat) VALUES ($1, $2, $3, $4)")
        .bind(token_hash)
        .bind(id_user)
        .bind(kedaluwarsa)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The account of a link still valid at `now`.
pub async fn akun(db: &Db, token_hash: &str, now: &str) -> AppResult<Option<AkunTanpaSandi>> {
    Ok(sqlx::query_as::<_, AkunTanpaSandi>(
        "SELECT u.id, u.username, u.nama, u.email, u.role FROM aktivasi_akun a JOIN users u ON u.id = a.id_user
         WHERE a.token_hash = $1 AND a.kedaluwarsa > $2 AND u.is_active = 1",
    )
    .bind(token_hash)
    .bind(now)
    .fetch_optional(db)
    .await?)
}

/// Uses the link: it is deleted (whoever deletes it first is the one who uses it) and its
/// account's id answered, if it was valid at `now`.
pub async fn pakai(tx: &mut Tx<'_>, token_hash: &str, now: &str) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar::<_, i64>("DELETE FROM aktivasi_akun WHERE token_hash = $1 AND kedaluwarsa > $2 RETURNING id_user")
        .bind(token_hash)
        .bind(now)
        .fetch_optional(&mut **tx)
        .await?)
}

/// Sets the first password of an account that has none; false when it has one already.
pub async fn isi_sandi(tx: &mut Tx<'_>, id_user: i64, hash: &str, sandi_belum_ada: &str) -> AppResult<bool> {
    let n = sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2 AND password_hash = $3")
        .bind(hash)
        .bind(id_user)
        .bind(sandi_belum_ada)
        .execute(&mut **tx)
        .await?
        .rows_affected();
    sqlx::query("DELETE FROM aktivasi_akun WHERE id_user = $1").bind(id_user).execute(&mut **tx).await?;
    Ok(n == 1)
}
