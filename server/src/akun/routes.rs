//! HTTP endpoints of accounts: tokens, refresh, user info, logout.

use axum::extract::State;
use axum::http::header::SET_COOKIE;
use axum::http::{HeaderMap, HeaderValue, Method};
use axum::response::IntoResponse;
use serde::Serialize;

use super::model::{LoginRequest, RefreshRequest, TokenPair, UserInfo};
use super::sesi::{self, ACCESS_MAX_AGE_SECS};
use super::{service, CurrentUser};
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::AppResult;
use crate::extract::Json;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(Method::POST, "/v2/access_token", Op::new("Login").json::<LoginRequest>().returns::<TokenPair>(), access_token)
        .route(
            Method::POST,
            "/v2/refresh_token",
            Op::new("Perbarui token (rotasi refresh token)").json::<RefreshRequest>().returns::<TokenPair>(),
            refresh_token,
        )
        .route(Method::GET, "/v2/user_info", Op::new("Pengguna yang sedang login").returns::<UserInfo>(), user_info)
        .route(Method::POST, "/lms/log_aktivitas/logout", Op::new("Logout: catat aktivitas dan akhiri sesi").returns::<Ok>(), logout)
}

#[derive(Serialize, schemars::JsonSchema)]
pub struct Ok {
    pub status: OkStatus,
}
#[derive(Serialize, schemars::JsonSchema)]
pub struct OkStatus {
    pub code: String,
    pub message: String,
}
impl Ok {
    pub fn new(message: &str) -> axum::Json<Ok> {
        axum::Json(Ok { status: OkStatus { code: "success".into(), message: message.into() } })
    }
}

/// The page cookie. SameSite=Lax, unless the pages may be embedded in a
/// campus portal (`LMS_FRAME_ANCESTORS`): inside another site's frame a Lax
/// cookie is never sent, so it becomes `SameSite=None; Secure; Partitioned`
/// (CHIPS: kept apart per embedding site; start-up requires HTTPS for it).
/// SameSite and Secure of our cookies: inside a portal's frame (embedding
/// mode) they must travel cross-site, which browsers allow only over HTTPS.
pub fn cookie_attributes(state: &AppState) -> &'static str {
    if state.config.frame_ancestors.is_some() {
        "; SameSite=None; Secure; Partitioned"
    } else if state.config.secure_cookies {
        "; SameSite=Lax; Secure"
    } else {
        "; SameSite=Lax"
    }
}

pub fn session_cookie(state: &AppState, token: &str, max_age: i64) -> HeaderValue {
    let attributes = cookie_attributes(state);
    HeaderValue::from_str(&format!("{}={token}; HttpOnly; Path=/; Max-Age={max_age}{attributes}", sesi::COOKIE_NAME))
        .expect("cookie is ascii")
}

async fn access_token(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Json(body): Json<LoginRequest>,
) -> AppResult<impl IntoResponse> {
    let (tokens, _) = service::login(&state.db, &body.username, &body.password, &ip).await?;
    let mut headers = HeaderMap::new();
    headers.insert(SET_COOKIE, session_cookie(&state, &tokens.cookie, sesi::SESSION_MAX_AGE_SECS));
    Ok((headers, axum::Json(TokenPair { access_token: tokens.access, refresh_token: tokens.refresh, expires_in: ACCESS_MAX_AGE_SECS })))
}

async fn refresh_token(State(state): State<AppState>, Json(body): Json<RefreshRequest>) -> AppResult<axum::Json<TokenPair>> {
    let tokens = sesi::refresh(&state.db, &body.refresh_token).await?;
    Ok(axum::Json(TokenPair { access_token: tokens.access, refresh_token: tokens.refresh, expires_in: ACCESS_MAX_AGE_SECS }))
}

async fn user_info(user: CurrentUser) -> axum::Json<UserInfo> {
    axum::Json(user.info)
}

async fn logout(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp) -> AppResult<impl IntoResponse> {
    service::logout(&state.db, &user, &ip).await?;
    let mut headers = HeaderMap::new();
    headers.insert(SET_COOKIE, session_cookie(&state, "", 0));
    Ok((headers, Ok::new("Berhasil logout")))
}
