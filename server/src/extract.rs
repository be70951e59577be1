//! Extractors whose rejections answer in our error format instead of axum's
//! plain text, so a malformed body or query gets `{status: {code, message}}`.

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use serde::de::DeserializeOwned;

use crate::error::AppError;

pub struct Json<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Json<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let axum::Json(value) = axum::Json::<serde_json::Value>::from_request(req, state).await.map_err(json_rejection)?;
        crate::input::check_json(&value)?;
        serde_json::from_value(value).map(Json).map_err(|e| AppError::bad_request(format!("Data tidak sesuai: {e}")))
    }
}

/// `multipart/form-data` whose rejection (wrong content type, broken
/// boundary) answers in our error format; `text` reads a checked text field.
pub struct Multipart(pub axum::extract::Multipart);

impl<S: Send + Sync> FromRequest<S> for Multipart {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        axum::extract::Multipart::from_request(req, state)
            .await
            .map(Multipart)
            .map_err(|_| AppError::bad_request("Formulir harus berformat multipart/form-data."))
    }
}

impl Multipart {
    pub async fn next_field(&mut self) -> Result<Option<axum::extract::multipart::Field<'_>>, AppError> {
        self.0.next_field().await.map_err(|_| bad_multipart())
    }
}

pub fn bad_multipart() -> AppError {
    AppError::bad_request("Formulir multipart tidak valid atau terputus. Kirim ulang formulir.")
}

/// A multipart text field, checked like every other text input.
pub async fn text_field(field: axum::extract::multipart::Field<'_>) -> Result<String, AppError> {
    let text = field.text().await.map_err(|_| bad_multipart())?;
    crate::input::check_text(&text)?;
    Ok(text)
}

fn json_rejection(rejection: JsonRejection) -> AppError {
    match rejection {
        JsonRejection::MissingJsonContentType(_) => AppError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "validasi",
            "Permintaan harus berformat JSON (Content-Type: application/json).",
        ),
        JsonRejection::JsonSyntaxError(_) => AppError::bad_request("Isi permintaan bukan JSON yang valid."),
        JsonRejection::JsonDataError(e) => AppError::bad_request(format!("Data tidak sesuai: {}", e.body_text())),
        other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => AppError::too_large("Ukuran permintaan melebihi batas yang diizinkan."),
        _ => AppError::bad_request("Isi permintaan tidak dapat dibaca."),
    }
}

pub struct Query<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for Query<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(value)) => Ok(Query(value)),
            Err(QueryRejection::FailedToDeserializeQueryString(e)) => {
                Err(AppError::bad_request(format!("Parameter tidak valid: {}", e.body_text())))
            }
            Err(_) => Err(AppError::bad_request("Parameter tidak valid.")),
        }
    }
}

/// Path parameters; a malformed one (e.g. a non-numeric id) is a 400 in our format.
pub struct Path<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Path<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(Path(value)),
            Err(_) => Err(AppError::bad_request("Parameter alamat tidak valid.")),
        }
    }
}
