//! Endpoints of the activity log: the filtered reads, the kinds, the .xlsx.

use axum::extract::State;
use axum::http::Method;
use axum::response::Response;
use axum::Json;

use super::riwayat::{baca, baris, daftar_jenis, halaman, saringan, JenisLog, LogAktivitas, LogFilter, EXPORT_MAKS, PER_PAGE};
use super::store;
use crate::api::{ApiRouter, Op};
use crate::error::{AppError, AppResult};
use crate::extract::Query;
use crate::identitas::CurrentUser;
use crate::list::{ListResponse, PageRequest};
use crate::pengaturan::store::time_zone;
use crate::state::AppState;
use crate::unduhan::{unduhan, XLSX};

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::GET,
            "/lms/log_aktivitas",
            Op::new("Log aktivitas: semua pengguna bagi operator dengan hak baca data sistem, milik sendiri bagi yang lain")
                .query::<LogFilter>()
                .returns::<ListResponse<LogAktivitas>>(),
            daftar,
        )
        .route(
            Method::GET,
            "/lms/log_aktivitas/me",
            Op::new("Riwayat aktivitas pengguna yang sedang login").query::<LogFilter>().returns::<ListResponse<LogAktivitas>>(),
            milik_saya,
        )
        .route(
            Method::GET,
            "/lms/log_aktivitas/jenis_aktivitas",
            Op::new("Jenis aktivitas untuk filter riwayat").returns::<Vec<JenisLog>>(),
            jenis_aktivitas,
        )
        .route(
            Method::GET,
            "/lms/log_aktivitas/export_excel",
            Op::new("Log aktivitas dengan filter yang sama sebagai .xlsx (tanpa halaman)").query::<LogFilter>().file(&[XLSX]),
            export_excel,
        )
}

async fn daftar(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(f): Query<LogFilter>,
) -> AppResult<Json<ListResponse<LogAktivitas>>> {
    let s = saringan(&state.db, &user, &f, &time_zone(&state.db).await?).await?;
    Ok(Json(baca(&state.db, &user, &s, halaman(&f, PER_PAGE)).await?))
}

async fn milik_saya(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(f): Query<LogFilter>,
) -> AppResult<Json<ListResponse<LogAktivitas>>> {
    let f = LogFilter { id_user: Some(user.id()), username: None, ..f };
    let s = saringan(&state.db, &user, &f, &time_zone(&state.db).await?).await?;
    Ok(Json(baca(&state.db, &user, &s, halaman(&f, PER_PAGE)).await?))
}

async fn jenis_aktivitas(_user: CurrentUser) -> Json<Vec<JenisLog>> {
    Json(daftar_jenis())
}

async fn export_excel(State(state): State<AppState>, user: CurrentUser, Query(f): Query<LogFilter>) -> AppResult<Response> {
    let tz = time_zone(&state.db).await?;
    let s = saringan(&state.db, &user, &f, &tz).await?;
    let total = store::jumlah(&state.db, &s).await?;
    if total > EXPORT_MAKS {
        return Err(AppError::unprocessable(format!(
            "Data terlalu banyak untuk diunduh ({total} baris, paling banyak {EXPORT_MAKS}). Persempit rentang waktu atau filter lalu coba lagi."
        )));
    }
    let items = baris(&state.db, &user, &s, PageRequest { page: 1, per_page: EXPORT_MAKS }).await?;
    Ok(unduhan(super::excel::xlsx(&items, &tz)?, XLSX, "Riwayat Aktivitas.xlsx"))
}
