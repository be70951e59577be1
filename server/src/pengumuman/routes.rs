//! HTTP handler of announcements.

use axum::extract::State;
use axum::http::Method;
use axum::Json;

use super::model::*;
use super::store;
use crate::api::{ApiRouter, Op};
use crate::error::AppResult;
use crate::extract::Query;
use crate::identitas::CurrentUser;
use crate::list::{ListResponse, PageRequest};
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new().route(
        Method::GET,
        "/lms/pengumuman",
        Op::new("Daftar pengumuman untuk pengguna").query::<PengumumanQuery>().returns::<ListResponse<Pengumuman>>(),
        list_handler,
    )
}

async fn list_handler(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(q): Query<PengumumanQuery>,
) -> AppResult<Json<ListResponse<Pengumuman>>> {
    let page = PageRequest::new(q.page, q.per_page, 10, 100);
    let (data, total) = store::list(&state.db, &user, page).await?;
    Ok(Json(ListResponse { data, meta: page.meta(total) }))
}
