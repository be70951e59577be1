//! Visitor activity: `last_active` pings (every 300 s from the client) and
//! the statistic built from them.

use axum::extract::State;
use axum::http::Method;
use axum::Json;
use chrono::{Duration, Utc};
use schemars::JsonSchema;
use serde::Serialize;

use super::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::db;
use crate::error::AppResult;
use crate::pengaturan::model::Data;
use crate::state::AppState;

/// A user counts as online while their last ping is this recent.
pub const ONLINE_WINDOW_SECS: i64 = 300;

#[derive(Serialize, JsonSchema)]
pub struct Statistik {
    /// Users whose last activity is within the last 5 minutes.
    pub online: i64,
    pub pengunjung_hari_ini: i64,
    pub pengunjung_bulan_ini: i64,
    pub total_pengguna: i64,
}

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(Method::PUT, "/lms/visitor/last_active", Op::new("Tandai pengguna masih aktif").returns::<super::routes::Ok>(), last_active)
        .route(Method::GET, "/lms/visitor/statistic", Op::new("Statistik pengunjung").returns::<Data<Statistik>>(), statistic)
}

async fn last_active(State(state): State<AppState>, user: CurrentUser) -> AppResult<Json<super::routes::Ok>> {
    let today = crate::pengaturan::store::hari_ini(&state.db).await?;
    super::store::catat_kunjungan(&state.db, user.id(), &today.format("%Y-%m-%d").to_string(), &db::format_time(Utc::now())).await?;
    Ok(super::routes::Ok::new("Berhasil"))
}

async fn statistic(State(state): State<AppState>, _user: CurrentUser) -> AppResult<Json<Data<Statistik>>> {
    let now = Utc::now();
    let today = crate::pengaturan::store::hari_ini(&state.db).await?;
    let k = super::store::kunjungan(
        &state.db,
        &db::format_time(now - Duration::seconds(ONLINE_WINDOW_SECS)),
        &today.format("%Y-%m-%d").to_string(),
        &today.format("%Y-%m-%%").to_string(),
    )
    .await?;
    Ok(Json(Data {
        data: Statistik { online: k.online, pengunjung_hari_ini: k.hari_ini, pengunjung_bulan_ini: k.bulan_ini, total_pengguna: k.total },
    }))
}
