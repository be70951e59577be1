//! SQL of the account domain.

use sqlx::Row;

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
