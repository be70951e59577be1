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

pub async fn list(db: &Db, user: &CurrentUser, filter: &KelasFilter) -> AppResult<ListResponse<KelasRow>> {
    let lingkup = lingkup(user)?;
    let page = PageRequest::new(filter.page, filter.per_page, PER_PAGE_DEFAULT, PER_PAGE_MAX);
    let (data, total) = store::list(db, filter, &lingkup, page).await?;
    Ok(ListResponse { data, meta: page.meta(total) })
}
