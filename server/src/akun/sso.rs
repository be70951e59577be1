//! Hand-off to the legacy academic system (SIKAD): one-time codes (single
//! use, 60 s), the `/sso` page that opens SIKAD with a fresh code, the code
//! exchange SIKAD calls, and the exit log entry.

use axum::http::header::SET_COOKIE;
use axum::http::{HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Redirect, Response};
use chrono::{Duration, Utc};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::routes::session_cookie;
use crate::db;
use crate::error::{AppError, AppResult};
use crate::identitas::model::Role;
use crate::identitas::sesi::{self, hash_token, new_token, NewSession};
use crate::identitas::sesi_store::{self, KodeBaru, Redeemed};
use crate::identitas::CurrentUser;
use crate::log_aktivitas::{self, jenis, Entry};
use crate::state::AppState;

pub const CODE_MAX_AGE_SECS: i64 = 60;

/// Fields of `POST /v2/authorize/sikad` (multipart/form-data).
#[derive(Deserialize, JsonSchema, Default)]
pub struct AuthorizeForm {
    #[schemars(extend("enum" = ["code"]))]
    pub response_type: String,
    pub client_id: String,
    pub state: Option<String>,
    pub redirect_uri: Option<String>,
    /// ROLE_DOSEN, ROLE_MAHASISWA or ROLE_OPERATOR; must be the user's own role.
    pub as_role: Option<String>,
}

#[derive(Serialize, JsonSchema)]
pub struct AuthorizeResponse {
    pub code: String,
    pub state: String,
    pub redirect_uri: String,
    pub expires_in: i64,
}

#[derive(Deserialize, JsonSchema)]
pub struct TokenRequest {
    pub code: String,
    pub client_id: String,
}

#[derive(Serialize, JsonSchema)]
pub struct SsoIdentity {
    pub username: String,
    pub role: Role,
    pub nama: String,
    pub nomor_induk: Option<String>,
    pub state: String,
    /// Set when the code was minted inside an act-as session: the operator
    /// acting as this user (the action is theirs to answer for).
    pub operator: Option<String>,
}

fn role_name(role: Role) -> &'static str {
    match role {
        Role::Dosen => "ROLE_DOSEN",
        Role::Mahasiswa => "ROLE_MAHASISWA",
        Role::Operator => "ROLE_OPERATOR",
    }
}

/// The client id of the LMS's own sign-in callback (`/oauth`).
pub const LMS_CLIENT: &str = "lms";
/// Cookie binding an `lms` code to the browser that asked for it.
pub const BROWSER_COOKIE: &str = "lms_oauth";

/// A minted code, and for client `lms` the browser nonce to set as a cookie.
pub struct Issued {
    pub response: AuthorizeResponse,
    pub browser_nonce: Option<String>,
}

/// Issues a code for `user`; `as_role` may only name the user's own role. A
/// code minted inside an act-as session carries the operator, so whatever it
/// is redeemed for stays on the operator's audit trail and ends with act-as.
pub async fn issue(state: &AppState, user: &CurrentUser, form: &AuthorizeForm) -> AppResult<Issued> {
    if form.response_type != "code" {
        return Err(AppError::bad_request("response_type harus 'code'."));
    }
    if form.client_id.trim().is_empty() {
        return Err(AppError::unprocessable("client_id wajib diisi."));
    }
    let own = role_name(user.role());
    let as_role = form.as_role.clone().filter(|r| !r.is_empty()).unwrap_or_else(|| own.to_string());
    crate::policy::require_own_role(&as_role, own)?;
    let code = new_token();
    let browser_nonce = (form.client_id.trim() == LMS_CLIENT).then(new_token);
    let now = Utc::now();
    let kode = KodeBaru {
        kode_hash: hash_token(&code),
        id_user: user.id(),
        client_id: form.client_id.trim(),
        as_role: &as_role,
        state: form.state.clone().unwrap_or_default(),
        redirect_uri: form.redirect_uri.clone().unwrap_or_default(),
        created_at: db::format_time(now),
        expires_at: db::format_time(now + Duration::seconds(CODE_MAX_AGE_SECS)),
        id_operator: user.info.acting_operator.as_ref().map(|o| o.id),
        id_sesi_asal: user.id_sesi_asal,
        browser_hash: browser_nonce.as_deref().map(hash_token),
    };
    sesi_store::simpan_kode(&state.db, kode).await?;
    let response = AuthorizeResponse {
        code,
        state: form.state.clone().unwrap_or_default(),
        redirect_uri: form.redirect_uri.clone().unwrap_or_default(),
        expires_in: CODE_MAX_AGE_SECS,
    };
    Ok(Issued { response, browser_nonce })
}

pub fn browser_cookie(state: &AppState, nonce: &str, max_age: i64) -> HeaderValue {
    let attributes = super::routes::cookie_attributes(state);
    HeaderValue::from_str(&format!("{BROWSER_COOKIE}={nonce}; HttpOnly; Path=/oauth; Max-Age={max_age}{attributes}"))
        .expect("cookie is ascii")
}

