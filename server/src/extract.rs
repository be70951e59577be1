//! Extractors whose rejections answer in our error format instead of axum's
//! plain text, so a malformed body or query gets `{status: {code, message}}`.

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use serde::de::DeserializeOwned;

use crate::error::{AppError, KodeGalat};

pub struct Json<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Json<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let axum::Json(mut value) = axum::Json::<serde_json::Value>::from_request(req, state).await.map_err(json_rejection)?;
        crate::input::check_json(&value)?;
        bulat_sebagai_integer(&mut value);
        serde_json::from_value(value).map(Json).map_err(|e| AppError::bad_request(format!("Data tidak sesuai: {e}")))
    }
}

/// JSON Schema counts `5.0` an integer and so does the API document; serde
/// does not. A number without a fraction that fits i64 is therefore read as
/// that integer (a float field takes an integer as well).
fn bulat_sebagai_integer(value: &mut serde_json::Value) {
    use serde_json::Value;
    match value {
        Value::Number(n) if n.is_f64() => {
            let f = n.as_f64().unwrap_or(f64::NAN);
            // i64::MAX as f64 rounds up to 2^63, which does not fit: the bound is exclusive.
            if f.fract() == 0.0 && f >= i64::MIN as f64 && f < i64::MAX as f64 {
                *value = Value::from(f as i64);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(bulat_sebagai_integer),
        Value::Object(map) => map.values_mut().for_each(bulat_sebagai_integer),
        _ => {}
    }
}

/// `multipart/form-data` whose rejection (wrong content type, broken
/// boundary) answers in our error format; `text` reads a checked text field.
///
/// The parser (multer) reads the body for as long as bytes are ready, into
/// one buffer, before it hands out any: a client faster than the handler
/// (a store slower than the network, or any client once the handler awaits)
/// had its whole upload held in memory, twice its size at the peak. The body
/// is therefore handed over one frame per poll ([`FrameDemiFrame`]), so the
/// parser holds about one frame beyond what the handler took.
pub struct Multipart(pub axum::extract::Multipart);

impl<S: Send + Sync> FromRequest<S> for Multipart {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let req = req.map(|body| axum::body::Body::new(FrameDemiFrame { isi: body, baru_memberi: false }));
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

/// A body that, after giving a frame, answers "not yet" once (and asks to be
/// polled again at once), so a reader looping while data is ready takes one
/// frame per turn.
struct FrameDemiFrame {
    isi: axum::body::Body,
    baru_memberi: bool,
}

impl hyper::body::Body for FrameDemiFrame {
    type Data = axum::body::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<hyper::body::Frame<Self::Data>, Self::Error>>> {
        use std::task::Poll;
        if std::mem::take(&mut self.baru_memberi) {
            cx.waker().wake_by_ref();
            return Poll::Pending;
        }
        let hasil = std::pin::Pin::new(&mut self.isi).poll_frame(cx);
        self.baru_memberi = matches!(hasil, Poll::Ready(Some(Ok(_))));
        hasil
    }

    fn is_end_stream(&self) -> bool {
        !self.baru_memberi && self.isi.is_end_stream()
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        self.isi.size_hint()
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
            KodeGalat::Validasi,
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

#[cfg(test)]
mod tests {
    use super::bulat_sebagai_integer;
    use serde_json::json;

    #[test]
    fn integer_valued_numbers_are_integers() {
        let mut v = json!({"id": 432.0, "daftar": [-4535793831.0, 1.5], "nilai": {"x": -0.0}, "besar": 9.3e18, "teks": "5.0"});
        bulat_sebagai_integer(&mut v);
        assert_eq!(v, json!({"id": 432, "daftar": [-4535793831i64, 1.5], "nilai": {"x": 0}, "besar": 9.3e18, "teks": "5.0"}));
        assert!(v["id"].is_i64() && v["besar"].is_f64());
    }
}
