//! The automatic attendance update (spec 2 §9: 'Automatic attendance update time shown as 23:59
//! in the configured timezone'): every day at 23:59 in the college's zone the attendance of that
//! day's online (and mixed) meetings is recalculated from what the students did, as 'Update
//! Kehadiran' does for one meeting. Each student's row is already updated after each activity;
//! this run catches what those updates missed (settings changed during the day, an activity
//! removed). With several servers the day's run is claimed in one INSERT (`jadwal_harian`):
//! whoever inserts runs it, the others skip it.

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Utc};

use super::{progres, store};
use crate::db::{self, Db};
use crate::error::AppResult;

/// The job's name in `jadwal_harian`.
const NAMA: &str = "kehadiran_otomatis";
/// The local time of the run, as shown to lecturers.
pub const JAM: &str = "23:59";

fn jam() -> NaiveTime {
    NaiveTime::from_hms_opt(23, 59, 0).expect("valid time")
}

/// The next run after `now`: today's 23:59 in `zona` when it is still ahead, else tomorrow's.
pub fn berikutnya(now: DateTime<Utc>, zona: chrono::FixedOffset) -> (NaiveDate, DateTime<Utc>) {
    let hari = now.with_timezone(&zona).date_naive();
    let pada = |h: NaiveDate| h.and_time(jam()).and_local_timezone(zona).single().map(|t| t.with_timezone(&Utc));
    match pada(hari) {
        Some(t) if t > now => (hari, t),
        _ => {
            let besok = hari + Duration::days(1);
            (besok, pada(besok).unwrap_or(now + Duration::days(1)))
        }
    }
}

/// The (UTC) bounds of local day `hari` in `zona`.
fn batas_hari(hari: NaiveDate, zona: chrono::FixedOffset) -> Option<(String, String)> {
    let awal = hari.and_hms_opt(0, 0, 0)?.and_local_timezone(zona).single()?.with_timezone(&Utc);
    Some((db::format_time(awal), db::format_time(awal + Duration::days(1))))
}

/// Runs the update of day `hari` unless another server claimed it: `None` when claimed
/// elsewhere, else how many meetings were recalculated.
pub async fn jalankan(db: &Db, hari: NaiveDate, zona: chrono::FixedOffset) -> AppResult<Option<usize>> {
    let tanggal = hari.format("%Y-%m-%d").to_string();
    if !store::klaim_harian(db, NAMA, &tanggal).await? {
        return Ok(None);
    }
    let (awal, akhir) = batas_hari(hari, zona).ok_or_else(crate::error::AppError::internal)?;
    let mut n = 0;
    for id in store::pertemuan_daring_antara(db, &awal, &akhir).await? {
        match progres::hitung_pertemuan(db, id, None).await {
            Ok(()) => n += 1,
            Err(e) => tracing::warn!(error = %e.message, id_pertemuan = id, "update kehadiran otomatis gagal"),
        }
    }
    store::selesai_harian(db, NAMA, &tanggal, i64::try_from(n).unwrap_or(i64::MAX)).await?;
    Ok(Some(n))
}

/// Sleeps until each day's 23:59 in the configured zone (read again each day, so a changed
/// zone is followed), then runs [`jalankan`].
pub fn berkala(db: Db) {
    tokio::spawn(async move {
        loop {
            let zona = match crate::pengaturan::store::time_zone(&db).await {
                Ok(z) => crate::pengaturan::store::zona_offset(&z),
                Err(_) => crate::pengaturan::store::zona_offset(""),
            };
            let (hari, pada) = berikutnya(Utc::now(), zona);
            let tunggu = (pada - Utc::now()).to_std().unwrap_or_default();
            tokio::time::sleep(tunggu).await;
            match jalankan(&db, hari, zona).await {
                Ok(Some(n)) => tracing::info!(n, %hari, "update kehadiran otomatis selesai"),
                Ok(None) => {}
                Err(e) => tracing::warn!(error = %e.message, %hari, "update kehadiran otomatis gagal"),
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_run_is_the_coming_2359_in_the_zone() {
        let wib = chrono::FixedOffset::east_opt(7 * 3600).unwrap();
        let t = |s: &str| db::parse_time(s).unwrap();
        let d = |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap();
        // 10:00 WIB: today's 23:59 WIB is 16:59 UTC.
        assert_eq!(berikutnya(t("2026-11-29T03:00:00Z"), wib), (d("2026-11-29"), t("2026-11-29T16:59:00Z")));
        // 23:59:30 WIB: tomorrow's.
        assert_eq!(berikutnya(t("2026-11-29T16:59:30Z"), wib), (d("2026-11-30"), t("2026-11-30T16:59:00Z")));
        // 02:00 WIB on the 30th is still the 29th in UTC: the local day counts.
        assert_eq!(berikutnya(t("2026-11-29T19:00:00Z"), wib), (d("2026-11-30"), t("2026-11-30T16:59:00Z")));
        assert_eq!(batas_hari(d("2026-11-29"), wib), Some(("2026-11-28T17:00:00Z".into(), "2026-11-29T17:00:00Z".into())));
    }
}
