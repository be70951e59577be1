//! Sessions. One row per login, holding three opaque tokens (stored hashed):
//! the page cookie (lives as long as the session, max 86400 s), the API access
//! token (1 hour) and the refresh token (rotated on every use; a reused refresh
//! token revokes the whole session).

use chrono::{Duration, Utc};
use rand::RngCore;
use sha2::{Digest, Sha256};

use crate::db::{self, Db};
use crate::error::{AppError, AppResult, KodeGalat};

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
                           refresh_hash, created_at, expires_at, ip_address, token_secret)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
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
    .bind(new_token())
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

#[derive(sqlx::FromRow)]
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
        "SELECT id AS id_sesi, id_user, id_operator, id_sesi_asal FROM sesi
         WHERE {column} = $1 AND revoked_at IS NULL AND {expiry} > $2 AND expires_at > $2"
    );
    Ok(sqlx::query_as(&sql).bind(hash_token(token)).bind(&now).fetch_optional(db).await?)
}

/// Whether session `id_sesi` is still live: not logged out, revoked or expired.
pub async fn masih_berlaku(db: &Db, id_sesi: i64) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM sesi WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2")
        .bind(id_sesi)
        .bind(db::now())
        .fetch_one(db)
        .await?;
    Ok(n > 0)
}

/// How long a just-rotated refresh token still answers (with the same new
/// pair) instead of counting as reuse: two tabs or a retried request.
pub const REFRESH_GRACE_SECS: i64 = 30;

#[derive(sqlx::FromRow)]
struct Rotation {
    id: i64,
    token_secret: Option<String>,
    cookie_hash: String,
    /// 1 when the presented token is the current one, 0 when it is the
    /// previous one still inside the grace window.
    is_current: i64,
}

/// The next pair after `refresh_token`: derived, not random, so whoever
/// presents the same token within the grace window gets the same pair. The
/// secret never leaves the server, so a stolen old token predicts nothing.
fn next_pair(secret: &str, refresh_token: &str) -> (String, String) {
    use hmac::{Hmac, Mac};
    let derive = |label: &str| {
        let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes any key length");
        mac.update(label.as_bytes());
        mac.update(refresh_token.as_bytes());
        hex::encode(mac.finalize().into_bytes())
    };
    (derive("access:"), derive("refresh:"))
}

/// Rotates the refresh token: a new access and refresh token are issued and
/// the old refresh token stops working once the grace window has passed.
/// Each statement stands alone (no read-then-write transaction, which SQLite
/// answers with 'database is locked' under concurrent refreshes); the swap is
/// a compare-and-set on the old hash. A token presented after its grace
/// window is reuse and revokes the session. The absolute expiry never moves.
pub async fn refresh(db: &Db, refresh_token: &str) -> AppResult<Tokens> {
    let now = Utc::now();
    let now_text = db::format_time(now);
    let old_hash = hash_token(refresh_token);
    let grace_start = db::format_time(now - Duration::seconds(REFRESH_GRACE_SECS));
    let found: Option<Rotation> = sqlx::query_as(
        "SELECT id, token_secret, cookie_hash, CAST(CASE WHEN refresh_hash = $1 THEN 1 ELSE 0 END AS BIGINT) AS is_current FROM sesi
         WHERE (refresh_hash = $1 OR (refresh_prev_hash = $1 AND refresh_rotated_at > $3))
           AND revoked_at IS NULL AND expires_at > $2",
    )
    .bind(&old_hash)
    .bind(&now_text)
    .bind(&grace_start)
    .fetch_optional(db)
    .await?;
    let Some(found) = found else {
        revoke_on_reuse(db, &old_hash, &now_text).await?;
        return Err(refresh_invalid());
    };
    let secret = found.token_secret.as_deref().unwrap_or(&found.cookie_hash);
    let (access, refresh) = next_pair(secret, refresh_token);
    if found.is_current == 1 {
        sqlx::query(
            "UPDATE sesi SET access_hash = $1, access_expires_at = $2, refresh_hash = $3,
                             refresh_prev_hash = $4, refresh_rotated_at = $5
             WHERE id = $6 AND refresh_hash = $4",
        )
        .bind(hash_token(&access))
        .bind(db::format_time(now + Duration::seconds(ACCESS_MAX_AGE_SECS)))
        .bind(hash_token(&refresh))
        .bind(&old_hash)
        .bind(&now_text)
        .bind(found.id)
        .execute(db)
        .await?;
        // Remembered for theft detection after the grace window; a racing
        // twin may have written it first.
        sqlx::query(
            "INSERT INTO refresh_terpakai (refresh_hash, id_sesi, used_at) VALUES ($1, $2, $3)
             ON CONFLICT (refresh_hash) DO NOTHING",
        )
        .bind(&old_hash)
        .bind(found.id)
        .bind(&now_text)
        .execute(db)
        .await?;
    }
    // Whether this call or its twin swapped, the session now holds this pair;
    // anything else means a third rotation won and this token is stale.
    let holds: Option<i64> = sqlx::query_scalar("SELECT id FROM sesi WHERE id = $1 AND refresh_hash = $2 AND revoked_at IS NULL")
        .bind(found.id)
        .bind(hash_token(&refresh))
        .fetch_optional(db)
        .await?;
    if holds.is_none() {
        return Err(refresh_invalid());
    }
    // The cookie is not re-issued on refresh; it is only known to the browser.
    Ok(Tokens { id_sesi: found.id, cookie: String::new(), access, refresh })
}

/// A refresh token that was used before and is past its grace window: the
/// session it belonged to is revoked (someone holds a copy).
async fn revoke_on_reuse(db: &Db, old_hash: &str, now_text: &str) -> AppResult<()> {
    let reused: Option<i64> =
        sqlx::query_scalar("SELECT id_sesi FROM refresh_terpakai WHERE refresh_hash = $1").bind(old_hash).fetch_optional(db).await?;
    if let Some(id_sesi) = reused {
        sqlx::query("UPDATE sesi SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL")
            .bind(now_text)
            .bind(id_sesi)
            .execute(db)
            .await?;
    }
    Ok(())
}

fn refresh_invalid() -> AppError {
    AppError::new(
        axum::http::StatusCode::UNAUTHORIZED,
        KodeGalat::RefreshTokenTidakValid,
        "Refresh token tidak valid atau sudah digunakan. Silakan login kembali.",
    )
}

pub async fn revoke(db: &Db, id_sesi: i64) -> AppResult<()> {
    sqlx::query("UPDATE sesi SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL").bind(db::now()).bind(id_sesi).execute(db).await?;
    Ok(())
}

/// Ends an operator's session and every act-as session derived from it
/// (made by 'Login Akun Lain' or redeemed from a code minted inside one).
pub async fn revoke_with_derived(db: &Db, id_sesi_operator: i64) -> AppResult<()> {
    sqlx::query("UPDATE sesi SET revoked_at = $1 WHERE (id = $2 OR id_sesi_asal = $2) AND revoked_at IS NULL")
        .bind(db::now())
        .bind(id_sesi_operator)
        .execute(db)
        .await?;
    Ok(())
}

/// Ends every session of a user: their own, and those they hold acting as
/// someone else ('Login Akun Lain'), e.g. when an operator is deactivated.
pub async fn revoke_all_of_user<'e, E>(executor: E, id_user: i64) -> AppResult<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query("UPDATE sesi SET revoked_at = $1 WHERE (id_user = $2 OR id_operator = $2) AND revoked_at IS NULL")
        .bind(db::now())
        .bind(id_user)
        .execute(executor)
        .await?;
    Ok(())
}
