//! HTTP handlers of chat: the route table and one thin function per endpoint.

use super::service;
use axum::extract::State;
use axum::http::Method;
use axum::Json;

use super::model::*;
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::AppResult;
use crate::extract::{self, Path, Query};
use crate::identitas::CurrentUser;
use crate::policy;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(Method::GET, "/v2/chat/group/{id}", Op::new("Grup diskusi (dibuat saat pertama dibuka)").returns::<GrupChat>(), grup)
        .route(
            Method::GET,
            "/v2/chat/group/{id}/thread",
            Op::new("Pesan grup diskusi, terlama dahulu").query::<PesanQuery>().returns::<DaftarPesan>(),
            daftar,
        )
        .route(Method::POST, "/v2/chat/group/{id}/thread", Op::new("Kirim pesan").json::<PesanRequest>().returns::<PesanChat>(), kirim)
        .route(Method::GET, "/v2/chat/group/{id}/thread/{tid}", Op::new("Satu pesan").returns::<PesanChat>(), satu)
        .route(
            Method::POST,
            "/v2/chat/group/{id}/thread/{tid}",
            Op::new("Ubah pesan sendiri").json::<PesanRequest>().returns::<PesanChat>(),
            ubah,
        )
}

async fn grup(State(state): State<AppState>, user: CurrentUser, Path(id): Path<String>) -> AppResult<Json<GrupChat>> {
    let akses = policy::require_open_diskusi(&state.db, &user, &id).await?;
    Ok(Json(service::grup(&state.db, &user, &id, akses).await?))
}

async fn daftar(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<String>,
    Query(q): Query<PesanQuery>,
) -> AppResult<Json<DaftarPesan>> {
    let akses = policy::require_open_diskusi(&state.db, &user, &id).await?;
    Ok(Json(DaftarPesan { data: service::pesan(&state.db, &user, &id, akses, q.setelah).await? }))
}

async fn satu(State(state): State<AppState>, user: CurrentUser, Path((id, tid)): Path<(String, i64)>) -> AppResult<Json<PesanChat>> {
    let akses = policy::require_open_diskusi(&state.db, &user, &id).await?;
    Ok(Json(service::satu_pesan(&state.db, &user, &id, akses, tid).await?))
}

async fn kirim(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<String>,
    extract::Json(body): extract::Json<PesanRequest>,
) -> AppResult<Json<PesanChat>> {
    let akses = policy::require_write_diskusi(&state.db, &user, &id).await?;
    Ok(Json(service::kirim(&state.db, &user, &ip, &id, akses, &body.isi).await?))
}

async fn ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, tid)): Path<(String, i64)>,
    extract::Json(body): extract::Json<PesanRequest>,
) -> AppResult<Json<PesanChat>> {
    let akses = policy::require_write_diskusi(&state.db, &user, &id).await?;
    Ok(Json(service::ubah(&state.db, &user, &id, akses, tid, &body.isi).await?))
}
