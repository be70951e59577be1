//! SQL of sessions, their refresh-token rotation and the one-time SIKAD codes.
//! Every statement stands alone: the rotation and a code's redemption are
//! each one compare-and-set statement, safe under concurrent requests.

use crate::db::Db;
use crate::error::AppResult;

/// A new session row; the token hashes and times are already computed.
pub struct SesiBaru {
    pub id_user: i64,
    pub id_operator: Option<i64>,
    pub id_sesi_asal: Option<i64>,
    pub cookie_hash: String,
    pub access_hash: String,
    pub access_expires_at: String,
    pub refresh_hash: String,
    pub created_at: String,
    pub expires_at: String,
    pub ip_address: String,
    pub token_secret: String,
}

/// Inserts a session and answers its id.
pub async fn simpan_sesi(db: &Db, baru: SesiBaru) -> AppResult<i64> {
    Ok(sqlx::query_scalar(
        "INSERT INTO sesi (id_user, id_operator, id_sesi_asal, cookie_hash, access_hash, access_expires_at,
                           refresh_hash, created_at, expires_at, ip_address, token_secret)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
    )
    .bind(baru.id_user)
    .bind(baru.id_operator)
    .bind(baru.id_sesi_asal)
    .bind(baru.cookie_hash)
    .bind(baru.access_hash)
    .bind(baru.access_expires_at)
    .bind(baru.refresh_hash)
    .bind(baru.created_at)
    .bind(baru.expires_at)
    .bind(baru.ip_address)
    .bind(baru.token_secret)
    .fetch_one(db)
    .await?)
}

#[derive(sqlx::FromRow)]
pub struct ActiveSession {
    pub id_sesi: i64,
    pub id_user: i64,
    pub id_operator: Option<i64>,
    pub id_sesi_asal: Option<i64>,
}

/// The live session whose `column` (cookie_hash or access_hash) is `hash`
/// and whose `expiry` column is after `now`.
pub async fn cari_sesi(db: &Db, column: &str, expiry: &str, hash: String, now: &str) -> AppResult<Option<ActiveSession>> {
    let sql = format!(
        "SELECT id AS id_sesi, id_user, id_operator, id_sesi_asal FROM sesi
         WHERE {column} = $1 AND revoked_at IS NULL AND {expiry} > $2 AND expires_at > $2"
    );
    Ok(sqlx::query_as(&sql).bind(hash).bind(now).fetch_optional(db).await?)
}

/// How many live sessions have id `id_sesi` (0 or 1).
pub async fn jumlah_sesi_berlaku(db: &Db, id_sesi: i64, now: String) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM sesi WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2")
        .bind(id_sesi)
        .bind(now)
        .fetch_one(db)
        .await?)
}

#[derive(sqlx::FromRow)]
pub struct Rotation {
    pub id: i64,
    pub token_secret: Option<String>,
    pub cookie_hash: String,
    /// 1 when the presented token is the current one, 0 when it is the
    /// previous one still inside the grace window.
    pub is_current: i64,
}

/// The live session holding refresh token `old_hash`, as the current one or
/// as the previous one rotated after `grace_start`.
pub async fn cari_rotasi(db: &Db, old_hash: &str, now_text: &str, grace_start: &str) -> AppResult<Option<Rotation>> {
    Ok(sqlx::query_as(
        "SELECT id, token_secret, cookie_hash, CAST(CASE WHEN refresh_hash = $1 THEN 1 ELSE 0 END AS BIGINT) AS is_current FROM sesi
         WHERE (refresh_hash = $1 OR (refresh_prev_hash = $1 AND refresh_rotated_at > $3))
           AND revoked_at IS NULL AND expires_at > $2",
    )
    .bind(old_hash)
    .bind(now_text)
    .bind(grace_start)
    .fetch_optional(db)
    .await?)
}

/// The new pair's hashes for a rotation.
pub struct PasanganBaru {
    pub access_hash: String,
    pub access_expires_at: String,
    pub refresh_hash: String,
}

/// Swaps in the new pair, only while the session still holds `old_hash` (compare-and-set).
pub async fn putar_refresh(db: &Db, id: i64, baru: PasanganBaru, old_hash: &str, now_text: &str) -> AppResult<()> {
    sqlx::query(
        "UPDATE sesi SET access_hash = $1, access_expires_at = $2, refresh_hash = $3,
                         refresh_prev_hash = $4, refresh_rotated_at = $5
         WHERE id = $6 AND refresh_hash = $4",
    )
    .bind(baru.access_hash)
    .bind(baru.access_expires_at)
    .bind(baru.refresh_hash)
    .bind(old_hash)
    .bind(now_text)
    .bind(id)
    .execute(db)
    .await?;
    Ok(())
}

