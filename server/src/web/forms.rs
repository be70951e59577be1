//! The two forms that must work without JavaScript: login (POST /) and
//! logout (POST /logout). Plain HTML forms cannot send the college-id header,
//! so these paths are checked by Origin instead (see app::csrf).

use axum::extract::State;
use axum::http::header::SET_COOKIE;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Redirect, Response};
use axum::Form;
use serde::Deserialize;

use super::pages::{alamat_login, respond, safe_redirect, Page};
use super::props::{DataHalaman, LoginData};
use crate::akun::routes::session_cookie;
use crate::akun::{service, sso};
use crate::client_ip::ClientIp;
use crate::error::ErrorStatus;
use crate::identitas::{sesi, MaybeUser};
use crate::state::AppState;

#[derive(Deserialize)]
pub struct LoginForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    password: String,
    redirect: Option<String>,
}

pub async fn login(State(state): State<AppState>, ClientIp(ip): ClientIp, headers: HeaderMap, Form(form): Form<LoginForm>) -> Response {
    let checked = [&form.username, &form.password].into_iter().try_for_each(|t| crate::input::check_text(t));
    let result = match checked {
        Ok(()) => service::login(&state.db, &form.username, &form.password, &ip).await,
        Err(e) => Err(e),
    };
    match result {
        Ok((tokens, _)) => {
            let mut response = Redirect::to(&safe_redirect(form.redirect.as_deref())).into_response();
            response.headers_mut().insert(SET_COOKIE, session_cookie(&state, &tokens.cookie, sesi::SESSION_MAX_AGE_SECS));
            response
        }
        Err(e) => {
            let url = match form.redirect.as_deref().map(|r| safe_redirect(Some(r))).filter(|r| r != "/beranda") {
                Some(r) => alamat_login(&r),
                None => "/".to_string(),
            };
            let status = if e.status.is_server_error() { e.status } else { e.status.max(StatusCode::BAD_REQUEST) };
            let username = form.username.chars().filter(|c| !crate::input::is_forbidden_control(*c)).collect();
            halaman_login(&state, &headers, url, status, username, ErrorStatus::new(e.code, e.message)).await
        }
    }
}

/// `GET /oauth?code=...&redirect=...`: the sign-in callback of the SIKAD hand-off
/// (`akun::sso`); a code that does not sign in shows the login page with the reason.
pub async fn oauth(State(state): State<AppState>, ClientIp(ip): ClientIp, headers: HeaderMap, uri: Uri) -> Response {
    let query: Vec<(String, String)> = serde_urlencoded::from_str(uri.query().unwrap_or("")).unwrap_or_default();
    let param = |name: &str| query.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
    let target = safe_redirect(param("redirect").as_deref());
    match sso::masuk_dengan_kode(&state, &headers, param("code").as_deref(), ip, &target).await {
        Ok(Some(response)) => response,
        Ok(None) => {
            let error = ErrorStatus::new(crate::error::KodeGalat::KodeTidakValid, "Kode login tidak valid, sudah dipakai, kedaluwarsa, atau dibuat di peramban lain. Silakan login dengan username dan password.");
            let url = alamat_login(&target);
            halaman_login(&state, &headers, url, StatusCode::BAD_REQUEST, String::new(), error).await
        }
        Err(e) => e.into_response(),
    }
}

/// The login page at `url` after a failed sign-in: the reason, and the username prefilled.
async fn halaman_login(
    state: &AppState,
    headers: &HeaderMap,
    url: String,
    status: StatusCode,
    username: String,
    error: ErrorStatus,
) -> Response {
    respond(state, headers, Page::Login, url, status, None, DataHalaman::Login(Some(LoginData { username })), Some(error), None).await
}

pub async fn logout(State(state): State<AppState>, MaybeUser(user): MaybeUser, ClientIp(ip): ClientIp) -> Response {
    if let Some(user) = user {
        if let Err(e) = service::logout(&state.db, &user, &ip).await {
            return e.into_response();
        }
    }
    let mut response = Redirect::to("/").into_response();
    response.headers_mut().insert(SET_COOKIE, session_cookie(&state, "", 0));
    response
}

#[derive(Deserialize)]
pub struct AktivasiForm {
    #[serde(default)]
    token: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    ulangi: String,
}

/// `POST /aktivasi`: the activation page's form. The first password set, the person is signed
/// in and goes to the dashboard; a refusal shows the page again with the reason.
pub async fn aktivasi(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Form(form): Form<AktivasiForm>,
) -> Response {
    let hasil = async {
        [&form.token, &form.password, &form.ulangi].into_iter().try_for_each(|t| crate::input::check_text(t))?;
        crate::akun::aktivasi::aktifkan(&state.db, &form.token, &form.password, &form.ulangi, &ip).await
    }
    .await;
    match hasil {
        Ok(tokens) => {
            let mut response = Redirect::to("/beranda").into_response();
            response.headers_mut().insert(SET_COOKIE, session_cookie(&state, &tokens.cookie, sesi::SESSION_MAX_AGE_SECS));
            response
        }
        Err(e) => {
            let url = format!("/aktivasi?{}", serde_urlencoded::to_string([("token", form.token.as_str())]).unwrap_or_default());
            let halaman = match url.parse::<Uri>() {
                Ok(uri) => super::pages::load(&state, &Page::Aktivasi, None, &uri).await,
                Err(_) => Err(crate::akun::aktivasi::tidak_berlaku()),
            };
            match halaman {
                Ok(halaman) => {
                    let error = Some(ErrorStatus::new(e.code, e.message));
                    respond(&state, &headers, Page::Aktivasi, url, e.status, None, halaman, error, None).await
                }
                Err(galat) => galat.into_response(),
            }
        }
    }
}
