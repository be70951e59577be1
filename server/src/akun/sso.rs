//! Hand-off to the legacy academic system (SIKAD): one-time codes (single
//! use, 60 s), the `/sso` page that opens SIKAD with a fresh code, the code
//! exchange SIKAD calls, and the exit log entry.

use axum::extract::State;
use axum::http::header::SET_COOKIE;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Redirect, Response};
use axum::Json;
use chrono::{Duration, Utc};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::model::Role;
use super::routes::session_cookie;
use super::routes::Ok;
use super::sesi::{self, hash_token, new_token, NewSession};
use super::{store, CurrentUser, MaybeUser};
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::db;
use crate::error::{AppError, AppResult, KodeGalat};
use crate::extract::{text_field, Multipart};
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

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::POST,
            "/v2/authorize/sikad",
            Op::new("Kode sekali pakai untuk SIKAD").multipart::<AuthorizeForm>().returns::<AuthorizeResponse>(),
            authorize,
        )
        .route(
            Method::POST,
            "/v2/authorize/sikad/token",
            Op::new("Tukar kode sekali pakai (dipanggil SIKAD)").json::<TokenRequest>().returns::<SsoIdentity>(),
            exchange,
        )
        .route(Method::POST, "/lms/log_aktivitas/keluar_ke_sikad", Op::new("Catat keluar ke SIKAD").returns::<Ok>(), keluar_ke_sikad)
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
    sqlx::query(
        "INSERT INTO sso_kode (kode_hash, id_user, client_id, as_role, state, redirect_uri, created_at, expires_at,
                               id_operator, id_sesi_asal, browser_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(hash_token(&code))
    .bind(user.id())
    .bind(form.client_id.trim())
    .bind(&as_role)
    .bind(form.state.clone().unwrap_or_default())
    .bind(form.redirect_uri.clone().unwrap_or_default())
    .bind(db::format_time(now))
    .bind(db::format_time(now + Duration::seconds(CODE_MAX_AGE_SECS)))
    .bind(user.info.acting_operator.as_ref().map(|o| o.id))
    .bind(user.id_sesi_asal)
    .bind(browser_nonce.as_deref().map(hash_token))
    .execute(&state.db)
    .await?;
    let response = AuthorizeResponse {
        code,
        state: form.state.clone().unwrap_or_default(),
        redirect_uri: form.redirect_uri.clone().unwrap_or_default(),
        expires_in: CODE_MAX_AGE_SECS,
    };
    Ok(Issued { response, browser_nonce })
}

fn browser_cookie(state: &AppState, nonce: &str, max_age: i64) -> HeaderValue {
    let attributes = super::routes::cookie_attributes(state);
    HeaderValue::from_str(&format!("{BROWSER_COOKIE}={nonce}; HttpOnly; Path=/oauth; Max-Age={max_age}{attributes}"))
        .expect("cookie is ascii")
}

async fn authorize(State(state): State<AppState>, user: CurrentUser, mut multipart: Multipart) -> AppResult<Response> {
    let mut form = AuthorizeForm::default();
    while let Some(field) = multipart.next_field().await? {
        let name = field.name().unwrap_or_default().to_string();
        let value = text_field(field).await?;
        match name.as_str() {
            "response_type" => form.response_type = value,
            "client_id" => form.client_id = value,
            "state" => form.state = Some(value),
            "redirect_uri" => form.redirect_uri = Some(value),
            "as_role" => form.as_role = Some(value),
            _ => {}
        }
    }
    let issued = issue(&state, &user, &form).await?;
    let mut response = Json(issued.response).into_response();
    if let Some(nonce) = issued.browser_nonce {
        response.headers_mut().insert(SET_COOKIE, browser_cookie(&state, &nonce, CODE_MAX_AGE_SECS));
    }
    Ok(response)
}

/// What a redeemed code stands for.
#[derive(sqlx::FromRow)]
struct Redeemed {
    id_user: i64,
    state: String,
    id_operator: Option<i64>,
    id_sesi_asal: Option<i64>,
}

/// Marks a code used and answers what it stands for, in one statement, so a
/// code is accepted once at most even under concurrent requests. `browser` is
/// the hash of the binding cookie for `lms` codes, empty for server calls.
async fn redeem(db: &crate::db::Db, code: &str, client_id: &str, browser: &str) -> AppResult<Option<Redeemed>> {
    let now = db::now();
    let redeemed: Option<Redeemed> = sqlx::query_as(
        "UPDATE sso_kode SET used_at = $1
         WHERE kode_hash = $2 AND client_id = $3 AND used_at IS NULL AND expires_at > $1
           AND COALESCE(browser_hash, '') = $4
         RETURNING id_user, state, id_operator, id_sesi_asal",
    )
    .bind(&now)
    .bind(hash_token(code.trim()))
    .bind(client_id.trim())
    .bind(browser)
    .fetch_optional(db)
    .await?;
    // A code from an act-as session is worthless once act-as has ended.
    if let Some(Redeemed { id_sesi_asal: Some(asal), .. }) = &redeemed {
        let live: Option<i64> = sqlx::query_scalar("SELECT id FROM sesi WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2")
            .bind(asal)
            .bind(&now)
            .fetch_optional(db)
            .await?;
        if live.is_none() {
            return Ok(None);
        }
    }
    Ok(redeemed)
}

