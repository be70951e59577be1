//! Tasks (tugas): the task page of a class and its grading (penilaian).

pub mod model;
pub mod service;

use axum::extract::State;
use axum::http::Method;
use axum::Json;

use crate::akun::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::AppResult;
use crate::extract::{self, Path};
use crate::policy;
use crate::state::AppState;
use model::*;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(Method::GET, "/lms/tugas/{id}", Op::new("Detail tugas").returns::<TugasDetail>(), detail)
        .route(
            Method::GET,
            "/lms/tugas/{id}/pengerjaan",
            Op::new("Pengumpulan tugas per peserta (pengajar dan operator)").returns::<DaftarPengerjaan>(),
            pengerjaan,
        )
        .route(
            Method::PUT,
            "/lms/tugas/{id}/pengerjaan/{id_mahasiswa}/nilai",
            Op::new("Beri atau hapus nilai satu pengumpulan tugas").json::<NilaiRequest>().returns::<PengerjaanPeserta>(),
            nilai,
        )
}

async fn detail(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<TugasDetail>> {
    let posisi = policy::require_see_tugas(&state.db, &user, id, None).await?;
    Ok(Json(service::detail(&state.db, &user, id, &posisi).await?))
}

async fn pengerjaan(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<DaftarPengerjaan>> {
    let posisi = policy::require_see_penilaian(&state.db, &user, id, None).await?;
    Ok(Json(DaftarPengerjaan { data: service::daftar_pengerjaan(&state.db, &user, id, &posisi).await? }))
}

async fn nilai(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_mahasiswa)): Path<(i64, i64)>,
    extract::Json(body): extract::Json<NilaiRequest>,
) -> AppResult<Json<PengerjaanPeserta>> {
    let posisi = policy::require_grade_tugas(&state.db, &user, id).await?;
    Ok(Json(service::beri_nilai(&state.db, &user, &ip, id, &posisi, id_mahasiswa, body.nilai).await?))
}
