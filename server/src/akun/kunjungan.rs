//! Visitor activity: `last_active` pings (every 300 s from the client) and
//! the statistic built from them.

use chrono::{Duration, Utc};
use schemars::JsonSchema;
use serde::Serialize;

use crate::db::{self, Db};
use crate::error::AppResult;

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

/// User `id_user` is still active: today's visit takes the time.
pub async fn tandai_aktif(db: &Db, id_user: i64) -> AppResult<()> {
    let today = crate::pengaturan::store::hari_ini(db).await?;
    super::store::catat_kunjungan(db, id_user, &today.format("%Y-%m-%d").to_string(), &db::format_time(Utc::now())).await?;
    Ok(())
}

pub async fn statistik(db: &Db) -> AppResult<Statistik> {
    let now = Utc::now();
    let today = crate::pengaturan::store::hari_ini(db).await?;
    let k = super::store::kunjungan(
        db,
        &db::format_time(now - Duration::seconds(ONLINE_WINDOW_SECS)),
        &today.format("%Y-%m-%d").to_string(),
        &today.format("%Y-%m-%%").to_string(),
    )
    .await?;
    Ok(Statistik { online: k.online, pengunjung_hari_ini: k.hari_ini, pengunjung_bulan_ini: k.bulan_ini, total_pengguna: k.total })
}
