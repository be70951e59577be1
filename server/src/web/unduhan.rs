//! File downloads with their names.

use axum::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

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
