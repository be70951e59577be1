//! Sessions. One row per login, holding three opaque tokens (stored hashed):
//! the page cookie (lives as long as the session, max 86400 s), the API access
//! token (1 hour) and the refresh token (rotated on every use; a reused refresh
//! token revokes the whole session).

use chrono::{Duration, Utc};
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::Row;

use crate::db::{self, Db};
use crate::error::{AppError, AppResult};

pub const SESSION_MAX_AGE_SECS: i64 = 86_400;
pub const ACCESS_MAX_AGE_SECS: i64 = 3_600;
pub const COOKIE_NAME: &str = "lms_sesi";

pub struct Tokens {
    pub id_sesi: i64,
    pub cookie: String,
    pub access: String,
    pub refresh: String,
}

pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex::encode(bytes)
}

pub fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

pub struct NewSession {
    pub id_user: i64,
    pub id_operator: Option<i64>,
    pub id_sesi_asal: Option<i64>,
    pub ip: String,
}

pub async fn create(db: &Db, new: NewSession) -> AppResult<Tokens> {
    let now = Utc::now();
    let (cookie, access, refresh) = (new_token(), new_token(), new_token());
    let id_sesi: i64 = sqlx::query_scalar(
        "INSERT INTO sesi (id_user, id_operator, id_sesi_asal, cookie_hash, access_hash, access_expires_at,
                           refresh_hash, created_at, expires_at, ip_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
    )
    .bind(new.id_user)
    .bind(new.id_operator)
    .bind(new.id_sesi_asal)
    .bind(hash_token(&cookie))
    .bind(hash_token(&access))
    .bind(db::format_time(now + Duration::seconds(ACCESS_MAX_AGE_SECS)))
    .bind(hash_token(&refresh))
    .bind(db::format_time(now))
    .bind(db::format_time(now + Duration::seconds(SESSION_MAX_AGE_SECS)))
    .bind(new.ip)
    .fetch_one(db)
    .await?;
    Ok(Tokens { id_sesi, cookie, access, refresh })
}

/// Which credential a request presented.
#[derive(Clone, Copy)]
pub enum Credential<'a> {
    Cookie(&'a str),
    Bearer(&'a str),
}

pub struct ActiveSession {
    pub id_sesi: i64,
    pub id_user: i64,
    pub id_operator: Option<i64>,
    pub id_sesi_asal: Option<i64>,
}

/// The live session a credential belongs to, if any.
pub async fn find(db: &Db, credential: Credential<'_>) -> AppResult<Option<ActiveSession>> {
    let now = db::now();
    let (column, token, expiry) = match credential {
        Credential::Cookie(t) => ("cookie_hash", t, "expires_at"),
        Credential::Bearer(t) => ("access_hash", t, "access_expires_at"),
    };
    let sql = format!(
        "SELECT id, id_user, id_operator, id_sesi_asal FROM sesi
         WHERE {column} = $1 AND revoked_at IS NULL AND {expiry} > $2 AND expires_at > $2"
    );
    let row = sqlx::query(&sql).bind(hash_token(token)).bind(&now).fetch_optional(db).await?;
    Ok(row.map(|r| ActiveSession {
        id_sesi: r.get("id"),
        id_user: r.get("id_user"),
        id_operator: r.get("id_operator"),
        id_sesi_asal: r.get("id_sesi_asal"),
    }))
}

/// Rotates the refresh token: the old one stops working, a new access and
/// refresh token are issued. The session's absolute expiry does not move.
pub async fn refresh(db: &Db, refresh_token: &str) -> AppResult<Tokens> {
    let now = Utc::now();
    let now_text = db::format_time(now);
    let old_hash = hash_token(refresh_token);
    let mut tx = db.begin().await?;
    let reused: Option<i64> = sqlx::query_scalar("SELECT id_sesi FROM refresh_terpakai WHERE refresh_hash = $1")
        .bind(&old_hash)
        .fetch_optional(&mut *tx)
        .await?;
    if let Some(id_sesi) = reused {
        sqlx::query("UPDATE sesi SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL")
            .bind(&now_text)
            .bind(id_sesi)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        return Err(refresh_invalid());
    }
    let row = sqlx::query(
        "SELECT id, cookie_hash FROM sesi WHERE refresh_hash = $1 AND revoked_at IS NULL AND expires_at > $2",
    )
    .bind(&old_hash)
    .bind(&now_text)
    .fetch_optional(&mut *tx)
    .await?
    .ok_or_else(refresh_invalid)?;
    let id_sesi: i64 = row.get("id");
    let (access, refresh) = (new_token(), new_token());
    sqlx::query("INSERT INTO refresh_terpakai (refresh_hash, id_sesi, used_at) VALUES ($1, $2, $3)")
        .bind(&old_hash)
        .bind(id_sesi)
        .bind(&now_text)
        .execute(&mut *tx)
        .await?;
    sqlx::query("UPDATE sesi SET access_hash = $1, access_expires_at = $2, refresh_hash = $3 WHERE id = $4")
        .bind(hash_token(&access))
        .bind(db::format_time(now + Duration::seconds(ACCESS_MAX_AGE_SECS)))
        .bind(hash_token(&refresh))
        .bind(id_sesi)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    // The cookie is not re-issued on refresh; it is only known to the browser.
    Ok(Tokens { id_sesi, cookie: String::new(), access, refresh })
}

fn refresh_invalid() -> AppError {
    AppError::new(
        axum::http::StatusCode::UNAUTHORIZED,
        "refresh_token_tidak_valid",
        "Refresh token tidak valid atau sudah digunakan. Silakan login kembali.",
    )
}

pub async fn revoke(db: &Db, id_sesi: i64) -> AppResult<()> {
    sqlx::query("UPDATE sesi SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL")
        .bind(db::now())
        .bind(id_sesi)
        .execute(db)
        .await?;
    Ok(())
}
