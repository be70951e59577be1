//! HTTP handler of the help guides.

use axum::http::Method;
use axum::Json;

use super::model::*;
use super::service::halaman;
use crate::api::{ApiRouter, Op};
use crate::error::AppResult;
use crate::extract::Query;
use crate::identitas::CurrentUser;

pub fn routes() -> ApiRouter {
    ApiRouter::new().route(
        Method::GET,
        "/lms/bantuan",
        Op::new("Panduan penggunaan untuk peran pengguna, dapat dicari").query::<BantuanQuery>().returns::<BantuanHalaman>(),
        daftar,
    )
}

async fn daftar(user: CurrentUser, Query(q): Query<BantuanQuery>) -> AppResult<Json<BantuanHalaman>> {
    Ok(Json(halaman(&user, q.q.as_deref().unwrap_or(""))?))
}
