//! Extractors whose rejections answer in our error format instead of axum's
//! plain text, so a malformed body or query gets `{status: {code, message}}`.

use axum::extract::rejection::JsonRejection;
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
        serde_path_to_error::deserialize(value).map(Json).map_err(|e| AppError::bad_request(pesan_data(&e)))
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
        other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => AppError::too_large("Ukuran permintaan melebihi batas yang diizinkan."),
        _ => AppError::bad_request("Isi permintaan tidak dapat dibaca."),
    }
}

pub struct Query<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for Query<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        baca_query(parts.uri.query().unwrap_or("")).map(Query)
    }
}

/// A query string's pairs, without the empty ones: a filter sent blank (`?periode=`, what a
/// plain GET form sends for an untouched field) is a filter not set.
pub fn pasangan_terisi(query: &str) -> Result<Vec<(String, String)>, AppError> {
    let pasangan: Vec<(String, String)> =
        serde_urlencoded::from_str(query).map_err(|_| AppError::bad_request("Parameter alamat tidak dapat dibaca."))?;
    Ok(pasangan.into_iter().filter(|(_, v)| !v.is_empty()).collect())
}

/// A query string read into `T` (empty values left out), a wrong value named in Indonesian.
pub fn baca_query<T: DeserializeOwned>(query: &str) -> Result<T, AppError> {
    // Empty values are dropped before the one decoding pass ('a=' and a bare 'a' alike).
    let terisi: Vec<&str> = query.split('&').filter(|p| p.split_once('=').is_some_and(|(_, v)| !v.is_empty())).collect();
    let terisi = terisi.join("&");
    let de = serde_urlencoded::Deserializer::new(url::form_urlencoded::parse(terisi.as_bytes()));
    serde_path_to_error::deserialize(de).map_err(|e| AppError::bad_request(pesan_data(&e)))
}

/// serde's English ("invalid type: floating point `80.5`, expected i64") said in Indonesian,
/// naming the field it is about.
fn pesan_data<E: std::fmt::Display>(e: &serde_path_to_error::Error<E>) -> String {
    let jalur = e.path().to_string();
    let kolom = if jalur == "." || jalur.is_empty() { "Data".to_string() } else { format!("Kolom '{jalur}'") };
    terjemahkan(&kolom, &e.inner().to_string())
}

fn terjemahkan(kolom: &str, asli: &str) -> String {
    let asli = asli.split(" at line ").next().unwrap_or(asli);
    let kutipan = |s: &str| s.split('`').nth(1).unwrap_or("").to_string();
    if let Some(rest) = asli.strip_prefix("missing field ") {
        let nama = kutipan(rest);
        return if kolom == "Data" { format!("Kolom '{nama}' wajib diisi.") } else { format!("{kolom}: kolom '{nama}' wajib diisi.") };
    }
    if let Some(rest) = asli.strip_prefix("unknown field ") {
        return format!("Kolom '{}' tidak dikenal.", kutipan(rest));
    }
    if let Some(rest) = asli.strip_prefix("unknown variant ") {
        let pilihan: Vec<&str> = rest.split('`').skip(3).step_by(2).collect();
        return format!("{kolom} berisi '{}' yang tidak dikenal; pilih salah satu: {}.", kutipan(rest), pilihan.join(", "));
    }
    if let Some((dapat, harap)) = asli.strip_prefix("invalid type: ").and_then(|r| r.split_once(", expected ")) {
        let harap = jenis_diharapkan(harap);
        if dapat.starts_with("floating point") && harap == "bilangan bulat" {
            return format!("{kolom} harus bilangan bulat (tanpa desimal).");
        }
        return format!("{kolom} harus berisi {harap}.");
    }
    if let Some((_, harap)) = asli.strip_prefix("invalid value: ").and_then(|r| r.split_once(", expected ")) {
        return format!("{kolom} harus berisi {}.", jenis_diharapkan(harap));
    }
    if asli.starts_with("invalid length") {
        return format!("Jumlah isi {} tidak sesuai.", kolom.to_lowercase());
    }
    if asli.contains("digit") || asli.contains("number") || asli.contains("float") || asli.contains("empty string") {
        return format!("{kolom} harus berupa angka.");
    }
    if asli.contains("`true` or `false`") {
        return format!("{kolom} harus true atau false.");
    }
    format!("{kolom} berisi nilai yang tidak sesuai.")
}

fn jenis_diharapkan(harap: &str) -> &'static str {
    let harap = harap.trim();
    let bulat = |s: &str| s.len() > 1 && (s.starts_with('i') || s.starts_with('u')) && s[1..].chars().all(|c| c.is_ascii_digit());
    match harap {
        h if bulat(h) || h.contains("integer") => "bilangan bulat",
        "f32" | "f64" | "a number" => "angka",
        "a string" | "a borrowed string" | "a character" => "teks",
        "a boolean" => "true atau false",
        h if h.starts_with("a sequence") || h.starts_with("a tuple") => "daftar",
        h if h.starts_with("struct") || h.starts_with("a map") => "objek",
        h if h.starts_with("variant") || h.starts_with("one of") => "salah satu pilihan yang dikenal",
        _ => "nilai yang sesuai",
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
    use super::{baca_query, bulat_sebagai_integer};
    use serde_json::json;

    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)]
    struct Saring {
        periode: Option<String>,
        page: Option<u32>,
        status: Option<Status>,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case")]
    enum Status {
        Aktif,
        Arsip,
    }

    fn pesan(query: &str) -> String {
        baca_query::<Saring>(query).unwrap_err().message
    }

    #[test]
    fn empty_query_values_are_filters_not_set() {
        let s: Saring = baca_query("periode=&page=&status=").unwrap();
        assert!(s.periode.is_none() && s.page.is_none() && s.status.is_none());
        let s: Saring = baca_query("periode=20261&page=2").unwrap();
        assert_eq!((s.periode.as_deref(), s.page), (Some("20261"), Some(2)));
    }

    #[test]
    fn wrong_query_values_are_named_in_indonesian() {
        assert_eq!(pesan("page=dua"), "Kolom 'page' harus berupa angka.");
        assert_eq!(pesan("status=hapus"), "Kolom 'status' berisi 'hapus' yang tidak dikenal; pilih salah satu: aktif, arsip.");
    }

    #[test]
    fn wrong_json_values_are_named_in_indonesian() {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct Nilai {
            nilai: i64,
            catatan: String,
        }
        let baca = |v: serde_json::Value| {
            let e = serde_path_to_error::deserialize::<_, Nilai>(v).unwrap_err();
            super::pesan_data(&e)
        };
        assert_eq!(baca(json!({"nilai": 80.5, "catatan": ""})), "Kolom 'nilai' harus bilangan bulat (tanpa desimal).");
        assert_eq!(baca(json!({"nilai": 80})), "Kolom 'catatan' wajib diisi.");
        assert_eq!(baca(json!({"nilai": "x", "catatan": ""})), "Kolom 'nilai' harus berisi bilangan bulat.");
        assert_eq!(baca(json!("teks")), "Data harus berisi objek.");
    }

    #[test]
    fn integer_valued_numbers_are_integers() {
        let mut v = json!({"id": 432.0, "daftar": [-4535793831.0, 1.5], "nilai": {"x": -0.0}, "besar": 9.3e18, "teks": "5.0"});
        bulat_sebagai_integer(&mut v);
        assert_eq!(v, json!({"id": 432, "daftar": [-4535793831i64, 1.5], "nilai": {"x": 0}, "besar": 9.3e18, "teks": "5.0"}));
        assert!(v["id"].is_i64() && v["besar"].is_f64());
    }
}
