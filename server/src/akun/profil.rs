//! 'Profil Saya' (`/profil`): the signed-in user's own record.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::identitas::hak_akses::PermissionMap;
use crate::identitas::model::Role;
use crate::identitas::CurrentUser;
use crate::referensi::model::ProdiRingkas;

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
    let r = super::store::profil(db, user.id()).await?.ok_or_else(|| AppError::not_found("Pengguna"))?;
    let prodi = match (r.prodi, r.jenjang) {
        (Some(nama), Some(jenjang)) => Some(ProdiRingkas { nama, jenjang }),
        _ => None,
    };
    Ok(ProfilData {
        nama: r.nama,
        username: r.username,
        role: user.role(),
        email: r.email,
        telepon: r.telepon,
        avatar_url: user.info.avatar_url.clone(),
        nomor_induk: r.nomor_induk,
        gelar_depan: r.gelar_depan,
        gelar_akademik: r.gelar_akademik,
        prodi,
        angkatan: r.angkatan,
        hak_akses: (user.role() == Role::Operator).then(|| user.info.permission.clone()),
    })
}
