//! Integration tokens: the academic system's nightly sync signs in with a token an operator
//! made for it, not with a person's password. The token is shown once; the LMS keeps its
//! SHA-256. Revoking it stops it at once. It opens the sync endpoint and nothing else: it is
//! not a session, so every other route answers it 401.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use super::model::{TokenBaru, TokenIntegrasiInfo};
use super::token_store as store;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult, KodeGalat};
use crate::identitas::sesi::{hash_token, new_token};
use crate::state::AppState;

/// Every integration token starts so, which tells it from a login token in a log or a script.
pub const AWALAN: &str = "lmsi_";

/// Makes a token for the system `nama`; `oleh`: the operator (None from the command line).
pub async fn buat(db: &Db, nama: &str, oleh: Option<i64>) -> AppResult<TokenBaru> {
    let nama = nama.trim();
    crate::input::check_text(nama)?;
    if nama.is_empty() || nama.chars().count() > 100 {
        return Err(AppError::unprocessable("Nama token wajib diisi, paling banyak 100 karakter (misalnya 'SIAKAD sinkron malam')."));
    }
    let token = format!("{AWALAN}{}", new_token());
    let awalan: String = token.chars().take(AWALAN.len() + 6).collect();
    let id = store::simpan(db, nama, &hash_token(&token), &awalan, oleh, &db::now()).await?;
    Ok(TokenBaru { id, nama: nama.to_string(), token })
}

pub async fn daftar(db: &Db) -> AppResult<Vec<TokenIntegrasiInfo>> {
    store::daftar(db).await
}

pub async fn cabut(db: &Db, id: i64) -> AppResult<()> {
    if store::cabut(db, id, &db::now()).await? {
        Ok(())
    } else {
        Err(AppError::not_found("Token integrasi"))
    }
}

/// The integration a request signs in as (a handler argument: taking it is what requires the
/// token).
#[derive(Debug, Clone)]
pub struct TokenIntegrasi {
    pub id: i64,
    pub nama: String,
}

fn tidak_sah() -> AppError {
    AppError::new(
        axum::http::StatusCode::UNAUTHORIZED,
        KodeGalat::TidakTerautentikasi,
        "Token integrasi tidak ada, tidak sah, atau sudah dicabut. Minta operator membuat token baru di halaman Impor Data Akademik.",
    )
}

impl FromRequestParts<AppState> for TokenIntegrasi {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let token = crate::identitas::extract::bearer(parts).unwrap_or_default();
        if !token.starts_with(AWALAN) {
            return Err(tidak_sah());
        }
        let (id, nama) = store::pakai(&state.db, &hash_token(token), &db::now()).await?.ok_or_else(tidak_sah)?;
        Ok(TokenIntegrasi { id, nama })
    }
}
