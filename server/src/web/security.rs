//! Response headers every answer carries (docs/decisions.md, "Security
//! headers"): no MIME sniffing, a referrer policy, who may frame the pages,
//! a Content-Security-Policy for HTML, and no caching of anything personal.
//!
//! The page data travels in `<script type="application/json">`, which a
//! browser never executes, so the policy allows no inline script at all and
//! needs no per-response hash. Style attributes stay allowed
//! (`style-src-attr`): React writes a few (`--lebar-modal`, progress width)
//! and the plain Error 500 page uses them; `<style>` elements are not.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::header::{
    CACHE_CONTROL, CONTENT_SECURITY_POLICY, CONTENT_TYPE, REFERRER_POLICY, VARY, X_CONTENT_TYPE_OPTIONS, X_FRAME_OPTIONS,
};
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::Response;

use crate::config::Config;

/// Fixed for the life of the process, built from the configuration once.
#[derive(Clone, Debug)]
pub struct SecurityHeaders {
    csp: HeaderValue,
    /// `SAMEORIGIN` unless embedding is configured (old browsers ignore
    /// `frame-ancestors`; X-Frame-Options cannot name another origin).
    frame_options: Option<HeaderValue>,
}

impl SecurityHeaders {
    /// `gaya`, `skrip`: the CSP sources of the document's inline stylesheet and start script
    /// (`'sha256-...'`, ui_bundle).
    pub fn new(config: &Config, gaya: &str, skrip: &str) -> Arc<Self> {
        Arc::new(Self {
            csp: HeaderValue::from_str(&content_security_policy(config.frame_ancestors.as_deref(), gaya, skrip))
                .expect("validated origins are header-safe"),
            frame_options: config.frame_ancestors.is_none().then(|| HeaderValue::from_static("SAMEORIGIN")),
        })
    }
}

/// The policy of every HTML page; `gaya` and `skrip` allow the document's one inline stylesheet
/// and its one inline script by their hashes.
pub fn content_security_policy(frame_ancestors: Option<&[String]>, gaya: &str, skrip: &str) -> String {
    let mut ancestors = vec!["'self'".to_string()];
    for origin in frame_ancestors.unwrap_or_default() {
        if !ancestors.contains(origin) {
            ancestors.push(origin.clone());
        }
    }
    format!(
        concat!(
            "default-src 'self'; script-src 'self' {}; style-src 'self' {}; style-src-attr 'unsafe-inline'; ",
            "img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; ",
            "base-uri 'none'; form-action 'self'; frame-ancestors {}"
        ),
        skrip,
        gaya,
        ancestors.join(" ")
    )
}

pub async fn security_headers(State(config): State<Arc<SecurityHeaders>>, req: Request, next: Next) -> Response {
    let mut response = next.run(req).await;
    let status = response.status();
    let headers = response.headers_mut();
    headers.insert(X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin"));
    if let Some(value) = &config.frame_options {
        headers.insert(X_FRAME_OPTIONS, value.clone());
    }
    let html = headers.get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(|v| v.starts_with("text/html"));
    if html && !headers.contains_key(CONTENT_SECURITY_POLICY) {
        headers.insert(CONTENT_SECURITY_POLICY, config.csp.clone());
    }
    // Pages and API answers depend on who asks (the cookie): never stored by
    // a shared cache or the browser's disk cache. Static files set their own
    // (public) policy and keep it; downloads set `private` themselves.
    // A 304 revalidates a stored static file: its stored policy stands.
    if status != StatusCode::NOT_MODIFIED {
        let public = headers.get(CACHE_CONTROL).map(|v| v.as_bytes().starts_with(b"public"));
        if public.is_none() {
            headers.insert(CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
        }
        if public != Some(true) {
            headers.append(VARY, HeaderValue::from_static("Cookie"));
        }
    }
    response
}

#[cfg(test)]
mod tests {
    use super::content_security_policy;

    #[test]
    fn policy_allows_only_the_hashed_inline_texts_and_names_the_portal() {
        let default = content_security_policy(None, "'sha256-abc'", "'sha256-def'");
        assert!(default.contains("script-src 'self' 'sha256-def';"), "the inline start script by its hash alone");
        assert!(default.contains("style-src 'self' 'sha256-abc';"), "the inline stylesheet by its hash alone");
        assert!(!default.contains("unsafe-eval"));
        assert!(default.ends_with("frame-ancestors 'self'"));
        let portal = content_security_policy(Some(&["https://portal.kampus.ac.id".to_string()]), "'sha256-abc'", "'sha256-def'");
        assert!(portal.ends_with("frame-ancestors 'self' https://portal.kampus.ac.id"));
    }
}
