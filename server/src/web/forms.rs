//! The two forms that must work without JavaScript: login (POST /) and
//! logout (POST /logout). Plain HTML forms cannot send the college-id header,
//! so these paths are checked by Origin instead (see app::csrf).

use axum::extract::State;
use axum::http::header::SET_COOKIE;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use axum::Form;
use serde::Deserialize;

use super::pages::{respond, safe_redirect, Page};
use crate::akun::routes::session_cookie;
use crate::akun::{service, sesi, MaybeUser};
use crate::client_ip::ClientIp;
use crate::error::ErrorStatus;
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
                Some(r) => format!("/?{}", serde_urlencoded::to_string([("redirect", r)]).unwrap_or_default()),
                None => "/".to_string(),
            };
            let status = if e.status.is_server_error() { e.status } else { e.status.max(StatusCode::BAD_REQUEST) };
            respond(
                &state,
                &headers,
                Page::Login,
                url,
                status,
                None,
                serde_json::to_value(super::props::LoginData {
                    username: form.username.chars().filter(|c| !crate::input::is_forbidden_control(*c)).collect(),
                })
                .unwrap_or_default(),
                Some(ErrorStatus { code: e.code.into(), message: e.message }),
            )
            .await
        }
    }
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
