//! Account rules: login (with throttling and logging), logout.

use super::{password, store, throttle};
use crate::db::Db;
use crate::error::{AppError, AppResult, KodeGalat};
use crate::identitas::sesi::{self, NewSession, Tokens};
use crate::log_aktivitas::{self, jenis, Entry};

pub fn wrong_credentials() -> AppError {
    AppError::new(
        axum::http::StatusCode::UNAUTHORIZED,
        KodeGalat::LoginGagal,
        "Username atau password salah. Periksa kembali lalu coba lagi.",
    )
}

pub async fn login(db: &Db, username: &str, password_text: &str, ip: &str) -> AppResult<(Tokens, i64)> {
    let username = username.trim();
    if username.is_empty() || password_text.is_empty() {
        return Err(AppError::unprocessable("Username dan password wajib diisi."));
    }
    let attempt = throttle::begin(db, username, ip).await?;
    let account = store::credentials(db, username).await?;
    let stored = account.as_ref().map(|a| a.password_hash.as_str()).unwrap_or(password::dummy_hash());
    let password_ok = password::verify_antre(password_text.to_string(), stored.to_string()).await;
    let account = match account {
        Some(a) if password_ok && a.is_active => a,
        Some(_) if password_ok => {
            throttle::succeeded(db, attempt).await?;
            return Err(AppError::new(
                axum::http::StatusCode::FORBIDDEN,
                KodeGalat::AkunNonaktif,
                "Akun Anda tidak aktif. Hubungi administrator.",
            ));
        }
        other => {
            throttle::failed(db, username, ip).await?;
            log_aktivitas::write(
                db,
                Entry {
                    id_user: other.map(|a| a.id),
                    id_operator: None,
                    role: None,
                    jenis: jenis::LOGIN_GAGAL,
                    detail: format!("Login gagal untuk username {username}"),
                    ip,
                    id_kelas: None,
                    id_pertemuan: None,
                },
            )
            .await?;
            return Err(wrong_credentials());
        }
    };
    throttle::succeeded(db, attempt).await?;
    let tokens = sesi::create(db, NewSession { id_user: account.id, id_operator: None, id_sesi_asal: None, ip: ip.into() }).await?;
    let role = crate::identitas::store::role(db, account.id).await?;
    log_aktivitas::write(
        db,
        Entry {
            id_user: Some(account.id),
            id_operator: None,
            role: Some(role),
            jenis: jenis::LOGIN,
            detail: "Login".into(),
            ip,
            id_kelas: None,
            id_pertemuan: None,
        },
    )
    .await?;
    Ok((tokens, account.id))
}

pub async fn logout(db: &Db, user: &crate::identitas::CurrentUser, ip: &str) -> AppResult<()> {
    log_aktivitas::write(db, Entry::by(user, jenis::LOGOUT, "Logout", ip)).await?;
    sesi::revoke(db, user.id_sesi).await?;
    // Logging out of an act-as session ends the operator's own session too.
    if let Some(origin) = user.id_sesi_asal {
        sesi::revoke_with_derived(db, origin).await?;
    }
    Ok(())
}
