//! Errors of the HTTP layer. Every handler returns `Result<_, AppError>`; an
//! `AppError` answers `{status: {code, message}}` with an Indonesian message.
//! Anything unexpected (`anyhow`, sqlx) becomes a logged 500 through the blanket
//! `From` conversions; database text never reaches the client.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use schemars::JsonSchema;
use serde::Serialize;

#[derive(Debug)]
pub struct AppError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
}

/// The error body of every failed API call.
#[derive(Serialize, JsonSchema)]
pub struct ErrorBody {
    pub status: ErrorStatus,
}

#[derive(Serialize, JsonSchema)]
pub struct ErrorStatus {
    pub code: String,
    pub message: String,
}

impl AppError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self { status, code, message: message.into() }
    }
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "validasi", message)
    }
    pub fn unauthorized() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "tidak_terautentikasi", "Sesi Anda telah berakhir. Silakan login kembali.")
    }
    pub fn forbidden() -> Self {
        Self::new(StatusCode::FORBIDDEN, "akses_ditolak", "Anda tidak memiliki hak akses untuk tindakan ini.")
    }
    pub fn not_found(what: &str) -> Self {
        Self::new(StatusCode::NOT_FOUND, "tidak_ditemukan", format!("{what} tidak ditemukan."))
    }
    pub fn conflict(message: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, "konflik", message)
    }
    pub fn too_large(message: impl Into<String>) -> Self {
        Self::new(StatusCode::PAYLOAD_TOO_LARGE, "ukuran_berlebih", message)
    }
    pub fn unprocessable(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, "tidak_dapat_diproses", message)
    }
    pub fn too_many(message: impl Into<String>) -> Self {
        Self::new(StatusCode::TOO_MANY_REQUESTS, "terlalu_banyak_percobaan", message)
    }
    pub fn internal() -> Self {
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "kesalahan_server",
            "Terjadi kesalahan pada server. Silakan coba lagi atau hubungi administrator.",
        )
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let body = ErrorBody { status: ErrorStatus { code: self.code.to_string(), message: self.message } };
        (self.status, Json(body)).into_response()
    }
}

impl From<anyhow::Error> for AppError {
    fn from(e: anyhow::Error) -> Self {
        tracing::error!(error = ?e, "unexpected error");
        Self::internal()
    }
}

impl From<std::io::Error> for AppError {
    fn from(e: std::io::Error) -> Self {
        anyhow::Error::from(e).into()
    }
}

impl From<zip::result::ZipError> for AppError {
    fn from(e: zip::result::ZipError) -> Self {
        anyhow::Error::from(e).into()
    }
}

impl From<tokio::task::JoinError> for AppError {
    fn from(e: tokio::task::JoinError) -> Self {
        anyhow::Error::from(e).into()
    }
}

impl From<sqlx::Error> for AppError {
    fn from(e: sqlx::Error) -> Self {
        if let sqlx::Error::RowNotFound = e {
            return Self::not_found("Data");
        }
        if let Some(db) = e.as_database_error() {
            if db.is_unique_violation() {
                return Self::conflict("Data yang sama sudah ada.");
            }
            if db.is_foreign_key_violation() {
                return Self::unprocessable("Data yang dirujuk tidak ditemukan atau masih digunakan.");
            }
        }
        tracing::error!(error = ?e, "database error");
        Self::internal()
    }
}

pub type AppResult<T> = Result<T, AppError>;
