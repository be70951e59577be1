//! Who may read which reference data (one rule each):
//! - open lists (programmes, class types, periods, courses): every signed-in user;
//! - staff lists (lecturers, class labels, active students, teaching periods,
//!   courses by lecturer): lecturers, and operators with at least read on
//!   data_master or kelas_kuliah;
//! - a lecturer's short bio: every signed-in user (it is on every class page);
//! - a student's short bio: the student, staff operators, and lecturers who
//!   teach one of the student's classes.

use super::store;
use crate::akun::model::Role;
use crate::akun::{CurrentUser, Level, Modul};
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::list::PageRequest;

pub const PER_PAGE_DEFAULT: i64 = 10;
pub const PER_PAGE_MAX: i64 = 999_999;

pub fn is_staff(user: &CurrentUser) -> bool {
    match user.role() {
        Role::Dosen => true,
        Role::Operator => user.operator_may(Modul::DataMaster, Level::Read) || user.operator_may(Modul::KelasKuliah, Level::Read),
        Role::Mahasiswa => false,
    }
}

pub fn require_staff(user: &CurrentUser) -> AppResult<()> {
    if is_staff(user) {
        Ok(())
    } else {
        Err(AppError::forbidden())
    }
}

pub async fn may_read_mahasiswa(db: &Db, user: &CurrentUser, id_mahasiswa: i64) -> AppResult<bool> {
    Ok(match user.role() {
        Role::Mahasiswa => user.id() == id_mahasiswa,
        Role::Operator => is_staff(user),
        Role::Dosen => store::diajar_oleh(db, id_mahasiswa, user.id()).await?,
    })
}

pub fn page(q: &super::model::RefQuery) -> PageRequest {
    if q.ignore_default_pagination == Some(true) {
        return PageRequest::new(Some(1), Some(PER_PAGE_MAX), PER_PAGE_DEFAULT, PER_PAGE_MAX);
    }
    PageRequest::new(q.page, q.per_page.or(q.items_per_page), PER_PAGE_DEFAULT, PER_PAGE_MAX)
}

/// 'Ganjil', 'Genap', 'SP Ganjil', 'SP Genap' of a period's semester digit.
pub fn jenis_semester(semester: i64) -> &'static str {
    match semester {
        1 => "Ganjil",
        2 => "Genap",
        3 => "SP Ganjil",
        _ => "SP Genap",
    }
}
