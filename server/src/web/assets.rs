//! Static files: the UI build's hashed assets (cached for a year, immutable)
//! and the repository's `assets/` (banners, logo; cached for a day). Files are
//! served pre-compressed (.br/.gz written by the UI build) when the browser
//! accepts it.

use axum::http::header::CACHE_CONTROL;
use axum::http::HeaderValue;
use axum::Router;
use tower_http::services::ServeDir;

use crate::state::AppState;

/// The UI build names hashed files `name-XXXXXXXX.ext` (8 letters or digits).
pub fn is_hashed(path: &str) -> bool {
    let file = path.rsplit('/').next().unwrap_or(path);
    let stem = file.split('.').next().unwrap_or(file);
    stem.rsplit_once('-').is_some_and(|(_, hash)| hash.len() == 8 && hash.chars().all(|c| c.is_ascii_alphanumeric()))
}

pub fn router(state: &AppState) -> Router<AppState> {
    let built = ServeDir::new(state.config.ui_dist.join("client/assets"))
        .precompressed_br()
        .precompressed_gzip()
        .fallback(ServeDir::new(&state.config.assets_dir).precompressed_gzip());
    Router::new().nest_service("/assets", built).layer(axum::middleware::map_response(
        |req_path: axum::extract::OriginalUri, mut response: axum::response::Response| async move {
            let value = if is_hashed(req_path.path()) { "public, max-age=31536000, immutable" } else { "public, max-age=86400" };
            if response.status().is_success() {
                response.headers_mut().insert(CACHE_CONTROL, HeaderValue::from_static(value));
            }
            response
        },
    ))
}

#[cfg(test)]
mod tests {
    #[test]
    fn hashed_names() {
        assert!(super::is_hashed("/assets/entry-client-AB12CD34.js"));
        assert!(super::is_hashed("/assets/chunks/page-ZZ12CD34.js"));
        assert!(!super::is_hashed("/assets/banner/banner-1.svg"));
        assert!(!super::is_hashed("/assets/logo.svg"));
    }
}
