//! Calendar events of the dashboard: the user's meetings, exams and task
//! deadlines of one month in the configured zone. The first load carries the
//! month shown in short (events per day, today's events); the calendar asks
//! `/v1/kegiatan?bulan=YYYY-MM` for a whole month when another day or month is chosen.

use std::collections::BTreeMap;

use super::kalender_store;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::pengaturan::store::{time_zone, zona_label, zona_offset};
use crate::policy::Lingkup;
use chrono::{Datelike, NaiveDate, TimeZone, Utc};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// One event of the dashboard calendar.
#[derive(Serialize, JsonSchema)]
pub struct Kegiatan {
    /// YYYY-MM-DD in the configured zone.
    pub tanggal: String,
    pub judul: String,
    /// The page it opens: the meeting page, or the task page for a deadline.
    pub tautan: String,
}

/// `?bulan=YYYY-MM`; without it, the month of today in the configured zone.
#[derive(Deserialize, JsonSchema, Default)]
pub struct KegiatanQuery {
    /// YYYY-MM (years 2000-2100); none: this month.
    #[schemars(pattern(r"^(20[0-9]{2}|2100)-(0[1-9]|1[0-2])$"))]
    pub bulan: Option<String>,
}

/// One month of the calendar.
#[derive(Serialize, JsonSchema)]
pub struct KegiatanBulan {
    /// YYYY-MM
    pub bulan: String,
    pub data: Vec<Kegiatan>,
}

/// The calendar of the first load: the dots of this month and the list of today, the day shown
/// first. The whole month's list was 7 KB of a student's dashboard and 14 KB of a lecturer's,
/// embedded in every first load for a list most never open (issue 17: HTML size).
#[derive(Serialize, JsonSchema)]
pub struct KegiatanAwal {
    /// YYYY-MM
    pub bulan: String,
    /// Today in the configured zone (YYYY-MM-DD): the day whose events `data` holds.
    pub hari_ini: String,
    /// How many events each day of the month has (YYYY-MM-DD); days without any are absent.
    pub jumlah: BTreeMap<String, u32>,
    /// Today's events.
    pub data: Vec<Kegiatan>,
}

impl KegiatanAwal {
    /// `bulan` (this month's events) in short around `hari_ini`.
    fn dari(bulan: KegiatanBulan, hari_ini: NaiveDate) -> KegiatanAwal {
        let hari_ini = hari_ini.format("%Y-%m-%d").to_string();
        let mut jumlah = BTreeMap::new();
        for k in &bulan.data {
            *jumlah.entry(k.tanggal.clone()).or_insert(0) += 1;
        }
        let data = bulan.data.into_iter().filter(|k| k.tanggal == hari_ini).collect();
        KegiatanAwal { bulan: bulan.bulan, hari_ini, jumlah, data }
    }
}

/// This month of the calendar in short for the dashboard's first load.
pub async fn kegiatan_awal(db: &Db, lingkup: Option<&Lingkup>) -> AppResult<KegiatanAwal> {
    let zone = time_zone(db).await?;
    let hari_ini = Utc::now().with_timezone(&zona_offset(&zone)).date_naive();
    let bulan = kegiatan_di_zona(db, lingkup, hari_ini.with_day(1).expect("day 1 exists"), &zone).await?;
    Ok(KegiatanAwal::dari(bulan, hari_ini))
}

/// The first day of the month `YYYY-MM` (years 2000-2100), or a 400 saying the format.
pub fn bulan_dari(teks: &str) -> AppResult<NaiveDate> {
    let salah = || AppError::bad_request("Parameter bulan harus berformat YYYY-MM.");
    let (tahun, bulan) = teks.split_once('-').ok_or_else(salah)?;
    if tahun.len() != 4 || bulan.len() != 2 {
        return Err(salah());
    }
    let (tahun, bulan): (i32, u32) = (tahun.parse().map_err(|_| salah())?, bulan.parse().map_err(|_| salah())?);
    if !(2000..=2100).contains(&tahun) {
        return Err(salah());
    }
    NaiveDate::from_ymd_opt(tahun, bulan, 1).ok_or_else(salah)
}

