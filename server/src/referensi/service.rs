//! Paging and labels of reference data. Who may read which list is in
//! `crate::policy` (open lists: every signed-in user; staff lists:
//! `may_read_staff_ref`; a student's bio: `may_read_mahasiswa`).

/// 'Ganjil', 'Genap', 'SP Ganjil', 'SP Genap' of a period's semester digit.
pub fn jenis_semester(semester: i64) -> &'static str {
    match semester {
        1 => "Ganjil",
        2 => "Genap",
        3 => "SP Ganjil",
        _ => "SP Genap",
    }
}
