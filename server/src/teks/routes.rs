//! HTTP handlers of the text activity.

use axum::extract::State;
use axum::http::{Method, StatusCode};
use axum::Json;

use super::model::*;
use super::{service, store};
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
            "/lms/teks",
            Op::new("Tambah teks pada pertemuan").json::<TeksSimpan>().returns::<TeksDetail>().created(),
            buat,
        )
        .route(Method::PUT, "/lms/teks/{id}", Op::new("Ubah teks").json::<TeksSimpan>().returns::<TeksDetail>(), ubah)
        .route(Method::DELETE, "/lms/teks/{id}", Op::new("Hapus teks").no_content(), hapus)
}

async fn buat(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Json(f): extract::Json<TeksSimpan>,
) -> AppResult<(StatusCode, Json<TeksDetail>)> {
    let id_pertemuan = crate::input::pertemuan_wajib(f.id_pertemuan)?;
    policy::require_author_pertemuan(&state.db, &user, id_pertemuan).await?;
    let id = service::buat(&state.db, (&user, &ip), id_pertemuan, &f).await?;
    Ok((StatusCode::CREATED, Json(store::detail(&state.db, id).await?)))
}

async fn ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(f): extract::Json<TeksSimpan>,
) -> AppResult<Json<TeksDetail>> {
    policy::require_author_teks(&state.db, &user, id).await?;
    service::ubah(&state.db, (&user, &ip), id, &f).await?;
    Ok(Json(store::detail(&state.db, id).await?))
}

async fn hapus(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp, Path(id): Path<i64>) -> AppResult<StatusCode> {
    policy::require_author_teks(&state.db, &user, id).await?;
    service::hapus(&state.db, (&user, &ip), id).await?;
    Ok(StatusCode::NO_CONTENT)
}
