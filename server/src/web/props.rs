//! The data a page is rendered with; embedded once in the HTML and answered as
//! JSON for client-side navigation (request header `x-lms-data: 1`).

use schemars::JsonSchema;
use serde::Serialize;

use crate::akun::model::UserInfo;
use crate::db::Db;
use crate::error::{AppResult, ErrorStatus};
use crate::kelas::aktivitas::{RingkasanKelas, Tiles};
use crate::kelas::model::{KelasFilter, KelasRow, NamaFilter};
use crate::list::ListMeta;
use crate::pengaturan::store;
use crate::pengumuman::model::Pengumuman;

#[derive(Serialize, JsonSchema, Clone, Debug)]
pub struct PeriodeAktif {
    pub kode: i64,
    pub label: String,
}

#[derive(Serialize, JsonSchema, Clone, Debug)]
pub struct AppInfo {
    pub nama: String,
    pub judul: String,
    pub logo_url: Option<String>,
    /// Asia/Jakarta | Asia/Makassar | Asia/Jayapura
    pub time_zone: String,
    pub periode: Option<PeriodeAktif>,
    /// Server time (UTC) at render, to the minute so identical pages render
    /// identically (render cache); the document's `lms-server-time` meta tag
    /// carries the exact second for the ticking clock.
    pub server_time: String,
    pub college_id: String,
}

#[derive(Serialize, JsonSchema)]
pub struct PageProps {
    /// Path and query that were rendered.
    pub url: String,
    pub status: u16,
    /// Route name: login, beranda, kelas, kehadiran_rekap, not_found, error.
    pub page: String,
    pub user: Option<UserInfo>,
    pub app: AppInfo,
    /// Page-specific data; see the page's loader.
    pub data: serde_json::Value,
    pub error: Option<ErrorStatus>,
}

#[derive(Serialize, JsonSchema)]
pub struct LoginData {
    /// Prefilled after a failed attempt.
    pub username: String,
}

#[derive(Serialize, JsonSchema)]
pub struct BerandaData {
    pub tiles: Tiles,
    /// The first two announcements.
    pub pengumuman: Vec<Pengumuman>,
    pub kelas: Vec<KelasRow>,
    /// The card figures of each class in `kelas`.
    pub ringkasan_kelas: Vec<RingkasanKelas>,
    /// The user's meetings, exams and deadlines of this month in short: per day, and today's
    /// (a whole month: `/v1/kegiatan`).
    pub kegiatan: crate::kelas::kalender::KegiatanAwal,
    /// Open tasks and exams of the running period, nearest deadline first (five): a student's
    /// not handed in or taken yet, a lecturer's of the classes they teach.
    pub tenggat: Vec<crate::kelas::aktivitas::AktivitasSaya>,
}

/// Props of the section roots `/tugas`, `/ujian`, `/forum`, `/vidcon`.
#[derive(Serialize, JsonSchema)]
pub struct DaftarAktivitasPageData {
    pub jenis: crate::kelas::model::JenisAktivitas,
    /// Ended ones (status=selesai) instead of open ones.
    pub selesai: bool,
    pub items: Vec<crate::kelas::aktivitas::AktivitasSaya>,
    pub meta: ListMeta,
}

#[derive(Serialize, JsonSchema)]
pub struct KelasPageData {
    pub rows: Vec<KelasRow>,
    pub meta: ListMeta,
    pub filter: KelasFilter,
    /// The names of the filter's chosen ids, for the chips that show an active filter.
    pub nama_filter: NamaFilter,
    /// With `filter=1`: the filter panel's options, so it works before scripts load.
    pub opsi_filter: Option<crate::kelas::saring::OpsiFilter>,
}

pub async fn app_info(db: &Db, college_id: &str) -> AppResult<AppInfo> {
    let sistem = store::sistem(db).await?;
    let periode = store::periode_berjalan(db).await?;
    Ok(AppInfo {
        nama: sistem.as_ref().map(|(s, _)| s.nama.clone()).unwrap_or_else(|| "Learning Management System".into()),
        judul: sistem.as_ref().map(|(s, _)| s.judul.clone()).unwrap_or_else(|| "LMS".into()),
        logo_url: sistem.and_then(|(_, logo)| logo).map(|p| format!("/assets/{p}")),
        time_zone: store::time_zone(db).await?,
        periode: periode.map(|p| PeriodeAktif { kode: p.kode, label: p.nama }),
        server_time: chrono::Utc::now().format("%Y-%m-%dT%H:%M:00Z").to_string(),
        college_id: college_id.to_string(),
    })
}
