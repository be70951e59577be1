//! Class endpoints.

use axum::extract::State;
use axum::http::Method;
use axum::Json;

use super::model::{KelasFilter, KelasRow};
use super::service;
use crate::akun::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::error::AppResult;
use crate::extract::Query;
use crate::list::ListResponse;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new().route(
        Method::GET,
        "/lms/kelas_kuliah",
        Op::new("Daftar kelas kuliah").query::<KelasFilter>().returns::<ListResponse<KelasRow>>(),
        list,
    )
}

async fn list(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(filter): Query<KelasFilter>,
) -> AppResult<Json<ListResponse<KelasRow>>> {
    Ok(Json(service::list(&state.db, &user, &filter).await?))
}
