//! Class rules: who sees which classes.

use super::model::{KelasFilter, KelasRow};
use super::store::{self, Lingkup};
use crate::akun::model::Role;
use crate::akun::{CurrentUser, Level, Modul};
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::list::{ListResponse, PageRequest};

pub const PER_PAGE_DEFAULT: i64 = 5;
pub const PER_PAGE_MAX: i64 = 200;

/// Lecturers see the classes they teach, students those they attend,
/// operators every class when they may read kelas_kuliah.
pub fn lingkup(user: &CurrentUser) -> AppResult<Lingkup> {
    match user.role() {
        Role::Dosen => Ok(Lingkup::Pengajar(user.id())),
        Role::Mahasiswa => Ok(Lingkup::Peserta(user.id())),
        Role::Operator if user.operator_may(Modul::KelasKuliah, Level::Read) => Ok(Lingkup::Semua),
        Role::Operator => Err(AppError::forbidden()),
    }
}

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

pub async fn list(db: &Db, user: &CurrentUser, filter: &KelasFilter) -> AppResult<ListResponse<KelasRow>> {
    validate(filter)?;
    let lingkup = lingkup(user)?;
    let page = PageRequest::new(filter.page, filter.per_page, PER_PAGE_DEFAULT, PER_PAGE_MAX);
    let (data, total) = store::list(db, filter, &lingkup, page).await?;
    Ok(ListResponse { data, meta: page.meta(total) })
}