/// Remembers a used refresh token (a racing twin may have written it first).
pub async fn simpan_refresh_terpakai(db: &Db, old_hash: &str, id_sesi: i64, now_text: &str) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO refresh_terpakai (refresh_hash, id_sesi, used_at) VALUES ($1, $2, $3)
         ON CONFLICT (refresh_hash) DO NOTHING",
    )
    .bind(old_hash)
    .bind(id_sesi)
    .bind(now_text)
    .execute(db)
    .await?;
    Ok(())
}

/// Session `id` when it holds refresh hash `refresh_hash` and is not revoked.
pub async fn sesi_memegang(db: &Db, id: i64, refresh_hash: String) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar("SELECT id FROM sesi WHERE id = $1 AND refresh_hash = $2 AND revoked_at IS NULL")
        .bind(id)
        .bind(refresh_hash)
        .fetch_optional(db)
        .await?)
}

/// The session a used refresh token belonged to.
pub async fn sesi_refresh_terpakai(db: &Db, old_hash: &str) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar("SELECT id_sesi FROM refresh_terpakai WHERE refresh_hash = $1").bind(old_hash).fetch_optional(db).await?)
}

/// Revokes session `id_sesi` at `now` (if not revoked yet).
pub async fn cabut(db: &Db, now: &str, id_sesi: i64) -> AppResult<()> {
    sqlx::query("UPDATE sesi SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL").bind(now).bind(id_sesi).execute(db).await?;
    Ok(())
}

/// Revokes session `id_sesi_operator` and every session derived from it.
pub async fn cabut_dengan_turunan(db: &Db, now: String, id_sesi_operator: i64) -> AppResult<()> {
    sqlx::query("UPDATE sesi SET revoked_at = $1 WHERE (id = $2 OR id_sesi_asal = $2) AND revoked_at IS NULL")
        .bind(now)
        .bind(id_sesi_operator)
        .execute(db)
        .await?;
    Ok(())
}

/// Revokes every session of `id_user`, their own and those they act in.
pub async fn cabut_semua_milik<'e, E>(executor: E, now: String, id_user: i64) -> AppResult<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query("UPDATE sesi SET revoked_at = $1 WHERE (id_user = $2 OR id_operator = $2) AND revoked_at IS NULL")
        .bind(now)
        .bind(id_user)
        .execute(executor)
        .await?;
    Ok(())
}

/// A one-time SIKAD code to store (hashes and times computed).
pub struct KodeBaru<'a> {
    pub kode_hash: String,
    pub id_user: i64,
    pub client_id: &'a str,
    pub as_role: &'a str,
    pub state: String,
    pub redirect_uri: String,
    pub created_at: String,
    pub expires_at: String,
    pub id_operator: Option<i64>,
    pub id_sesi_asal: Option<i64>,
    pub browser_hash: Option<String>,
}

pub async fn simpan_kode(db: &Db, kode: KodeBaru<'_>) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO sso_kode (kode_hash, id_user, client_id, as_role, state, redirect_uri, created_at, expires_at,
                               id_operator, id_sesi_asal, browser_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(kode.kode_hash)
    .bind(kode.id_user)
    .bind(kode.client_id)
    .bind(kode.as_role)
    .bind(kode.state)
    .bind(kode.redirect_uri)
    .bind(kode.created_at)
    .bind(kode.expires_at)
    .bind(kode.id_operator)
    .bind(kode.id_sesi_asal)
    .bind(kode.browser_hash)
    .execute(db)
    .await?;
    Ok(())
}

/// What a redeemed code stands for.
#[derive(sqlx::FromRow)]
pub struct Redeemed {
    pub id_user: i64,
    pub state: String,
    pub id_operator: Option<i64>,
    pub id_sesi_asal: Option<i64>,
}

/// Marks a live, unused code used and answers it, in one statement.
pub async fn tukar_kode(db: &Db, now: &str, kode_hash: String, client_id: &str, browser: &str) -> AppResult<Option<Redeemed>> {
    Ok(sqlx::query_as(
        "UPDATE sso_kode SET used_at = $1
         WHERE kode_hash = $2 AND client_id = $3 AND used_at IS NULL AND expires_at > $1
           AND COALESCE(browser_hash, '') = $4
         RETURNING id_user, state, id_operator, id_sesi_asal",
    )
    .bind(now)
    .bind(kode_hash)
    .bind(client_id)
    .bind(browser)
    .fetch_optional(db)
    .await?)
}

/// Session `id` when it is live at `now`.
pub async fn sesi_hidup(db: &Db, id: i64, now: &str) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar("SELECT id FROM sesi WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2")
        .bind(id)
        .bind(now)
        .fetch_optional(db)
        .await?)
}
