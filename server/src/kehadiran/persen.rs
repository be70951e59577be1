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
}

/// Held meetings of class `id_kelas` at `now`.
pub async fn jumlah_terlaksana(db: &Db, id_kelas: i64, now: &str) -> AppResult<i64> {
    let sql = format!("SELECT COUNT(*) FROM pertemuan p WHERE p.id_kelas = $1 AND {}", terlaksana_sql("p", "$2"));
    Ok(sqlx::query_scalar(&sql).bind(id_kelas).bind(now).fetch_one(db).await?)
}

/// Every participant of class `id_kelas` → their attendance at `now`.
pub async fn per_mahasiswa(db: &Db, id_kelas: i64, now: &str) -> AppResult<HashMap<i64, PersenKehadiran>> {
    let terlaksana = jumlah_terlaksana(db, id_kelas, now).await?;
    let sql = format!(
        "SELECT kp.id_mahasiswa,
                (SELECT COUNT(*) FROM kehadiran_mahasiswa h JOIN pertemuan p ON p.id = h.id_pertemuan
                 WHERE h.id_mahasiswa = kp.id_mahasiswa AND p.id_kelas = kp.id_kelas AND h.kode = 'H' AND {})
         FROM kelas_peserta kp WHERE kp.id_kelas = $2",
        terlaksana_sql("p", "$1")
    );
    let rows: Vec<(i64, i64)> = sqlx::query_as(&sql).bind(now).bind(id_kelas).fetch_all(db).await?;
    Ok(rows.into_iter().map(|(id, hadir)| (id, PersenKehadiran::dari(hadir, terlaksana))).collect())
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
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let daftar: Vec<String> = ids.iter().map(i64::to_string).collect();
    let sql = format!(
        "SELECT k.id,
                (SELECT COUNT(*) FROM kelas_peserta kp WHERE kp.id_kelas = k.id),
                (SELECT COUNT(*) FROM pertemuan p WHERE p.id_kelas = k.id AND {held}),
                (SELECT COUNT(*) FROM kehadiran_mahasiswa h JOIN pertemuan p ON p.id = h.id_pertemuan
                 JOIN kelas_peserta kp ON kp.id_kelas = p.id_kelas AND kp.id_mahasiswa = h.id_mahasiswa
                 WHERE p.id_kelas = k.id AND h.kode = 'H' AND {held})
         FROM kelas_kuliah k WHERE k.id IN ({daftar})",
        held = terlaksana_sql("p", "$1"),
        daftar = daftar.join(", ")
    );
    let rows: Vec<(i64, i64, i64, i64)> = sqlx::query_as(&sql).bind(now).fetch_all(db).await?;
    Ok(rows
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
}
