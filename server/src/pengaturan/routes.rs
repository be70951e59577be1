//! Endpoints: health, system info, logo, settings, configuration, period
//! (the pages that change them are in `konfigurasi`).

use axum::extract::{Path, State};
use axum::http::Method;
use axum::Json;

use super::model::*;
use super::store;
use crate::api::{ApiRouter, Op};
use crate::error::{AppError, AppResult};
use crate::extract::Query;
use crate::identitas::CurrentUser;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(Method::GET, "/healthz", Op::new("Server hidup (tanpa memeriksa basis data)").returns::<Health>(), healthz)
        .route(
            Method::GET,
            "/readyz",
            Op::new("Server siap melayani: basis data dapat dihubungi (503 bila tidak)").returns::<Health>(),
            readyz,
        )
        .route(Method::GET, "/v1/sistem", Op::new("Identitas perguruan tinggi").returns::<Data<Vec<Sistem>>>(), sistem)
        .route(Method::GET, "/v1/logo_perguruan_tinggi", Op::new("Logo perguruan tinggi").returns::<Data<Logo>>(), logo)
        .route(Method::GET, "/lms/pengaturan", Op::new("Pengaturan sistem dan kelas").returns::<Data<Pengaturan>>(), pengaturan)
        .route(
            Method::GET,
            "/lms/pengaturan/me",
            Op::new("Pengaturan pengguna yang sedang login").returns::<Data<PengaturanSaya>>(),
            pengaturan_saya,
        )
        .route(
            Method::GET,
            "/v1/semester_akademik_berjalan",
            Op::new("Semester akademik berjalan").returns::<Data<Periode>>(),
            semester_berjalan,
        )
        .route(
            Method::GET,
            "/v1/configuration",
            Op::new("Daftar konfigurasi").query::<KonfigurasiQuery>().returns::<Data<Vec<Konfigurasi>>>(),
            configuration,
        )
        .route(Method::GET, "/v1/config/{keyword}", Op::new("Satu konfigurasi").returns::<Data<Konfigurasi>>(), config_keyword)
}

/// Alive: the process answers (a supervisor restarts it when this fails).
async fn healthz(State(state): State<AppState>) -> Json<Health> {
    Json(kesehatan(&state))
}

/// Ready: the database answers too (a proxy sends no requests here while this fails).
async fn readyz(State(state): State<AppState>) -> AppResult<Json<Health>> {
    store::ping(&state.db).await.map_err(|_| {
        AppError::new(
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            crate::error::KodeGalat::BasisDataTidakTersedia,
            "Basis data tidak dapat dihubungi; server ini belum siap melayani.",
        )
    })?;
    Ok(Json(kesehatan(&state)))
}

fn kesehatan(state: &AppState) -> Health {
    Health {
        status: "ok".into(),
        database: if state.config.is_postgres() { "postgres" } else { "sqlite" }.into(),
        versi: env!("CARGO_PKG_VERSION").into(),
    }
}

async fn sistem(State(state): State<AppState>) -> AppResult<Json<Data<Vec<Sistem>>>> {
    let list = store::sistem(&state.db).await?.map(|(s, _)| s).into_iter().collect();
    Ok(Json(Data { data: list }))
}

async fn logo(State(state): State<AppState>) -> AppResult<Json<Data<Logo>>> {
    let logo = store::sistem(&state.db).await?.and_then(|(_, path)| path).map(|p| format!("/assets/{p}"));
    Ok(Json(Data { data: Logo { logo_content_url: logo } }))
}

async fn pengaturan(State(state): State<AppState>, _user: CurrentUser) -> AppResult<Json<Data<Pengaturan>>> {
    Ok(Json(Data {
        data: Pengaturan {
            pengaturan_sistem: store::dokumen(&state.db, "pengaturan_sistem").await?,
            pengaturan_kelas: store::dokumen(&state.db, "pengaturan_kelas").await?,
            pelaku_integrasi_nilai: store::dokumen(&state.db, "pelaku_integrasi_nilai").await?,
        },
    }))
}

async fn pengaturan_saya(State(state): State<AppState>, user: CurrentUser) -> AppResult<Json<Data<PengaturanSaya>>> {
    let time_zone = store::time_zone(&state.db).await?;
    Ok(Json(Data { data: PengaturanSaya { zona: store::zona_label(&time_zone).into(), time_zone, role: user.role() } }))
}

async fn semester_berjalan(State(state): State<AppState>) -> AppResult<Json<Data<Periode>>> {
    let periode = store::periode_berjalan(&state.db).await?.ok_or_else(|| AppError::not_found("Semester berjalan"))?;
    Ok(Json(Data { data: periode }))
}

async fn configuration(State(state): State<AppState>, Query(query): Query<KonfigurasiQuery>) -> AppResult<Json<Data<Vec<Konfigurasi>>>> {
    let keywords: Option<Vec<String>> =
        query.keyword.map(|k| k.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect());
    Ok(Json(Data { data: store::konfigurasi(&state.db, keywords.as_deref()).await? }))
}

async fn config_keyword(State(state): State<AppState>, Path(keyword): Path<String>) -> AppResult<Json<Data<Konfigurasi>>> {
    let found = store::konfigurasi(&state.db, Some(std::slice::from_ref(&keyword))).await?;
    let item = found.into_iter().next().ok_or_else(|| AppError::not_found(&format!("Konfigurasi '{keyword}'")))?;
    Ok(Json(Data { data: item }))
}
