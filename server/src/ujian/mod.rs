//! Quizzes and exams (ujian) of a meeting: create, change, delete (with
//! their attempts and remedial exams). Question groups, taking and grading
//! come with the parts of issue 11 that use them.

pub mod model;
pub mod service;
pub mod store;

use axum::extract::State;
use axum::http::{Method, StatusCode};
use axum::Json;

use crate::akun::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::{AppError, AppResult};
use crate::extract::{self, Path};
use crate::policy;
use crate::state::AppState;
use model::*;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(Method::POST, "/lms/ujian", Op::new("Tambah kuis/ujian pada pertemuan").json::<UjianSimpan>().returns::<UjianDetail>(), buat)
        .route(Method::GET, "/lms/ujian/{id}", Op::new("Detail kuis/ujian").returns::<UjianDetail>(), detail)
        .route(Method::PUT, "/lms/ujian/{id}", Op::new("Ubah kuis/ujian").json::<UjianSimpan>().returns::<UjianDetail>(), ubah)
        .route(Method::DELETE, "/lms/ujian/{id}", Op::new("Hapus kuis/ujian beserta pengerjaan dan ujian remedialnya").no_content(), hapus)
}

async fn buat(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Json(body): extract::Json<UjianSimpan>,
) -> AppResult<(StatusCode, Json<UjianDetail>)> {
    let id_pertemuan = body.id_pertemuan.filter(|id| *id > 0).ok_or_else(|| AppError::unprocessable("Pertemuan wajib diisi"))?;
    let (id_kelas, _) = policy::require_author_pertemuan(&state.db, &user, id_pertemuan).await?;
    let id = service::buat(&state.db, &user, &ip, (id_pertemuan, id_kelas), &body).await?;
    Ok((StatusCode::CREATED, Json(service::detail(&state.db, id).await?)))
}

async fn detail(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<UjianDetail>> {
    policy::require_see_ujian(&state.db, &user, id).await?;
    Ok(Json(service::detail(&state.db, id).await?))
}

async fn ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<UjianSimpan>,
) -> AppResult<Json<UjianDetail>> {
    policy::require_author_ujian(&state.db, &user, id).await?;
    service::ubah(&state.db, &user, &ip, id, &body).await?;
    Ok(Json(service::detail(&state.db, id).await?))
}

async fn hapus(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp, Path(id): Path<i64>) -> AppResult<StatusCode> {
    policy::require_author_ujian(&state.db, &user, id).await?;
    service::hapus(&state.db, &user, &ip, id).await?;
    Ok(StatusCode::NO_CONTENT)
}
