//! Class lists, within the scope `policy::require_list_kelas` gives.

use super::model::{KelasFilter, KelasRow};
use super::store;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::list::{ListResponse, PageRequest};
use crate::policy::Lingkup;

pub const PER_PAGE_DEFAULT: i64 = 5;
pub const PER_PAGE_MAX: i64 = 200;

/// Range bounds must be ISO date-times; a bad one is a 400, not ignored.
pub fn validate(filter: &KelasFilter) -> AppResult<()> {
    for value in [&filter.waktu_awal, &filter.waktu_akhir].into_iter().flatten() {
        if !value.is_empty() && crate::db::parse_time(value).is_none() {
            return Err(AppError::bad_request(format!("Waktu '{value}' tidak valid; gunakan format YYYY-MM-DDTHH:mm:ssZ.")));
        }
    }
    let pilihan: [(&Option<String>, &[&str]); 2] =
        [(&filter.jenis_ujian, &["kuis", "uts", "uas", "remedial"]), (&filter.jenis_tugas, &["individu", "kelompok"])];
    for (value, allowed) in pilihan {
        if let Some(v) = value.as_deref().filter(|v| !v.is_empty() && !allowed.contains(v)) {
            return Err(AppError::bad_request(format!("Jenis '{v}' tidak dikenal; pilih salah satu dari {}.", allowed.join(", "))));
        }
    }
    Ok(())
}

pub async fn list(db: &Db, lingkup: &Lingkup, filter: &KelasFilter) -> AppResult<ListResponse<KelasRow>> {
    validate(filter)?;
    let page = PageRequest::new(filter.page, filter.per_page, PER_PAGE_DEFAULT, PER_PAGE_MAX);
    let (data, total) = store::list(db, filter, lingkup, page).await?;
    Ok(ListResponse { data, meta: page.meta(total) })
}
