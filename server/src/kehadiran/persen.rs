//! The one attendance percentage (issue 37): what every screen, export, the
//! grade recap's 'Kehadiran' and the BAP show for a student or a class.
//!
//! - A meeting counts once it is **held**: ended by its lecturer ('Akhiri'),
//!   or past its scheduled end ([`terlaksana_sql`]). A meeting still to come,
//!   or under way, does not count yet, so a student's figure neither drops
//!   while the lecturer is still taking attendance nor counts the future.
//! - Of the held meetings, those where the student's record is H count as
//!   present; I, S, A and a held meeting without any record for the student
//!   count as not present.
//! - Percentage = present ÷ held × 100, one decimal (spec 3 §9); no figure
//!   while nothing is held. A class's figure is the sum over its current
//!   participants: present ÷ (participants × held).

use std::collections::HashMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::store;
use crate::db::Db;
use crate::error::AppResult;

/// The SQL condition "meeting `p` is held" at the time in parameter `now`.
pub fn terlaksana_sql(p: &str, now: &str) -> String {
    format!("({p}.status = 'selesai' OR {p}.selesai_kuliah IS NOT NULL OR {p}.waktu_selesai <= {now})")
}

/// A student's (or a class's) attendance over the held meetings.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Default)]
pub struct PersenKehadiran {
    /// H records in held meetings.
    pub hadir: i64,
    /// Held meetings (for a class: participants × held meetings).
    pub terlaksana: i64,
    /// hadir ÷ terlaksana × 100, one decimal; null while nothing is held.
    pub persen: Option<f64>,
}

impl PersenKehadiran {
    pub fn dari(hadir: i64, terlaksana: i64) -> Self {
        let persen = (terlaksana > 0).then(|| crate::inti::bulat(hadir as f64 * 100.0 / terlaksana as f64, 1));
        Self { hadir, terlaksana, persen }
    }

    /// Whether it meets the final exam's minimum `syarat` (percent, configuration
    /// `attendance_percentage`); unknown (None) while no meeting is held.
    pub fn memenuhi(&self, syarat: i64) -> Option<bool> {
        self.persen.map(|p| p >= syarat as f64)
    }
}

/// Every participant of class `id_kelas` → their attendance at `now`.
pub async fn per_mahasiswa(db: &Db, id_kelas: i64, now: &str) -> AppResult<HashMap<i64, PersenKehadiran>> {
    let terlaksana = store::jumlah_terlaksana(db, id_kelas, now).await?;
    let hadir = store::hadir_per_peserta(db, id_kelas, now).await?;
    Ok(hadir.into_iter().map(|(id, hadir)| (id, PersenKehadiran::dari(hadir, terlaksana))).collect())
}

/// A class's attendance over its current participants and held meetings.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct PersenKelas {
    pub peserta: i64,
    pub pertemuan_terlaksana: i64,
    pub kehadiran: PersenKehadiran,
}

/// Classes `ids` → their attendance at `now`, from one query.
pub async fn per_kelas(db: &Db, ids: &[i64], now: &str) -> AppResult<HashMap<i64, PersenKelas>> {
    Ok(store::hadir_per_kelas(db, ids, now)
        .await?
        .into_iter()
        .map(|(id, peserta, terlaksana, hadir)| {
            let kemungkinan = peserta.checked_mul(terlaksana).unwrap_or(0);
            (id, PersenKelas { peserta, pertemuan_terlaksana: terlaksana, kehadiran: PersenKehadiran::dari(hadir, kemungkinan) })
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_decimal_and_nothing_before_a_meeting_is_held() {
        assert_eq!(PersenKehadiran::dari(10, 13).persen, Some(76.9));
        assert_eq!(PersenKehadiran::dari(2, 3).persen, Some(66.7));
        assert_eq!(PersenKehadiran::dari(0, 0).persen, None);
        assert_eq!(PersenKehadiran::dari(5, 5).persen, Some(100.0));
    }

    #[test]
    fn the_exam_minimum_is_inclusive_and_unknown_before_anything_is_held() {
        assert_eq!(PersenKehadiran::dari(3, 4).memenuhi(75), Some(true));
        assert_eq!(PersenKehadiran::dari(10, 14).memenuhi(75), Some(false), "71.4");
        assert_eq!(PersenKehadiran::dari(0, 0).memenuhi(75), None);
        assert_eq!(PersenKehadiran::dari(0, 3).memenuhi(0), Some(true));
    }
}
