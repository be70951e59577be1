//! Text checks at the input boundary, the same on both engines: PostgreSQL
//! refuses a NUL in TEXT (a 500 before this check) while SQLite stores it, so
//! every string that reaches a handler — JSON body, query, path, form and
//! multipart fields — is checked here first and refused with a 400.

use serde_json::Value;

use crate::error::{AppError, AppResult};

/// Characters no text field may hold: C0 controls other than tab, line feed
/// and carriage return, DEL, and the C1 controls.
pub fn is_forbidden_control(c: char) -> bool {
    matches!(c, '\u{0}'..='\u{8}' | '\u{b}' | '\u{c}' | '\u{e}'..='\u{1f}' | '\u{7f}'..='\u{9f}')
}

/// Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069): they
/// make a chat message display differently from what it says.
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

fn control_error() -> AppError {
    AppError::bad_request("Teks berisi karakter kontrol yang tidak diizinkan. Hapus karakter tersebut lalu coba lagi.")
}

/// Refuses a text holding a forbidden control character.
pub fn check_text(text: &str) -> AppResult<()> {
    if text.chars().any(is_forbidden_control) {
        return Err(control_error());
    }
    Ok(())
}

/// `check_text` plus the bidi controls, for text shown to other people as is
/// (chat messages): a rule of that field, so 422, where a control character
/// anywhere is malformed input (400).
pub fn check_message(text: &str) -> AppResult<()> {
    check_text(text)?;
    if text.chars().any(is_bidi_control) {
        return Err(AppError::unprocessable(
            "Pesan berisi karakter pengatur arah teks yang tidak diizinkan. Hapus karakter tersebut lalu coba lagi.",
        ));
    }
    Ok(())
}

/// Every string (keys included) of a parsed JSON body.
pub fn check_json(value: &Value) -> AppResult<()> {
    match value {
        Value::String(s) => check_text(s),
        Value::Array(items) => items.iter().try_for_each(check_json),
        Value::Object(map) => map.iter().try_for_each(|(k, v)| {
            check_text(k)?;
            check_json(v)
        }),
        _ => Ok(()),
    }
}

/// The percent-decoded path and query of a request target, where not even
/// tabs and line breaks belong. Parameters named in `skip` are not checked
/// (their handler cleans them itself).
pub fn check_uri(uri: &axum::http::Uri, skip: &[&str]) -> AppResult<()> {
    let check = |text: &str| match text.chars().any(|c| c.is_control()) {
        true => Err(control_error()),
        false => Ok(()),
    };
    check(&decode(uri.path()))?;
    for pair in uri.query().unwrap_or("").split('&') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let key = decode(key);
        check(&key)?;
        if !skip.contains(&key.as_str()) {
            check(&decode(value))?;
        }
    }
    Ok(())
}

fn decode(text: &str) -> String {
    percent_encoding::percent_decode_str(&text.replace('+', " ")).decode_utf8_lossy().into_owned()
}

/// Rich text with nothing to read or see: only tags, spaces and `&nbsp;` (an
/// editor's empty paragraph counts as empty, as the form's 'wajib diisi'
/// does); an image is content.
pub fn html_kosong(html: &str) -> bool {
    let kecil = html.to_ascii_lowercase();
    if kecil.split("<img").skip(1).any(|tag| tag.split('>').next().is_some_and(|atribut| atribut.contains("src="))) {
        return false;
    }
    let mut dalam_tag = false;
    let teks: String = html
        .chars()
        .filter(|c| match c {
            '<' => {
                dalam_tag = true;
                false
            }
            '>' => {
                dalam_tag = false;
                false
            }
            _ => !dalam_tag,
        })
        .collect();
    teks.replace("&nbsp;", " ").trim().is_empty()
}

/// A form rule: 422 with `pesan` unless `ok`.
pub fn wajib(ok: bool, pesan: &str) -> AppResult<()> {
    if ok {
        Ok(())
    } else {
        Err(AppError::unprocessable(pesan))
    }
}

/// The meeting an activity form belongs to: 422 'Pertemuan wajib diisi' when missing.
pub fn pertemuan_wajib(id_pertemuan: Option<i64>) -> AppResult<i64> {
    id_pertemuan.filter(|id| *id > 0).ok_or_else(|| AppError::unprocessable("Pertemuan wajib diisi"))
}

/// A required date-time of a form (ISO 8601 with an offset) as UTC text:
/// 422 with `pesan` when empty, 422 too when it is not a time (the API
/// document declares these fields as text, so a bad time is a rule, not a
/// malformed request).
pub fn waktu_wajib(teks: &Option<String>, pesan: &str) -> AppResult<String> {
    let teks = teks.as_deref().filter(|t| !t.trim().is_empty()).ok_or_else(|| AppError::unprocessable(pesan))?;
    crate::db::parse_time(teks)
        .map(crate::db::format_time)
        .ok_or_else(|| AppError::unprocessable("Format waktu tidak valid. Gunakan ISO 8601 dengan zona waktu."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_controls_but_keeps_line_breaks_and_tabs() {
        assert!(check_text("baris satu\nbaris dua\r\n\tdengan tab").is_ok());
        assert!(check_text("Siti Rahmawati — ąčę 漢字 🙂").is_ok());
        for bad in ["a\u{0}b", "\u{1b}[31m", "x\u{7f}", "\u{85}"] {
            assert_eq!(check_text(bad).unwrap_err().status, 400, "{bad:?}");
        }
    }

    #[test]
    fn bidi_controls_only_refused_in_messages() {
        assert!(check_text("abc\u{202e}fdp.exe").is_ok());
        assert!(check_message("abc\u{202e}fdp.exe").is_err());
        assert!(check_message("halo \u{2067}x").is_err());
    }

    #[test]
    fn walks_json_keys_and_nested_values() {
        assert!(check_json(&serde_json::json!({"a": ["ok", {"b": "ok"}], "n": 1})).is_ok());
        assert!(check_json(&serde_json::json!({"a": ["ok", {"b": "x\u{0}"}]})).is_err());
        assert!(check_json(&serde_json::json!({"k\u{0}": 1})).is_err());
    }

    #[test]
    fn checks_decoded_query_except_skipped_names() {
        let uri: axum::http::Uri = "/lms/kelas_kuliah?search=a%00b".parse().unwrap();
        assert!(check_uri(&uri, &[]).is_err());
        let uri: axum::http::Uri = "/?redirect=%2F%09%2Fevil.example".parse().unwrap();
        assert!(check_uri(&uri, &["redirect"]).is_ok());
        assert!(check_uri(&uri, &[]).is_err());
        let uri: axum::http::Uri = "/lms/x%00y".parse().unwrap();
        assert!(check_uri(&uri, &[]).is_err());
    }

    #[test]
    fn empty_rich_text() {
        assert!(super::html_kosong("<p>&nbsp;</p><p> </p>"));
        assert!(super::html_kosong(""));
        assert!(!super::html_kosong("<p>Baca bab 1.</p>"));
        assert!(!super::html_kosong("<p><img src=\"data:image/png;base64,iVBORw0KGgo=\"></p>"));
        assert!(super::html_kosong("<p><img alt=\"x\"></p>"), "an image without a source shows nothing");
    }
}
