//! Paging and labels of reference data. Who may read which list is in
//! `crate::policy` (open lists: every signed-in user; staff lists:
//! `may_read_staff_ref`; a student's bio: `may_read_mahasiswa`).

use crate::list::PageRequest;

pub const PER_PAGE_DEFAULT: i64 = 10;
pub const PER_PAGE_MAX: i64 = 999_999;

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
