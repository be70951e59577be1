//! SQL of the account domain.

use sqlx::Row;

use super::hak_akses::{permission_map, PermissionMap};
use super::model::{ActingOperator, Role, UserInfo};
use crate::db::{Db, Tx};
use crate::error::AppResult;

pub struct Credentials {
    pub id: i64,
    pub password_hash: String,
    pub is_active: bool,
}

pub async fn credentials(db: &Db, username: &str) -> AppResult<Option<Credentials>> {
    let row = sqlx::query("SELECT id, password_hash, is_active FROM users WHERE username = $1").bind(username).fetch_optional(db).await?;
    let Some(r) = row else { return Ok(None) };
    let is_active = r.try_get::<i64, _>("is_active")? != 0;
    Ok(Some(Credentials { id: r.try_get("id")?, password_hash: r.try_get("password_hash")?, is_active }))
}

pub async fn permissions(db: &Db, id_user: i64) -> AppResult<PermissionMap> {
    let rows = sqlx::query("SELECT modul, level FROM operator_hak_akses WHERE id_user = $1").bind(id_user).fetch_all(db).await?;
    let pairs = rows
        .into_iter()
        .map(|r| Ok((r.try_get::<String, _>("modul")?, r.try_get::<String, _>("level")?)))
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    Ok(permission_map(pairs))
}

pub async fn user_info(db: &Db, id_user: i64, id_operator: Option<i64>) -> AppResult<Option<UserInfo>> {
    let Some(row) = sqlx::query(
        "SELECT u.id, u.username, u.role, u.nama, u.avatar_path, u.is_active,
                d.nidn, d.gelar_depan, d.gelar_akademik, m.nim
         FROM users u
         LEFT JOIN dosen d ON d.id_user = u.id
         LEFT JOIN mahasiswa m ON m.id_user = u.id
         WHERE u.id = $1",
    )
    .bind(id_user)
    .fetch_optional(db)
    .await?
    else {
        return Ok(None);
    };
    if row.try_get::<i64, _>("is_active")? == 0 {
        return Ok(None);
    }
    let role = Role::parse(row.try_get::<String, _>("role")?.as_str()).unwrap_or(Role::Mahasiswa);
    let nama_asli: String = row.try_get("nama")?;
    let nama = match role {
        Role::Dosen => crate::inti::nama_bergelar(
            row.try_get::<Option<String>, _>("gelar_depan")?.as_deref().unwrap_or(""),
            &nama_asli,
            row.try_get::<Option<String>, _>("gelar_akademik")?.as_deref().unwrap_or(""),
        ),
        _ => nama_asli.clone(),
    };
    let permission = if role == Role::Operator { permissions(db, id_user).await? } else { permission_map([]) };
    // Acting as someone never widens a special operator's scope: the session
    // keeps the operator's, so their classes outside it stay closed.
    let lingkup_khusus = match (role, id_operator) {
        (Role::Operator, _) => lingkup_operator(db, id_user).await?,
        (_, Some(op)) => lingkup_operator(db, op).await?,
        (_, None) => None,
    };
    // An act-as session lives only while its operator's account is active.
    let acting_operator = match id_operator {
        Some(op) => match acting_operator(db, op).await? {
            Some(a) => Some(a),
            None => return Ok(None),
        },
        None => None,
    };
    let (nim, nidn): (Option<String>, Option<String>) = (row.try_get("nim")?, row.try_get("nidn")?);
    let avatar_url = row.try_get::<Option<String>, _>("avatar_path")?.map(|_| format!("/lms/avatar/{id_user}"));
    Ok(Some(UserInfo {
        id: row.try_get("id")?,
        username: row.try_get("username")?,
        role,
        nama,
        nama_asli,
        foto_content_url: avatar_url.clone(),
        avatar_url,
        nomor_induk: nim.or(nidn),
        permission,
        acting_operator,
        lingkup_khusus,
    }))
}

/// The operator's class scope: None for '*' (every class).
async fn lingkup_operator(db: &Db, id_user: i64) -> AppResult<Option<String>> {
    let lingkup: Option<String> =
        sqlx::query_scalar("SELECT lingkup FROM operator WHERE id_user = $1").bind(id_user).fetch_optional(db).await?;
    Ok(lingkup.map(|l| l.trim().to_string()).filter(|l| !l.is_empty() && l != "*"))
}

async fn acting_operator(db: &Db, id: i64) -> AppResult<Option<ActingOperator>> {
    let row = sqlx::query("SELECT id, username, nama FROM users WHERE id = $1 AND is_active = 1").bind(id).fetch_optional(db).await?;
    let Some(r) = row else { return Ok(None) };
    Ok(Some(ActingOperator { id: r.try_get("id")?, username: r.try_get("username")?, nama: r.try_get("nama")? }))
}

/// A user's own record as 'Profil Saya' shows it.
#[derive(sqlx::FromRow)]
pub struct ProfilDb {
    pub username: String,
    pub nama: String,
    pub email: String,
    pub telepon: String,
    /// nim for students, nidn for lecturers.
    pub nomor_induk: Option<String>,
    pub gelar_depan: String,
    pub gelar_akademik: String,
    pub angkatan: Option<i64>,
    pub prodi: Option<String>,
    pub jenjang: Option<String>,
}

