//! Sessions. One row per login, holding three opaque tokens (stored hashed):
//! the page cookie (lives as long as the session, max 86400 s), the API access
//! token (1 hour) and the refresh token (rotated on every use; a reused refresh
//! token revokes the whole session).

use chrono::{Duration, Utc};
use rand::RngCore;
use sha2::{Digest, Sha256};

use super::sesi_store::{self as store, PasanganBaru, SesiBaru};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult, KodeGalat};

pub use super::sesi_store::ActiveSession;

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
    let id_sesi = store::simpan_sesi(
        db,
        SesiBaru {
            id_user: new.id_user,
            id_operator: new.id_operator,
            id_sesi_asal: new.id_sesi_asal,
            cookie_hash: hash_token(&cookie),
            access_hash: hash_token(&access),
            access_expires_at: db::format_time(now + Duration::seconds(ACCESS_MAX_AGE_SECS)),
            refresh_hash: hash_token(&refresh),
            created_at: db::format_time(now),
            expires_at: db::format_time(now + Duration::seconds(SESSION_MAX_AGE_SECS)),
            ip_address: new.ip,
            token_secret: new_token(),
        },
    )
    .await?;
    Ok(Tokens { id_sesi, cookie, access, refresh })
}

/// Which credential a request presented.
#[derive(Clone, Copy)]
pub enum Credential<'a> {
    Cookie(&'a str),
    Bearer(&'a str),
}

/// The live session a credential belongs to, if any.
pub async fn find(db: &Db, credential: Credential<'_>) -> AppResult<Option<ActiveSession>> {
    let now = db::now();
    let (column, token, expiry) = match credential {
        Credential::Cookie(t) => ("cookie_hash", t, "expires_at"),
        Credential::Bearer(t) => ("access_hash", t, "access_expires_at"),
    };
    store::cari_sesi(db, column, expiry, hash_token(token), &now).await
}

/// Whether session `id_sesi` is still live: not logged out, revoked or expired.
pub async fn masih_berlaku(db: &Db, id_sesi: i64) -> AppResult<bool> {
    let n = store::jumlah_sesi_berlaku(db, id_sesi, db::now()).await?;
    Ok(n > 0)
}

/// How long a just-rotated refresh token still answers (with the same new
/// pair) instead of counting as reuse: two tabs or a retried request.
pub const REFRESH_GRACE_SECS: i64 = 30;

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
    let found = store::cari_rotasi(db, &old_hash, &now_text, &grace_start).await?;
    let Some(found) = found else {
        revoke_on_reuse(db, &old_hash, &now_text).await?;
        return Err(refresh_invalid());
    };
    let secret = found.token_secret.as_deref().unwrap_or(&found.cookie_hash);
    let (access, refresh) = next_pair(secret, refresh_token);
    if found.is_current == 1 {
        let baru = PasanganBaru {
            access_hash: hash_token(&access),
            access_expires_at: db::format_time(now + Duration::seconds(ACCESS_MAX_AGE_SECS)),
            refresh_hash: hash_token(&refresh),
        };
        store::putar_refresh(db, found.id, baru, &old_hash, &now_text).await?;
        // Remembered for theft detection after the grace window; a racing
        // twin may have written it first.
        store::simpan_refresh_terpakai(db, &old_hash, found.id, &now_text).await?;
    }
    // Whether this call or its twin swapped, the session now holds this pair;
    // anything else means a third rotation won and this token is stale.
    let holds = store::sesi_memegang(db, found.id, hash_token(&refresh)).await?;
    if holds.is_none() {
        return Err(refresh_invalid());
    }
    // The cookie is not re-issued on refresh; it is only known to the browser.
    Ok(Tokens { id_sesi: found.id, cookie: String::new(), access, refresh })
}

/// A refresh token that was used before and is past its grace window: the
/// session it belonged to is revoked (someone holds a copy).
async fn revoke_on_reuse(db: &Db, old_hash: &str, now_text: &str) -> AppResult<()> {
    let reused = store::sesi_refresh_terpakai(db, old_hash).await?;
    if let Some(id_sesi) = reused {
        store::cabut(db, now_text, id_sesi).await?;
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
    store::cabut(db, &db::now(), id_sesi).await
}

/// Ends an operator's session and every act-as session derived from it
/// (made by 'Login Akun Lain' or redeemed from a code minted inside one).
pub async fn revoke_with_derived(db: &Db, id_sesi_operator: i64) -> AppResult<()> {
    store::cabut_dengan_turunan(db, db::now(), id_sesi_operator).await
}

/// Ends every session of a user: their own, and those they hold acting as
/// someone else ('Login Akun Lain'), e.g. when an operator is deactivated.
pub async fn revoke_all_of_user<'e, E>(executor: E, id_user: i64) -> AppResult<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    store::cabut_semua_milik(executor, db::now(), id_user).await
}
