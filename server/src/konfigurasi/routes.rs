//! Endpoints of the configuration page and the settings form.

use axum::extract::State;
use axum::http::Method;
use axum::Json;

use super::kunci::{self, KonfigurasiItem, KonfigurasiPage, KonfigurasiSimpan};
use super::ubah::{self, PengaturanHalaman, PengaturanIsi};
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::AppResult;
use crate::extract;
use crate::identitas::CurrentUser;
use crate::state::AppState;

/// The configuration page's keys (mounted apart, where the app lists it).
pub fn routes_konfigurasi() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::GET,
            "/lms/konfigurasi",
            Op::new("Konfigurasi sistem dengan jenis nilainya (operator dengan hak konfigurasi)").returns::<KonfigurasiPage>(),
            daftar_konfigurasi,
        )
        .route(
            Method::PUT,
            "/lms/konfigurasi/{keyword}",
            Op::new("Ubah satu nilai konfigurasi (operator dengan hak ubah konfigurasi)")
                .json::<KonfigurasiSimpan>()
                .returns::<KonfigurasiItem>(),
            simpan_konfigurasi,
        )
}

/// The settings form (mounted apart, where the app lists it).
pub fn routes_ubah() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::GET,
            "/lms/pengaturan/halaman",
            Op::new("Pengaturan sistem sebagai formulir (operator dengan hak data sistem, dosen hanya melihat)")
                .returns::<PengaturanHalaman>(),
            lihat_pengaturan,
        )
        .route(
            Method::PUT,
            "/lms/pengaturan",
            Op::new("Ubah pengaturan sistem (operator dengan hak ubah data sistem)").json::<PengaturanIsi>().returns::<PengaturanIsi>(),
            simpan_pengaturan,
        )
}

async fn daftar_konfigurasi(State(state): State<AppState>, user: CurrentUser) -> AppResult<Json<KonfigurasiPage>> {
    Ok(Json(kunci::halaman(&state.db, &user).await?))
}

async fn simpan_konfigurasi(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Path(keyword): extract::Path<String>,
    extract::Json(body): extract::Json<KonfigurasiSimpan>,
) -> AppResult<Json<KonfigurasiItem>> {
    Ok(Json(kunci::ubah(&state.db, &user, &ip, keyword, body).await?))
}

async fn lihat_pengaturan(State(state): State<AppState>, user: CurrentUser) -> AppResult<Json<PengaturanHalaman>> {
    Ok(Json(ubah::halaman(&state.db, &user).await?))
}

async fn simpan_pengaturan(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Json(isi): extract::Json<PengaturanIsi>,
) -> AppResult<Json<PengaturanIsi>> {
    Ok(Json(ubah::simpan(&state.db, &user, &ip, isi).await?))
}
