//! 'Login Akun Lain': an operator with write on kelas_kuliah acts as a
//! lecturer or student. The act-as session remembers the operator (shown in a
//! banner, written in every log entry) and the way back ends it.

use axum::http::StatusCode;
use schemars::JsonSchema;
use serde::Deserialize;

use super::store;
use crate::db::Db;
use crate::error::{AppError, AppResult, KodeGalat};
use crate::identitas::model::Role;
use crate::identitas::sesi::{self, NewSession, Tokens};
use crate::identitas::CurrentUser;
use crate::log_aktivitas::{self, jenis, Entry};

#[derive(Deserialize, JsonSchema)]
pub struct AkunLainRequest {
    /// Username, NIM or NIDN of the lecturer or student.
    pub username: String,
}

/// The operator starts acting as the lecturer or student `username` names.
pub async fn masuk(db: &Db, operator: &CurrentUser, ip: String, username: &str) -> AppResult<Tokens> {
    crate::policy::require_act_as_other(operator)?;
    let key = username.trim();
    let target = store::akun_lain(db, key).await?.ok_or_else(|| AppError::not_found(&format!("Akun '{key}'")))?;
    let role = Role::parse(&target.role).unwrap_or(Role::Operator);
    if role == Role::Operator {
        return Err(AppError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            KodeGalat::AkunTidakDiizinkan,
            "Login Akun Lain hanya untuk akun dosen atau mahasiswa.",
        ));
    }
    if target.is_active == 0 {
        return Err(AppError::unprocessable("Akun tersebut tidak aktif."));
    }
    let id_target = target.id;
    crate::policy::require_act_as_target(db, operator, id_target, key).await?;
    let tokens = sesi::create(
        db,
        NewSession { id_user: id_target, id_operator: Some(operator.id()), id_sesi_asal: Some(operator.id_sesi), ip: ip.clone() },
    )
    .await?;
    log_aktivitas::write(
        db,
        Entry {
            id_user: Some(id_target),
            id_operator: Some(operator.id()),
            role: Some(role),
            jenis: jenis::LOGIN_AKUN_LAIN,
            detail: format!("Operator {} login sebagai {}", operator.info.username, target.username),
            ip: &ip,
            id_kelas: None,
            id_pertemuan: None,
        },
    )
    .await?;
    Ok(tokens)
}

/// The operator leaves the act-as session for a fresh session of their own.
pub async fn kembali(db: &Db, user: &CurrentUser, ip: String) -> AppResult<Tokens> {
    let (Some(operator), Some(asal)) = (user.info.acting_operator.clone(), user.id_sesi_asal) else {
        return Err(AppError::bad_request("Sesi ini bukan sesi Login Akun Lain."));
    };
    // Cookie values are stored only as hashes, so the operator gets a fresh
    // session; the act-as session and the one it came from both end.
    sesi::revoke(db, user.id_sesi).await?;
    sesi::revoke_with_derived(db, asal).await?;
    let tokens = sesi::create(db, NewSession { id_user: operator.id, id_operator: None, id_sesi_asal: None, ip: ip.clone() }).await?;
    log_aktivitas::write(
        db,
        Entry {
            id_user: Some(user.id()),
            id_operator: Some(operator.id),
            role: Some(user.role()),
            jenis: jenis::KEMBALI_KE_OPERATOR,
            detail: format!("Operator {} kembali dari akun {}", operator.username, user.info.username),
            ip: &ip,
            id_kelas: None,
            id_pertemuan: None,
        },
    )
    .await?;
    Ok(tokens)
}