async fn exchange(
    State(state): State<AppState>,
    crate::extract::Json(body): crate::extract::Json<TokenRequest>,
) -> AppResult<Json<SsoIdentity>> {
    let invalid =
        || AppError::new(StatusCode::BAD_REQUEST, KodeGalat::KodeTidakValid, "Kode tidak valid, sudah dipakai, atau kedaluwarsa.");
    if body.client_id.trim() == LMS_CLIENT {
        return Err(invalid()); // redeemed only by the browser at /oauth
    }
    let code = redeem(&state.db, &body.code, &body.client_id, "").await?.ok_or_else(invalid)?;
    let info = store::user_info(&state.db, code.id_user, code.id_operator).await?.ok_or_else(invalid)?;
    Ok(Json(SsoIdentity {
        username: info.username,
        role: info.role,
        nama: info.nama,
        nomor_induk: info.nomor_induk,
        state: code.state,
        operator: info.acting_operator.map(|o| o.username),
    }))
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
    let browser = super::extract::cookie_value(headers, BROWSER_COOKIE).map(hash_token).unwrap_or_else(|| "-".into());
    let Some(code) = redeem(&state.db, code, LMS_CLIENT, &browser).await? else { return Ok(None) };
    let new = NewSession { id_user: code.id_user, id_operator: code.id_operator, id_sesi_asal: code.id_sesi_asal, ip };
    let tokens = sesi::create(&state.db, new).await?;
    let mut response = Redirect::to(target).into_response();
    response.headers_mut().insert(SET_COOKIE, session_cookie(state, &tokens.cookie, sesi::SESSION_MAX_AGE_SECS));
    response.headers_mut().append(SET_COOKIE, browser_cookie(state, "", 0));
    Ok(Some(response))
}

async fn log_exit(state: &AppState, user: &CurrentUser, ip: &str) -> AppResult<()> {
    log_aktivitas::write(&state.db, Entry::by(user, jenis::KELUAR_KE_SIKAD, "Keluar ke SIKAD", ip)).await
}

async fn keluar_ke_sikad(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp) -> AppResult<Json<Ok>> {
    log_exit(&state, &user, &ip).await?;
    Ok(Ok::new("Berhasil").0.into())
}

/// `GET /sso?app=sikad[&legacy=rps]`: opened in a new tab by the user menu's
/// SIKAD link; issues a code and sends the browser to the configured SIKAD URL.
pub async fn sso_page(State(state): State<AppState>, MaybeUser(user): MaybeUser, ClientIp(ip): ClientIp, uri: Uri) -> Response {
    let Some(user) = user else {
        let back = serde_urlencoded::to_string([("redirect", uri.to_string())]).unwrap_or_default();
        return Redirect::to(&format!("/?{back}")).into_response();
    };
    let query: Vec<(String, String)> = serde_urlencoded::from_str(uri.query().unwrap_or("")).unwrap_or_default();
    let legacy = query.iter().find(|(k, _)| k == "legacy").map(|(_, v)| v.as_str()).unwrap_or("");
    let keyword = if legacy == "rps" { "url_dosen_new" } else { "url_sikad" };
    let result = async {
        let base = crate::pengaturan::store::konfigurasi(&state.db, Some(&[keyword.to_string()]))
            .await?
            .into_iter()
            .next()
            .map(|k| k.nilai)
            .ok_or_else(|| AppError::not_found("Alamat SIKAD"))?;
        let form = AuthorizeForm {
            response_type: "code".into(),
            client_id: "sikad".into(),
            state: Some(user.id().to_string()),
            ..Default::default()
        };
        let code = issue(&state, &user, &form).await?.response;
        log_exit(&state, &user, &ip).await?;
        let sep = if base.contains('?') { '&' } else { '?' };
        let params = serde_urlencoded::to_string([("code", code.code.as_str()), ("state", code.state.as_str())]).unwrap_or_default();
        AppResult::Ok(format!("{base}{sep}{params}"))
    }
    .await;
    match result {
        Ok(target) => Redirect::to(&target).into_response(),
        Err(e) => e.into_response(),
    }
}
