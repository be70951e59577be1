//! 'Login Akun Lain': an operator with write on kelas_kuliah acts as a
//! lecturer or student. The act-as session remembers the operator (shown in a
//! banner, written in every log entry) and the way back ends it.

use axum::extract::State;
use axum::http::header::SET_COOKIE;
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::IntoResponse;
use schemars::JsonSchema;
use serde::Deserialize;
use sqlx::Row;

use super::model::{Role, TokenPair};
use super::routes::session_cookie;
use super::sesi::{self, NewSession, ACCESS_MAX_AGE_SECS, SESSION_MAX_AGE_SECS};
use super::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::{AppError, AppResult, KodeGalat};
use crate::extract::Json;
use crate::log_aktivitas::{self, jenis, Entry};
use crate::state::AppState;

#[derive(Deserialize, JsonSchema)]
pub struct AkunLainRequest {
    /// Username, NIM or NIDN of the lecturer or student.
    pub username: String,
}

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::POST,
            "/lms/login_akun_lain",
            Op::new("Login sebagai dosen atau mahasiswa (operator)").json::<AkunLainRequest>().returns::<TokenPair>(),
            masuk,
        )
        .route(Method::POST, "/lms/login_akun_lain/kembali", Op::new("Kembali ke akun operator").returns::<TokenPair>(), kembali)
}

async fn masuk(
    State(state): State<AppState>,
    operator: CurrentUser,
    ClientIp(ip): ClientIp,
    Json(body): Json<AkunLainRequest>,
) -> AppResult<impl IntoResponse> {
    crate::policy::require_act_as_other(&operator)?;
    let key = body.username.trim();
    let target = sqlx::query(
        "SELECT u.id, u.username, u.role, u.is_active FROM users u
         LEFT JOIN dosen d ON d.id_user = u.id LEFT JOIN mahasiswa m ON m.id_user = u.id
         WHERE u.username = $1 OR d.nidn = $1 OR m.nim = $1",
    )
    .bind(key)
    .fetch_optional(&state.db)
    .await?
    .ok_or_else(|| AppError::not_found(&format!("Akun '{key}'")))?;
    let role = Role::parse(&target.try_get::<String, _>("role")?).unwrap_or(Role::Operator);
    if role == Role::Operator {
        return Err(AppError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            KodeGalat::AkunTidakDiizinkan,
            "Login Akun Lain hanya untuk akun dosen atau mahasiswa.",
        ));
    }
    if target.try_get::<i64, _>("is_active")? == 0 {
        return Err(AppError::unprocessable("Akun tersebut tidak aktif."));
    }
    let id_target: i64 = target.try_get("id")?;
    crate::policy::require_act_as_target(&state.db, &operator, id_target, key).await?;
    let tokens = sesi::create(
        &state.db,
        NewSession { id_user: id_target, id_operator: Some(operator.id()), id_sesi_asal: Some(operator.id_sesi), ip: ip.clone() },
    )
    .await?;
    log_aktivitas::write(
        &state.db,
        Entry {
            id_user: Some(id_target),
            id_operator: Some(operator.id()),
            role: role.as_str(),
            jenis: jenis::LOGIN_AKUN_LAIN,
            detail: format!("Operator {} login sebagai {}", operator.info.username, target.try_get::<String, _>("username")?),
            ip: &ip,
        },
    )
    .await?;
    Ok(answer(&state, tokens))
}

async fn kembali(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp) -> AppResult<impl IntoResponse> {
    let (Some(operator), Some(asal)) = (user.info.acting_operator.clone(), user.id_sesi_asal) else {
        return Err(AppError::bad_request("Sesi ini bukan sesi Login Akun Lain."));
    };
    // Cookie values are stored only as hashes, so the operator gets a fresh
    // session; the act-as session and the one it came from both end.
    sesi::revoke(&state.db, user.id_sesi).await?;
    sesi::revoke_with_derived(&state.db, asal).await?;
    let tokens =
        sesi::create(&state.db, NewSession { id_user: operator.id, id_operator: None, id_sesi_asal: None, ip: ip.clone() }).await?;
    log_aktivitas::write(
        &state.db,
        Entry {
            id_user: Some(user.id()),
            id_operator: Some(operator.id),
            role: user.role().as_str(),
            jenis: jenis::KEMBALI_KE_OPERATOR,
            detail: format!("Operator {} kembali dari akun {}", operator.username, user.info.username),
            ip: &ip,
        },
    )
    .await?;
    Ok(answer(&state, tokens))
}

fn answer(state: &AppState, tokens: sesi::Tokens) -> impl IntoResponse {
    let mut headers = HeaderMap::new();
    headers.insert(SET_COOKIE, session_cookie(state, &tokens.cookie, SESSION_MAX_AGE_SECS));
    (headers, axum::Json(TokenPair { access_token: tokens.access, refresh_token: tokens.refresh, expires_in: ACCESS_MAX_AGE_SECS }))
}
