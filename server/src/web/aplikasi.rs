//! The installable app (issue 38, item 3): the web app manifest, built from the college's
//! settings so the phone's home screen shows its name, and the service worker the UI build
//! writes (ui/src/sw/sw.ts), served from the root so it may control every page.

use axum::extract::State;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::props::app_info;
use crate::error::{AppError, AppResult};
use crate::state::AppState;
use crate::ui_bundle::WARNA_TEMA;

#[derive(Serialize)]
struct ManifestAplikasi {
    name: String,
    short_name: String,
    lang: &'static str,
    start_url: &'static str,
    scope: &'static str,
    display: &'static str,
    background_color: &'static str,
    theme_color: &'static str,
    icons: [Ikon; 2],
}

#[derive(Serialize)]
struct Ikon {
    src: &'static str,
    sizes: &'static str,
    #[serde(rename = "type")]
    jenis: &'static str,
    /// The logo sits inside the safe zone of a maskable icon (assets/ikon.svg).
    purpose: &'static str,
}

pub async fn manifest(State(state): State<AppState>) -> AppResult<Response> {
    let app = app_info(&state.db, &state.config.college_id).await?;
    let isi = ManifestAplikasi {
        name: app.nama,
        short_name: app.judul,
        lang: "id",
        start_url: "/beranda",
        scope: "/",
        display: "standalone",
        background_color: "#f8fafc",
        theme_color: WARNA_TEMA,
        icons: [
            Ikon { src: "/assets/ikon-192.png", sizes: "192x192", jenis: "image/png", purpose: "any maskable" },
            Ikon { src: "/assets/ikon-512.png", sizes: "512x512", jenis: "image/png", purpose: "any maskable" },
        ],
    };
    let json = serde_json::to_string(&isi).map_err(anyhow::Error::from)?;
    Ok(([(CONTENT_TYPE, "application/manifest+json"), (CACHE_CONTROL, "no-cache")], json).into_response())
}

/// `/sw.js`. `no-cache`: the browser asks again at every check, so a new build's worker is found
/// (a new worker waits until no page of the old one is open: sw.ts).
pub async fn pekerja(State(state): State<AppState>) -> AppResult<Response> {
    let path = state.config.ui_dist.join("client/sw.js");
    let isi = tokio::fs::read(&path).await.map_err(|_| AppError::not_found("Service worker"))?;
    Ok(([(CONTENT_TYPE, "text/javascript; charset=utf-8"), (CACHE_CONTROL, "no-cache")], isi).into_response())
}
