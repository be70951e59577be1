//! Router assembly and the middleware every request passes through.

use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{HeaderName, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, MethodRouter};
use axum::{Json, Router};
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::trace::TraceLayer;

use crate::api::ApiRouter;
use crate::error::{AppError, KodeGalat};
use crate::state::AppState;
use crate::web::{aplikasi, assets, forms, formulir, pages};

/// Largest JSON body accepted; upload routes set their own limits.
pub const JSON_BODY_LIMIT: usize = 1024 * 1024;

/// Every upload directory of `POST /v2/storager`, each declared with its rule by
/// the domain whose content uses its files.
static UNGGAHAN: [&[crate::berkas::Direktori]; 5] = [
    &crate::materi::routes::UNGGAHAN,
    &crate::tugas::routes::UNGGAHAN,
    &crate::ujian::routes::UNGGAHAN,
    &crate::kelas::banner::UNGGAHAN,
    &crate::akademik::routes::UNGGAHAN,
];

/// Every documented API route.
pub fn api() -> ApiRouter {
    ApiRouter::new()
        .merge(crate::pengaturan::routes::routes())
        .merge(crate::akun::routes::routes())
        .merge(crate::events::routes())
        .merge(crate::kelas::routes::routes())
        .merge(crate::referensi::routes::routes())
        .merge(crate::pengumuman::routes::routes())
        .merge(crate::bap::routes::routes())
        .merge(crate::bank_soal::routes::routes())
        .merge(crate::akademik::routes::routes())
        .merge(crate::tugas::routes::routes())
        .merge(crate::chat::routes::routes())
        .merge(crate::berkas::routes::routes(&UNGGAHAN, crate::materi::service::catat_unduh))
        .merge(crate::materi::routes::routes())
        .merge(crate::pertemuan::routes::routes())
        .merge(crate::vidcon::routes::routes())
        .merge(crate::teks::routes::routes())
        .merge(crate::ujian::routes::routes())
        .merge(crate::forum::routes::routes())
        .merge(crate::kehadiran::routes::routes())
        .merge(crate::nilai::routes::routes())
        .merge(crate::konfigurasi::routes::routes_konfigurasi())
        .merge(crate::log_aktivitas::routes::routes())
        .merge(crate::akun::routes::routes_operator())
        .merge(crate::konfigurasi::routes::routes_ubah())
        .merge(crate::bantuan::routes::routes())
        .merge(crate::impor::routes::routes())
        .schema::<crate::identitas::Modul>()
        .schema::<crate::web::props::PageProps>()
        .schema::<crate::web::props::DataHalaman>()
        .schema::<crate::error::KodeGalat>()
}

pub fn openapi() -> serde_json::Value {
    api().into_parts().1
}

pub fn router(state: AppState) -> Router {
    let (api_router, doc) = api().into_parts();
    // Installed before the first request, so every request is counted.
    let _ = crate::metrik::pegangan();
    let request_id = HeaderName::from_static("x-request-id");
    Router::new()
        .merge(api_router)
        .route("/openapi.json", get(move || async move { Json(doc) }))
        .route("/metrics", get(crate::metrik::halaman))
        .merge(router_browser())
        .merge(assets::router(&state))
        .fallback(fallback)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn(crate::metrik::catat))
        .layer(middleware::from_fn_with_state(state.clone(), csrf))
        .layer(middleware::from_fn_with_state(state.clone(), reject_control_characters))
        .layer(DefaultBodyLimit::max(JSON_BODY_LIMIT))
        .layer(CompressionLayer::new())
        .layer(middleware::from_fn_with_state(
            crate::web::security::SecurityHeaders::new(&state.config, &state.ui.manifest.gaya.csp, &state.ui.manifest.skrip.csp),
            crate::web::security::security_headers,
        ))
        .layer(catch_panic())
        .layer(TraceLayer::new_for_http().make_span_with(|req: &Request| {
            let id = req.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or("-");
            tracing::info_span!("http", method = %req.method(), uri = %req.uri(), request_id = %id)
        }))
        .layer(PropagateRequestIdLayer::new(request_id.clone()))
        .layer(SetRequestIdLayer::new(request_id, MakeRequestUuid))
        .with_state(state)
}

