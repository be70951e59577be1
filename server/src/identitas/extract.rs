//! The signed-in user as a handler argument. Taking `CurrentUser` is what
//! requires login; `MaybeUser` serves pages that guests may also see. A bearer
//! token that is present but invalid is a 401, never silently a guest.

use axum::extract::FromRequestParts;
use axum::http::header::{AUTHORIZATION, COOKIE};
use axum::http::request::Parts;

use super::hak_akses::{Level, Modul};
use super::model::{Role, UserInfo};
use super::sesi::{self, Credential};
use super::store;
use crate::error::AppError;
use crate::state::AppState;

#[derive(Clone, Debug)]
pub struct CurrentUser {
    pub info: UserInfo,
    pub id_sesi: i64,
    /// The operator's own session while acting as another account.
    pub id_sesi_asal: Option<i64>,
}

impl CurrentUser {
    pub fn id(&self) -> i64 {
        self.info.id
    }
    pub fn role(&self) -> Role {
        self.info.role
    }
    /// The operator's right on `modul` (NoAccess for others); the rules using
    /// it are in `crate::policy`.
    pub fn level(&self, modul: Modul) -> Level {
        self.info.permission.get(&modul).copied().unwrap_or_default()
    }
}

pub struct MaybeUser(pub Option<CurrentUser>);

/// The value of cookie `name` in a request's headers.
pub fn cookie_value<'a>(headers: &'a axum::http::HeaderMap, name: &str) -> Option<&'a str> {
    headers.get_all(COOKIE).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(';')).find_map(|pair| {
        let (k, v) = pair.trim().split_once('=')?;
        (k == name).then_some(v)
    })
}

/// The token of an `Authorization: Bearer ...` header (a session's, or an integration's).
pub fn bearer(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(AUTHORIZATION)?.to_str().ok()?;
    value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer ")).map(str::trim)
}

async fn resolve(parts: &Parts, state: &AppState) -> Result<Option<CurrentUser>, AppError> {
    let credential = match (bearer(parts), cookie_value(&parts.headers, sesi::COOKIE_NAME)) {
        (Some(token), _) => Credential::Bearer(token),
        (None, Some(token)) if !token.is_empty() => Credential::Cookie(token),
        _ => return Ok(None),
    };
    let Some(session) = sesi::find(&state.db, credential).await? else {
        return match credential {
            Credential::Bearer(_) => Err(AppError::unauthorized()),
            Credential::Cookie(_) => Ok(None),
        };
    };
    let info = store::user_info(&state.db, session.id_user, session.id_operator).await?;
    Ok(info.map(|info| CurrentUser { info, id_sesi: session.id_sesi, id_sesi_asal: session.id_sesi_asal }))
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        if let Some(user) = parts.extensions.get::<CurrentUser>() {
            return Ok(user.clone());
        }
        let user = resolve(parts, state).await?.ok_or_else(AppError::unauthorized)?;
        parts.extensions.insert(user.clone());
        Ok(user)
    }
}

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        if let Some(user) = parts.extensions.get::<CurrentUser>() {
            return Ok(MaybeUser(Some(user.clone())));
        }
        let user = resolve(parts, state).await?;
        if let Some(user) = &user {
            parts.extensions.insert(user.clone());
        }
        Ok(MaybeUser(user))
    }
}
