//! HTTP handlers of vidcon: the route table and one thin function per endpoint.

use super::service;
use axum::extract::State;
use axum::http::{Method, StatusCode};
use axum::Json;

use super::model::*;
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::AppResult;
use crate::extract::{self, Path};
use crate::identitas::CurrentUser;
use crate::policy;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::POST,
            "/lms/vidcon",
            Op::new("Tambah vidcon pada pertemuan").json::<VidconSimpan>().returns::<VidconDetail>().created(),
            buat,
        )
        .route(Method::GET, "/lms/vidcon/{id}", Op::new("Detail vidcon").returns::<VidconDetail>(), detail)
        .route(Method::PUT, "/lms/vidcon/{id}", Op::new("Ubah vidcon").json::<VidconSimpan>().returns::<VidconDetail>(), ubah)
        .route(Method::DELETE, "/lms/vidcon/{id}", Op::new("Hapus vidcon beserta data join").no_content(), hapus)
        .route(Method::PUT, "/lms/vidcon/{id}/join", Op::new("Catat bergabung ke vidcon").returns::<JoinVidcon>(), join)
}

async fn buat(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Json(body): extract::Json<VidconSimpan>,
) -> AppResult<(StatusCode, Json<VidconDetail>)> {
    let id_pertemuan = crate::input::pertemuan_wajib(body.id_pertemuan)?;
    let (_, posisi) = policy::require_author_pertemuan(&state.db, &user, id_pertemuan).await?;
    let id = service::buat(&state.db, &user, &ip, id_pertemuan, &body).await?;
    Ok((StatusCode::CREATED, Json(service::detail(&state.db, &user, id, &posisi).await?)))
}

async fn detail(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<VidconDetail>> {
    let (_, posisi) = policy::require_see_vidcon(&state.db, &user, id).await?;
    Ok(Json(service::detail(&state.db, &user, id, &posisi).await?))
}

async fn ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<VidconSimpan>,
) -> AppResult<Json<VidconDetail>> {
    let (_, posisi) = policy::require_author_vidcon(&state.db, &user, id).await?;
    service::ubah(&state.db, &user, &ip, id, &body).await?;
    Ok(Json(service::detail(&state.db, &user, id, &posisi).await?))
}

async fn hapus(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp, Path(id): Path<i64>) -> AppResult<StatusCode> {
    policy::require_author_vidcon(&state.db, &user, id).await?;
    service::hapus(&state.db, &user, &ip, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn join(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<JoinVidcon>> {
    let (_, posisi) = policy::require_see_vidcon(&state.db, &user, id).await?;
    let peran = policy::require_join_vidcon(&posisi)?;
    Ok(Json(service::join(&state.db, &user, id, peran).await?))
}
