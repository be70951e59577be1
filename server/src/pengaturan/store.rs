//! SQL of settings and reference singletons.

use sqlx::Row;

use super::model::{Konfigurasi, Periode, Sistem};
use crate::db::{Db, Tx};
use crate::error::AppResult;

pub const ZONA_DEFAULT: &str = "Asia/Jakarta";

pub async fn sistem(db: &Db) -> AppResult<Option<(Sistem, Option<String>)>> {
    let row = sqlx::query("SELECT nama, judul, alamat, email, telepon, logo_path FROM sistem WHERE id = 1").fetch_optional(db).await?;
    let Some(r) = row else { return Ok(None) };
    let sistem = Sistem {
        nama: r.try_get("nama")?,
        judul: r.try_get("judul")?,
        alamat: r.try_get("alamat")?,
        email: r.try_get("email")?,
        telepon: r.try_get("telepon")?,
    };
    Ok(Some((sistem, r.try_get("logo_path")?)))
}

pub async fn dokumen(db: &Db, kunci: &str) -> AppResult<serde_json::Value> {
    let text: Option<String> = sqlx::query_scalar("SELECT nilai FROM pengaturan WHERE kunci = $1").bind(kunci).fetch_optional(db).await?;
    Ok(text.and_then(|t| serde_json::from_str(&t).ok()).unwrap_or(serde_json::Value::Null))
}

/// MB a task file may have, of a pengaturan_sistem document already read
/// (`ukuran_max_file.tugas`, 10 when unset): tasks and the materials form show it.
pub fn ukuran_tugas_mb(sistem: &serde_json::Value) -> f64 {
    sistem.pointer("/ukuran_max_file/tugas").and_then(|v| v.as_f64()).filter(|m| *m > 0.0).unwrap_or(10.0)
}

/// MB a task file may have (`ukuran_tugas_mb` of the stored settings).
pub async fn ukuran_maks_tugas_mb(db: &Db) -> AppResult<f64> {
    Ok(ukuran_tugas_mb(&dokumen(db, "pengaturan_sistem").await?))
}

/// The configured zone; only the three Indonesian zones are accepted.
pub async fn time_zone(db: &Db) -> AppResult<String> {
    Ok(zona_dari(&dokumen(db, "pengaturan_sistem").await?))
}

/// The zone of a pengaturan_sistem document already read.
pub fn zona_dari(pengaturan_sistem: &serde_json::Value) -> String {
    let zone = pengaturan_sistem.get("time_zone").and_then(|v| v.as_str()).unwrap_or(ZONA_DEFAULT);
    match zone {
        "Asia/Jakarta" | "Asia/Makassar" | "Asia/Jayapura" => zone.to_string(),
        _ => ZONA_DEFAULT.to_string(),
    }
}

pub fn zona_label(time_zone: &str) -> &'static str {
    match time_zone {
        "Asia/Makassar" => "WITA",
        "Asia/Jayapura" => "WIT",
        _ => "WIB",
    }
}

/// The zones have fixed offsets (no daylight saving in Indonesia).
pub fn zona_offset(time_zone: &str) -> chrono::FixedOffset {
    let hours = match time_zone {
        "Asia/Makassar" => 8,
        "Asia/Jayapura" => 9,
        _ => 7,
    };
    chrono::FixedOffset::east_opt(hours * 3600).expect("valid offset")
}

/// A stored UTC time as people read it: 'DD/MM/YYYY HH:MM WIB' in zone
/// `time_zone`; empty for a value that is not a time.
pub fn format_lokal(time_zone: &str, utc: &str) -> String {
    match crate::db::parse_time(utc) {
        Some(t) => format!("{} {}", t.with_timezone(&zona_offset(time_zone)).format("%d/%m/%Y %H:%M"), zona_label(time_zone)),
        None => String::new(),
    }
}

/// [`format_lokal`] in the configured zone.
pub async fn waktu_lokal(db: &Db, utc: &str) -> AppResult<String> {
    Ok(format_lokal(&time_zone(db).await?, utc))
}

/// The start of yesterday in the configured zone, as UTC text (the earliest
/// start a new forum or vidcon may have).
pub async fn awal_kemarin(db: &Db) -> AppResult<String> {
    awal_hari(db, 1).await
}

/// The start of today in the configured zone, as UTC text (the earliest start
/// of a new exam: past dates cannot be picked).
pub async fn awal_hari_ini(db: &Db) -> AppResult<String> {
    awal_hari(db, 0).await
}