/// The last guard against a panicking request: it is logged and answered with
/// the JSON 500 of any other unexpected error. Inside the trace and request-id
/// layers, so the log line has the request's span and the answer its id.
pub fn catch_panic() -> CatchPanicLayer<fn(Box<dyn std::any::Any + Send + 'static>) -> Response> {
    CatchPanicLayer::custom(panic_response as fn(Box<dyn std::any::Any + Send + 'static>) -> Response)
}

fn panic_response(panic: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let message = match (panic.downcast_ref::<String>(), panic.downcast_ref::<&str>()) {
        (Some(s), _) => s.as_str(),
        (None, Some(s)) => s,
        (None, None) => "(no message)",
    };
    tracing::error!(panic = message, "request panicked");
    AppError::internal().into_response()
}

/// The routes a browser calls outside the API's route table and the pages' own: the HTML forms,
/// the hand-offs with SIAKAD and the app's shell files. The permission matrix reads this list
/// (`routes_browser`), so a route added here without its row there fails that test.
fn handlers_browser() -> [(Method, &'static str, MethodRouter<AppState>); 11] {
    [
        (Method::POST, "/", post(forms::login)),
        (Method::POST, "/aktivasi", post(forms::aktivasi)),
        (Method::POST, "/logout", post(forms::logout)),
        (Method::GET, "/manifest.webmanifest", get(aplikasi::manifest)),
        (Method::GET, "/sw.js", get(aplikasi::pekerja)),
        (Method::POST, "/formulir/tugas/{id}/pengumpulan", post(formulir::kumpul_tugas)),
        (Method::POST, "/formulir/forum/{id}/post", post(formulir::kirim_post)),
        (Method::POST, "/formulir/presensi/{id}", post(formulir::catat_presensi)),
        (Method::GET, "/sso", get(crate::akun::routes::sso_page)),
        (Method::GET, "/siakad-demo", get(crate::akun::siakad_demo::halaman)),
        (Method::GET, "/oauth", get(forms::oauth)),
    ]
}

/// `handlers_browser` as "METHOD path".
pub fn routes_browser() -> Vec<String> {
    handlers_browser().into_iter().map(|(method, path, _)| format!("{method} {path}")).collect()
}

fn router_browser() -> Router<AppState> {
    let router = handlers_browser().into_iter().fold(Router::new(), |r, (_, path, handler)| r.route(path, handler));
    // The pages at the forms' own addresses (the login page, the activation page): the pages'
    // fallback renders them.
    ["/", "/aktivasi"].into_iter().fold(router, |r, path| r.route(path, get(fallback)))
}

fn is_api_path(path: &str) -> bool {
    ["/lms/", "/v0/", "/v1/", "/v2/"].iter().any(|p| path.starts_with(p))
}

/// A known path with another method: our JSON error, not axum's empty 405.
async fn method_not_allowed() -> Response {
    AppError::new(StatusCode::METHOD_NOT_ALLOWED, KodeGalat::MetodeTidakDidukung, "Metode tidak didukung untuk alamat ini.").into_response()
}

async fn fallback(state: State<AppState>, req: Request) -> Response {
    let path = req.uri().path().to_string();
    if is_api_path(&path) {
        return AppError::not_found("Alamat API").into_response();
    }
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return AppError::new(StatusCode::METHOD_NOT_ALLOWED, KodeGalat::MetodeTidakDidukung, "Metode tidak didukung.").into_response();
    }
    let (mut parts, _) = req.into_parts();
    let user =
        match <crate::identitas::MaybeUser as axum::extract::FromRequestParts<AppState>>::from_request_parts(&mut parts, &state).await {
            Ok(u) => u,
            Err(e) => return e.into_response(),
        };
    pages::page(state, user, parts.uri, parts.headers).await
}

/// A path or query holding a control character is refused before any handler
/// sees it: JSON for the API, the error page for pages. `redirect` is left to
/// `safe_redirect`, which sends a bad one to /beranda instead.
async fn reject_control_characters(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let Err(e) = crate::input::check_uri(req.uri(), &["redirect"]) else {
        return next.run(req).await;
    };
    if is_api_path(req.uri().path()) || req.method() != Method::GET {
        return e.into_response();
    }
    let error = crate::error::ErrorStatus::new(e.code, e.message);
    let halaman = pages::Page::NotFound.gagal(e.status);
    pages::respond(&state, req.headers(), pages::Page::NotFound, "/".into(), e.status, None, halaman, Some(error), None).await
}

/// Paths posted by plain HTML forms (no custom headers possible): login, logout, an account's
/// activation and the student
/// pages' actions (`web::formulir`).
const FORM_PATHS: [&str; 3] = ["/", "/logout", "/aktivasi"];
const FORM_PREFIX: &str = "/formulir/";

/// Every state-changing request must carry the college-id header with the
/// configured value; a cross-site form cannot set it. The no-JS forms are
/// checked by their Origin instead, and the session cookie is SameSite=Lax
/// (SameSite=None when embedding is configured: then these checks are all).
async fn csrf(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let safe = matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if safe {
        return next.run(req).await;
    }
    if FORM_PATHS.contains(&req.uri().path()) || req.uri().path().starts_with(FORM_PREFIX) {
        if !same_origin(&req) {
            return AppError::forbidden().into_response();
        }
        return next.run(req).await;
    }
    match req.headers().get("college-id").and_then(|v| v.to_str().ok()) {
        Some(id) if id == state.config.college_id => next.run(req).await,
        _ => AppError::new(
            StatusCode::FORBIDDEN,
            KodeGalat::CollegeIdTidakValid,
            "Header college-id tidak ada atau tidak sesuai. Muat ulang halaman lalu coba lagi.",
        )
        .into_response(),
    }
}

fn same_origin(req: &Request) -> bool {
    let Some(origin) = req.headers().get("origin").and_then(|v| v.to_str().ok()) else {
        return true; // non-browser clients and old browsers send none
    };
    let host = req.headers().get("host").and_then(|v| v.to_str().ok()).unwrap_or("");
    origin.split_once("://").is_some_and(|(_, rest)| rest == host)
}
