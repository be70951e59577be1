//! BAP endpoints and the programme signer.

use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;
use axum::Json;

use super::model::*;
use super::{arsip, pdf, service, store};
use crate::api::{ApiRouter, Op};
use crate::error::{AppError, AppResult};
use crate::extract::{self, Path, Query};
use crate::identitas::CurrentUser;
use crate::policy;
use crate::state::AppState;
use crate::storage::Storage;
use crate::unduhan::{berkas, disposition, unduhan, Sajian};

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(Method::GET, "/lms/kelas_kuliah/{id}/bap", Op::new("Data BAP kelas").query::<BapOpsi>().returns::<BapLaporan>(), laporan)
        .route(
            Method::GET,
            "/lms/kelas_kuliah/{id}/bap/unduh",
            Op::new("Unduh BAP kelas (PDF)").query::<BapOpsi>().file(&["application/pdf"]),
            unduh,
        )
        .route(
            Method::POST,
            "/lms/kelas_kuliah/bap/unduh",
            Op::new("Mulai membuat arsip BAP satu periode (ZIP, pekerjaan latar)").json::<BapArsipRequest>().returns::<BapJob>().accepted(),
            arsip_mulai,
        )
        .route(Method::GET, "/lms/kelas_kuliah/bap/unduh/{job}", Op::new("Status arsip BAP").returns::<BapJob>(), arsip_status)
        .route(
            Method::GET,
            "/lms/kelas_kuliah/bap/unduh/{job}/berkas",
            Op::new("Unduh arsip BAP (ZIP)").file(&["application/zip"]),
            arsip_berkas,
        )
        .route(
            Method::GET,
            "/v1/penandatangan_prodi/{id}",
            Op::new("Penandatangan BAP program studi").returns::<PenandatanganProdi>(),
            penandatangan,
        )
}

async fn laporan(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
    Query(opsi): Query<BapOpsi>,
) -> AppResult<Json<BapLaporan>> {
    let kelas = store::kelas(&state.db, id).await?;
    policy::require_read_bap(&user, &kelas)?;
    Ok(Json(service::laporan(&state.db, &user, kelas, &opsi).await?))
}

async fn unduh(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>, Query(opsi): Query<BapOpsi>) -> AppResult<Response> {
    let bagian = opsi.bagian();
    if !(bagian.resume || bagian.detail || bagian.tanda_tangan) {
        return Err(AppError::unprocessable("Pilih minimal satu bagian BAP untuk diunduh."));
    }
    let kelas = store::kelas(&state.db, id).await?;
    policy::require_read_bap(&user, &kelas)?;
    let laporan = service::laporan(&state.db, &user, kelas, &opsi).await?;
    let id_pengajar = service::pengajar_laporan(&user, &laporan.kelas, &opsi)?;
    let konteks = arsip::konteks(&state.db, &opsi, None).await?;
    let konteks = arsip::konteks_for(&konteks, &laporan, id_pengajar);
    let nama = service::nama_berkas(&laporan.kelas);
    let bytes = tokio::task::spawn_blocking(move || pdf::render(&laporan, &konteks)).await??;
    Ok(unduhan(bytes, "application/pdf", &nama))
}

async fn arsip_mulai(
    State(state): State<AppState>,
    user: CurrentUser,
    extract::Json(req): extract::Json<BapArsipRequest>,
) -> AppResult<(StatusCode, Json<BapJob>)> {
    let id_dosen = policy::require_archive_bap(&user)?;
    let bagian = BapOpsi {
        include_laporan_kelas: req.include_laporan_kelas,
        include_laporan_pertemuan_detail: req.include_laporan_pertemuan_detail,
        include_tanda_tangan: req.include_tanda_tangan,
        laporan_saya: None,
        id_pengajar: None,
    }
    .bagian();
    if !(bagian.resume || bagian.detail || bagian.tanda_tangan) {
        return Err(AppError::unprocessable("Pilih minimal satu bagian BAP untuk diunduh."));
    }
    Ok((StatusCode::ACCEPTED, Json(arsip::mulai(&state, &user, id_dosen, req).await?)))
}

async fn arsip_status(State(state): State<AppState>, user: CurrentUser, Path(job): Path<String>) -> AppResult<Json<BapJob>> {
    Ok(Json(arsip::status(&state.db, &user, &job).await?))
}

async fn arsip_berkas(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(job): Path<String>,
    headers: HeaderMap,
) -> AppResult<Response> {
    let (nama, path) = arsip::berkas(&state.db, &user, &job).await?;
    let sajian = Sajian { mime: "application/zip", disposition: Some(disposition("attachment", &nama)), cache: "private, no-store" };
    berkas(&Storage::new(&state.config.data_dir), &path, &headers, sajian).await
}

async fn penandatangan(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<PenandatanganProdi>> {
    policy::require_see_penandatangan(&user)?;
    store::penandatangan(&state.db, id).await?.map(Json).ok_or_else(|| AppError::not_found("Penandatangan program studi"))
}
