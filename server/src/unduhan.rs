//! File downloads with their names: generated exports (built in memory) and
//! stored files (streamed from the store, whole or by byte range).

use axum::body::Body;
use axum::http::header::{ACCEPT_RANGES, CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_LENGTH, CONTENT_RANGE, CONTENT_TYPE, RANGE};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::error::AppResult;
use crate::storage::{Buka, Rentang, Storage};

pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
pub const CSV: &str = "text/csv";

/// A download with its file name (RFC 6266: ASCII fallback plus UTF-8 form).
pub fn unduhan(bytes: Vec<u8>, mime: &'static str, nama: &str) -> Response {
    let disposition = disposition("attachment", nama);
    let mut response = (StatusCode::OK, bytes).into_response();
    let headers = response.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static(mime));
    headers.insert(CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        headers.insert(CONTENT_DISPOSITION, value);
    }
    response
}

/// How a stored file is served: its type, `Content-Disposition` (none for
/// an image shown in a page) and `Cache-Control`.
pub struct Sajian {
    pub mime: &'static str,
    pub disposition: Option<String>,
    pub cache: &'static str,
}

/// Stored file `kunci` as the answer to a request with `headers`: the whole
/// file (200), or the one byte range its `Range` header asks for (206 with
/// `Content-Range`; 416 with `Content-Range: bytes */size` when the range
/// lies past the end). A header of several ranges is answered with the whole
/// file, as RFC 9110 allows. The body streams from the store in small frames,
/// so a download holds a few kilobytes, not the file.
pub async fn berkas(storage: &Storage, kunci: &str, headers: &HeaderMap, sajian: Sajian) -> AppResult<Response> {
    let rentang = headers.get(RANGE).and_then(|v| v.to_str().ok()).and_then(rentang);
    let mut res = match storage.buka(kunci, rentang).await? {
        Buka::DiLuar { ukuran } => {
            let mut res = StatusCode::RANGE_NOT_SATISFIABLE.into_response();
            res.headers_mut().insert(CONTENT_RANGE, header_value(&format!("bytes */{ukuran}")));
            res
        }
        Buka::Isi(bacaan) => {
            let panjang = bacaan.bagian.end - bacaan.bagian.start;
            let mut res = Response::new(Body::from_stream(bacaan.isi));
            let h = res.headers_mut();
            // The stream has no size of its own: without this the answer would be chunked.
            h.insert(CONTENT_LENGTH, HeaderValue::from(panjang));
            if rentang.is_some() {
                *res.status_mut() = StatusCode::PARTIAL_CONTENT;
                let (awal, akhir) = (bacaan.bagian.start, bacaan.bagian.end - 1);
                res.headers_mut().insert(CONTENT_RANGE, header_value(&format!("bytes {awal}-{akhir}/{}", bacaan.ukuran)));
            }
            res
        }
    };
    let h = res.headers_mut();
    h.insert(CONTENT_TYPE, HeaderValue::from_static(sajian.mime));
    h.insert(CACHE_CONTROL, HeaderValue::from_static(sajian.cache));
    h.insert(ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    if let Some(v) = sajian.disposition.and_then(|d| HeaderValue::from_str(&d).ok()) {
        h.insert(CONTENT_DISPOSITION, v);
    }
    Ok(res)
}

fn header_value(text: &str) -> HeaderValue {
    HeaderValue::from_str(text).expect("digits, spaces, '-', '/' and '*' only")
}

/// One range of a `Range` header: `bytes=a-b`, `bytes=a-` or `bytes=-n`.
/// Anything else (another unit, several ranges, `b` before `a`) is None: the
/// header is ignored and the whole file sent.
pub fn rentang(header: &str) -> Option<Rentang> {
    let spec = header.trim().strip_prefix("bytes=")?;
    if spec.contains(',') {
        return None;
    }
    let (a, b) = spec.split_once('-')?;
    let angka = |s: &str| s.trim().parse::<u64>().ok();
    match (a.trim(), b.trim()) {
        ("", n) => Some(Rentang::Akhir(angka(n)?)),
        (a, "") => Some(Rentang::Sejak(angka(a)?)),
        (a, b) => Some((angka(a)?, angka(b)?)).filter(|(a, b)| a <= b).map(|(a, b)| Rentang::Antara(a, b)),
    }
}

/// `Content-Disposition` of `cara` (inline or attachment) with the file name
/// (RFC 6266: ASCII fallback plus UTF-8 form).
pub fn disposition(cara: &str, nama: &str) -> String {
    let ascii: String = nama
        .chars()
        .map(|c| {
            if c.is_ascii_graphic() || c == ' ' {
                if c == '"' {
                    '_'
                } else {
                    c
                }
            } else {
                '_'
            }
        })
        .collect();
    let encoded: String = nama
        .bytes()
        .map(|b| if b.is_ascii_alphanumeric() || b"-._".contains(&b) { (b as char).to_string() } else { format!("%{b:02X}") })
        .collect();
    format!("{cara}; filename=\"{ascii}\"; filename*=UTF-8''{encoded}")
}

#[cfg(test)]
mod tests {
    use super::rentang;
    use crate::storage::Rentang;

    #[test]
    fn byte_ranges() {
        assert_eq!(rentang("bytes=0-99"), Some(Rentang::Antara(0, 99)));
        assert_eq!(rentang("bytes=900-"), Some(Rentang::Sejak(900)));
        assert_eq!(rentang("bytes=-100"), Some(Rentang::Akhir(100)));
        assert_eq!(rentang("bytes=-0"), Some(Rentang::Akhir(0)));
        assert_eq!(rentang("bytes=0-1,5-6"), None);
        assert_eq!(rentang("bytes=5-2"), None);
        assert_eq!(rentang("bytes=a-"), None);
        assert_eq!(rentang("items=0-1"), None);
        assert_eq!(Rentang::Antara(990, 5000).bagian(1000), Some(990..1000));
        assert_eq!(Rentang::Akhir(5000).bagian(1000), Some(0..1000));
        assert_eq!(Rentang::Sejak(1000).bagian(1000), None);
        assert_eq!(Rentang::Akhir(0).bagian(1000), None);
    }
}
