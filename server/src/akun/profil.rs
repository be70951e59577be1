//! 'Profil Saya' (`/profil`): the signed-in user's own record.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::hak_akses::PermissionMap;
use super::model::Role;
use super::CurrentUser;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::kelas::model::ProdiRingkas;

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct ProfilData {
    pub nama: String,
    pub username: String,
    pub role: Role,
    pub email: String,
    pub telepon: String,
    pub avatar_url: Option<String>,
    /// nim for students, nidn for lecturers.
    pub nomor_induk: Option<String>,
    pub gelar_depan: String,
    pub gelar_akademik: String,
    pub prodi: Option<ProdiRingkas>,
    pub angkatan: Option<i64>,
    /// Operators only: the right per module.
    pub hak_akses: Option<PermissionMap>,
}

/// Props of `/profil`: the record, and the 'Riwayat Aktivitas' tab when it is open
/// (`?tab=riwayat`, with the history's filter in the same query).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct ProfilPage {
    pub profil: ProfilData,
    pub riwayat: Option<crate::log_aktivitas::riwayat::RiwayatAktivitas>,
}

pub async fn halaman(db: &Db, user: &CurrentUser, query: &str) -> AppResult<ProfilPage> {
    let tab_riwayat =
        serde_urlencoded::from_str::<Vec<(String, String)>>(query).unwrap_or_default().iter().any(|(k, v)| k == "tab" && v == "riwayat");
    let riwayat = if tab_riwayat { Some(crate::log_aktivitas::riwayat::tab_profil(db, user, query).await?) } else { None };
    Ok(ProfilPage { profil: profil(db, user).await?, riwayat })
}

pub async fn profil(db: &Db, user: &CurrentUser) -> AppResult<ProfilData> {
    let row = sqlx::query(
        "SELECT u.username, u.nama, u.email, u.telepon, u.role,
                COALESCE(d.nidn, m.nim) AS nomor_induk, COALESCE(d.gelar_depan, '') AS gelar_depan,
                COALESCE(d.gelar_akademik, '') AS gelar_akademik, m.angkatan, p.nama AS prodi, p.jenjang
         FROM users u
         LEFT JOIN dosen d ON d.id_user = u.id
         LEFT JOIN mahasiswa m ON m.id_user = u.id
         LEFT JOIN prodi p ON p.id = COALESCE(d.id_prodi, m.id_prodi)
         WHERE u.id = $1",
    )
    .bind(user.id())
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("Pengguna"))?;
    let prodi = match row.try_get::<Option<String>, _>("prodi")? {
        Some(nama) => Some(ProdiRingkas { nama, jenjang: row.try_get("jenjang")? }),
        None => None,
    };
    Ok(ProfilData {
        nama: row.try_get("nama")?,
        username: row.try_get("username")?,
        role: user.role(),
        email: row.try_get("email")?,
        telepon: row.try_get("telepon")?,
        avatar_url: user.info.avatar_url.clone(),
        nomor_induk: row.try_get("nomor_induk")?,
        gelar_depan: row.try_get("gelar_depan")?,
        gelar_akademik: row.try_get("gelar_akademik")?,
        prodi,
        angkatan: row.try_get("angkatan")?,
        hak_akses: (user.role() == Role::Operator).then(|| user.info.permission.clone()),
    })
}