/// The start of the day `hari_lalu` days before today, in the configured zone.
async fn awal_hari(db: &Db, hari_lalu: i64) -> AppResult<String> {
    let zona = zona_offset(&time_zone(db).await?);
    let hari = hari_ini(db).await? - chrono::Duration::days(hari_lalu);
    let awal = hari.and_hms_opt(0, 0, 0).and_then(|t| t.and_local_timezone(zona).single()).ok_or_else(crate::error::AppError::internal)?;
    Ok(crate::db::format_time(awal.with_timezone(&chrono::Utc)))
}

/// Today's date (YYYY-MM-DD) in the configured zone.
pub async fn hari_ini(db: &Db) -> AppResult<chrono::NaiveDate> {
    let zone = time_zone(db).await?;
    Ok(chrono::Utc::now().with_timezone(&zona_offset(&zone)).date_naive())
}

fn periode_row(r: sqlx::any::AnyRow) -> Result<Periode, sqlx::Error> {
    let kode: i64 = r.try_get("kode")?;
    Ok(Periode {
        kode,
        tahun: r.try_get("tahun")?,
        semester: r.try_get("semester")?,
        nama: periode_label(kode),
        tanggal_mulai: r.try_get("tanggal_mulai")?,
        tanggal_selesai: r.try_get("tanggal_selesai")?,
        is_berjalan: r.try_get::<i64, _>("is_berjalan")? != 0,
    })
}

pub async fn periode_berjalan(db: &Db) -> AppResult<Option<Periode>> {
    let row = sqlx::query(
        "SELECT kode, tahun, semester, tanggal_mulai, tanggal_selesai, is_berjalan FROM periode
         ORDER BY is_berjalan DESC, kode DESC LIMIT 1",
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(periode_row).transpose()?)
}

pub async fn semua_periode(db: &Db) -> AppResult<Vec<Periode>> {
    let rows = sqlx::query("SELECT kode, tahun, semester, tanggal_mulai, tanggal_selesai, is_berjalan FROM periode ORDER BY kode DESC")
        .fetch_all(db)
        .await?;
    Ok(rows.into_iter().map(periode_row).collect::<Result<_, _>>()?)
}

/// '2025/2026 Ganjil' from 20251: year = code / 10; digit 1 Ganjil, 2 Genap,
/// 3 SP Ganjil, 4 SP Genap. The UI formats with the same rule in ui/src/lib.
pub fn periode_label(kode: i64) -> String {
    let tahun = kode.div_euclid(10);
    let digit = kode.rem_euclid(10);
    let paritas = if digit % 2 == 1 { "Ganjil" } else { "Genap" };
    let sp = if digit > 2 { "SP " } else { "" };
    format!("{tahun}/{} {sp}{paritas}", tahun + 1)
}

pub async fn konfigurasi(db: &Db, keywords: Option<&[String]>) -> AppResult<Vec<Konfigurasi>> {
    let rows = sqlx::query("SELECT keyword, nilai, keterangan FROM konfigurasi ORDER BY keyword").fetch_all(db).await?;
    let mut list = Vec::with_capacity(rows.len());
    for r in rows {
        let k = Konfigurasi { keyword: r.try_get("keyword")?, nilai: r.try_get("nilai")?, keterangan: r.try_get("keterangan")? };
        if keywords.is_none_or(|wanted| wanted.contains(&k.keyword)) {
            list.push(k);
        }
    }
    Ok(list)
}

/// One round trip to the database (the health check).
pub async fn ping(db: &Db) -> AppResult<()> {
    sqlx::query_scalar::<_, i64>("SELECT CAST(1 AS BIGINT)").fetch_one(db).await?;
    Ok(())
}

/// A configuration's new value, in the caller's transaction.
pub async fn ubah_konfigurasi(tx: &mut sqlx::Transaction<'_, sqlx::Any>, keyword: &str, nilai: &str) -> AppResult<()> {
    sqlx::query("UPDATE konfigurasi SET nilai = $1 WHERE keyword = $2").bind(nilai).bind(keyword).execute(&mut **tx).await?;
    Ok(())
}

/// Replaces settings document `kunci` (delete, then insert, so a document
/// missing from an old database is created), in the caller's transaction.
pub async fn ganti_dokumen(tx: &mut Tx<'_>, kunci: &str, nilai: String) -> AppResult<()> {
    sqlx::query("DELETE FROM pengaturan WHERE kunci = $1").bind(kunci).execute(&mut **tx).await?;
    sqlx::query("INSERT INTO pengaturan (kunci, nilai) VALUES ($1, $2)").bind(kunci).bind(nilai).execute(&mut **tx).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn labels() {
        assert_eq!(super::periode_label(20251), "2025/2026 Ganjil");
        assert_eq!(super::periode_label(20252), "2025/2026 Genap");
        assert_eq!(super::periode_label(20243), "2024/2025 SP Ganjil");
        assert_eq!(super::periode_label(20244), "2024/2025 SP Genap");
    }
}