impl KegiatanBulan {
    /// The month starting on `awal` without events.
    fn kosong(awal: NaiveDate) -> KegiatanBulan {
        KegiatanBulan { bulan: awal.format("%Y-%m").to_string(), data: Vec::new() }
    }
}

/// The events of the month starting on `bulan` (a first day; None: this month in the configured
/// zone) of the classes the user teaches or attends; none for operators, who are in no class, and
/// for a user who may not list classes (`lingkup` None).
pub async fn kegiatan(db: &Db, lingkup: Option<&Lingkup>, bulan: Option<NaiveDate>) -> AppResult<KegiatanBulan> {
    let zone = time_zone(db).await?;
    let awal = bulan.unwrap_or_else(|| Utc::now().with_timezone(&zona_offset(&zone)).date_naive().with_day(1).expect("day 1 exists"));
    kegiatan_di_zona(db, lingkup, awal, &zone).await
}

/// The month starting on `awal`, its times in `zone` (the configured time zone, read once by
/// the caller).
async fn kegiatan_di_zona(db: &Db, lingkup: Option<&Lingkup>, awal: NaiveDate, zone: &str) -> AppResult<KegiatanBulan> {
    let offset = zona_offset(zone);
    let lingkup = match lingkup {
        Some(l @ (Lingkup::Pengajar { .. } | Lingkup::Peserta { .. })) => l,
        _ => return Ok(KegiatanBulan::kosong(awal)),
    };
    let berikut = awal.checked_add_months(chrono::Months::new(1)).ok_or_else(|| AppError::unprocessable("Bulan tidak valid."))?;
    let tengah_malam =
        |d: NaiveDate| offset.from_local_datetime(&d.and_hms_opt(0, 0, 0).expect("midnight")).single().map(|t| t.with_timezone(&Utc));
    let (Some(dari), Some(sampai)) = (tengah_malam(awal), tengah_malam(berikut)) else {
        return Err(AppError::unprocessable("Bulan tidak valid."));
    };
    let rows = kalender_store::acara(db, lingkup, db::format_time(dari), db::format_time(sampai)).await?;
    let mut out: Vec<(String, Kegiatan)> = Vec::with_capacity(rows.len());
    for r in rows {
        let waktu = r.waktu;
        let Some(start) = db::parse_time(&waktu) else { continue };
        let start = start.with_timezone(&offset);
        let kegiatan = Kegiatan {
            tanggal: start.format("%Y-%m-%d").to_string(),
            judul: format!("{} {}: {} {} (Kelas {}) — {}", start.format("%H:%M"), zona_label(zone), r.kode, r.nama, r.kelas, r.label,),
            tautan: r.tautan,
        };
        out.push((waktu, kegiatan));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(KegiatanBulan { data: out.into_iter().map(|(_, k)| k).collect(), ..KegiatanBulan::kosong(awal) })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn acara(tanggal: &str, judul: &str) -> Kegiatan {
        Kegiatan { tanggal: tanggal.into(), judul: judul.into(), tautan: "/kelas/1".into() }
    }

    #[test]
    fn the_first_load_keeps_the_counts_and_todays_events() {
        let bulan = KegiatanBulan {
            bulan: "2026-11".into(),
            data: vec![acara("2026-11-02", "a"), acara("2026-11-02", "b"), acara("2026-11-26", "c"), acara("2026-11-30", "d")],
        };
        let awal = KegiatanAwal::dari(bulan, NaiveDate::from_ymd_opt(2026, 11, 26).unwrap());
        assert_eq!(awal.bulan, "2026-11");
        assert_eq!(awal.hari_ini, "2026-11-26");
        assert_eq!(awal.jumlah, BTreeMap::from([("2026-11-02".into(), 2), ("2026-11-26".into(), 1), ("2026-11-30".into(), 1)]));
        assert_eq!(awal.data.iter().map(|k| k.judul.as_str()).collect::<Vec<_>>(), ["c"]);
    }
}
