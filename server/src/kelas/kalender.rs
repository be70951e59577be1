//! Calendar events of the dashboard: the user's meetings around today.

use chrono::{Duration, Utc};
use sqlx::Row;

use super::store::Lingkup;
use crate::akun::CurrentUser;
use crate::db::{self, Db};
use crate::error::AppResult;
use crate::pengaturan::store::{time_zone, zona_label, zona_offset};
use crate::web::props::Kegiatan;

/// Meetings from 40 days back to 70 days ahead, of the classes the user
/// teaches or attends (none for operators: they are not in classes).
pub async fn kegiatan(db: &Db, user: &CurrentUser) -> AppResult<Vec<Kegiatan>> {
    let (join, id) = match super::service::lingkup(user) {
        Ok(Lingkup::Pengajar(id)) => ("JOIN kelas_pengajar x ON x.id_kelas = k.id AND x.id_dosen = $3", id),
        Ok(Lingkup::Peserta(id)) => ("JOIN kelas_peserta x ON x.id_kelas = k.id AND x.id_mahasiswa = $3", id),
        _ => return Ok(Vec::new()),
    };
    let now = Utc::now();
    let sql = format!(
        "SELECT p.nomor, p.judul, p.waktu_mulai, mk.kode, mk.nama, k.nama AS kelas
         FROM pertemuan p JOIN kelas_kuliah k ON k.id = p.id_kelas {join}
         JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
         WHERE p.waktu_mulai >= $1 AND p.waktu_mulai < $2 ORDER BY p.waktu_mulai"
    );
    let rows = sqlx::query(&sql)
        .bind(db::format_time(now - Duration::days(40)))
        .bind(db::format_time(now + Duration::days(70)))
        .bind(id)
        .fetch_all(db)
        .await?;
    let zone = time_zone(db).await?;
    let offset = zona_offset(&zone);
    Ok(rows
        .into_iter()
        .filter_map(|r| {
            let start = db::parse_time(&r.get::<String, _>("waktu_mulai"))?.with_timezone(&offset);
            Some(Kegiatan {
                tanggal: start.format("%Y-%m-%d").to_string(),
                judul: format!(
                    "{} {}: {} {} (Kelas {}) — Pertemuan {}: {}",
                    start.format("%H:%M"),
                    zona_label(&zone),
                    r.get::<String, _>("kode"),
                    r.get::<String, _>("nama"),
                    r.get::<String, _>("kelas"),
                    r.get::<i64, _>("nomor"),
                    r.get::<String, _>("judul"),
                ),
            })
        })
        .collect())
}