pub async fn profil(db: &Db, id_user: i64) -> AppResult<Option<ProfilDb>> {
    Ok(sqlx::query_as(
        "SELECT u.username, u.nama, u.email, u.telepon,
                COALESCE(d.nidn, m.nim) AS nomor_induk, COALESCE(d.gelar_depan, '') AS gelar_depan,
                COALESCE(d.gelar_akademik, '') AS gelar_akademik, m.angkatan, p.nama AS prodi, p.jenjang
         FROM users u
         LEFT JOIN dosen d ON d.id_user = u.id
         LEFT JOIN mahasiswa m ON m.id_user = u.id
         LEFT JOIN prodi p ON p.id = COALESCE(d.id_prodi, m.id_prodi)
         WHERE u.id = $1",
    )
    .bind(id_user)
    .fetch_optional(db)
    .await?)
}

/// User `id_user` was active at `now` on `tanggal` (their day's visit, kept once per day).
pub async fn catat_kunjungan(db: &Db, id_user: i64, tanggal: &str, now: &str) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO kunjungan (id_user, tanggal, terakhir_aktif) VALUES ($1, $2, $3)
         ON CONFLICT (id_user, tanggal) DO UPDATE SET terakhir_aktif = excluded.terakhir_aktif",
    )
    .bind(id_user)
    .bind(tanggal)
    .bind(now)
    .execute(db)
    .await?;
    Ok(())
}

/// Distinct visitors: active since `sejak`, on day `tanggal`, in the month
/// matching `pola_bulan` ('2026-11-%'); and the active users.
#[derive(sqlx::FromRow)]
pub struct Kunjungan {
    pub online: i64,
    pub hari_ini: i64,
    pub bulan_ini: i64,
    pub total: i64,
}

pub async fn kunjungan(db: &Db, sejak: &str, tanggal: &str, pola_bulan: &str) -> AppResult<Kunjungan> {
    Ok(sqlx::query_as(
        "SELECT (SELECT COUNT(DISTINCT id_user) FROM kunjungan WHERE terakhir_aktif > $1) AS online,
                (SELECT COUNT(DISTINCT id_user) FROM kunjungan WHERE tanggal = $2) AS hari_ini,
                (SELECT COUNT(DISTINCT id_user) FROM kunjungan WHERE tanggal LIKE $3) AS bulan_ini,
                (SELECT COUNT(*) FROM users WHERE is_active = 1) AS total",
    )
    .bind(sejak)
    .bind(tanggal)
    .bind(pola_bulan)
    .fetch_one(db)
    .await?)
}

/// The account 'Login Akun Lain' may act as, found by username, NIDN or NIM.
#[derive(sqlx::FromRow)]
pub struct AkunLain {
    pub id: i64,
    pub username: String,
    pub role: String,
    pub is_active: i64,
}

pub async fn akun_lain(db: &Db, key: &str) -> AppResult<Option<AkunLain>> {
    Ok(sqlx::query_as(
        "SELECT u.id, u.username, u.role, u.is_active FROM users u
         LEFT JOIN dosen d ON d.id_user = u.id LEFT JOIN mahasiswa m ON m.id_user = u.id
         WHERE u.username = $1 OR d.nidn = $1 OR m.nim = $1",
    )
    .bind(key)
    .fetch_optional(db)
    .await?)
}

/// An operator's row of 'Hak Akses Operator LMS'.
#[derive(sqlx::FromRow)]
pub struct OperatorDb {
    pub id: i64,
    pub username: String,
    pub nama: String,
    pub lingkup: String,
    pub is_active: i64,
}

/// Every operator (`id` 0) or operator `id`, by name.
pub async fn operator(db: &Db, id: i64) -> AppResult<Vec<OperatorDb>> {
    Ok(sqlx::query_as(
        "SELECT u.id, u.username, u.nama, o.lingkup, u.is_active FROM users u JOIN operator o ON o.id_user = u.id
         WHERE ($1 = 0 OR u.id = $1) ORDER BY u.nama, u.id",
    )
    .bind(id)
    .fetch_all(db)
    .await?)
}

/// Every operator's (id_user, modul, level).
pub async fn hak_akses_operator(db: &Db) -> AppResult<Vec<(i64, String, String)>> {
    Ok(sqlx::query_as("SELECT id_user, modul, level FROM operator_hak_akses").fetch_all(db).await?)
}

pub async fn hapus_hak_akses(tx: &mut Tx<'_>, id_user: i64) -> AppResult<()> {
    sqlx::query("DELETE FROM operator_hak_akses WHERE id_user = $1").bind(id_user).execute(&mut **tx).await?;
    Ok(())
}

pub async fn simpan_hak_akses(tx: &mut Tx<'_>, id_user: i64, modul: &str, level: String) -> AppResult<()> {
    sqlx::query("INSERT INTO operator_hak_akses (id_user, modul, level) VALUES ($1, $2, $3)")
        .bind(id_user)
        .bind(modul)
        .bind(level)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Sets account `id`'s is_active (1 or 0).
pub async fn ubah_status_akun(tx: &mut Tx<'_>, is_active: i64, id: i64) -> AppResult<()> {
    sqlx::query("UPDATE users SET is_active = $1 WHERE id = $2").bind(is_active).bind(id).execute(&mut **tx).await?;
    Ok(())
}

/// The role column of user `id_user`.
pub async fn role(db: &Db, id_user: i64) -> AppResult<String> {
    Ok(sqlx::query_scalar("SELECT role FROM users WHERE id = $1").bind(id_user).fetch_one(db).await?)
}