/// Marks a code used and answers what it stands for, in one statement, so a
/// code is accepted once at most even under concurrent requests. `browser` is
/// the hash of the binding cookie for `lms` codes, empty for server calls.
pub async fn redeem(db: &crate::db::Db, code: &str, client_id: &str, browser: &str) -> AppResult<Option<Redeemed>> {
    let now = db::now();
    let redeemed = sesi_store::tukar_kode(db, &now, hash_token(code.trim()), client_id.trim(), browser).await?;
    // A code from an act-as session is worthless once act-as has ended.
    if let Some(Redeemed { id_sesi_asal: Some(asal), .. }) = &redeemed {
        let live = sesi_store::sesi_hidup(db, *asal, &now).await?;
        if live.is_none() {
            return Ok(None);
        }
    }
    Ok(redeemed)
}

/// The sign-in of `/oauth`: a one-time code issued for client `lms` in this
/// same browser (its binding cookie) signs the user in, answered by a redirect
/// to `target` with the session cookie. `None`: no code, or an unknown, used or
/// expired one, or one from another browser (a link someone sent).
pub async fn masuk_dengan_kode(
    state: &AppState,
    headers: &HeaderMap,
    code: Option<&str>,
    ip: String,
    target: &str,
) -> AppResult<Option<Response>> {
    let Some(code) = code else { return Ok(None) };
    // No cookie: a hash no stored binding can equal.
    let browser = crate::identitas::extract::cookie_value(headers, BROWSER_COOKIE).map(hash_token).unwrap_or_else(|| "-".into());
    let Some(code) = redeem(&state.db, code, LMS_CLIENT, &browser).await? else { return Ok(None) };
    let new = NewSession { id_user: code.id_user, id_operator: code.id_operator, id_sesi_asal: code.id_sesi_asal, ip };
    let tokens = sesi::create(&state.db, new).await?;
    let mut response = Redirect::to(target).into_response();
    response.headers_mut().insert(SET_COOKIE, session_cookie(state, &tokens.cookie, sesi::SESSION_MAX_AGE_SECS));
    response.headers_mut().append(SET_COOKIE, browser_cookie(state, "", 0));
    Ok(Some(response))
}

/// The query of `/sso` (spec 2 P1).
#[derive(Deserialize, Default)]
pub struct SsoQuery {
    /// The application handed off to: `siakad` (or the older `sikad`); none means SIAKAD.
    app: Option<String>,
    /// The role to sign in to SIAKAD as: only the user's own (ROLE_DOSEN, ROLE_MAHASISWA, ROLE_OPERATOR).
    role: Option<String>,
    /// `rps`: the lecturers' SIAKAD page for the semester plan.
    legacy: Option<String>,
}

/// Where `/sso` sends `user`: the configured SIAKAD address for the role (a student's own
/// address when set, the staff's otherwise; the lecturers' for `legacy=rps`) with a fresh
/// one-time code, the exit written to the activity log.
pub async fn tujuan_sso(state: &AppState, user: &CurrentUser, ip: &str, q: SsoQuery) -> AppResult<String> {
    if let Some(app) = q.app.as_deref().filter(|a| !matches!(*a, "siakad" | "sikad")) {
        return Err(AppError::bad_request(format!("Aplikasi '{app}' tidak dikenal: tautan ini hanya membuka SIAKAD.")));
    }
    // The address first: no code is minted for a hand-off that cannot happen.
    let base = alamat_siakad(state, user.role(), q.legacy.as_deref() == Some("rps")).await?;
    let form = AuthorizeForm {
        response_type: "code".into(),
        client_id: "sikad".into(),
        state: Some(user.id().to_string()),
        as_role: q.role,
        ..Default::default()
    };
    let code = issue(state, user, &form).await?.response;
    log_exit(state, user, ip).await?;
    let sep = if base.contains('?') { '&' } else { '?' };
    let params = serde_urlencoded::to_string([("code", code.code.as_str()), ("state", code.state.as_str())]).unwrap_or_default();
    Ok(format!("{base}{sep}{params}"))
}

async fn alamat_siakad(state: &AppState, role: Role, rps: bool) -> AppResult<String> {
    let urutan: &[&str] = match (rps, role) {
        (true, _) => &["url_dosen_new"],
        (false, Role::Mahasiswa) => &["url_sikad_mahasiswa", "url_sikad"],
        (false, _) => &["url_sikad"],
    };
    let keywords: Vec<String> = urutan.iter().map(|k| k.to_string()).collect();
    let isi = crate::pengaturan::store::konfigurasi(&state.db, Some(&keywords)).await?;
    urutan
        .iter()
        .find_map(|k| isi.iter().find(|i| i.keyword == *k && !i.nilai.trim().is_empty()))
        .map(|i| i.nilai.trim().to_string())
        .ok_or_else(|| AppError::not_found("Alamat SIAKAD"))
}

pub async fn log_exit(state: &AppState, user: &CurrentUser, ip: &str) -> AppResult<()> {
    log_aktivitas::write(&state.db, Entry::by(user, jenis::KELUAR_KE_SIKAD, "Keluar ke SIAKAD", ip)).await
}
